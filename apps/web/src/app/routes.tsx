import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { LegacyEventRedirect } from '../features/events/components/legacy-event-redirect';
import { GiftCardRedirect } from '../features/giftcard/components/gift-card-redirect';
import { prefetchBookingInfoForComplete } from '../features/complete/api/get-booking-info-for-complete';
import { prefetchRestaurant } from '../features/restaurant/api/get-restaurant';
import { prefetchSearchResults } from '../features/search/api/get-search-results';
import { HomePage } from '../features/home/components/home-page';
import { FeaturedRestaurants } from '../features/search/components/featured-restaurants';
import { HomeSearchForm } from '../features/search/components/home-search-form';
import { ResultsTitle } from '../features/search/components/results-title';
import { applyAddressLanguage, loadPageStrings } from '../lib/i18n';
import { AppShell } from './layout/app-shell';
import { STAFF_ROUTE_HANDLE } from './layout/staff-route';
import { FatalErrorPage } from './pages/fatal-error-page';
import { NotFoundPage } from './pages/not-found-page';

function NothingYet() {
  return null;
}

/** Old and campaign addresses that lead elsewhere in the app (docs/product.md, "Routes"). */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: '/parties', to: '/pantamat?party=true' },
  { from: '/party', to: '/pantamat?party=true' },
  { from: '/veislur', to: '/pantamat?party=true' },
  { from: '/harpa', to: '/harpaveitingasala/order' },
  { from: '/konukvold', to: '/lyng/konukvold' },
];

// Every route's id is its path pattern, so a test (or a log line) names the row that matched.
function page(path: string, element: ReactNode): RouteObject {
  return { id: path, path, element };
}

/**
 * A page whose code is fetched the first time its route matches (route-level code splitting):
 * the home page must not download the booking flow's forms and libraries (docs/decisions/009).
 */
function lazyPage(
  path: string,
  load: () => Promise<ReactNode>,
  strings: Parameters<typeof loadPageStrings>[0] = ['pages'],
): RouteObject {
  return {
    id: path,
    path,
    // The page's strings are a chunk of their own too (lib/i18n.ts); both arrive together.
    lazy: async () => {
      const [element] = await Promise.all([load(), loadPageStrings(strings)]);
      return { element };
    },
  };
}

/** A restaurant staff page: it also reads the staff's strings. */
const STAFF_STRINGS = ['pages', 'staff'] as const;

/** A page of the staff workspace at /{restaurantSlug}/…: it also reads the staff's strings. */
function staffPage(path: string, load: () => Promise<ReactNode>): RouteObject {
  return lazyPage(path, load, STAFF_STRINGS);
}

/**
 * The staff workspace's pages, in the staff's frame (compact header, no footer). The frame's code
 * loads with the first staff page, beside the page's own, so a diner's pages never download it.
 */
function staffPages(children: RouteObject[]): RouteObject {
  return {
    id: 'staff',
    handle: STAFF_ROUTE_HANDLE,
    lazy: async () => {
      const { StaffFrame } = await import('./layout/staff-frame');
      return { Component: StaffFrame };
    },
    children,
  };
}

/** A page few visits open (sign-in, terms, survey, …): it also reads the extra pages' strings. */
const EXTRA_STRINGS = ['pages', 'extra'] as const;

/** A page of the diner's food ordering: it also reads the ordering's strings. */
const ORDER_STRINGS = ['pages', 'order'] as const;

/**
 * Starts a page's data requests. Run as the route's loader, so they go out beside the download
 * of the page's code instead of after it; the page then finds them in the query cache.
 */
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs) => void;

/** The event `/lyng/konukvold` shows (where `/konukvold` leads). */
const LADIES_NIGHT = { restaurantSlug: 'lyng', eventSlug: 'konukvold' };

const searchOf = ({ request }: LoaderFunctionArgs) => new URL(request.url).searchParams;

const prefetch = {
  results: (client, args) => prefetchSearchResults(client, searchOf(args)),
  restaurant: (client, args) =>
    prefetchRestaurant(client, args.params.restaurantSlug ?? searchOf(args).get('id')),
  complete: (client, args) => prefetchBookingInfoForComplete(client, searchOf(args)),
} satisfies Record<string, Prefetch>;

