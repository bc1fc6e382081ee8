import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { saveScreenshot } from './screenshots';

// A busy Saturday at Tapasbarinn Sól (Reykjavík, UTC all year; used here and nowhere else): the
// owner's phone bookings fill the evening, two sittings a table, two parties seated. On an iPad
// in landscape the host sees at least eight parties on the first screen under the staff header,
// with the toolbar and search fixed at the top; later that evening the late parties and the one
// overdue to leave are marked and counted; in portrait, in Icelandic, the same with at least
// seven parties on the first screen, and every name whole on the timeline's bars.

const SHOTS = 'test-results/screenshots';
const SLUG = 'tapasbarinn-sol';
const SATURDAY = 6;
const ALL_BUT_SATURDAY = [0, 1, 2, 3, 4, 5];

interface DayTable {
  id: number;
  name: string;
  minGuests: number;
  maxGuests: number;
}
interface Made {
  id: number;
  startsAt: string;
  endsAt: string;
}

/** The signed-in owner's token, as the page keeps it. */
async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('dekka.session');
    return stored ? (JSON.parse(stored) as { token: string }).token : '';
  });
}

/**
 * Phone bookings on every table at 17:00-17:45 and again from 20:00, as the staff would take them
 * (a table already taken then is refused and skipped); at least 14 in all.
 */
async function fillTheEvening(page: Page, day: string): Promise<{ id: number; made: Made[] }> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const mine = await page.request.get('/api/web/my/restaurants', { headers });
  const restaurant = (
    (await mine.json()) as { restaurants: { restaurantId: number; slug: string }[] }
  ).restaurants.find((r) => r.slug === SLUG);
  if (!restaurant) throw new Error(`not on the staff of ${SLUG}`);
  const id = restaurant.restaurantId;
  const list = await page.request.get(`/api/restaurant/${id}/guestlist/${day}`, { headers });
  const { tables } = (await list.json()) as { tables: DayTable[] };
  const made: Made[] = [];
  const names = ['Anna', 'Bjarni', 'Sigga', 'Gunnar', 'Helga', 'Jón', 'Katrín', 'Ólafur'];
  for (const sitting of ['17', '20']) {
    for (const [index, table] of tables.entries()) {
      const startsAt = `${day}T${sitting}:${String((index % 4) * 15).padStart(2, '0')}`;
      const response = await page.request.post(`/api/restaurant/${id}/guestlist/bookings`, {
        headers,
        data: {
          kind: 'phone',
          startsAt,
          guests: Math.min(table.maxGuests, Math.max(table.minGuests, 2)),
          tableIds: [table.id],
          firstName: names[made.length % names.length],
          lastName: `Gestsdóttir ${made.length + 1}`,
          phone: `+354 611 ${String(1000 + made.length)}`,
          ...(made.length % 3 === 0 ? { internalNote: 'Regulars: window if free' } : {}),
        },
      });
      if (response.status() === 409) continue;
      expect(response.status(), await response.text()).toBe(200);
      made.push((await response.json()) as Made);
    }
  }
  expect(made.length).toBeGreaterThanOrEqual(14);
  return { id, made };
}

/** How many of the list's rows are wholly on the screen without scrolling. */
async function rowsOnFirstScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('.guest-row')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

