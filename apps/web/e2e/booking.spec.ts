import { randomUUID } from 'node:crypto';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// Rósa Thai (apps/server/seed/demo/restaurants.ts): dinner every day, no set menus, no payment,
// 24 h cancellation deadline. Restaurants other specs book are left alone, so parallel workers
// never compete for the same tables.
const SLUG = 'rosa-thai';

interface Discovered {
  id: number;
  dateTime: string;
}

/**
 * Two days ahead at 19:00 in the restaurant's zone: always beyond the 24 h cancellation deadline,
 * whatever time of day the suite runs, so the held booking can be cancelled.
 */
function twoDaysAheadAt19(timeZone: string): string {
  return `${daysAhead(2, timeZone)}T19:00`;
}

let restaurant: Discovered;

test.beforeAll(async ({ request }) => {
  // Only discovers ids and rules, as a diner's link would carry them; no booking is made here.
  const response = await request.get(`/api/web/restaurant/${SLUG}/`);
  expect(response.ok()).toBe(true);
  const body: {
    id: number;
    timeZone: string;
    policies: { paymentRule: string; cancellationDeadlineHours: number };
  } = await response.json();
  expect(body.policies.paymentRule).toBe('none');
  restaurant = { id: body.id, dateTime: twoDaysAheadAt19(body.timeZone) };
});

test('a diner holds a table, then cancels it from the link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Hold the reserve answer until the loading screen has been photographed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/web/booking/reserve/', async (route) => {
    await held;
    await route.continue();
  });

  const reserveUrl =
    `/book/reserve?dateTime=${restaurant.dateTime}&guests=2` +
    `&restaurantId=${restaurant.id}&currentStep=reserve&lng=en`;
  await page.goto(reserveUrl);
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await saveScreenshot(page, { path: 'test-results/screenshots/reserve-loading-375.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, { path: 'test-results/screenshots/reserve-loading-1280.png' });
  release();

  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  const query = new URL(page.url()).searchParams;
  const guid = query.get('guid') ?? '';
  expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(query.get('currentStep')).toBe('complete');
  expect(query.get('restaurantId')).toBe(String(restaurant.id));
  expect(Number(query.get('expires'))).toBeGreaterThan(now());

  // The diner opens the cancel link (as sent by e-mail) on their phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/cancelbooking?guid=${guid}&lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel booking');
  await expect(page.getByText('Are you sure you want to cancel your booking?')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: 'test-results/screenshots/cancel-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(page, { path: 'test-results/screenshots/cancel-1280.png', fullPage: true });

  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await saveScreenshot(page, {
    path: 'test-results/screenshots/cancel-done-1280.png',
    fullPage: true,
  });

  // Opening the link again: the booking is gone, and the page says whom to ask.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('This booking is no longer active.');
  await expect(page.getByRole('alert')).toContainText('contact the restaurant directly');
});

test('the cancel page in Icelandic is usable from the keyboard', async ({ page }) => {
  await page.goto('/cancelbooking?lng=is');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afbóka');
  await expect(page.getByRole('alert')).toContainText('Hafðu beint samband við veitingastaðinn');
  await expectAxeClean(page);
});

test.describe('a confirmation link for a booking that does not exist', () => {
  // The browser logs the API's 404 for the unknown booking; the page handles it.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('shows the error page, not a crash', async ({ page }) => {
    await page.goto(`/checkout/confirmation?guid=${randomUUID()}&lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whoops...');
    await expect(
      page.getByText('Something went wrong and our technicians have been notified.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Dekka' })).toBeVisible();
  });
});

test('a confirmation link without a guid explains itself', async ({ page }) => {
  await page.goto('/confirmation?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that booking");
  await expect(page.getByRole('alert')).toContainText('missing its booking reference');
});