const pages = {
  downloadApp: () =>
    import('../features/download-app/components/download-app-page').then(({ DownloadAppPage }) => (
      <DownloadAppPage />
    )),
  results: () =>
    import('../features/search/components/search-results-page').then(({ SearchResultsPage }) => (
      <>
        <ResultsTitle />
        <SearchResultsPage />
      </>
    )),
  restaurant: () =>
    import('../features/restaurant/components/restaurant-page').then(({ RestaurantPage }) => (
      <RestaurantPage />
    )),
  event: (fixed: { restaurantSlug?: string; eventSlug?: string } = {}) =>
    import('../features/restaurant/components/event-page').then(({ EventPage }) => (
      <EventPage {...fixed} />
    )),
  terms: () =>
    import('../features/terms/components/terms-page').then(({ TermsPage }) => <TermsPage />),
  cancel: () =>
    import('../features/cancel/components/cancel-page').then(({ CancelPage }) => <CancelPage />),
  manageBooking: () =>
    import('../features/manage-booking/components/manage-booking-page').then(
      ({ ManageBookingPage }) => <ManageBookingPage />,
    ),
  paymentLink: () =>
    import('../features/payments/components/payment-link-page').then(({ PaymentLinkPage }) => (
      <PaymentLinkPage />
    )),
  upsell: () =>
    import('../features/upsell/components/upsell-page').then(({ UpsellPage }) => <UpsellPage />),
  complete: () =>
    import('../features/complete/components/complete-page').then(({ CompletePage }) => (
      <CompletePage />
    )),
  christmas: () =>
    import('../features/events/components/christmas-page').then(({ ChristmasPage }) => (
      <ChristmasPage />
    )),
  confirmation: () =>
    import('../features/confirmation/components/confirmation-page').then(({ ConfirmationPage }) => (
      <ConfirmationPage />
    )),
  reserve: () =>
    import('../features/reserve/components/reserve-page').then(({ ReservePage }) => (
      <ReservePage />
    )),
  styleguide: () =>
    import('./pages/styleguide-page').then(({ StyleguidePage }) => <StyleguidePage />),
  resumeBooking: () =>
    import('../features/booking-process/components/resume-booking').then(({ ResumeBooking }) => (
      <ResumeBooking />
    )),
  reservationUnsuccessful: () =>
    import('../features/booking-process/components/reservation-unsuccessful-page').then(
      ({ ReservationUnsuccessfulPage }) => <ReservationUnsuccessfulPage />,
    ),
  signup: () =>
    import('../features/signup/components/signup-page').then(({ SignupPage }) => <SignupPage />),
  join: () =>
    import('../features/joining/components/join-page').then(({ JoinPage }) => <JoinPage />),
  adminApplications: () =>
    import('../features/joining/components/admin-applications-page').then(
      ({ AdminApplicationsPage }) => <AdminApplicationsPage />,
    ),
  login: () =>
    import('../features/account/components/login-page').then(({ LoginPage }) => <LoginPage />),
  logout: () =>
    import('../features/account/components/logout-page').then(({ LogoutPage }) => <LogoutPage />),
  myBookings: () =>
    import('../features/account/components/my-bookings-page').then(({ MyBookingsPage }) => (
      <MyBookingsPage />
    )),
  workspace: () =>
    import('../features/staff/components/workspace-page').then(({ WorkspacePage }) => (
      <WorkspacePage />
    )),
  team: () => import('../features/staff/components/team-page').then(({ TeamPage }) => <TeamPage />),
  guests: () =>
    import('../features/guests/components/guests-page').then(({ GuestsPage }) => <GuestsPage />),
  settings: () =>
    import('../features/restaurant-settings/components/settings-home-page').then(
      ({ SettingsHomePage }) => <SettingsHomePage />,
    ),
  settingsHours: () =>
    import('../features/restaurant-settings/components/hours-page').then(({ HoursPage }) => (
      <HoursPage />
    )),
  settingsRules: () =>
    import('../features/restaurant-settings/components/rules-page').then(({ RulesPage }) => (
      <RulesPage />
    )),
  settingsLook: () =>
    import('../features/restaurant-settings/components/look-page').then(({ LookPage }) => (
      <LookPage />
    )),
  settingsProfile: () =>
    import('../features/restaurant-settings/components/profile-page').then(({ ProfilePage }) => (
      <ProfilePage />
    )),
  settingsPayments: () =>
    import('../features/restaurant-settings/components/payments-page').then(({ PaymentsPage }) => (
      <PaymentsPage />
    )),
  settingsTables: () =>
    import('../features/restaurant-settings/components/tables-page').then(({ TablesPage }) => (
      <TablesPage />
    )),
  settingsPhotos: () =>
    import('../features/restaurant-settings/components/photos-page').then(({ PhotosPage }) => (
      <PhotosPage />
    )),
  settingsMenus: () =>
    import('../features/restaurant-settings/components/menus-page').then(({ MenusPage }) => (
      <MenusPage />
    )),
  settingsOrdering: () =>
    import('../features/restaurant-settings/components/ordering-page').then(({ OrderingPage }) => (
      <OrderingPage />
    )),
  settingsHistory: () =>
    import('../features/restaurant-settings/components/history-page').then(({ HistoryPage }) => (
      <HistoryPage />
    )),
  guestList: () =>
    import('../features/guest-list/components/guest-list-page').then(({ GuestListPage }) => (
      <GuestListPage />
    )),
  orderBoard: () =>
    import('../features/order-board/components/order-board-page').then(({ OrderBoardPage }) => (
      <OrderBoardPage />
    )),
  reports: () =>
    import('../features/reports/components/reports-page').then(({ ReportsPage }) => (
      <ReportsPage />
    )),
  invitation: () =>
    import('../features/staff/components/invitation-page').then(({ InvitationPage }) => (
      <InvitationPage />
    )),
  survey: () =>
    import('../features/survey/components/survey-page').then(({ SurveyPage }) => <SurveyPage />),
  giftCardShop: () =>
    import('../features/giftcard/components/shop-page').then(({ GiftCardShopPage }) => (
      <GiftCardShopPage />
    )),
  giftCardView: () =>
    import('../features/giftcard/components/gift-card-view-page').then(({ GiftCardViewPage }) => (
      <GiftCardViewPage />
    )),
  giftCardStatus: () =>
    import('../features/giftcard/components/status-page').then(({ GiftCardStatusPage }) => (
      <GiftCardStatusPage />
    )),
  nearby: () =>
    import('../features/search/components/nearby-page').then(({ NearbyPage }) => <NearbyPage />),
  orderListing: (preset: 'takeaway' | 'delivery' | null = null) =>
    import('../features/ordering/components/order-listing-page').then(({ OrderListingPage }) => (
      <OrderListingPage preset={preset} />
    )),
  order: () =>
    import('../features/ordering/components/order-page').then(({ OrderPage }) => <OrderPage />),
  thankYou: (variant: 'signup' | 'survey') =>
    import('../features/signup/components/thank-you-page').then(({ ThankYouPage }) => (
      <ThankYouPage variant={variant} />
    )),
};

