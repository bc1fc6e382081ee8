import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-types.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { shiftedClock, type Clock } from './clock.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { createLogger } from './logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import {
  availabilityInputs,
  createAvailabilityService,
} from './modules/availability/availability.service.ts';
import { createBookingInfoService } from './modules/bookings/booking-info.service.ts';
import { createBookingPayable } from './modules/bookings/booking-payable.ts';
import { createBookingPrepaymentDue } from './modules/bookings/gift-card-parts.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { createCancelService } from './modules/bookings/cancel.service.ts';
import { createChangeService } from './modules/bookings/change.service.ts';
import { createChangePayable } from './modules/bookings/change-payable.ts';
import { createManageService } from './modules/bookings/manage.service.ts';
import { createOfferService } from './modules/bookings/offer.service.ts';
import { createNoticeSender } from './modules/messages/send-notice.ts';
import {
  createMailTransport,
  mailDomain,
  type MailTransport,
} from './modules/messages/mail-transport.ts';
import { createCompleteService } from './modules/bookings/complete.service.ts';
import { createReserveService } from './modules/bookings/reserve.service.ts';
import { createAccounts } from './modules/auth/accounts.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenService } from './modules/auth/auth-tokens.ts';
import { passkeyRoutes } from './modules/auth/passkeys.routes.ts';
import { createPasskeyService } from './modules/auth/passkeys.service.ts';
import { clientErrorsRoutes } from './modules/client-errors/client-errors.routes.ts';
import { eventsRoutes } from './modules/menus/events.routes.ts';
import { createEventsService } from './modules/menus/events.service.ts';
import { attachGuestListLive } from './modules/guest-list/guest-list-live.ts';
import { guestListRoutes } from './modules/guest-list/guest-list.routes.ts';
import { guestsRoutes } from './modules/guests/guests.routes.ts';
import { createGuestsService } from './modules/guests/guests.service.ts';
import { createOrderBoardService } from './modules/orders/order-board.service.ts';
import { createFoodOrderPayable } from './modules/orders/order-settlement.ts';
import { attachOrdersLive } from './modules/orders/orders-live.ts';
import { orderBoardRoutes, ordersRoutes } from './modules/orders/orders.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createGuestListService } from './modules/guest-list/guest-list.service.ts';
import { createNoShowFeeService } from './modules/guest-list/no-show-fee.service.ts';
import { createStaffBookingsService } from './modules/guest-list/staff-bookings.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { observePublished, openPaymentEventBus } from './modules/payments/payment-event-bus.ts';
import { guardPaymentHub } from './modules/payments/hub-guard.ts';
import { attachPaymentHub } from './modules/payments/payment-hub.ts';
import { createApplePayService } from './modules/payments/apple-pay.service.ts';
import { createPaymentLinkService } from './modules/payments/payment-link.service.ts';
import { createClientCardAttempts } from './modules/payments/card-attempts.ts';
import { createPaymentService } from './modules/payments/payment.service.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createSandboxProvider } from './modules/payments/sandbox-provider.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { orderMenuRoutes } from './modules/ordering/order-menu.routes.ts';
import { createOrderMenuService } from './modules/ordering/order-menu.service.ts';
import { createRestaurantsService } from './modules/restaurants/restaurants.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { phoneRoutes } from './modules/phone/phone.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { upsellRoutes } from './modules/upsell/upsell.routes.ts';
import { createUpsellService } from './modules/upsell/upsell.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService } from './modules/staff/staff.service.ts';
import { createAuditLogService } from './modules/catalogue-changes/audit-log.service.ts';
import { restaurantSettingsRoutes } from './modules/restaurants/restaurant-settings.routes.ts';
import { photoRoutes } from './modules/media/photos.routes.ts';
import { tablesSettingsRoutes } from './modules/tables/tables.routes.ts';
import { paymentsSettingsRoutes } from './modules/payment-policy/payment-policy.routes.ts';
import { publishingSettingsRoutes } from './modules/restaurants/publishing.routes.ts';
import { menusSettingsRoutes } from './modules/menus/menus.routes.ts';
import { orderingSettingsRoutes } from './modules/ordering/ordering.routes.ts';
import { createHoursService } from './modules/restaurants/hours.service.ts';
import { createRulesService } from './modules/restaurants/rules.service.ts';
import { createLookService } from './modules/restaurants/look.service.ts';
import { createPhotosService } from './modules/media/photos.service.ts';
import { dinerPhotoSource } from './modules/media/photo-views.ts';
import { createPhotoQueue } from './modules/media/image-pipeline.ts';
import { createMediaStore } from './modules/media/media-store.ts';
import { registerMediaRoutes } from './modules/media/media.routes.ts';
import { createTablesService } from './modules/tables/tables.service.ts';
import { createProfileService } from './modules/restaurants/profile.service.ts';
import { createPaymentsSettingsService } from './modules/payment-policy/payment-policy.service.ts';
import { createMenusService } from './modules/menus/menus.service.ts';
import { createOrderingService } from './modules/ordering/ordering.service.ts';
import { createEventsSettingsService } from './modules/menus/events-settings.service.ts';
import { listenForSettingsChanges } from './modules/catalogue-changes/settings-changed.ts';
import { createPublishingService } from './modules/restaurants/publishing.service.ts';
import { createPublicPagesService } from './modules/public-pages/public-pages.service.ts';
import { registerPublicPagesRoutes } from './modules/public-pages/public-pages.routes.ts';
import { createAdministratorsRepository } from './modules/admin/administrators.ts';
import { joiningRoutes } from './modules/joining/joining.routes.ts';
import { createJoiningService } from './modules/joining/joining.service.ts';
import { createGiftCardLookupLimit } from './modules/gift-cards/gift-card-lookup-limit.ts';
import { createGiftCardPayable } from './modules/gift-cards/gift-card-payable.ts';
import { giftCardRoutes, giftCardStaffRoutes } from './modules/gift-cards/gift-card.routes.ts';
import { createGiftCardService } from './modules/gift-cards/gift-card.service.ts';
import { surveyRoutes, surveyStaffRoutes } from './modules/surveys/survey.routes.ts';
import { createSurveyService } from './modules/surveys/survey.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerJsonBodyParser } from './plugins/json-body.ts';
import {
  countPaymentOutcome,
  createMetrics,
  registerMetrics,
  registerMetricsRoute,
  type Metrics,
} from './plugins/metrics.ts';
import { createReadiness, registerReadinessRoute, type Readiness } from './plugins/readiness.ts';
import { requestValidatorCompiler } from './plugins/request-validator.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { computeSecurityHeaderSets, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { pageZoneOffsets } from './plugins/spa-head.ts';
import { DEFAULT_TIME_ZONE } from '@dekka/contracts/site-time-zone';
import {
  createPageRendering,
  loadWebRenderer,
  readPageAssets,
  webRendererPath,
  type WebRenderer,
} from './modules/public-pages/page-render.ts';
import { registerStaffGuard } from './plugins/staff-guard.ts';

