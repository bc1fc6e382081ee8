import { randomUUID } from 'node:crypto';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The restaurant's evening as its host runs it: the owner of Trattoria Sólveig (used here and
// nowhere else) keeps the guest list open while a diner books on the web in another browser; the
// booking appears without a reload, a no-show is refused until the party is late, and the host
// moves the party arrived → seated → finished (each step in its own place in the row).

const SHOTS = 'test-results/screenshots';
const SLUG = 'trattoria-solveig';
const ZONE = 'Atlantic/Reykjavik';

test('a web booking appears live on the guest list, and the host seats the party', async ({
  page,
  browser,
}) => {
  // Dinner only, closed on Mondays.
  const day = daysAhead(6, ZONE, [1]);
  const guestList = `/${SLUG}/guestlist?date=${day}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, guestList);
  await expect(page.getByRole('button', { name: 'New booking' })).toBeEnabled();

  // A diner books 19:00 in a browser of their own.
  const lastName = `Gestur${randomUUID().slice(0, 6)}`;
  const name = `Sólrún ${lastName}`;
  const dinerContext = await browser.newContext();
  await dinerContext.clock.install({ time: now() });
  const diner = await dinerContext.newPage();
  await diner.goto(`/${SLUG}?lng=en&dateTime=${day}T19:00&guests=2`);
  await diner.getByRole('button', { name: '19:00', exact: true }).click();
  await expect(diner).toHaveURL((url) => url.pathname === '/checkout/complete');
  await diner.getByRole('textbox', { name: 'First name', exact: true }).fill('Sólrún');
  await diner.getByRole('textbox', { name: 'Last name', exact: true }).fill(lastName);
  await diner.getByRole('textbox', { name: 'Phone number', exact: true }).fill('611 2345');
  await diner
    .getByRole('textbox', { name: 'E-mail', exact: true })
    .fill(`${lastName.toLowerCase()}@example.is`);
  await diner.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await diner.getByRole('button', { name: 'Complete booking' }).click();
  await expect(diner).toHaveURL((url) => url.pathname === '/checkout/confirmation');
  await dinerContext.close();

  // On the host's screen, without a reload.
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Expected', { exact: true })).toBeVisible();
  // Days before the party is due, a no-show is refused; the row says from when.
  const noShow = row.getByRole('button', { name: `No-show: ${name}, 19:00` });
  await expect(noShow).toBeDisabled();
  await expect(noShow).toHaveAccessibleDescription('No-show from 19:15');
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-1280.png`, fullPage: true });

  for (const [action, status] of [
    ['Arrived', 'Arrived'],
    ['Seated', 'Seated'],
    ['Finished', 'Finished'],
  ] as const) {
    await row.getByRole('button', { name: `${action}: ${name}, 19:00` }).click();
    await expect(row.getByText(status, { exact: true })).toBeVisible();
  }
  // A wrong tap is taken back one step.
  await row.getByRole('button', { name: `Undo, back to Seated: ${name}, 19:00` }).click();
  await expect(row.getByText('Seated', { exact: true })).toBeVisible();

  // The tablet at the door, in Icelandic.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(`${guestList}&lng=is`);
  const sameRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(sameRow.getByText('Til borðs', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-is-768.png`, fullPage: true });
});
