import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  CARDS,
  discover,
  EN,
  expectAxeClean,
  fillCard,
  fillContact,
  paymentFrame,
  SANDBOXED_FRAME_NOISE,
  textbox,
} from './payment-steps';
import type { Restaurant, Words } from './payment-steps';

// Card payments through the sandbox provider's 3-D Secure pages (README, "Card payments and
// test cards"). Restaurants (apps/server/seed/demo): Kjallarinn Steikhús serves the prepaid
// Christmas buffet (Jólahlaðborð menu, paymentType 2) and takes a no-show fee.

const SHOTS = 'test-results/screenshots';

test.use({ allowedConsoleErrors: SANDBOXED_FRAME_NOISE });
const BUFFET_EN = { guests: 'Guests', reserve: 'Reserve', continue: 'Continue' };

/** The Christmas buffet, as a diner books it: restaurant page, event, menu, complete. */
async function bookChristmasBuffet(
  page: Page,
  restaurant: Restaurant,
  guests: string,
  words: { guests: string; reserve: string; continue: string } = BUFFET_EN,
  lng = 'en',
) {
  await page.goto(`/${restaurant.slug}?lng=${lng}`);
  const link = page.getByRole('link', { name: 'Jólahlaðborð' }).first();
  const href = (await link.getAttribute('href')) ?? '';
  const next = new URL(href, page.url()).searchParams.get('date') ?? '';
  expect(next).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jólahlaðborð');
  await page.getByLabel(words.guests, { exact: true }).selectOption(guests);
  await page.getByRole('button', { name: words.reserve }).first().click();
  // The buffet is the event's only menu, so it is preselected for the whole party.
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await page.locator('.upsell__footer').getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
}

async function submitAndOpenChallenge(page: Page, words: Words) {
  await page.getByRole('button', { name: words.submit }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  const frame = paymentFrame(page, words);
  await frame.getByRole('button', { name: words.continueToBank }).click();
  await expect(frame.getByRole('button', { name: words.approve })).toBeVisible();
  return { dialog, frame };
}

test('prepaid Christmas buffet: 3-D Secure challenge, approve, confirmation', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'kjallarinn-steikhus', 'no_show_fee');
  await page.setViewportSize({ width: 1280, height: 900 });
  await bookChristmasBuffet(page, restaurant, '2');
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges.getByText('Prepayment')).toBeVisible();
  await expect(charges.getByText(/29[,.]800/)).toBeVisible();
  await fillContact(page, EN);
  await fillCard(page, EN, CARDS.challenge);
  const { dialog, frame } = await submitAndOpenChallenge(page, EN);
  await expect(frame.getByText(/29[,.]800/)).toBeVisible();
  await expectAxeClean(page, '[role="dialog"]');
  const box = await dialog.locator('iframe').boundingBox();
  expect(box?.height).toBeCloseTo(900 * 0.6, -1);
  await page.screenshot({ path: `${SHOTS}/payment-challenge-1280.png` });
  await frame.getByRole('button', { name: EN.approve }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('challenge declined: the failure alert and the card form again', async ({ page, request }) => {
  const restaurant = await discover(request, 'kjallarinn-steikhus', 'no_show_fee');
  await bookChristmasBuffet(page, restaurant, '3');
  await fillContact(page, EN);
  await fillCard(page, EN, CARDS.challenge);
  const { frame } = await submitAndOpenChallenge(page, EN);
  await frame.getByRole('button', { name: EN.decline }).click();
  await expect(page.getByRole('alert')).toContainText(EN.paymentFailed);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(textbox(page, EN.cardNumber)).toBeFocused();
  await expect(textbox(page, EN.cardNumber)).toBeEditable();

  // Another card goes through at once.
  await fillCard(page, EN, CARDS.approve);
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
});
