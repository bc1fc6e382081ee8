import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { CARDS, discover, EN, fillCard, fillContact, pickSlot, SLOT_LABELS } from './payment-steps';
import { expectAxeClean } from './axe';

// The rest of the host's evening at Rub (Akureyri; used here and nowhere else, a card guarantee
// of 6,000 kr. a guest): a diner who never came is charged the no-show fee; a walk-in is seated
// and moved to another table on the timeline; the day sheet prints without the buttons.

const SHOTS = 'test-results/screenshots';
const SLUG = 'rub-akureyri';
const DINER = 'Guðrún Jónsdóttir';

test('the owner charges a no-show, seats a walk-in, moves it on the timeline and prints the day', async ({
  page,
  browser,
  request,
}) => {
  const restaurant = await discover(request, SLUG, 'no_show_fee');
  // Dinner only, closed on Mondays.
  const day = daysAhead(5, restaurant.timeZone, [1]);

  // A diner books 19:00 for two with a card that guarantees the booking, in a browser of their own.
  const dinerContext = await browser.newContext();
  await dinerContext.clock.install({ time: now() });
  const diner = await dinerContext.newPage();
  await diner.goto(`/${SLUG}?lng=en`);
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

  // Nobody came: no-show, then the fee, once.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, `/${SLUG}/guestlist?date=${day}`);
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

  // Today at the door: a walk-in for two, no name.
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await page.getByRole('button', { name: 'New booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await dialog.getByRole('radio', { name: 'Walk-in' }).check();
  await dialog.getByRole('spinbutton', { name: 'Party size' }).fill('2');
  await dialog.getByRole('button', { name: 'Seat the walk-in' }).click();
  await expect(dialog).toHaveCount(0);
  const walkIn = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Walk-in' }) });
  await expect(walkIn.getByText('Seated', { exact: true })).toBeVisible();
  const [firstTable] = await walkIn.getByText(/^Table /).allTextContents();

  // On the timeline, the walk-in's bar opens its booking; it moves to another table.
  await page.getByRole('button', { name: 'Timeline', exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('view') === 'timeline');
  const timeline = page.getByRole('region', { name: 'Timeline by table' });
  await timeline.getByRole('button', { name: /Walk-in, 2 guests, Seated/ }).click();
  const edit = page.getByRole('dialog', { name: /^Change the booking of Walk-in/ });
  const tables = edit.getByRole('group', { name: 'Tables' });
  const boxes = tables.getByRole('checkbox');
  const checked = tables.getByRole('checkbox', { checked: true });
  await expect(checked).toHaveCount(1);
  await checked.uncheck();
  const other = boxes.filter({ hasNot: page.locator(':checked') }).nth(1);
  await other.check();
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
  await page.screenshot({ path: `${SHOTS}/guest-list-timeline-1280.png`, fullPage: true });

  // The day sheet: the list, without buttons, whichever layout is on screen.
  await page.emulateMedia({ media: 'print' });
  await expect(walkIn).toBeVisible();
  await expect(page.getByRole('button', { name: 'New booking' })).toBeHidden();
  await expect(walkIn.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/guest-list-print.png`, fullPage: true });
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
  await page.screenshot({ path: `${SHOTS}/guest-list-timeline-is-768.png`, fullPage: true });
  // Nothing sticks out of a tablet's width: the hours scroll inside the timeline.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/${SLUG}/guestlist?view=list&date=${day}&lng=is`);
  await expect(row.getByText('Gjald innheimt', { exact: true })).toBeVisible();
  await expectAxeClean(page);
});