/**
 * The route table of docs/product.md, "Routes". Matching is by rank, not order: static segments beat
 * dynamic ones, so /terms wins over /:restaurantSlug, and /:restaurantSlug only takes single
 * segments nothing else claims. With a query client, the pages that can start their data
 * requests early do so (Prefetch); without one (route matching alone) they do not.
 */
export function createRoutes(queryClient?: QueryClient): RouteObject[] {
  const withData = (route: RouteObject, start: Prefetch): RouteObject =>
    queryClient
      ? {
          ...route,
          loader: (args: LoaderFunctionArgs) => {
            start(queryClient, args);
            return null;
          },
        }
      : route;
  return [
    {
      id: 'root',
      element: <AppShell />,
      // A page the browser draws itself shows nothing until its code and data are in, as before
      // the app ran; said here, or React Router warns on every such first load.
      HydrateFallback: NothingYet,
      errorElement: <FatalErrorPage standalone />,
      children: [
        {
          // Page errors render inside the shell, so header and footer stay usable.
          id: 'pages',
          errorElement: <FatalErrorPage />,
          children: [
            {
              id: '/',
              index: true,
              element: (
                <HomePage searchForm={<HomeSearchForm />} featured={<FeaturedRestaurants />} />
              ),
            },
            lazyPage('/download-app', pages.downloadApp),
            ...['/results', '/bookatable', '/bokabord'].map((path) =>
              withData(lazyPage(path, pages.results), prefetch.results),
            ),
            // The diner's food ordering (docs/decisions/046-diner-ordering-pages.md).
            ...['/pantamat', '/order', '/orderfood'].map((path) =>
              lazyPage(path, () => pages.orderListing(), ORDER_STRINGS),
            ),
            lazyPage('/delivery', () => pages.orderListing('delivery'), ORDER_STRINGS),
            lazyPage('/takeaway', () => pages.orderListing('takeaway'), ORDER_STRINGS),
            ...REDIRECTS.map(({ from, to }) => ({
              id: from,
              path: from,
              loader: () => redirect(to),
            })),
            withData(lazyPage('/restaurant', pages.restaurant), prefetch.restaurant),
            lazyPage('/terms', pages.terms, EXTRA_STRINGS),
            lazyPage('/styleguide', pages.styleguide, EXTRA_STRINGS),
            lazyPage('/paymentlink', pages.paymentLink, EXTRA_STRINGS),
            lazyPage('/additionalinfo', pages.paymentLink, EXTRA_STRINGS),
            lazyPage('/cancelbooking', pages.cancel),
            lazyPage('/booking', pages.manageBooking),
            // The table offer's e-mail: the manage page with the offer first (ADR 063).
            lazyPage('/offer', pages.manageBooking),

            // Checkout and booking flow: prefixes with their steps; unknown steps are not found.
            lazyPage('/checkout', pages.resumeBooking),
            lazyPage('/checkout/upsell', pages.upsell),
            withData(lazyPage('/checkout/complete', pages.complete), prefetch.complete),
            withData(lazyPage('/complete', pages.complete), prefetch.complete),
            lazyPage('/checkout/confirmation', pages.confirmation),
            lazyPage('/confirmation', pages.confirmation),
            page('/checkout/*', <NotFoundPage />),
            lazyPage('/book', pages.resumeBooking),
            lazyPage('/book/reserve', pages.reserve),
            lazyPage('/book/reservation-unsuccessful', pages.reservationUnsuccessful),
            page('/book/*', <NotFoundPage />),

            lazyPage('/signup', pages.signup),
            lazyPage('/signup/thankyou', () => pages.thankYou('signup')),
            lazyPage('/survey', pages.survey, EXTRA_STRINGS),
            lazyPage('/survey/thankyou', () => pages.thankYou('survey')),
            lazyPage('/login', pages.login, EXTRA_STRINGS),
            lazyPage('/logout', pages.logout, EXTRA_STRINGS),
            lazyPage('/my-bookings', pages.myBookings, EXTRA_STRINGS),
            lazyPage('/join', pages.join, EXTRA_STRINGS),
            lazyPage('/admin/applications', pages.adminApplications, EXTRA_STRINGS),
            lazyPage('/invitation/:invitationId', pages.invitation, STAFF_STRINGS),
            ...['/jol', '/jolahladbord', '/christmas', '/xmas', '/vidburdir'].map((path) =>
              lazyPage(path, pages.christmas),
            ),
            lazyPage('/giftcard', pages.giftCardShop, EXTRA_STRINGS),
            lazyPage('/giftcard/status', pages.giftCardStatus, EXTRA_STRINGS),
            lazyPage('/giftcard/view/:code', pages.giftCardView, EXTRA_STRINGS),
            page('/gjafabref', <GiftCardRedirect />),
            {
              ...lazyPage(
                '/nearby/:lat/:lon/:take/:isHarpa?/:language',
                pages.nearby,
                EXTRA_STRINGS,
              ),
              // The path names the page's language, as `lng` does: switched to before it renders,
              // and again only when the path names another (not when `lng` is rewritten).
              loader: async ({ params }: LoaderFunctionArgs) => {
                await applyAddressLanguage(params.language);
                return null;
              },
              shouldRevalidate: ({ currentParams, nextParams }) =>
                currentParams.language !== nextParams.language,
            },
            page('/event/:restaurantSlug/:eventSlug', <LegacyEventRedirect />),
            page('/events/:restaurantSlug/:eventSlug', <LegacyEventRedirect />),
            // Where /konukvold leads: Lyng's ladies' night, on the event page.
            withData(
              lazyPage('/lyng/konukvold', () => pages.event(LADIES_NIGHT)),
              (client) => prefetchRestaurant(client, LADIES_NIGHT.restaurantSlug),
            ),
            lazyPage('/:restaurantSlug/order', pages.order, ORDER_STRINGS),
            staffPages([
              staffPage('/:restaurantSlug/guestlist', pages.guestList),
              staffPage('/:restaurantSlug/orders', pages.orderBoard),
              staffPage('/:restaurantSlug/workspace', pages.workspace),
              staffPage('/:restaurantSlug/team', pages.team),
              staffPage('/:restaurantSlug/reports', pages.reports),
              staffPage('/:restaurantSlug/guests', pages.guests),
              staffPage('/:restaurantSlug/settings', pages.settings),
              staffPage('/:restaurantSlug/settings/hours', pages.settingsHours),
              staffPage('/:restaurantSlug/settings/rules', pages.settingsRules),
              staffPage('/:restaurantSlug/settings/look', pages.settingsLook),
              staffPage('/:restaurantSlug/settings/profile', pages.settingsProfile),
              staffPage('/:restaurantSlug/settings/payments', pages.settingsPayments),
              staffPage('/:restaurantSlug/settings/tables', pages.settingsTables),
              staffPage('/:restaurantSlug/settings/photos', pages.settingsPhotos),
              staffPage('/:restaurantSlug/settings/menus', pages.settingsMenus),
              staffPage('/:restaurantSlug/settings/ordering', pages.settingsOrdering),
              staffPage('/:restaurantSlug/settings/history', pages.settingsHistory),
            ]),
            withData(
              lazyPage('/:restaurantSlug/event/:eventSlug', () => pages.event()),
              prefetch.restaurant,
            ),
            withData(lazyPage('/:restaurantSlug', pages.restaurant), prefetch.restaurant),
            page('*', <NotFoundPage />),
          ],
        },
      ],
    },
  ];
}

/** The table without prefetching, for code that only matches addresses against it. */
export const routes = createRoutes();
