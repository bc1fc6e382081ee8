import type { UpsellMenu, UpsellResponse } from '@dekka/contracts/upsell';
import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { UpsellPage } from './upsell-page';

const PATH = '/api/web/upsell/7/2026-12-04T19:00/4/null';
const PAGE =
  '/checkout/upsell?restaurantId=7&dateTime=2026-12-04T19:00&guests=4&currentStep=upsell';

function menu(id: number, overrides: Partial<UpsellMenu> = {}): UpsellMenu {
  return {
    id,
    name: `Menu ${id}`,
    shortDescription: '',
    isAvailable: true,
    isExclusive: false,
    minGuests: 1,
    maxGuests: 0,
    floorPlanIds: [1],
    paymentAmount: 0,
    paymentType: 0,
    ...overrides,
  };
}

const TASTING = menu(1, {
  name: 'Tasting menu',
  shortDescription: 'Seven courses from the season.',
  floorPlanIds: [1, 2],
  paymentAmount: 14900,
  paymentType: 2,
  minGuests: 2,
});
const SEAFOOD = menu(2, { name: 'Seafood menu', paymentAmount: 11900, paymentType: 1 });
const BAR = menu(3, { name: 'Bar snacks', floorPlanIds: [2], maxGuests: 4 });
const CHEF = menu(4, {
  name: "Chef's table",
  isExclusive: true,
  minGuests: 4,
  maxGuests: 8,
  paymentAmount: 24900,
});
const BIG = menu(5, { name: 'Whole lamb', minGuests: 6 });
const SUMMER = menu(6, { name: 'Summer menu', isAvailable: false, floorPlanIds: [1, 2] });

function upsell(overrides: Partial<UpsellResponse> = {}): UpsellResponse {
  return {
    restaurantName: 'Lyng',
    currency: 'ISK',
    locale: 'is-IS',
    onlineMenuMandatory: false,
    floorPlans: [
      { id: 1, name: 'Dining room' },
      { id: 2, name: 'Bar' },
    ],
    menus: [
      { floorPlanId: null, menus: [TASTING, SUMMER] },
      { floorPlanId: 1, menus: [SEAFOOD, CHEF, BIG] },
      { floorPlanId: 2, menus: [BAR] },
    ],
    ...overrides,
  };
}

function ReserveProbe() {
  const { search } = useLocation();
  return <h1>Reserve {search}</h1>;
}

// The upsell page and a stand-in for the next step, so Continue's destination can be read.
const ROUTES: RouteObject[] = [
  { path: '/checkout/upsell', element: <UpsellPage /> },
  { path: '/book/reserve', element: <ReserveProbe /> },
];

function open(data: UpsellResponse = upsell(), path = PAGE) {
  stubApi({ [`GET ${PATH}`]: () => json(data) });
  return renderApp(path, ROUTES);
}

const more = (name: string) => screen.getByRole('button', { name: `One guest more for ${name}` });
const fewer = (name: string) => screen.getByRole('button', { name: `One guest fewer for ${name}` });
const countOf = (name: string) =>
  within(screen.getByRole('group', { name: `Guests having ${name}` })).getByRole('status');

