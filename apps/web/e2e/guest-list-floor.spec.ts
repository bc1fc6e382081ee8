import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { now } from './clock';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { saveScreenshot } from './screenshots';

// The host's live floor plan at Hörpuhornið (Reykjavík, UTC all year; used here and nowhere
// else), today: Sigga sits at the first table, Bjarni is booked at the second in half an hour,
// Jóna's party sits at the fifth and sixth tables joined. On an iPad in landscape, in English,
// the host seats a walk-in by tapping a free table, sees Jóna's tables drawn joined, drags Sigga
// to another free table on the plan, then on the timeline drags her bar back to her first table
// and undoes it; upright, in Icelandic, a drag onto Bjarni's table is refused and changes
// nothing, on the plan and on the timeline.

const SHOTS = 'test-results/screenshots';
const SLUG = 'horpuhornid';

interface DayTable {
  id: number;
  name: string;
  minGuests: number;
  maxGuests: number;
}

async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const stored = window.localStorage.getItem('dekka.session');
    return stored ? (JSON.parse(stored) as { token: string }).token : '';
  });
}

/** Drags with the pointer (a press, a few moves, a release) from one table to another. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('a table is not on the screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 20, a.y + a.height / 2 + 10, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/**
 * The same with a finger: touch events through the browser's own input (Chromium), which the page
 * sees as pointer events of type "touch", as on an iPad.
 */
async function dragByTouch(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('a table is not on the screen');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  const [x0, y0] = [a.x + a.width / 2, a.y + a.height / 2];
  const [x1, y1] = [b.x + b.width / 2, b.y + b.height / 2];
  await touch('touchStart', x0, y0);
  for (let step = 1; step <= 8; step += 1) {
    await touch('touchMove', x0 + ((x1 - x0) * step) / 8, y0 + ((y1 - y0) * step) / 8);
  }
  await touch('touchEnd', x1, y1);
  await cdp.detach();
}

/**
 * Drags a timeline bar straight up or down onto another table's row (mouse, or a finger through
 * the browser's own touch input), pressing near the bar's start, which is on the screen.
 */
