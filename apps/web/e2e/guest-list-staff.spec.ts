import type { Browser } from '@playwright/test';
import { expectAxeClean } from './axe';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { signInAs, signInCodeFor } from './mail';
import { OwnServer } from './own-server';
import { CARDS, discover, EN, fillCard, fillContact, pickSlot, SLOT_LABELS } from './payment-steps';
import { LATE_EVENING_SERVER_PORT } from './servers';
import { saveScreenshot } from './screenshots';

// The rest of the host's evening at Rub (Akureyri; used here and nowhere else, a card guarantee
// of 6,000 kr. a guest): a no-show is refused before the party is late; a walk-in is seated at the
// suggested free table and moved to another on the timeline; the day sheet prints without the
// buttons. On a server of its own, restarted with its clock on the booking's evening, a diner who
// never came is marked a no-show and charged the fee, once.

const SHOTS = 'test-results/screenshots';
const SLUG = 'rub-akureyri';
const DINER = 'Guðrún Jónsdóttir';

/** A diner books 19:00 on `day` for two with a card that guarantees the booking. */
async function dinerBooks(browser: Browser, day: string, origin = '') {
  const dinerContext = await browser.newContext();
  await dinerContext.clock.install({ time: now() });
  const diner = await dinerContext.newPage();
  await diner.goto(`${origin}/${SLUG}?lng=en`);
  await pickSlot(diner, SLOT_LABELS.en, { date: day, time: '19:00', guests: '2' });
  // No set menu: the table alone.
  await expect(diner).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await diner.locator('.upsell__footer').getByRole('button', { name: 'Continue' }).click();
  await expect(diner).toHaveURL((url) => url.pathname === '/checkout/complete');
  await fillContact(diner, EN);
  await fillCard(diner, EN, CARDS.approve);
  await diner.getByRole('button', { name: EN.submitConfirm }).click();
  await expect(diner.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
  await dinerContext.close();
}

test('a no-show waits for the party to be late; a walk-in sits at the suggested table, moves on the timeline, and the day prints', async ({
  page,
  browser,
  request,
}) => {
  // A booking, the refusal, a walk-in and a move, the day sheet and axe on four screens.
  test.setTimeout(480_000);
  const restaurant = await discover(request, SLUG, 'no_show_fee');
  // Dinner only, closed on Mondays.
  const day = daysAhead(5, restaurant.timeZone, [1]);
  await dinerBooks(browser, day);

  // Days before the party is due, a no-show (and its fee) is refused; the row says from when.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, `/${SLUG}/guestlist?date=${day}`);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: DINER }) });
  await expect(row.getByText('Card guarantee', { exact: true })).toBeVisible();
  const noShow = row.getByRole('button', { name: `No-show: ${DINER}, 19:00` });
  await expect(noShow).toBeDisabled();
  await expect(noShow).toHaveAccessibleDescription('No-show from 19:15');
  await expect(row.getByText('Expected', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Charge no-show fee/ })).toHaveCount(0);

  // Today at the door: a walk-in for two, no name, at the free table the list suggests.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('radio', { name: 'Walk-in' }).check();
  await dialog.getByRole('spinbutton', { name: 'Party size' }).fill('2');
  const choose = dialog.getByRole('button', { name: /^Choose Tables? / });
  await expect(choose).toBeVisible();
  const suggested = ((await choose.textContent()) ?? '').replace(/^Choose /, '');
  await choose.click();
  await expect(dialog.getByRole('checkbox', { checked: true })).not.toHaveCount(0);
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Seat the walk-in' }).click();
  await expect(dialog).toHaveCount(0);
  const walkIn = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Walk-in' }) });
  await expect(walkIn.getByText('Seated', { exact: true })).toBeVisible();
  await expect(walkIn.getByText(suggested, { exact: true })).toBeVisible();
  const [firstTable] = await walkIn.getByText(/^Table /).allTextContents();

  // On the timeline, the walk-in's bar opens its booking; it moves to another table.
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'timeline');
  const timeline = page.getByRole('region', { name: 'Timeline by table' });
  await timeline.getByRole('button', { name: /Walk-in, 2 guests, Seated/ }).click();
  const edit = page.getByRole('dialog', { name: /^Change the booking of Walk-in/ });
  const tables = edit.getByRole('group', { name: 'Tables' });
  await expect(tables.getByRole('checkbox', { checked: true })).toHaveCount(1);
  const original = tables.getByRole('checkbox', { name: new RegExp(`^${firstTable} `) });
  await expect(original).toBeChecked();
  await expect(tables.getByText(/^Best free: /)).toBeVisible();
  // Another free table (a taken one cannot be ticked), then off the first.
  await tables.getByRole('checkbox', { checked: false, disabled: false }).first().check();
  await original.uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Booking changed' })).toHaveCount(1);
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(walkIn.getByText(/^Table /)).not.toHaveText(firstTable ?? '');
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  await expect(timeline.getByRole('button', { name: /Walk-in/ })).toBeVisible();
  // The list waits, hidden, for the day sheet.
  await expect(walkIn).toBeHidden();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-timeline-1280.png`, fullPage: true });

  // The day sheet: the list, without buttons, whichever layout is on screen.
  await page.emulateMedia({ media: 'print' });
  await expect(walkIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'New booking' })).toBeHidden();
  await expect(walkIn.getByRole('button')).toHaveCount(0);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The tablet at the door, in English and in Icelandic, on the timeline; the office desktop
  // in Icelandic, on the list.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`/${SLUG}/guestlist?view=timeline&lng=en`);
  await expect(timeline.getByRole('button', { name: /Walk-in/ })).toBeVisible();
  await expectAxeClean(page);
  await page.goto(`/${SLUG}/guestlist?view=timeline&lng=is`);
  await expect(page.getByRole('region', { name: 'Tímalína eftir borðum' })).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-timeline-is-768.png`, fullPage: true });
  // Nothing sticks out of a tablet's width: the hours scroll inside the timeline.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${SLUG}/guestlist?view=list&date=${day}&lng=is`);
  await expect(row.getByText('Kortatrygging', { exact: true })).toBeVisible();
  await expectAxeClean(page);
});

