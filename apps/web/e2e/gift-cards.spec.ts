import type { Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { buyGiftCard } from './gift-card-steps';
import { giftCardLinkFor, signInAs } from './mail';
import {
  CARDS,
  discover,
  EN,
  fillContact,
  futureExpiry,
  paymentFrame,
  SANDBOXED_FRAME_NOISE,
  SLOT_LABELS,
  textbox,
} from './payment-steps';
import { expectAxeClean } from './axe';
import type { Restaurant } from './payment-steps';
import { saveScreenshot } from './screenshots';

// Gift cards (docs/product.md, "Gift cards"): bought in the shop with a card through 3-D Secure,
// e-mailed to the recipient (the server writes the mail as an .eml file), opened from that mail,
// used toward a prepayment, and looked up on the balance page. Skólavörðuhús (seeded, Reykjavík,
// UTC all year) takes a prepayment of 12 900 kr. per guest and offers tasting menus, which these
// tests pass by; no other browser test books it. Dinner, closed on Mondays.

const SHOTS = 'test-results/screenshots';
const ZONE = 'Atlantic/Reykjavik';
const RECIPIENT = { name: 'Sigga', email: 'sigga.gift@example.is' };
const MESSAGE = 'Til hamingju með daginn!\n<b>Njóttu vel</b> – Jón';

test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });

/** Nothing wider than the screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** The restaurant page, a time, past the optional menus, to the complete page. */
async function holdTableAt(page: Page, restaurant: Restaurant, date: string, time: string) {
  await page.goto(`/${restaurant.slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  const labels = SLOT_LABELS.en;
  await page.getByLabel(labels.date, { exact: true }).fill(date);
  await page.getByLabel(labels.time, { exact: true }).selectOption(time);
  await page.getByLabel(labels.guests, { exact: true }).selectOption('2');
  await page.getByRole('button', { name: time, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await page.locator('.upsell__footer').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
}

test('a gift card bought through 3-D Secure, opened from its e-mail, pays a prepayment', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'skolavorduhus', 'prepayment');

  await test.step('the shop, on a desktop and a phone', async () => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/giftcard?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Give a meal out');
      await expect(page.getByRole('group', { name: 'Amount' })).toBeVisible();
      await expect(page).toHaveTitle('Gift cards – Dekka');
      await expectAxeClean(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, { path: `${SHOTS}/gift-shop-${width}.png`, fullPage: true });
    }
  });

  await test.step('buy a card of 30 000 kr. for any restaurant, through the bank', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Nothing filled in: the first field to fix takes the focus.
    await page.getByRole('button', { name: 'Buy the gift card' }).click();
    await expect(page.getByRole('radio').first()).toBeFocused();
    await expectAxeClean(page);

    await page.getByRole('radio', { name: 'Other amount' }).check();
    await textbox(page, 'Amount in ISK').fill('30.000');
    await textbox(page, 'Their name').fill(RECIPIENT.name);
    await textbox(page, 'Their e-mail').fill(RECIPIENT.email);
    await textbox(page, 'Your message (optional)').fill(MESSAGE);
    await textbox(page, 'Your name').fill('Jón');
    await textbox(page, 'Your e-mail').fill('jon.gift@example.is');
    await textbox(page, EN.cardNumber).fill(CARDS.challenge);
    await textbox(page, EN.cardExpiry).fill(futureExpiry());
    await textbox(page, EN.cardCvc).fill('123');
    await page.getByRole('button', { name: /^Pay ISK\s30,000$/ }).click();

    const frame = paymentFrame(page, EN);
    await frame.getByRole('button', { name: EN.continueToBank }).click();
    await expectAxeClean(page, '[role="dialog"]');
    await frame.getByRole('button', { name: EN.approve }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you!');
    await expect(
      page.getByText(
        /^Your gift card of ISK\s30,000 is on its way to Sigga at sigga\.gift@example\.is\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the gift card' })).toBeVisible();
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/gift-receipt-1280.png`, fullPage: true });
  });

  const link = await giftCardLinkFor(RECIPIENT.email);
  const code = link.slice('/giftcard/view/'.length);

  await test.step('the card, opened from the e-mail, to keep or print', async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${link}?lng=en`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A gift card for Sigga');
      const giftCard = page.getByRole('article', {
        name: 'Dekka gift card, valid at Any Dekka restaurant',
      });
      await expect(giftCard.getByText(/^ISK\s30,000$/)).toBeVisible();
      await expect(giftCard.getByText(`${code.replace(/(.{4})(?=.)/g, '$1-')}`)).toBeVisible();
      // The message is text: its markup shows as typed, and no <b> was made of it.
      await expect(giftCard.locator('blockquote')).toHaveText(MESSAGE);
      await expect(giftCard.locator('blockquote b')).toHaveCount(0);
      const qr = giftCard.getByRole('img', { name: 'QR code that opens this gift card' });
      await expect(qr).toBeVisible();
      expect(await qr.locator('rect').count()).toBeGreaterThan(50);
      await expectAxeClean(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, { path: `${SHOTS}/gift-view-${width}.png`, fullPage: true });
    }
    // On paper: the site's header, footer and buttons are left out, the card kept.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('article')).toBeVisible();
    await saveScreenshot(page, { path: `${SHOTS}/gift-view-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the card pays the whole prepayment of a table for two', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await holdTableAt(page, restaurant, daysAhead(14, ZONE, [1]), '19:00');
    await expect(page.getByRole('button', { name: /^Confirm and pay ISK\s25,800$/ })).toBeVisible();
    await page.getByText('Pay with a gift card').click();
    // Typed as from paper: lower case, with spaces.
    await textbox(page, 'Gift card code').fill(code.toLowerCase().replace(/(.{4})(?=.)/g, '$1 '));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText(/The gift card pays all ISK\s25,800: nothing is charged to a card now\./),
    ).toBeVisible();
    await expect(textbox(page, EN.cardNumber)).toHaveCount(0);
    await fillContact(page, EN);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, { path: `${SHOTS}/gift-complete-375.png`, fullPage: true });
    await page.getByRole('button', { name: EN.submitConfirm }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
  });

  await test.step('the balance page shows what is left and where it went', async () => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/giftcard/status?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift card balance');
      await expectAxeClean(page);
      await textbox(page, 'Gift card code').fill(code.replace(/(.{4})(?=.)/g, '$1-'));
      await page.getByRole('button', { name: 'Check balance' }).click();
      const result = page.getByRole('region', { name: /^Gift card / });
      await expect(result.locator('.gift-facts__main dd')).toHaveText(/^ISK\s4,200$/);
      const history = result.getByRole('table', { name: 'History' });
      await expect(history.getByRole('row')).toHaveCount(3);
      await expect(history.getByRole('row').nth(2)).toContainText(`Used · ${restaurant.name}`);
      await expectAxeClean(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, { path: `${SHOTS}/gift-status-${width}.png`, fullPage: true });
    }
  });
});