async function dragBar(page: Page, bar: Locator, row: Locator, by: 'mouse' | 'touch') {
  const a = await bar.boundingBox();
  const b = await row.boundingBox();
  if (!a || !b) throw new Error('a bar or row is not on the screen');
  const x = a.x + Math.min(24, a.width / 2);
  const [y0, y1] = [a.y + a.height / 2, b.y + b.height / 2];
  if (by === 'mouse') {
    await page.mouse.move(x, y0);
    await page.mouse.down();
    await page.mouse.move(x, y0 + Math.sign(y1 - y0) * 12, { steps: 3 });
    await page.mouse.move(x, y1, { steps: 8 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
    });
  await touch('touchStart', y0);
  for (let step = 1; step <= 8; step += 1) await touch('touchMove', y0 + ((y1 - y0) * step) / 8);
  await touch('touchEnd', y1);
  await cdp.detach();
}

test('the floor plan: a walk-in seated at a tapped table, a party dragged to a free table, and refused at a taken one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const today = new Date(now()).toISOString().slice(0, 10);
  const inHalfAnHour = new Date(now() + 30 * 60_000).toISOString().slice(0, 16);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, `/${SLUG}/guestlist?lng=en`);

  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const mine = await page.request.get('/api/web/my/restaurants', { headers });
  const restaurant = (
    (await mine.json()) as { restaurants: { restaurantId: number; slug: string }[] }
  ).restaurants.find((r) => r.slug === SLUG);
  if (!restaurant) throw new Error(`not on the staff of ${SLUG}`);
  const api = `/api/restaurant/${restaurant.restaurantId}/guestlist`;
  const day = async () =>
    (await (await page.request.get(`${api}/${today}`, { headers })).json()) as {
      tables: DayTable[];
      entries: { id: number; name: string | null; tableIds: number[] }[];
    };
  const [first, second, third, fourth, fifth, sixth] = (await day()).tables;
  if (!first || !second || !third || !fourth || !fifth || !sixth) {
    throw new Error('fewer than six tables');
  }
  const guests = (table: DayTable) => Math.min(table.maxGuests, Math.max(table.minGuests, 2));
  for (const data of [
    { kind: 'walk_in', guests: guests(first), tableIds: [first.id], firstName: 'Sigga' },
    {
      kind: 'phone',
      startsAt: inHalfAnHour,
      guests: guests(second),
      tableIds: [second.id],
      firstName: 'Bjarni',
      phone: '+354 611 2020',
    },
    {
      kind: 'walk_in',
      guests: Math.max(3, fifth.minGuests, sixth.minGuests),
      tableIds: [fifth.id, sixth.id],
      firstName: 'Jóna',
    },
  ]) {
    const made = await page.request.post(`${api}/bookings`, { headers, data });
    expect(made.status(), await made.text()).toBe(200);
  }

  // The day as it now stands (the hub may have connected after the bookings were made).
  await page.goto(`/${SLUG}/guestlist?lng=en`);
  await page.getByRole('button', { name: 'Floor plan', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'floor');
  const plan = page.getByRole('region', { name: 'Floor plan now' });
  const table = (of: DayTable) => plan.locator(`[data-table-id="${of.id}"]`);
  await expect(table(first)).toHaveAccessibleName(/, Seated, Sigga, \d+ guests?, 0:0\d$/);
  await expect(table(second)).toHaveAccessibleName(
    new RegExp(`Reserved soon, ${inHalfAnHour.slice(11)} Bjarni$`),
  );
  await expect(plan.getByRole('list', { name: 'What the tables show' })).toContainText('Blocked');
  // Jóna's party at two tables: drawn joined, her name once around both.
  await expect(table(fifth)).toHaveAccessibleName(
    new RegExp(`, Seated, Jóna, .*, joined with table ${sixth.name}$`),
  );
  await expect(table(sixth)).toHaveAccessibleName(new RegExp(`joined with table ${fifth.name}$`));
  await expect(plan.getByText(/Jóna/)).toHaveCount(1);
  await expect(plan.getByText(/^Jóna · \d+$/)).toBeVisible();

  // A tap on a free table: the walk-in form opens with that table chosen.
  await expect(table(third)).toHaveAccessibleName(new RegExp(`^Table ${third.name}, .*, Free`));
  await table(third).click();
  const panel = page.getByRole('dialog', { name: `Table ${third.name}` });
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-floor-free-1024.png` });
  await panel.getByRole('button', { name: 'Seat a walk-in here' }).click();
  const form = page.getByRole('dialog', { name: 'New booking' });
  await expect(form.getByRole('radio', { name: 'Walk-in' })).toBeChecked();
  await form.getByRole('button', { name: 'Seat the walk-in' }).click();
  await expect(form).toHaveCount(0);
  await expect(table(third)).toHaveAccessibleName(/, Seated, Walk-in, /);

  // Sigga dragged to the fourth table, which is free: moved.
  await drag(page, table(first), table(fourth));
  await expect(plan.getByRole('alert')).toHaveText(`Sigga moved to table ${fourth.name}.`);
  await expect(table(fourth)).toHaveAccessibleName(/, Seated, Sigga, /);
  await expect(table(first)).toHaveAccessibleName(/, Free/);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-floor-1024.png` });

  // On the timeline, Sigga's bar dragged up to the first table's row: moved there, and undone.
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  const timeline = page.getByRole('region', { name: 'Timeline by table' });
  const row = (of: DayTable) => timeline.locator(`[data-drop-table="${of.id}"]`);
  const siggasBar = (on: Locator) =>
    on.getByRole('button', { name: /, Sigga, \d+ guests?, Seated$/ });
  await dragBar(page, siggasBar(row(fourth)), row(first), 'mouse');
  const moved = page.getByRole('alert').filter({ hasText: 'Sigga' });
  await expect(moved).toHaveText(`Sigga moved to table ${first.name}.`);
  await expect(siggasBar(row(first))).toBeVisible();
  await expect(siggasBar(row(fourth))).toHaveCount(0);
  expect((await day()).entries.find((entry) => entry.name === 'Sigga')?.tableIds).toEqual([
    first.id,
  ]);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-timeline-drag-1024.png` });
  await page.getByRole('button', { name: 'Undo moving Sigga' }).click();
  await expect(moved).toHaveText(`Sigga is back at table ${fourth.name}.`);
  await expect(siggasBar(row(fourth))).toBeVisible();

  // The iPad upright, in Icelandic: Sigga dragged by a finger onto Bjarni's table is refused at
  // once.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/${SLUG}/guestlist?view=floor&lng=is`);
  const grunnur = page.getByRole('region', { name: 'Borðaskipan núna' });
  const borð = (of: DayTable) => grunnur.locator(`[data-table-id="${of.id}"]`);
  await expect(page.getByRole('button', { name: 'Borðaskipan', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(borð(fourth)).toHaveAccessibleName(/, Setið, Sigga, /);
  const changes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') changes.push(request.url());
  });
  await dragByTouch(page, borð(fourth), borð(second));
  await expect(grunnur.getByRole('alert')).toHaveText(
    `Borð ${second.name} er frátekið fyrir Bjarni á þeim tíma. Gestirnir sitja áfram þar sem þeir eru.`,
  );
  await expect(borð(fourth)).toHaveAccessibleName(/, Setið, Sigga, /);
  await expect(borð(second)).toHaveAccessibleName(/Frátekið bráðum, \d\d:\d\d Bjarni$/);
  expect(changes).toEqual([]);
  const sigga = (await day()).entries.find((entry) => entry.name === 'Sigga');
  expect(sigga?.tableIds).toEqual([fourth.id]);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-floor-is-768.png` });

  // The same on the timeline: Sigga's bar dragged by a finger onto Bjarni's row is refused.
  await page.goto(`/${SLUG}/guestlist?view=timeline&lng=is`);
  const tímalína = page.getByRole('region', { name: 'Tímalína eftir borðum' });
  const röð = (of: DayTable) => tímalína.locator(`[data-drop-table="${of.id}"]`);
  const siggu = röð(fourth).getByRole('button', { name: /, Sigga, \d+ gest(ur|ir), Til borðs$/ });
  await dragBar(page, siggu, röð(second), 'touch');
  await expect(page.getByRole('alert').filter({ hasText: 'Bjarni' })).toHaveText(
    `Borð ${second.name} er frátekið fyrir Bjarni á þeim tíma. Gestirnir sitja áfram þar sem þeir eru.`,
  );
  await expect(siggu).toBeVisible();
  expect(changes).toEqual([]);
  expect((await day()).entries.find((entry) => entry.name === 'Sigga')?.tableIds).toEqual([
    fourth.id,
  ]);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-timeline-drag-is-768.png` });
  await page.goto(`/${SLUG}/guestlist?view=floor&lng=is`);

  // A tap on Sigga's table: her row with its buttons, and moving her by the keyboard.
  await borð(fourth).click();
  const hennar = page.getByRole('dialog', { name: `Borð ${fourth.name}` });
  await expect(hennar.getByRole('heading', { level: 4, name: 'Sigga' })).toBeVisible();
  await expect(hennar.getByRole('combobox', { name: 'Færa á borð' })).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-floor-party-is-768.png` });
  // Nothing sticks out of a tablet's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
});
