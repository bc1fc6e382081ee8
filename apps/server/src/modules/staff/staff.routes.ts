import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffRole } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { toLanguage } from '../../languages.ts';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { authErrorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { mayDo, type StaffAction, type StaffGuard } from './staff-access.ts';
import { guestListRoutes } from '../guest-list/guest-list.routes.ts';
import type { GuestListService } from '../guest-list/guest-list.service.ts';
import type { NoShowFeeService } from '../guest-list/no-show-fee.service.ts';
import type { StaffBookingsService } from '../guest-list/staff-bookings.service.ts';
import type { StaffService } from './staff.service.ts';
import { surveyStaffRoutes } from '../surveys/survey.routes.ts';
import type { SurveyService } from '../surveys/survey.service.ts';
import { giftCardStaffRoutes } from '../gift-cards/gift-card.routes.ts';
import type { GiftCardLookupLimit } from '../gift-cards/gift-card-lookup-limit.ts';
import type { GiftCardService } from '../gift-cards/gift-card.service.ts';
import { restaurantSettingsRoutes } from '../restaurant-settings/restaurant-settings.routes.ts';
import type { AuditLogService } from '../restaurant-settings/audit-log.service.ts';
import type { HoursService } from '../restaurant-settings/hours.service.ts';
import type { LookService } from '../restaurant-settings/look.service.ts';
import type { EventsSettingsService } from '../restaurant-settings/events-settings.service.ts';
import { menusSettingsRoutes } from '../restaurant-settings/menus.routes.ts';
import type { MenusService } from '../restaurant-settings/menus.service.ts';
import { paymentsSettingsRoutes } from '../restaurant-settings/payments.routes.ts';
import type { PaymentsSettingsService } from '../restaurant-settings/payments.service.ts';
import type { PhotosService } from '../restaurant-settings/photos.service.ts';
import type { ProfileService } from '../restaurant-settings/profile.service.ts';
import type { RulesService } from '../restaurant-settings/rules.service.ts';
import { tablesSettingsRoutes } from '../restaurant-settings/tables.routes.ts';
import type { TablesService } from '../restaurant-settings/tables.service.ts';
import { orderingSettingsRoutes } from '../restaurant-settings/ordering.routes.ts';
import type { OrderingService } from '../restaurant-settings/ordering.service.ts';
import { publishingSettingsRoutes } from '../restaurant-settings/publishing.routes.ts';
import { orderBoardRoutes } from '../orders/orders.routes.ts';
import type { OrderBoardService } from '../orders/order-board.service.ts';
import type { PublishingService } from '../restaurant-settings/publishing.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On staff routes: the caller's role at the restaurant the address names. */
    staffRole: StaffRole | null;
  }
}

function staffRoleOf(request: FastifyRequest): StaffRole {
  if (!request.staffRole) throw new AppError('forbidden', 403);
  return request.staffRole;
}

/**
 * Every staff route: a signed-in person (401 otherwise) on the staff of the restaurant in the
 * address, in a role allowed the route's one action (403 otherwise, also for a restaurant that
 * does not exist, so ids and slugs cannot be probed).
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  guestList: GuestListService;
  staffBookings: StaffBookingsService;
  noShowFee: NoShowFeeService;
  surveys: SurveyService;
  giftCards: GiftCardService;
  giftCardLookups: GiftCardLookupLimit;
  orderBoard: OrderBoardService;
  settings: {
    hours: HoursService;
    rules: RulesService;
    auditLog: AuditLogService;
    look: LookService;
    photos: PhotosService;
    profile: ProfileService;
    tables: TablesService;
    payments: PaymentsSettingsService;
    publishing: PublishingService;
    menus: MenusService;
    events: EventsSettingsService;
    ordering: OrderingService;
  };
}> = async (app, opts) => {
  app.decorateRequest('staffRole', null);

  function staffOnly(action: StaffAction): ReturnType<StaffGuard> {
    return [
      requireAccount,
      async (request: FastifyRequest) => {
        // The address names the restaurant by id, or (the survey reply) by slug.
        const params = request.params as { restaurantId?: number; restaurantSlug?: string };
        const role =
          params.restaurantSlug === undefined
            ? await opts.staff.roleAt(identityOf(request), Number(params.restaurantId))
            : await opts.staff.roleAtSlug(identityOf(request), params.restaurantSlug);
        if (!role || !mayDo(role, action)) {
          throw new AppError('forbidden', 403, 'Not allowed at this restaurant');
        }
        request.staffRole = role;
      },
    ];
  }

  await app.register(guestListRoutes, {
    guestList: opts.guestList,
    staffBookings: opts.staffBookings,
    noShowFee: opts.noShowFee,
    staffOnly,
  });
  await app.register(surveyStaffRoutes, { surveys: opts.surveys, staffOnly });
  await app.register(giftCardStaffRoutes, {
    giftCards: opts.giftCards,
    lookups: opts.giftCardLookups,
    staffOnly,
  });
  await app.register(orderBoardRoutes, { board: opts.orderBoard, staffOnly });
  await app.register(restaurantSettingsRoutes, { ...opts.settings, staffOnly });
  await app.register(tablesSettingsRoutes, { tables: opts.settings.tables, staffOnly });
  await app.register(paymentsSettingsRoutes, { payments: opts.settings.payments, staffOnly });
  await app.register(publishingSettingsRoutes, {
    publishing: opts.settings.publishing,
    staffOnly,
  });
  await app.register(menusSettingsRoutes, {
    menus: opts.settings.menus,
    events: opts.settings.events,
    staffOnly,
  });
  await app.register(orderingSettingsRoutes, { ordering: opts.settings.ordering, staffOnly });

  defineRoute(
    app,
    'myRestaurants',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => opts.staff.myRestaurants(identityOf(request)),
  );

  defineRoute(
    app,
    'workspace',
    { preHandler: staffOnly('workspace.view'), errors: staffErrorResponses },
    async (request) => opts.staff.workspace(request.params.restaurantId, staffRoleOf(request)),
  );

  defineRoute(
    app,
    'team',
    { preHandler: staffOnly('team.view'), errors: staffErrorResponses },
    async (request) => opts.staff.team(request.params.restaurantId),
  );

  defineRoute(
    app,
    'invite',
    { preHandler: staffOnly('team.invite'), errors: staffErrorResponses },
    async (request) =>
      opts.staff.invite(
        identityOf(request),
        request.params.restaurantId,
        request.body,
        toLanguage(request.headers['accept-language']),
      ),
  );

  defineRoute(
    app,
    'cancelInvitation',
    { preHandler: staffOnly('team.invite'), errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, invitationId } = request.params;
      await opts.staff.cancelInvitation(identityOf(request), restaurantId, invitationId);
      return { done: true as const };
    },
  );

  defineRoute(
    app,
    'removeMember',
    { preHandler: staffOnly('team.remove'), errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, userId } = request.params;
      await opts.staff.removeMember(identityOf(request), restaurantId, userId);
      return { done: true as const };
    },
  );

  defineRoute(
    app,
    'invitation',
    { preHandler: requireAccount, errors: staffErrorResponses },
    async (request) => opts.staff.invitation(identityOf(request), request.params.invitationId),
  );

  defineRoute(
    app,
    'acceptInvitation',
    { preHandler: requireAccount, errors: staffErrorResponses },
    async (request) =>
      opts.staff.acceptInvitation(identityOf(request), request.params.invitationId),
  );
};