test.describe('in Icelandic', () => {
  // An unknown code is a 404 that Chromium logs, as it logs any failed request.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('the shop and the balance page, and a code that is no card', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/giftcard?lng=is');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gefðu góða máltíð');
    await expect(page.getByRole('group', { name: 'Upphæð' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^5\.000\skr\.$/ })).toBeVisible();
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/gift-shop-is-375.png`, fullPage: true });

    await page.goto('/giftcard/status?lng=is');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staða gjafabréfs');
    const field = textbox(page, 'Kóði gjafabréfs');
    await field.fill('abcd-efgh-1234');
    await page.getByRole('button', { name: 'Athuga stöðu' }).click();
    await expect(field).toHaveAccessibleDescription(/Þetta er ekki gjafabréfskóði/);
    await field.fill('ABCD-EFGH-JKMN-PQRS');
    await page.getByRole('button', { name: 'Athuga stöðu' }).click();
    await expect(field).toHaveAccessibleDescription(/Ekkert gjafabréf er með þennan kóða/);
    await expect(field).toBeFocused();
    await expectAxeClean(page);

    await page.goto('/giftcard/view/ABCDEFGHJKMNPQRS?lng=is');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Við fundum ekki þetta gjafabréf',
    );
    await expectAxeClean(page);
  });
});

test('the staff take part of a bill with a gift card at the table', async ({ page, request }) => {
  // Bruggstofan (Reykjavík): its guest list is opened by no other browser test.
  const slug = 'bruggstofan';
  const code = await buyGiftCard(request, 10_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, `owner.${slug}@demo.dekka.is`, `/${slug}/guestlist`);

  await page.getByRole('button', { name: 'Gift card', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a gift card' });
  await textbox(page, 'Gift card code').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Look up' }).click();
  const amount = textbox(page, 'Amount to take (ISK)');
  await expect(amount).toBeFocused();
  await expect(dialog.locator('.guest-gift__balance dd')).toHaveText(/^ISK\s10,000$/);
  await expectAxeClean(page);
  await amount.fill('4500');
  await dialog.getByRole('button', { name: 'Take the amount' }).click();
  await expect(
    dialog.getByText(/^Took ISK\s4,500 from the gift card\. ISK\s5,500 is left on it\.$/),
  ).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/gift-staff-1280.png` });

  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, { path: `${SHOTS}/gift-staff-375.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gift card', exact: true })).toBeFocused();
});