test.describe('on the evening of the booking', () => {
  const server = new OwnServer(LATE_EVENING_SERVER_PORT);
  let evening: OwnServer | null = null;
  test.afterAll(async () => {
    await server.stop();
    await evening?.stop();
  });

  test('the owner marks a party that never came a no-show and charges the fee, once', async ({
    page,
    browser,
    request,
  }) => {
    // Two server starts on a fresh embedded database.
    test.setTimeout(720_000);
    await server.start({ fresh: true, timeoutMs: 240_000 });
    const restaurant = await discover(request, SLUG, 'no_show_fee', server.url);
    const day = daysAhead(5, restaurant.timeZone, [1]);
    await dinerBooks(browser, day, server.url);
    await server.stop();

    // 19:20 on the booking's day in Akureyri (UTC all year): the party is 20 minutes late.
    const late = Date.parse(`${day}T19:20:00Z`);
    evening = new OwnServer(LATE_EVENING_SERVER_PORT, {
      CLOCK_OFFSET_MS: String(late - Date.now()),
    });
    await evening.start({ timeoutMs: 240_000 });
    await page.clock.setSystemTime(late);

    const owner = `owner.${SLUG}@demo.dekka.is`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${evening.url}/login?lng=en`);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(owner);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByRole('textbox', { name: 'Code from the e-mail' })
      .fill(await signInCodeFor(owner, LATE_EVENING_SERVER_PORT));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(0);
    await page.goto(`${evening.url}/${SLUG}/guestlist?lng=en`);
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: DINER }) });
    await expect(row.getByText('Card guarantee', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `No-show: ${DINER}, 19:00` }).click();
    await expect(row.getByText('No-show', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Charge no-show fee ISK\s12,000: / }).click();
    await expect(
      row.getByText(/^Charge ISK\s12,000 to the card kept for this booking\?$/),
    ).toBeVisible();
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByText('Fee charged', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Charge no-show fee/ })).toHaveCount(0);
    await page.goto(`${evening.url}/${SLUG}/guestlist?view=list&lng=is`);
    await expect(row.getByText('Gjald innheimt', { exact: true })).toBeVisible();
    await expectAxeClean(page);
  });
});
