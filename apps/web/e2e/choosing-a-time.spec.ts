import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// Choosing a time on the restaurant page (docs/product.md, "Choosing a time on the restaurant
// page"). The seeded restaurants here (apps/server/seed/demo/restaurants.ts) are read, never
// booked, and no other browser test uses them:
// - Skólavörðuhús: dinner only, 17:00–23:00 with the last seating at 21:30, closed on Mondays,
//   closed on Christmas Day (a special day, as every demo restaurant);
// - Laugardals Bistro: lunch and dinner every day, at most 12 guests online.
const ZONE = 'Atlantic/Reykjavik';
const SKOLA = { slug: 'skolavorduhus', name: 'Skólavörðuhús' };
const BISTRO = { slug: 'laugardals-bistro', name: 'Laugardals Bistró' };

const WORDS = {
  en: {
    date: 'Date',
    guests: 'Guests',
    closedMonday: 'Closed on Mondays',
    closedDay: 'Closed on this day',
    nextOpenDay: /^Next open day: /,
    call: (max: number, count: number) =>
      `Online booking takes parties of up to ${max}. For a party of ${count}, please call the restaurant.`,
    callLink: (phone: string) => `Call ${phone}`,
  },
  is: {
    date: 'Dagsetning',
    guests: 'Fjöldi gesta',
    closedMonday: 'Lokað á mánudögum',
    closedDay: 'Lokað þennan dag',
    nextOpenDay: /^Næsti opnunardagur: /,
    call: (max: number, count: number) =>
      `Á netinu er hægt að bóka fyrir allt að ${max} manns. Hringdu í staðinn til að bóka fyrir ${count} manns.`,
    callLink: (phone: string) => `Hringja í ${phone}`,
  },
} as const;

/** The next Monday (not today), as the date picker writes it. */
function nextMonday(): string {
  return daysAhead(1, ZONE, [0, 2, 3, 4, 5, 6]);
}

/** The day after `date` (YYYY-MM-DD), by the calendar. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

function queryOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

async function restaurantInfo(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/web/restaurant/${slug}/`);
  expect(response.ok()).toBe(true);
  const body: { phone: string; maxOnlinePartySize: number } = await response.json();
  return body;
}

for (const lng of ['en', 'is'] as const) {
  const words = WORDS[lng];

  test(`a closed Monday says so and the next open day is one click away (${lng})`, async ({
    page,
  }) => {
    const monday = nextMonday();
    const tuesday = dayAfter(monday);
    await page.goto(`/${SKOLA.slug}?lng=${lng}&dateTime=${monday}T19:00&guests=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SKOLA.name);
    await expect(page.getByText(words.closedMonday, { exact: true })).toBeVisible();
    // No times are looked for on a closed day.
    await expect(page.locator('.slot-list')).toHaveCount(0);
    await expectAxeClean(page);

    await page.getByRole('button', { name: words.nextOpenDay }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('dateTime') === `${tuesday}T19:00`);
    const date = page.getByLabel(words.date, { exact: true });
    await expect(date).toHaveValue(tuesday);
    await expect(date).toBeFocused();
    await expect(page.getByText(words.closedMonday, { exact: true })).toHaveCount(0);
    // The asked-for time, now on Tuesday, is in the row and marked.
    await expect(page.locator('.slot-list [aria-current="true"]')).toHaveCount(1);
    await expect(page.locator('.slot-list [aria-current="true"]')).toContainText('19:00');
  });

  test(`a party above the online limit is asked to call, with the phone (${lng})`, async ({
    page,
    request,
  }) => {
    const { phone, maxOnlinePartySize } = await restaurantInfo(request, BISTRO.slug);
    expect(maxOnlinePartySize).toBeLessThan(16);
    const day = daysAhead(3, ZONE);
    // As the home page's search sends it: its party select offers up to 20.
    await page.goto(`/${BISTRO.slug}?lng=${lng}&dateTime=${day}T19:00&guests=16`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(BISTRO.name);
    await expect(page.getByLabel(words.guests, { exact: true })).toHaveValue('16');
    await expect(page.getByText(words.call(maxOnlinePartySize, 16), { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: words.callLink(phone) })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/\s/g, '')}`,
    );
    await expect(page.locator('.slot-list')).toHaveCount(0);
    expect(queryOf(page).get('guests')).toBe('16');
    await expectAxeClean(page);
  });
}

test('the asked-for time is marked in the row, and the time list keeps to the hours', async ({
  page,
}) => {
  // Tuesday to Sunday, far enough ahead for the fine-dining lead time.
  const day = daysAhead(4, ZONE, [1]);
  await page.goto(`/${SKOLA.slug}?lng=en&dateTime=${day}T19:30&guests=2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SKOLA.name);
  const asked = page.getByRole('button', { name: '19:30', exact: true });
  await expect(asked).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.slot-list [aria-current]')).toHaveCount(1);
  await expect(page.locator('.slot-list li')).toHaveCount(5);

  // Dinner only: the time list runs from opening to the last seating.
  const options = await page
    .getByLabel('Time', { exact: true })
    .locator('option')
    .allTextContents();
  expect(options[0]).toBe('17:00');
  expect(options.at(-1)).toBe('21:30');
  await saveScreenshot(page, { path: 'test-results/screenshots/asked-for-time-1280.png' });
});

test('a special closed day says it is closed on that day, in English', async ({ page }) => {
  // Every demo restaurant is closed on Christmas Day: this year's, or next year's once it is past.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(now()));
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '12-25' ? 1 : 0);
  const christmas = `${year}-12-25`;
  // Boxing Day is open, unless it is a Monday.
  const boxingDay = dayAfter(christmas);
  const nextOpen = weekdayOf(boxingDay) === 1 ? dayAfter(boxingDay) : boxingDay;

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/${SKOLA.slug}?lng=en&dateTime=${christmas}T19:00&guests=2`);
  await expect(page.getByText(WORDS.en.closedDay, { exact: true })).toBeVisible();
  await saveScreenshot(page, {
    path: 'test-results/screenshots/closed-day-375.png',
    fullPage: true,
  });
  await page.getByRole('button', { name: WORDS.en.nextOpenDay }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('dateTime') === `${nextOpen}T19:00`);
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(nextOpen);
});
