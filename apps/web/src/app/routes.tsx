import type { ReactNode } from 'react';
import { redirect } from 'react-router';
import type { Params, RouteObject } from 'react-router';
import { ReservationUnsuccessfulPage } from '../features/booking-process/components/reservation-unsuccessful-page';
import { DownloadAppPage } from '../features/download-app/components/download-app-page';
import { LegacyEventRedirect } from '../features/events/components/legacy-event-redirect';
import { GiftCardRedirect } from '../features/giftcard/components/gift-card-redirect';
import { HomePage } from '../features/home/components/home-page';
import { SignupPage } from '../features/signup/components/signup-page';
import { ThankYouPage } from '../features/signup/components/thank-you-page';
import { TermsPage } from '../features/terms/components/terms-page';
import { AppShell } from './layout/app-shell';
import { ComingSoonPage } from './pages/coming-soon-page';
import type { Section } from './pages/coming-soon-page';
import { FatalErrorPage } from './pages/fatal-error-page';
import { NotFoundPage } from './pages/not-found-page';

/** Old and campaign addresses that lead elsewhere in the app (spec section 2). */
export const REDIRECTS: { from: string; to: string }[] = [
  { from: '/parties', to: '/pantamat?party=true' },
  { from: '/party', to: '/pantamat?party=true' },
  { from: '/veislur', to: '/pantamat?party=true' },
  { from: '/harpa', to: '/harpaveitingasala/order' },
  { from: '/konukvold', to: '/lyng/konukvold' },
];

const restaurantSlug = (params: Params) => params.restaurantSlug;

// Every route's id is its path pattern, so a test (or a log line) names the row that matched.
function page(path: string, element: ReactNode): RouteObject {
  return { id: path, path, element };
}

function comingSoon(
  paths: string[],
  section: Section,
  detail?: (params: Params) => string | undefined,
): RouteObject[] {
  return paths.map((path) => page(path, <ComingSoonPage section={section} detail={detail} />));
}

/**
 * The route table of spec section 2. Matching is by rank, not order: static segments beat
 * dynamic ones, so /terms wins over /:restaurantSlug, and /:restaurantSlug only takes single
 * segments nothing else claims.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <AppShell />,
    errorElement: <FatalErrorPage standalone />,
    children: [
      {
        // Page errors render inside the shell, so header and footer stay usable.
        id: 'pages',
        errorElement: <FatalErrorPage />,
        children: [
          { id: '/', index: true, element: <HomePage /> },
          page('/download-app', <DownloadAppPage />),
          ...comingSoon(['/results', '/bookatable', '/bokabord'], 'search'),
          ...comingSoon(
            ['/delivery', '/takeaway', '/pantamat', '/order', '/orderfood'],
            'ordering',
          ),
          ...REDIRECTS.map(({ from, to }) => ({
            id: from,
            path: from,
            loader: () => redirect(to),
          })),
          ...comingSoon(['/restaurant'], 'restaurant'),
          page('/terms', <TermsPage />),
          ...comingSoon(['/styleguide'], 'styleguide'),
          ...comingSoon(['/paymentlink'], 'paymentLink'),
          ...comingSoon(['/additionalinfo'], 'additionalInfo'),
          ...comingSoon(['/cancelbooking'], 'cancelBooking'),

          // Checkout and booking flow: prefixes with their steps; unknown steps are not found.
          ...comingSoon(['/checkout'], 'checkout'),
          ...comingSoon(['/checkout/upsell'], 'upsell'),
          ...comingSoon(['/checkout/complete', '/complete'], 'complete'),
          ...comingSoon(['/checkout/confirmation', '/confirmation'], 'confirmation'),
          page('/checkout/*', <NotFoundPage />),
          ...comingSoon(['/book'], 'booking'),
          ...comingSoon(['/book/reserve'], 'reserve'),
          page('/book/reservation-unsuccessful', <ReservationUnsuccessfulPage />),
          page('/book/*', <NotFoundPage />),

          page('/signup', <SignupPage />),
          page('/signup/thankyou', <ThankYouPage variant="signup" />),
          page('/survey/thankyou', <ThankYouPage variant="survey" />),
          ...comingSoon(['/login'], 'login'),
          ...comingSoon(['/logout'], 'logout'),
          ...comingSoon(
            ['/jol', '/jolahladbord', '/christmas', '/xmas', '/vidburdir'],
            'christmas',
          ),
          ...comingSoon(['/giftcard/status'], 'giftCardStatus'),
          ...comingSoon(['/giftcard/view/:code'], 'giftCard'),
          page('/gjafabref', <GiftCardRedirect />),
          ...comingSoon(['/nearby/:lat/:lon/:take/:isHarpa?/:language'], 'nearby'),
          ...comingSoon(['/survey'], 'survey'),
          page('/event/:restaurantSlug/:eventSlug', <LegacyEventRedirect />),
          page('/events/:restaurantSlug/:eventSlug', <LegacyEventRedirect />),
          // Where /konukvold leads; the restaurant-event pages come with the events issue.
          ...comingSoon(['/lyng/konukvold'], 'event', () => 'lyng'),
          ...comingSoon(['/:restaurantSlug/order'], 'restaurantOrder', restaurantSlug),
          ...comingSoon(['/:restaurantSlug/guestlist'], 'guestList', restaurantSlug),
          ...comingSoon(['/:restaurantSlug/event/:eventSlug'], 'event', restaurantSlug),
          ...comingSoon(['/:restaurantSlug'], 'restaurant', restaurantSlug),
          page('*', <NotFoundPage />),
        ],
      },
    ],
  },
];