export type AppDeps = {
  config: AppConfig;
  /** Opened, migrated and seeded by the caller, which also closes it after the app. */
  database: Database;
  /** Defaults to the wall clock moved by CLOCK_OFFSET_MS; tests pass a frozen one. */
  clock?: Clock;
  /** Defaults to a pino logger at LOG_LEVEL; tests pass one that captures lines. */
  logger?: FastifyBaseLogger;
  /** Where sign-in codes go; defaults to SMTP_URL, or .eml files under DATA_DIR/mail. */
  mail?: MailTransport;
  /** Turned draining by start.ts on SIGTERM; defaults to one that never is. */
  readiness?: Readiness;
  /** Shared with start.ts's jobs and metrics port; defaults to new ones when METRICS_* is set. */
  metrics?: Metrics;
  /**
   * The web app's server entry for the public pages (docs/decisions/079); defaults to the built
   * one beside WEB_DIST_DIR (webRendererPath), null to draw no page on the server. Tests pass
   * the source module.
   */
  webRenderer?: WebRenderer | null;
};

/** Builds the whole app (API, docs, web app) without listening; tests drive it with inject(). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const clock = deps.clock ?? shiftedClock(config.clockOffsetMs);
  const loggerInstance: FastifyBaseLogger = deps.logger ?? createLogger(config);

  const app = Fastify({
    loggerInstance,
    // Our own ids, never a client-supplied header: they key the logs a support request quotes.
    genReqId: () => randomUUID(),
    // The web client adds a trailing slash to every API path without a query string.
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: config.trustProxy,
    // Booking calls need a few kilobytes; Fastify's 1 MiB default let one request spend a third
    // of a second parsing a nested array while every other request waited. Larger per route.
    bodyLimit: 16 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerJsonBodyParser(app);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Computed once, two sets: the embeddable booking pages' and everything else's, chosen per
  // request. The real-time hub's answers carry the latter.
  const securityHeaders = computeSecurityHeaderSets(config);
  registerSecurityHeaders(app, securityHeaders);
  // Before every route and the static files, whose answers it must see.
  await registerCompression(app);
  await registerApiDocs(app);

  // Payments and the real-time hub (docs/architecture.md). Several instances on one
  // PostgreSQL share events through LISTEN/NOTIFY; PGlite is one process, so memory will do.
  const metrics = deps.metrics ?? (config.metrics ? createMetrics() : undefined);
  const openedBus = await openPaymentEventBus(database, config.databaseUrl, {
    logger: loggerInstance,
  });
  const bus = metrics
    ? observePublished(openedBus, (event) => countPaymentOutcome(metrics, event.title))
    : openedBus;
  const hub = attachPaymentHub({
    server: app.server,
    db: database.db,
    bus,
    logger: loggerInstance,
  });
  app.decorate('paymentHub', hub);
  // Operations (docs/operations.md): metrics only when METRICS_* exposes them (ADR 060).
  if (metrics) {
    registerMetrics(app, {
      metrics,
      database,
      clock,
      hubConnections: () => hub.io.engine.clientsCount,
    });
    if (config.metrics?.token && config.metrics.port === null) {
      registerMetricsRoute(app, metrics, config.metrics.token);
    }
  }
  // Before the HTTP server closes: open sockets would otherwise keep it from closing.
  app.addHook('preClose', async () => hub.close());
  app.addHook('onClose', async () => bus.close());
  const sandbox = createSandboxProvider({ db: database.db, clock });
  // The settlement port (ADR 055): each payable kind says what its payment's outcome does to it.
  const payables = {
    booking: createBookingPayable({ db: database.db, logger: loggerInstance }),
    gift_card: createGiftCardPayable({ db: database.db }),
    food_order: createFoodOrderPayable({ db: database.db }),
    booking_change: createChangePayable(),
  };
  const payments = createPaymentService({
    db: database.db,
    clock,
    provider: sandbox,
    bus,
    logger: loggerInstance,
    cardAttempts: config.cardAttemptLimit,
    payables,
  });

  const users = createUsersService({ db: database.db, clock });
  const tokens = createTokenService({ secret: config.jwtSecret, clock });
  const mail =
    deps.mail ??
    createMailTransport({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      mailDir: path.join(config.dataDir, 'mail'),
      logger: loggerInstance,
    });
  app.addHook('onClose', async () => mail.close());
  const sendNotice = createNoticeSender(mail, {
    logger: loggerInstance,
    domain: mailDomain(config.mail.from),
  });
  const accounts = createAccounts({
    db: database.db,
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    sendNotice,
    logger: loggerInstance,
  });
  const auth = createAuthService({ users, tokens, clock, accounts });
  const administrators = createAdministratorsRepository(database.db);
  const staff = createStaffService({
    db: database.db,
    accounts,
    sendNotice,
    clock,
    publicUrl: config.publicUrl,
    isAdministrator: administrators.isAdministrator,
  });
  const guestListLive = await attachGuestListLive({
    io: hub.io,
    database,
    databaseUrl: config.databaseUrl,
    verifySessionToken: auth.verifySessionToken,
    roleAt: staff.roleAt,
    logger: loggerInstance,
  });
  app.addHook('onClose', async () => guestListLive.close());
  // The order board hears placed and changed food orders on the same staff namespace.
  const ordersLive = await attachOrdersLive({
    io: hub.io,
    database,
    databaseUrl: config.databaseUrl,
    logger: loggerInstance,
  });
  app.addHook('onClose', async () => ordersLive.close());
  // Settings changed in another process clear this one's cached availability inputs (ADR 036).
  const settingsChanges = await listenForSettingsChanges({
    database,
    databaseUrl: config.databaseUrl,
    logger: loggerInstance,
  });
  app.addHook('onClose', async () => settingsChanges.close());
  // Restaurant photos (ADR 038): files in DATA_DIR/media or the configured bucket; at most two
  // uploads are processed at once in this process.
  const media = createMediaStore(config);
  const photoQueue = createPhotoQueue({ concurrency: 2, maxWaiting: 16 });
  const settings = createSettingsService({ db: database.db, config });
  // The diner's pages show the restaurants' photos; the web app's shell paints a restaurant's
  // embedded pages with its theme (registerSpa below), so the restaurants service is made here.
  const dinerPhotos = dinerPhotoSource(database.db, media);
  const restaurants = createRestaurantsService({ db: database.db, clock, photos: dinerPhotos });

  await app.register(
    async (api) => {
      const { redisUp } = await registerRateLimit(api, config);
      registerReadinessRoute(api, {
        readiness: deps.readiness ?? createReadiness(),
        database,
        redisUp,
      });
      const hubSessions = api.createRateLimit({
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        keyGenerator: (request) => `hub:${request.ip}`,
      });
      guardPaymentHub(hub.io, {
        securityHeaders: securityHeaders.own,
        trustProxy: config.trustProxy,
        async countSession(clientAddress) {
          // The limiter reads only what the key generator above and its own bookkeeping use.
          const probe = { ip: clientAddress, routeOptions: { config: {} } };
          const limit = await hubSessions(probe as unknown as FastifyRequest);
          if (limit.isAllowed) return { exceeded: false, retryAfterS: 0 };
          return { exceeded: limit.isExceeded, retryAfterS: limit.ttlInSeconds };
        },
      });
      registerAuth(api, { tokens, verifySessionToken: auth.verifySessionToken });
      api.addHook('onRequest', async (_request, reply) => {
        // API answers are per-visitor and live: no browser or proxy should reuse them.
        reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, {
        auth,
        tokenRateLimit: config.tokenRateLimit,
        signInRateLimit: config.signInRateLimit,
        secret: config.jwtSecret,
      });
      await api.register(passkeyRoutes, {
        passkeys: createPasskeyService({
          db: database.db,
          auth,
          clock,
          publicUrl: config.publicUrl,
        }),
        perClient: config.signInRateLimit.perClient,
      });
      await api.register(usersRoutes, { users });
      const surveys = createSurveyService({ db: database.db, clock });
      await api.register(surveyRoutes, { surveys });
      // Gift cards (docs/decisions/032-gift-cards.md): bought through the same provider and hub
      // as bookings; every lookup of a typed code counts unknown ones per client address.
      const giftCards = createGiftCardService({
        db: database.db,
        clock,
        provider: sandbox,
        payments,
        logger: loggerInstance,
        validityYears: config.giftCards.validityYears,
        bookingPrepayment: createBookingPrepaymentDue(database.db),
      });
      const giftCardLookups = createGiftCardLookupLimit(api, config.giftCards.lookupLimit);
      await api.register(giftCardRoutes, {
        giftCards,
        lookups: giftCardLookups,
        purchaseLimit: config.giftCards.purchaseLimit,
      });
      // Staff routes (docs/decisions/021-restaurant-staff.md): one guard checks the caller's role
      // at the restaurant in the address; each module registers its own staff routes with it.
      const staffOnly = registerStaffGuard(api, staff);
      await api.register(guestListRoutes, {
        guestList: createGuestListService({ db: database.db, clock, payments }),
        staffBookings: createStaffBookingsService({ db: database.db, clock }),
        noShowFee: createNoShowFeeService({
          db: database.db,
          clock,
          provider: sandbox,
          logger: loggerInstance,
        }),
        staffOnly,
      });
      await api.register(guestsRoutes, {
        guests: createGuestsService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(surveyStaffRoutes, { surveys, staffOnly });
      await api.register(giftCardStaffRoutes, { giftCards, lookups: giftCardLookups, staffOnly });
      await api.register(orderBoardRoutes, {
        board: createOrderBoardService({
          db: database.db,
          clock,
          provider: sandbox,
          logger: loggerInstance,
        }),
        staffOnly,
      });
      await api.register(reportsRoutes, {
        reports: createReportsService({ db: database.db }),
        staffOnly,
      });
      // Photos (ADR 038) in a plugin of their own: their upload body has its own parser and limit.
      await api.register(photoRoutes, {
        photos: createPhotosService({
          db: database.db,
          clock,
          store: media,
          queue: photoQueue,
          logger: loggerInstance,
        }),
        staffOnly,
      });
      await api.register(restaurantSettingsRoutes, {
        hours: createHoursService({ db: database.db, clock }),
        rules: createRulesService({ db: database.db, clock }),
        auditLog: createAuditLogService({ db: database.db }),
        look: createLookService({
          db: database.db,
          clock,
          siteTheme: async () => (await settings.getSiteSettings()).theme,
        }),
        profile: createProfileService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(tablesSettingsRoutes, {
        tables: createTablesService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(paymentsSettingsRoutes, {
        payments: createPaymentsSettingsService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(publishingSettingsRoutes, {
        publishing: createPublishingService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(menusSettingsRoutes, {
        menus: createMenusService({ db: database.db, clock }),
        events: createEventsSettingsService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(orderingSettingsRoutes, {
        ordering: createOrderingService({ db: database.db, clock }),
        staffOnly,
      });
      await api.register(staffRoutes, { staff, staffOnly });
      // Joining Dekka (docs/decisions/043-joining-dekka.md): the application form and the
      // administrators' decisions; an approval invites the owner through the staff service.
      await api.register(joiningRoutes, {
        joining: createJoiningService({
          db: database.db,
          clock,
          sendNotice,
          staff,
          logger: loggerInstance,
        }),
        administrators,
        joinRateLimit: config.joinRateLimit,
      });
      await api.register(settingsRoutes, { settings });
      await api.register(phoneRoutes);
      await api.register(clientErrorsRoutes);
      // The booking domain: read-only endpoints, then the calls that change a booking.
      const db = database.db;
      await api.register(searchRoutes, {
        search: createSearchService({ db, clock, photos: dinerPhotos }),
      });
      await api.register(restaurantsRoutes, { restaurants });
      await api.register(orderMenuRoutes, {
        orderMenu: createOrderMenuService({ db, photos: dinerPhotos, clock }),
      });
      await api.register(availabilityRoutes, {
        availability: createAvailabilityService({ db, clock }),
      });
      await api.register(eventsRoutes, {
        events: createEventsService({ db, clock }),
      });
      await api.register(upsellRoutes, {
        upsell: createUpsellService({ db }),
      });
      // Card attempts per client address, one count for complete and payment links (ADR 051).
      const cardAttempts = createClientCardAttempts(api, config.cardAttemptLimit);
      await api.register(bookingsRoutes, {
        reserve: createReserveService({
          db: database.db,
          clock,
          availability: availabilityInputs(database.db),
          holdCaps: config.holdCaps,
          secret: config.jwtSecret,
        }),
        complete: createCompleteService({
          db: database.db,
          clock,
          payments,
          applePay: config.site.applePayMerchantId !== null,
        }),
        cancel: createCancelService({ db: database.db, clock, payments }),
        change: createChangeService({
          db: database.db,
          clock,
          availability: availabilityInputs(database.db),
          payments,
        }),
        info: createBookingInfoService({ db: database.db }),
        manage: createManageService({
          db: database.db,
          clock,
          publicUrl: config.publicUrl,
          uidDomain: mailDomain(config.mail.from),
        }),
        offers: createOfferService({ db: database.db, clock }),
        reserveRateLimit: config.reserveRateLimit,
        giftCardLookups,
        cardAttempts,
      });
      // Food orders (docs/decisions/045-food-orders.md): paid through the same provider and hub
      // as gift cards; card attempts count per client address as gift card purchases do, and new
      // orders (each holding a slot while unpaid) as reserves do.
      await api.register(ordersRoutes, {
        orders: createOrdersService({
          db: database.db,
          clock,
          provider: sandbox,
          payments,
          logger: loggerInstance,
        }),
        payLimit: config.giftCards.purchaseLimit,
        createLimit: config.reserveRateLimit,
        giftCardLookups,
      });
      await api.register(paymentsRoutes, {
        payments,
        paymentLinks: createPaymentLinkService({
          db: database.db,
          clock,
          payments,
          bookings: payables.booking,
        }),
        cardAttempts,
        applePay: createApplePayService({
          bookings: payables.booking,
          clock,
          provider: sandbox,
          merchantIdentifier: config.site.applePayMerchantId,
          publicUrl: config.publicUrl,
        }),
      });
      await api.register(sandboxRoutes, {
        payments,
        findTransaction: (reference) => sandbox.findTransaction(reference),
      });
    },
    { prefix: '/api' },
  );

  registerMediaRoutes(app, media);
  const siteSettings = await settings.getSiteSettings();
  // The public pages' heads, sitemap and robots.txt (ADR 071): the restaurant page's data in the
  // visit's language, the event page's dates, the published ratings.
  const events = createEventsService({ db: database.db, clock });
  const surveys = createSurveyService({ db: database.db, clock });
  const publicPages = createPublicPagesService({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    displayCountry: siteSettings.displayCountry,
    siteMeta: siteSettings.metaTags,
    restaurant: (idOrSlug, language) => restaurants.get(idOrSlug, language),
    eventsOnDate: (restaurantId, date, language) => events.onDate(restaurantId, date, language),
    ratings: (restaurantId) => surveys.ratings(restaurantId),
  });
  registerPublicPagesRoutes(app, publicPages);
  const webRenderer =
    deps.webRenderer === undefined
      ? await loadWebRenderer(webRendererPath(config.webDistDir)).catch((err: unknown) => {
          app.log.error(
            { err },
            'the server entry of the web app failed to load: no page is drawn on the server',
          );
          return null;
        })
      : deps.webRenderer;
  await registerSpa(app, {
    webDistDir: config.webDistDir,
    siteSettings,
    zoneOffsets: pageZoneOffsets(clock.now(), [
      DEFAULT_TIME_ZONE,
      ...(await restaurants.timeZones()),
    ]),
    restaurantTheme: (restaurant) => restaurants.themeOf(restaurant),
    pageHead: (url, language) => publicPages.headFor(url, language),
    ...(webRenderer
      ? {
          renderPage: createPageRendering({
            app,
            db: database.db,
            renderer: webRenderer,
            clock,
            settings: siteSettings,
            assets: await readPageAssets(config.webDistDir),
          }),
        }
      : {}),
  });
  return app;
}
