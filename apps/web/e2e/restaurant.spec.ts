import type { Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The seeded restaurants (apps/server/seed/demo/restaurants.ts): Grillhúsið við Tjörnina has
// lunch and dinner and no events; Hafnarljós runs a Christmas buffet on Fridays and Saturdays
// ("Jólahlaðborð"; the pages below are in English, and so is the event's name).
const GRILL = { slug: 'grillhusid-vid-tjornina', id: '3', name: 'Grillhúsið við Tjörnina' };
const HARBOUR = { slug: 'hafnarljos', id: '1', name: 'Hafnarljós' };

/**
 * A week from now, as the date picker writes it, in the seed's zone (Reykjavík); a weekday, when
 * the Grill serves lunch too (the time list offers only the day's hours).
 */
function aWeekAhead(): string {
  return daysAhead(7, 'Atlantic/Reykjavik', [0, 6]);
}

async function pick(page: Page, date: string, time: string, guests: string) {
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption(time);
  await page.getByLabel('Guests', { exact: true }).selectOption(guests);
}

function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

test('a diner picks a time and guests and a free slot starts the booking', async ({ page }) => {
  await page.goto(`/${GRILL.slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(GRILL.name);
  await expect(page.getByRole('heading', { name: 'Opening hours' })).toBeVisible();

  const date = aWeekAhead();
  await pick(page, date, '19:00', '4');
  const slot = page.getByRole('button', { name: '19:00', exact: true });
  await expect(slot).toBeVisible();
  await slot.click();

  await expect(page).toHaveURL((url) =>
    ['/checkout/upsell', '/book/reserve'].includes(url.pathname),
  );
  const query = queryOf(page);
  expect(query.get('restaurantId')).toBe(GRILL.id);
  expect(query.get('guests')).toBe('4');
  expect(query.get('dateTime')).toBe(`${date}T19:00`);
  expect(['upsell', 'reserve']).toContain(query.get('currentStep'));

  const stored = await page.evaluate(() => sessionStorage.getItem('dekka.bookingProcess'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    restaurantId: 3,
    dateTime: `${date}T19:00`,
    guests: 4,
    eventId: null,
  });
});

test('guests are limited to the online party size, with a note to call', async ({ page }) => {
  await page.goto(`/${GRILL.slug}?lng=en&guests=2`);
  const guests = page.getByLabel('Guests', { exact: true });
  await expect(guests).toHaveValue('2');
  const options = await guests.locator('option').allTextContents();
  const max = Number(options.at(-1));
  expect(max).toBeGreaterThan(1);
  await expect(page.getByText(`More than ${max} guests? Call the restaurant`)).toBeVisible();
});

test('"More times" lists the whole day and a slot there starts the booking', async ({ page }) => {
  await page.goto(`/${GRILL.slug}?lng=en`);
  const date = aWeekAhead();
  await pick(page, date, '12:00', '2');
  await page.getByRole('button', { name: 'More times' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const evening = dialog.getByRole('button', { name: '18:00', exact: true });
  await evening.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('dateTime') === `${date}T18:00`);
});

test('an event slot asks for the type of booking and leads to the event page', async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HARBOUR.name);
  // The diner reads when the buffet is next on, from the event card's link.
  const eventLink = page.getByRole('link', { name: 'Christmas buffet' });
  const href = (await eventLink.getAttribute('href')) ?? '';
  const next = new URL(href, page.url()).searchParams.get('date') ?? '';
  expect(next).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

  await pick(page, next.slice(0, 10), next.slice(11), '2');
  await page.getByRole('button', { name: next.slice(11), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Select your type of booking' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Make a table reservation for our traditional à la carte menu'),
  ).toBeVisible();
  await expect(dialog.getByText('Additional fees may apply')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, { path: 'test-results/screenshots/booking-selection-375.png' });

  await dialog.getByRole('button', { name: 'Reserve: Christmas buffet' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === `/${HARBOUR.slug}/event/jolahladbord` &&
      url.searchParams.get('step') === '1' &&
      url.searchParams.get('date') === next &&
      url.searchParams.get('guests') === '2',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas buffet');
  await saveScreenshot(page, { path: 'test-results/screenshots/event-375.png', fullPage: true });

  await page.getByRole('button', { name: 'Reserve' }).first().click();
  await expect(page).toHaveURL((url) =>
    ['/checkout/upsell', '/book/reserve'].includes(url.pathname),
  );
  const query = queryOf(page);
  expect(query.get('restaurantId')).toBe(HARBOUR.id);
  expect(query.get('eventId')).toMatch(/^\d+$/);
  expect(query.get('dateTime')).toBe(next);
});

test('à la carte from the booking selection books a plain table', async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}?lng=en`);
  const href =
    (await page.getByRole('link', { name: 'Christmas buffet' }).getAttribute('href')) ?? '';
  const next = new URL(href, page.url()).searchParams.get('date') ?? '';
  await pick(page, next.slice(0, 10), next.slice(11), '2');
  await page.getByRole('button', { name: next.slice(11), exact: true }).click();
  await page.getByRole('button', { name: 'Reserve: À la carte' }).click();
  await expect(page).toHaveURL((url) =>
    ['/checkout/upsell', '/book/reserve'].includes(url.pathname),
  );
  expect(queryOf(page).get('eventId')).toBeNull();
});

test.describe('unknown restaurant', () => {
  // The browser logs the API's 404 for the unknown slug; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown slug shows the restaurant-not-found state', async ({ page }) => {
    await page.goto('/no-such-restaurant-here?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "We couldn't find this restaurant",
    );
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Find another restaurant' })).toBeVisible();
  });
});

for (const lng of ['en', 'is']) {
  test(`axe finds no violations on the restaurant page (${lng})`, async ({ page }) => {
    await page.goto(`/${HARBOUR.slug}?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.slot-list li').first()).toBeVisible();
    // The head the server wrote for crawlers survives the app's start, and the tab agrees with it.
    await expect(page).toHaveTitle(`${HARBOUR.name} – Dekka`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/${HARBOUR.slug}\\?lng=${lng}$`),
    );
    const description = page.locator('meta[name="description"]');
    expect(await page.locator('script[type="application/ld+json"]').textContent()).toContain(
      (await description.getAttribute('content'))?.slice(0, 40) ?? 'no description',
    );
    await expectAxeClean(page);
  });
}

test('axe finds no violations in the booking selection and the event page', async ({ page }) => {
  await page.goto(`/${HARBOUR.slug}?lng=en`);
  const href =
    (await page.getByRole('link', { name: 'Christmas buffet' }).getAttribute('href')) ?? '';
  const next = new URL(href, page.url()).searchParams.get('date') ?? '';
  await pick(page, next.slice(0, 10), next.slice(11), '2');
  await page.getByRole('button', { name: next.slice(11), exact: true }).click();
  await expect(page.getByRole('button', { name: 'Reserve: Christmas buffet' })).toBeVisible();
  await expectAxeClean(page);

  await page.goto(`${href}&lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas buffet');
  await expect(page.getByRole('button', { name: 'Reserve' }).first()).toBeVisible();
  await expectAxeClean(page);
});

for (const width of [375, 1280]) {
  test(`screenshot restaurant page at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 800 });
    await page.goto(`/${HARBOUR.slug}?lng=is`);
    await expect(page.locator('.slot-list li').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, {
      path: `test-results/screenshots/restaurant-${width}.png`,
      fullPage: true,
    });
  });
}