describe('upsell page', () => {
  it('shows the booking, menus grouped by floor plan, prices, tags and limits', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your menu' }),
    ).toBeVisible();
    expect(
      screen.getByText('Pre-order a set menu for your party, or continue without one.'),
    ).toBeVisible();
    expect(screen.getByText('Fri, Dec 4')).toBeVisible();
    expect(screen.getByText('19:00')).toBeVisible();
    // Menus for several floor plans come first, without a heading; then one group per plan.
    const [shared, dining, bar] = screen.getAllByRole('region');
    expect(shared).toHaveAccessibleName('Served in every area');
    expect(within(shared!).getByRole('heading', { level: 2 })).toHaveClass('visually-hidden');
    expect(within(shared!).getByText('Tasting menu')).toBeVisible();
    expect(dining).toHaveAccessibleName('Dining room');
    expect(within(dining!).getByText('Seafood menu')).toBeVisible();
    expect(bar).toHaveAccessibleName('Bar');
    expect(within(bar!).getByText('Bar snacks')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Dining room' })).toBeVisible();
    expect(screen.getByText('Seven courses from the season.')).toBeVisible();
    expect(screen.getByText('ISK 14,900 per guest')).toBeVisible();
    expect(screen.getByText('Prepayment')).toBeVisible();
    expect(screen.getByText('No-show fee')).toBeVisible();
    expect(screen.getAllByText('Price varies')).toHaveLength(3);
    expect(screen.getByText('Min. 2 guests')).toBeVisible();
    expect(screen.getByText('Max. 4 guests')).toBeVisible();
    expect(screen.getByText('Unavailable')).toBeVisible();
    expect(more('Summer menu')).toBeDisabled();
    expect(screen.getByText('Selected: 0/4 guests selected')).toBeVisible();
    expect(screen.queryByText('Preselected')).not.toBeInTheDocument();
  });

  it('counts guests per menu and keeps menuSelection in the address, replacing history', async () => {
    const { user, router } = open();
    await screen.findByRole('heading', { level: 1 });
    await user.click(more('Seafood menu'));
    await user.click(more('Seafood menu'));
    expect(countOf('Seafood menu')).toHaveTextContent('2');
    expect(screen.getByText('Selected: 2/4 guests selected')).toBeVisible();
    expect(router.state.location.search).toContain('menuSelection=2%3B2');
    expect(router.state.historyAction).toBe('REPLACE');

    // minGuests 2: the first press jumps to 2, and 2 + 2 fills the party.
    await user.click(more('Tasting menu'));
    expect(countOf('Tasting menu')).toHaveTextContent('2');
    expect(more('Seafood menu')).toHaveAttribute('aria-disabled', 'true');
    await user.click(more('Seafood menu'));
    expect(countOf('Seafood menu')).toHaveTextContent('2');

    // Below the minimum, − goes straight to 0.
    await user.click(fewer('Tasting menu'));
    expect(countOf('Tasting menu')).toHaveTextContent('0');
    await user.click(fewer('Seafood menu'));
    await user.click(fewer('Seafood menu'));
    expect(countOf('Seafood menu')).toHaveTextContent('0');
    expect(new URLSearchParams(router.state.location.search).has('menuSelection')).toBe(false);
  });

  it('switches floor plans: other menus are dropped, flashed and the rest faded', async () => {
    const { user, router } = open();
    await screen.findByRole('heading', { level: 1 });
    await user.click(more('Seafood menu'));
    expect(screen.getByText('Bar snacks').closest('li')).toHaveClass('menu-card--faded');
    expect(screen.getByText('Tasting menu').closest('li')).not.toHaveClass('menu-card--faded');

    await user.click(more('Bar snacks'));
    expect(countOf('Seafood menu')).toHaveTextContent('0');
    expect(countOf('Bar snacks')).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Guests having Seafood menu' })).toHaveClass(
      'menu-stepper--flash',
    );
    expect(
      screen.getByText(
        'Bar snacks is served in another part of the restaurant, so your other menus were cleared.',
      ),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('menuSelection')).toBe('3;1');
  });

  it('gives an exclusive menu the whole party and disables menus the party is too small for', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    await user.click(more('Seafood menu'));
    await user.click(more("Chef's table"));
    expect(countOf("Chef's table")).toHaveTextContent('4');
    expect(countOf('Seafood menu')).toHaveTextContent('0');
    await user.click(fewer("Chef's table"));
    expect(countOf("Chef's table")).toHaveTextContent('0');
    // Whole lamb needs 6; the party is 4.
    expect(more('Whole lamb')).toBeDisabled();
    expect(screen.getByText('Min. 6 guests')).toBeVisible();
  });

  it('names the restaurant and keeps a running total of the chosen menus', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    const restaurant = screen.getByText('Lyng');
    expect(restaurant).toBeVisible();
    expect(restaurant.closest('dl')).toHaveAccessibleName('Your booking');
    expect(restaurant.closest('div')).toHaveTextContent(/^RestaurantLyng$/);
    // Nothing chosen, no total.
    expect(screen.queryByText(/^Total for menus/)).not.toBeInTheDocument();
    await user.click(more('Tasting menu'));
    await user.click(more('Seafood menu'));
    // 2 × 14 900 + 1 × 11 900, in the booking's currency.
    expect(screen.getByText(/^Total for menus:/)).toHaveTextContent(
      /^Total for menus: ISK\s41,700$/,
    );
    // A menu without a set price leaves the total partial, and says so.
    await user.click(more('Bar snacks'));
    expect(screen.getByText(/^Total for menus:/)).toHaveTextContent(
      /^Total for menus: ISK\s[\d,]+, plus menus priced at the restaurant$/,
    );
  });

  it('clears everything at once, and the control is dimmed when nothing is chosen', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await user.click(more('Seafood menu'));
    expect(clear).not.toHaveAttribute('aria-disabled');
    await user.click(clear);
    expect(screen.getByText('Selected: 0/4 guests selected')).toBeVisible();
  });

  it('blocks Continue until a mandatory menu covers the party, then carries the choice on', async () => {
    const { user, router } = open(upsell({ onlineMenuMandatory: true }));
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(
        'This restaurant asks every guest to pre-order a menu. Choose menus for all 4 guests.',
      ),
    ).toBeVisible();
    const continues = screen.getAllByRole('button', { name: 'Continue' });
    expect(continues).toHaveLength(2);
    for (const button of continues) expect(button).toBeDisabled();
    expect(screen.getByText('Choose menus for exactly 4 guests to continue.')).toBeVisible();

    await user.click(more('Tasting menu'));
    await user.click(more('Seafood menu'));
    await user.click(more('Seafood menu'));
    for (const button of continues) expect(button).toBeEnabled();

    await user.click(continues[1] ?? continues[0]!);
    expect(await screen.findByRole('heading', { name: /^Reserve/ })).toBeVisible();
    const query = new URLSearchParams(router.state.location.search);
    expect(router.state.location.pathname).toBe('/book/reserve');
    expect(query.get('menuSelection')).toBe('1;2,2;2');
    expect(query.get('currentStep')).toBe('reserve');
    expect(query.get('guests')).toBe('4');
  });

  it('lets a diner continue without a menu when menus are optional', async () => {
    const { user, router } = open();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getAllByRole('button', { name: 'Continue' })[0]!);
    await screen.findByRole('heading', { name: /^Reserve/ });
    expect(new URLSearchParams(router.state.location.search).has('menuSelection')).toBe(false);
  });

  it('preselects the only available menu for the whole party, with its marker', async () => {
    const { router } = open(upsell({ menus: [{ floorPlanId: null, menus: [TASTING, SUMMER] }] }));
    await screen.findByRole('heading', { level: 1 });
    expect(countOf('Tasting menu')).toHaveTextContent('4');
    expect(screen.getByText('Preselected')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('menuSelection')).toBe('1;4');
  });

  it('opens with the selection in the address instead of preselecting', async () => {
    open(upsell({ menus: [{ floorPlanId: null, menus: [TASTING] }] }), `${PAGE}&menuSelection=1;3`);
    await screen.findByRole('heading', { level: 1 });
    expect(countOf('Tasting menu')).toHaveTextContent('3');
    expect(screen.queryByText('Preselected')).not.toBeInTheDocument();
  });

  it('shows prices in the diner language', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(upsell({ currency: 'EUR' })) });
    await i18n.changeLanguage('es');
    renderApp(PAGE, ROUTES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu menú' })).toBeVisible();
    expect(screen.getByText('149,00 € por persona')).toBeVisible();
  });

  it('says so when the menus cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      [`GET ${PATH}`]: () =>
        fail
          ? json({ code: 'internal', message: 'boom', requestId: 'r1' }, { status: 500 })
          : json(upsell()),
    });
    const { user } = renderApp(PAGE, ROUTES);
    expect(await screen.findByText('Error fetching data. Please try again.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your menu' }),
    ).toBeVisible();
  });

  it('refuses a currency it cannot show at the right scale', async () => {
    // Outside the contract's currencies: a server newer than this page could send one.
    stubApi({ [`GET ${PATH}`]: () => json({ ...upsell(), currency: 'GBP' }) });
    renderApp(PAGE, ROUTES);
    expect(
      await screen.findByText('Currency not found, Please contact Dekka support.'),
    ).toBeVisible();
  });

  it('explains a link without restaurant, time or party size and leads back home', async () => {
    const { calls } = stubApi();
    renderApp('/checkout/upsell?restaurantId=7&currentStep=upsell', ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This booking link is incomplete' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a restaurant' })).toHaveAttribute('href', '/');
    expect(calls.some((call) => call.path.startsWith('/api/web/upsell'))).toBe(false);
  });
});
