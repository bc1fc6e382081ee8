import type { Page, Request } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// Seeded restaurants with set menus (apps/server/seed/demo/restaurants.ts and menus.ts), all in
// Reykjavík (UTC all year):
// - Norður og Niður: "tasting" menus over two floor plans (Salur, Bar: in English "Dining room"
//   and "Bar"), dinner 17:00–21:30 last seating, closed on Mondays;
// - Grillhúsið við Tjörnina: two menus, and a menu is mandatory for every guest;
// - Kaffi Krummi: one brunch menu, preselected for the whole party.
// Menus and floor plans are named in the page's language (the demo has all five).
// Each test books its own restaurant at its own time, apart from the times restaurant.spec.ts
// uses, so parallel workers never compete for a table.
const TASTING = { slug: 'nordur-og-nidur', name: 'Norður og Niður' };
const MANDATORY = { slug: 'grillhusid-vid-tjornina', name: 'Grillhúsið við Tjörnina' };
const SINGLE = { slug: 'kaffi-krummi', name: 'Kaffi Krummi' };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `days` ahead, moved past a Monday when the restaurant is closed then. */
function dayAhead(days: number, skipMonday = false): string {
  return daysAhead(days, 'Atlantic/Reykjavik', skipMonday ? [1] : []);
}

async function openUpsellFromRestaurant(
  page: Page,
  restaurant: { slug: string; name: string },
  { date, time, guests }: { date: string; time: string; guests: string },
) {
  await page.goto(`/${restaurant.slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption(time);
  await page.getByLabel('Guests', { exact: true }).selectOption(guests);
  await page.getByRole('button', { name: time, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your menu' })).toBeVisible();
  const query = new URL(page.url()).searchParams;
  expect(query.get('dateTime')).toBe(`${date}T${time}`);
  expect(query.get('guests')).toBe(guests);
  expect(query.get('currentStep')).toBe('upsell');
}

function stepper(page: Page, menu: string) {
  return {
    more: page.getByRole('button', { name: `One guest more for ${menu}` }),
    fewer: page.getByRole('button', { name: `One guest fewer for ${menu}` }),
    count: page.getByRole('group', { name: `Guests having ${menu}` }).getByRole('status'),
  };
}

/** Continue, then the reserve step holds the table and hands over to the complete step. */
async function continueToComplete(page: Page): Promise<Request> {
  const reserve = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/web/booking/reserve'),
  );
  await page.locator('.upsell__footer').getByRole('button', { name: 'Continue' }).click();
  const request = await reserve;
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  const query = new URL(page.url()).searchParams;
  expect(query.get('guid') ?? '').toMatch(GUID);
  expect(query.get('currentStep')).toBe('complete');
  return request;
}

test('a diner chooses set menus across floor plans and the hold carries them', async ({ page }) => {
  const date = dayAhead(9, true);
  await openUpsellFromRestaurant(page, TASTING, { date, time: '19:30', guests: '4' });

  // Menus for every floor plan first, then one group per floor plan.
  await expect(page.getByRole('region', { name: 'Served in every area' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dining room' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bar' })).toBeVisible();
  await expect(page.getByText('Selected: 0/4 guests selected')).toBeVisible();

  // The tasting menu is for at least 2: the first press jumps to 2.
  const tasting = stepper(page, 'Tasting menu');
  await tasting.more.click();
  await expect(tasting.count).toHaveText('2');
  const seafood = stepper(page, 'Seafood menu');
  await seafood.more.click();
  await expect(page.getByText('Selected: 3/4 guests selected')).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.get('menuSelection') !== null);

  // The bar menu is served in another part of the house than the dining-room selection:
  // choosing it drops the other selections (docs/product.md, "The booking flow") and the seafood menu fades.
  const bar = stepper(page, 'Bar menu');
  await bar.more.click();
  await expect(seafood.count).toHaveText('0');
  await expect(tasting.count).toHaveText('0');
  await expect(bar.count).toHaveText('1');
  // The tasting menu is served everywhere, so it joins the bar menu.
  await tasting.more.click();
  await expect(tasting.count).toHaveText('2');
  await expect(page.getByText('Selected: 3/4 guests selected')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  await expectAxeClean(page);
  await saveScreenshot(page, { path: 'test-results/screenshots/upsell-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, { path: 'test-results/screenshots/upsell-1280.png', fullPage: true });

  const selection = new URL(page.url()).searchParams.get('menuSelection') ?? '';
  expect(selection.split(',')).toHaveLength(2);
  const reserve = await continueToComplete(page);
  const body: { menus: { id: number; count: number }[]; guests: number } = reserve.postDataJSON();
  expect(body.guests).toBe(4);
  expect(body.menus.map((menu) => `${menu.id};${menu.count}`).join(',')).toBe(selection);
});

test('a mandatory menu blocks Continue until it covers the whole party', async ({ page }) => {
  const date = dayAhead(10);
  await openUpsellFromRestaurant(page, MANDATORY, { date, time: '20:00', guests: '3' });
  await expect(
    page.getByText(
      'This restaurant asks every guest to pre-order a menu. Choose menus for all 3 guests.',
    ),
  ).toBeVisible();
  const continues = page.getByRole('button', { name: 'Continue' });
  await expect(continues).toHaveCount(2);
  await expect(continues.first()).toBeDisabled();
  await expect(continues.last()).toBeDisabled();

  const steak = stepper(page, 'Steak menu');
  const greens = stepper(page, 'Vegetarian menu');
  await steak.more.click();
  await steak.more.click();
  await expect(continues.last()).toBeDisabled();
  await greens.more.click();
  await expect(page.getByText('Selected: 3/3 guests selected')).toBeVisible();
  await expect(continues.first()).toBeEnabled();
  await expect(continues.last()).toBeEnabled();
  // The party is full: a fourth guest is refused.
  await expect(greens.more).toHaveAttribute('aria-disabled', 'true');

  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, { path: 'test-results/screenshots/upsell-mandatory-375.png' });
  await expectAxeClean(page);

  const reserve = await continueToComplete(page);
  const body: { menus: { count: number }[] } = reserve.postDataJSON();
  expect(body.menus.reduce((total, menu) => total + menu.count, 0)).toBe(3);
});

test('the only menu is preselected for the whole party and can be cleared', async ({ page }) => {
  const date = dayAhead(11);
  await openUpsellFromRestaurant(page, SINGLE, { date, time: '12:00', guests: '2' });
  const brunch = stepper(page, 'Brunch plate');
  await expect(brunch.count).toHaveText('2');
  await expect(page.getByText('Preselected')).toBeVisible();
  await expect(page).toHaveURL((url) =>
    /^\d+;2$/.test(url.searchParams.get('menuSelection') ?? ''),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, { path: 'test-results/screenshots/upsell-preselected-1280.png' });

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(brunch.count).toHaveText('0');
  await expect(page).toHaveURL((url) => !url.searchParams.has('menuSelection'));
  await brunch.more.click();
  await brunch.more.click();

  const reserve = await continueToComplete(page);
  const body: { menus: { count: number }[] } = reserve.postDataJSON();
  expect(body.menus).toEqual([expect.objectContaining({ count: 2 })]);
});

test('in Icelandic, days and prices read as Icelandic even without the browser data', async ({
  page,
}) => {
  // This Chromium has no Icelandic Intl data: Intl alone would print "Sat, Dec 5" and
  // "ISK 3,490" (lib/locale-format.ts).
  const date = dayAhead(12);
  await page.goto(`/${SINGLE.slug}?lng=is`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SINGLE.name);
  await page.getByLabel('Dagsetning').fill(date);
  await page.getByLabel('Tími', { exact: true }).selectOption('11:00');
  await page.getByLabel('Fjöldi gesta').selectOption('2');
  await page.getByRole('button', { name: '11:00', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Veldu matseðil' })).toBeVisible();
  await expect(page.getByText('3.490 kr. á mann')).toBeVisible();
  const weekday = ['sun.', 'mán.', 'þri.', 'mið.', 'fim.', 'fös.', 'lau.'][
    new Date(`${date}T12:00:00Z`).getUTCDay()
  ];
  const month = [
    'jan.',
    'feb.',
    'mar.',
    'apr.',
    'maí',
    'jún.',
    'júl.',
    'ágú.',
    'sep.',
    'okt.',
    'nóv.',
    'des.',
  ][Number(date.slice(5, 7)) - 1];
  await expect(page.getByText(`${weekday} ${Number(date.slice(8, 10))}. ${month}`)).toBeVisible();
  await expect(page.getByText('Valið: 2/2 gestir valdir')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAxeClean(page);
  await saveScreenshot(page, { path: 'test-results/screenshots/upsell-is-375.png' });
});