test('a Saturday at service: eight parties on the first screen, late and overdue parties marked and counted', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const day = daysAhead(3, 'Atlantic/Reykjavik', ALL_BUT_SATURDAY);
  expect(new Date(`${day}T12:00:00Z`).getUTCDay()).toBe(SATURDAY);
  const list = `/${SLUG}/guestlist?date=${day}&lng=en`;
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, list);
  const { id, made } = await fillTheEvening(page, day);

  // Two of the first sitting are seated; the first of them is the one to be overdue.
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const firstSitting = made.filter((booking) => booking.startsAt.slice(11, 13) === '17');
  const [overdue, seated] = firstSitting;
  if (!overdue || !seated) throw new Error('the first sitting has fewer than two bookings');
  for (const booking of [overdue, seated]) {
    const moved = await page.request.put(
      `/api/restaurant/${id}/guestlist/bookings/${booking.id}/status`,
      { headers, data: { status: 'seated' } },
    );
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.goto(list);
  const rows = page.locator('.guest-row');
  await expect(rows).toHaveCount(made.length);
  // The staff header, not the diner's: no store badges or newsletter below.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('status')).toHaveText('Live');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // The measure that matters at service: parties on the first screen at 1024×768.
  const onScreen = await rowsOnFirstScreen(page);
  console.log(`rows on the first screen at 1024x768: ${onScreen} of ${made.length}`);
  expect(onScreen).toBeGreaterThanOrEqual(8);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-service-1024.png` });

  // Scrolled to the end of the evening, the toolbar and search are still at hand.
  await rows.last().scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'New booking' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Walk-in' })).toBeInViewport();
  const search = page.getByRole('searchbox', { name: 'Search by name, phone or booking number' });
  await expect(search).toBeInViewport();

  // Ten minutes after the overdue party's sitting ended: the parties of the first sitting who
  // have not come are late, the seated one past its time is overdue; each is counted.
  const later = Date.parse(`${overdue.endsAt}:00Z`) + 10 * 60_000;
  await page.clock.setSystemTime(later);
  await page.goto(list);
  const lateCount = firstSitting.length - 2;
  const summary = page.locator('.guest-summary__numbers');
  await expect(summary.getByText('Late', { exact: true }).locator('+ dd')).toHaveText(
    String(lateCount),
  );
  await expect(summary.getByText('Overdue', { exact: true }).locator('+ dd')).toHaveText('1');
  await expect(page.locator('.guest-row--overdue')).toHaveCount(1);
  await expect(page.locator('.guest-row--overdue').getByText('Overdue 10 min')).toBeVisible();
  await expect(page.locator('.guest-row--late')).toHaveCount(lateCount);
  await expect(
    page
      .locator('.guest-row--late')
      .first()
      .getByText(/^Late \d+ min$/),
  ).toBeVisible();
  // The other seated party shows its turn: at the table so long, of its booked sitting.
  const turnRow = page.locator('.guest-row--seated.guest-row--on_time');
  await expect(turnRow.getByText(/^At table \d:\d\d of \d:\d\d$/)).toBeVisible();
  // Chips combine: who is still to come and who is seated, the done and gone left out.
  const chips = page.getByRole('group', { name: 'Show by status' });
  await chips.getByRole('button', { name: /^To come/ }).click();
  await chips.getByRole('button', { name: /^Seated/ }).click();
  await expect(rows).toHaveCount(made.length);
  await chips.getByRole('button', { name: /^To come/ }).click();
  await expect(rows).toHaveCount(2);
  await chips.getByRole('button', { name: /^All/ }).click();
  await expect(rows).toHaveCount(made.length);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-service-late-1024.png` });

  // The iPad upright, in Icelandic.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/${SLUG}/guestlist?date=${day}&lng=is`);
  await expect(
    page
      .locator('.guest-row--late')
      .first()
      .getByText(/^Sein um \d+ mín\.$/),
  ).toBeVisible();
  await expect(page.getByText('Yfir tíma um 10 mín.')).toBeVisible();
  // The staff header's day in Icelandic too, though the browser has no Icelandic dates of its own.
  await expect(page.getByRole('banner').getByText('lau. 5. des.', { exact: true })).toBeVisible();
  // Upright, the toolbar, search and chips take three lines (the chips scroll sideways) and the
  // status follows the name: seven parties on the first screen (five before, three at first).
  const upright = await rowsOnFirstScreen(page);
  console.log(`rows on the first screen at 768x1024: ${upright}`);
  expect(upright).toBeGreaterThanOrEqual(7);
  const chipsRow = page.getByRole('group', { name: 'Sía eftir stöðu' });
  expect((await chipsRow.boundingBox())?.height).toBeLessThan(60);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-service-is-768.png` });
  // Nothing sticks out of a tablet's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

  // Upright on the timeline, every guest's name is on its bar whole (on two lines at most).
  await page.getByRole('button', { name: 'Tímalína', exact: true }).click();
  const names = page
    .getByRole('region', { name: 'Tímalína eftir borðum' })
    .locator('.guest-timeline__bar-name');
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((spans) =>
    spans
      .filter(
        (span) =>
          span.scrollHeight > span.clientHeight + 1 || span.scrollWidth > span.clientWidth + 1,
      )
      .map((span) => span.textContent),
  );
  expect(cut).toEqual([]);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-service-timeline-is-768.png` });
});
