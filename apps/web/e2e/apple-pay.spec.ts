import type { Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { discover, EN, fillContact, pickSlot, SLOT_LABELS } from './payment-steps';
import { expectAxeClean } from './axe';
import type { Restaurant } from './payment-steps';
import { saveScreenshot } from './screenshots';

// Apple Pay on the complete page (docs/decisions/033-apple-pay.md). Chromium has no Apple Pay, so
// each test stands in for Safari's ApplePaySession: the wallet says it has a card, and its sheet
// validates the merchant and hands over a token as Safari does. Everything else is real: the
// capability check with the server's merchant identifier, merchant validation through the
// server, the complete call, the sandbox's decision and the confirmation page. Norður og niður
// takes a prepayment of 9 900 kr. a guest and offers tasting menus first (skipped here).

/** Restaurant page, a slot, past the menus to the complete page for the held table. */
async function holdTable(page: Page, restaurant: Restaurant, date: string) {
  await page.goto(`/${restaurant.slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await pickSlot(page, SLOT_LABELS.en, { date, time: '19:00', guests: '2' });
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await page.locator('.upsell__footer').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
}

/** What the stand-in sheet saw, for the test to read back. */
type SheetLog = {
  request: { total: { label: string; amount: string; type: string }; currencyCode: string };
  merchantSession: { merchantIdentifier?: string } | null;
  results: number[];
};

/** Installs the stand-in wallet before the page loads; `cardName` is the wallet card shown. */
async function installWallet(page: Page, cardName: string) {
  await page.addInitScript((displayName: string) => {
    const log: SheetLog[] = [];
    Object.assign(window, { appleSheets: log });
    class StandInSession {
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      static canMakePayments = () => true;
      static canMakePaymentsWithActiveCard = async () => true;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
      oncancel: (() => void) | null = null;
      private readonly entry: SheetLog;
      constructor(_version: number, request: SheetLog['request']) {
        this.entry = { request, merchantSession: null, results: [] };
        log.push(this.entry);
      }
      begin() {
        setTimeout(() =>
          this.onvalidatemerchant?.({
            validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
          }),
        );
      }
      abort() {}
      completeMerchantValidation(session: SheetLog['merchantSession']) {
        this.entry.merchantSession = session;
        // The diner looks at the sheet and pays with Face ID.
        setTimeout(() =>
          this.onpaymentauthorized?.({
            payment: {
              token: {
                paymentData: { version: 'EC_v1', data: 'c3RhbmQtaW4=', signature: 'c2ln' },
                paymentMethod: { displayName, network: 'Visa', type: 'debit' },
                transactionIdentifier: 'STAND-IN-1',
              },
            },
          }),
        );
      }
      completePayment(result: { status: number }) {
        this.entry.results.push(result.status);
        // A refused card: the diner closes the sheet.
        if (result.status === StandInSession.STATUS_FAILURE) setTimeout(() => this.oncancel?.());
      }
    }
    Object.assign(window, { ApplePaySession: StandInSession });
  }, cardName);
}

const sheets = (page: Page) =>
  page.evaluate(() => (window as unknown as { appleSheets: SheetLog[] }).appleSheets);

test('a diner pays the prepayment with Apple Pay instead of typing a card', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await installWallet(page, 'Visa 1234');
  const restaurant = await discover(request, 'nordur-og-nidur', 'prepayment');
  const date = daysAhead(9, restaurant.timeZone, [1]);
  await holdTable(page, restaurant, date);

  const applePay = page.getByRole('button', { name: 'Pay with Apple Pay' });
  await expect(applePay).toBeVisible();
  await expectAxeClean(page);
  await applePay.scrollIntoViewIfNeeded();
  await saveScreenshot(page, { path: 'test-results/screenshots/apple-pay-375.png' });

  // The contact details come first: the sheet does not open without them.
  await applePay.click();
  await expect(page.getByRole('textbox', { name: EN.firstName, exact: true })).toBeFocused();
  expect(await sheets(page)).toHaveLength(0);

  await fillContact(page, EN);
  await applePay.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
  // The confirmation is another route of the same page: the stand-in's log is still there.
  const [sheet] = await sheets(page);
  expect(sheet?.request.total).toEqual({ label: restaurant.name, amount: '19800', type: 'final' });
  expect(sheet?.request.currencyCode).toBe('ISK');
  expect(sheet?.merchantSession?.merchantIdentifier).toBe('merchant.is.dekka.e2e');
  expect(sheet?.results).toEqual([0]);
});

test('a refused wallet card keeps the table and says so', async ({ page, request }) => {
  await installWallet(page, 'Visa 0002');
  const restaurant = await discover(request, 'nordur-og-nidur', 'prepayment');
  const date = daysAhead(10, restaurant.timeZone, [1]);
  await holdTable(page, restaurant, date);
  await fillContact(page, EN);
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(page.getByText('Your card was declined', { exact: false })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  expect((await sheets(page))[0]?.results).toEqual([1]);
  // The card form is still there for another card.
  await expect(page.getByRole('textbox', { name: EN.cardNumber, exact: true })).toBeVisible();
});

test('without Apple Pay in the browser there is no button', async ({ page, request }) => {
  const restaurant = await discover(request, 'nordur-og-nidur', 'prepayment');
  const date = daysAhead(11, restaurant.timeZone, [1]);
  await holdTable(page, restaurant, date);
  await expect(page.getByRole('textbox', { name: EN.cardNumber, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
});
