import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import {
  CARDS,
  EN,
  futureExpiry,
  paymentFrame,
  SANDBOXED_FRAME_NOISE,
  textbox,
} from './payment-steps';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The kitchen's order board (docs/decisions/047-order-board.md) on the demo's Pizzería Eldofn:
// its owner keeps the board open while a diner orders a takeaway pizza with a size and pays
// through 3-D Secure in a browser of their own. The order appears without a reload; the kitchen
// accepts it with a prep time and marks it ready, and the diner's status page follows live.

const SHOTS = 'test-results/screenshots';
const SLUG = 'pizzeria-eldofn';

/** The day has loaded: its groups, or the empty day's note. */
async function expectBoardLoaded(page: Page) {
  await expect(
    page.getByText('No food orders on this day.').or(page.getByRole('heading', { name: /^New/ })),
  ).toBeVisible();
}

async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });

test('a paid takeaway order appears live on the board, and the diner sees it ready live', async ({
  page,
  browser,
}) => {
  const lastName = `Pantari${randomUUID().slice(0, 6)}`;

  await test.step('the owner signs in to the board', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const board = `/${SLUG}/orders`;
    await signInAs(page, `owner.${SLUG}@demo.dekka.is`, board);
    await expectBoardLoaded(page);
  });

  const dinerContext = await browser.newContext();
  await dinerContext.clock.install({ time: now() });
  const diner = await dinerContext.newPage();

  await test.step('a diner puts a 16" Margherita in a takeaway order', async () => {
    await diner.goto(`/${SLUG}/order?lng=en&mode=takeaway`);
    await diner.getByRole('button', { name: 'Add Margherita' }).click();
    const dialog = diner.getByRole('dialog', { name: 'Margherita' });
    await dialog.getByRole('radio', { name: /16"/ }).check();
    await dialog.getByRole('button', { name: /Add to order/ }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the board shows the day of the diner’s time, then the diner pays', async () => {
    const time = diner.getByRole('combobox', { name: 'Time' });
    // Tomorrow: today's first time can pass its lead time while the diner fills the form.
    const tomorrow = daysAhead(1);
    await diner.getByLabel('Date', { exact: true }).fill(tomorrow);
    const first = time.locator(`option[value^="${tomorrow}"]`).first();
    await time.selectOption((await first.getAttribute('value')) ?? '');
    const day = await diner.getByLabel('Date', { exact: true }).inputValue();
    await page.goto(`/${SLUG}/orders?lng=en&date=${day}`);
    await expectBoardLoaded(page);

    await textbox(diner, 'First name').fill('Jón');
    await textbox(diner, 'Last name').fill(lastName);
    await textbox(diner, 'E-mail').fill(`${lastName.toLowerCase()}@example.is`);
    await diner.getByRole('textbox', { name: 'Phone', exact: true }).fill('+354 555 1234');
    await textbox(diner, EN.cardNumber).fill(CARDS.challenge);
    await textbox(diner, EN.cardExpiry).fill(futureExpiry());
    await textbox(diner, EN.cardCvc).fill('123');
    await diner.getByRole('button', { name: 'Order and pay' }).click();
    const frame = paymentFrame(diner, EN);
    await frame.getByRole('button', { name: EN.continueToBank }).click();
    await frame.getByRole('button', { name: EN.approve }).click();
    await expect(diner.getByText('Paid: waiting for the restaurant to accept it')).toBeVisible();
  });

  const card = page.getByRole('article').filter({ hasText: lastName });
  await test.step('the order arrives on the board without a reload, marked new', async () => {
    await expect(card).toBeVisible();
    await expect(card).toHaveClass(/order-card--new/);
    await expect(card.getByText('1 × Margherita')).toBeVisible();
    await expect(card.getByText('16"')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'New order' })).toHaveText(
      /New order: \d\d:\d\d Jón/,
    );
    await expectAxeClean(page);
    await expectNoSideScroll(page);
  });

  await test.step('screenshots of the board in English and Icelandic', async () => {
    const url = new URL(page.url());
    for (const language of ['en', 'is'] as const) {
      url.searchParams.set('lng', language);
      await page.goto(url.toString());
      await expect(card).toBeVisible();
      for (const width of [375, 768, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoSideScroll(page);
        await saveScreenshot(page, {
          path: `${SHOTS}/order-board-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
    url.searchParams.set('lng', 'en');
    await page.goto(url.toString());
    await expect(card).toBeVisible();
  });

  await test.step('the kitchen accepts with 15 minutes and marks it ready', async () => {
    await card.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: /Accept order/ });
    await dialog.getByRole('radio', { name: '15 minutes' }).check();
    await expectAxeClean(page);
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(diner.getByText('Accepted by the restaurant')).toBeVisible();
    await card.getByRole('button', { name: 'Mark ready' }).click();
    await expect(card.getByText('Ready', { exact: true })).toBeVisible();
  });

  await test.step('the diner’s status page shows it ready without a reload', async () => {
    // Well inside the page's fallback poll (a minute): the hub brought it.
    await expect(diner.getByText('Ready', { exact: true })).toBeVisible({ timeout: 10_000 });
  });
  await dinerContext.close();
});
