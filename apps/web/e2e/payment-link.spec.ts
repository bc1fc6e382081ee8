import type { Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import {
  CARDS,
  discover,
  EN,
  fillCard,
  fillContact,
  guidOf,
  holdTable,
  paymentFrame,
  SANDBOXED_FRAME_NOISE,
} from './payment-steps';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The payment-link page (/paymentlink?guid=, /additionalinfo?guid=) for a booking that still
// needs a card. Dekka has no staff screen yet to make a booking by phone, so the diner holds a
// table at Sushi Sjór (no-show fee, apps/server/seed/demo), gives their details on the complete
// page with a card the bank declines, and then opens the link for the booking, as a
// restaurant's message would carry it. Days apart from payment.spec.ts's Sushi Sjór bookings.

/** A held booking with the diner's details and the card still owed. */
async function completeWithDeclinedCard(page: Page) {
  await fillContact(page, EN);
  await fillCard(page, EN, CARDS.decline);
  await page.getByRole('button', { name: EN.submitConfirm }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined');
}

const SHOTS = 'test-results/screenshots';

test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });

test('a payment link takes the card through 3-D Secure, then has nothing more to ask', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'sushi-sjor', 'no_show_fee');
  const date = daysAhead(10, restaurant.timeZone, [1]);
  await holdTable(page, restaurant, { lng: 'en', date, time: '19:00', guests: '3' });
  const guid = guidOf(page);
  await completeWithDeclinedCard(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/paymentlink?guid=${guid}&lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Your booking at ${restaurant.name}`,
  );
  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges.getByText('No-show fee', { exact: true })).toBeVisible();
  await expect(charges).toContainText('10,500');
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/payment-link-375.png`, fullPage: true });

  await fillCard(page, EN, CARDS.challenge);
  await page.getByRole('button', { name: EN.submitConfirm }).click();
  const frame = paymentFrame(page, EN);
  await frame.getByRole('button', { name: EN.continueToBank }).click();
  await expectAxeClean(page, '[role="dialog"]');
  await frame.getByRole('button', { name: EN.approve }).click();
  await expect(page.getByText('All set!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The same link later: nothing is owed any more.
  await page.goto(`/additionalinfo?guid=${guid}&lng=en`);
  await expect(
    page.getByText('Nothing more is owed for this booking. Confirm to finish.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: EN.cardNumber, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.getByText('All set!')).toBeVisible();
});

test('a declined card on the payment link: the failure, then another card', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'sushi-sjor', 'no_show_fee');
  const date = daysAhead(11, restaurant.timeZone, [1]);
  await holdTable(page, restaurant, { lng: 'en', date, time: '19:00', guests: '2' });
  await completeWithDeclinedCard(page);
  await page.goto(`/paymentlink?guid=${guidOf(page)}&lng=en`);
  await fillCard(page, EN, CARDS.decline);
  await page.getByRole('button', { name: EN.submitConfirm }).click();
  await expect(page.getByRole('alert')).toContainText('The payment did not go through');
  await fillCard(page, EN, CARDS.approve);
  await page.getByRole('button', { name: EN.submitConfirm }).click();
  await expect(page.getByText('All set!')).toBeVisible();
});

test.describe('a payment link for a booking that does not exist', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('says so, in Icelandic', async ({ page }) => {
    await page.goto('/paymentlink?guid=5d3c2b1a-0000-4000-8000-000000000000&lng=is');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Greiðsluhlekkur');
    await expect(page.getByRole('alert')).toContainText('Við fundum ekki þessa bókun');
    await expectAxeClean(page);
  });
});
