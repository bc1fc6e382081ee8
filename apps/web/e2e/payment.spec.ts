import type { Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { OwnServer } from './own-server';
import {
  CARDS,
  discover,
  EN,
  ES,
  fillCard,
  fillContact,
  futureExpiry,
  holdTable,
  IS,
  paymentFrame,
  PHONES,
  SANDBOXED_FRAME_NOISE,
  textbox,
} from './payment-steps';
import { expectAxeClean } from './axe';
import type { Restaurant, Words } from './payment-steps';
import { OWN_SERVER_PORT, spanishSiteUrl } from './servers';
import { saveScreenshot } from './screenshots';

// Card payments through the sandbox provider's 3-D Secure pages (README, "Card payments and
// test cards"). Restaurants (apps/server/seed/demo): Kjallarinn Steikhús serves the prepaid
// Christmas buffet (Jólahlaðborð menu, paymentType 2) and takes a no-show fee; Sushi Sjór
// takes a no-show fee (each test its own day or time); Taberna Lucía (Madrid, Spanish site)
// a prepayment; Fjordkjøkken (Oslo) uses the Nets-style embedded checkout.

const SHOTS = 'test-results/screenshots';

test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });
/** The page's words, and the buffet's name in its language ("Jólahlaðborð" in Icelandic). */
type BuffetWords = { event: string; guests: string; reserve: string; continue: string };
const BUFFET_EN: BuffetWords = {
  event: 'Christmas buffet',
  guests: 'Guests',
  reserve: 'Reserve',
  continue: 'Continue',
};

/** The Christmas buffet, as a diner books it: restaurant page, event, menu, complete. */
async function bookChristmasBuffet(
  page: Page,
  restaurant: Restaurant,
  guests: string,
  words: BuffetWords = BUFFET_EN,
  lng = 'en',
  origin = '',
) {
  await page.goto(`${origin}/${restaurant.slug}?lng=${lng}`);
  const link = page.getByRole('link', { name: words.event }).first();
  const href = (await link.getAttribute('href')) ?? '';
  const next = new URL(href, page.url()).searchParams.get('date') ?? '';
  expect(next).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.event);
  await page.getByLabel(words.guests, { exact: true }).selectOption(guests);
  await page.getByRole('button', { name: words.reserve }).first().click();
  // The buffet is the event's only menu, so it is preselected for the whole party.
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await page.locator('.upsell__footer').getByRole('button', { name: words.continue }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
}

/** Submits (by default a prepayment's button) and waits for the bank's challenge. */
async function submitAndOpenChallenge(
  page: Page,
  words: Words,
  submit: string | RegExp = words.submitPay,
) {
  await page.getByRole('button', { name: submit }).click();
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
  // The last line is the total to pay now.
  await expect(charges.getByRole('definition').last()).toHaveText(/29[,.]800/);
  await fillContact(page, EN);
  await fillCard(page, EN, CARDS.challenge);
  const { dialog, frame } = await submitAndOpenChallenge(page, EN);
  await expect(frame.getByText(/29[,.]800/)).toBeVisible();
  await expectAxeClean(page, '[role="dialog"]');
  const box = await dialog.locator('iframe').boundingBox();
  expect(box?.height).toBeCloseTo(900 * 0.6, -1);
  await saveScreenshot(page, { path: `${SHOTS}/payment-challenge-1280.png` });
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
  await page.getByRole('button', { name: EN.submitPay }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
});

/**
 * A WebSocket that cannot connect, as behind a proxy that refuses the upgrade: the browser's
 * WebSocket fails at once with an error, as a refused handshake does. (Chromium's URL blocking
 * and Playwright's routes do not apply to WebSocket handshakes.)
 */
async function blockWebSockets(page: Page) {
  await page.addInitScript(() => {
    class RefusedWebSocket extends EventTarget {
      static readonly CONNECTING = 0;
      static readonly OPEN = 1;
      static readonly CLOSING = 2;
      static readonly CLOSED = 3;
      readyState = 0;
      binaryType = 'blob';
      onopen: ((event: Event) => void) | null = null;
      onerror: ((event: Event) => void) | null = null;
      onclose: ((event: CloseEvent) => void) | null = null;
      onmessage: ((event: MessageEvent) => void) | null = null;
      constructor(readonly url: string) {
        super();
        setTimeout(() => {
          this.readyState = 3;
          this.onerror?.(new Event('error'));
          this.onclose?.(new CloseEvent('close', { code: 1006, wasClean: false }));
        }, 10);
      }
      send(): void {}
      close(): void {}
    }
    Object.defineProperty(window, 'WebSocket', { value: RefusedWebSocket });
  });
}

/** The payment status endpoint unreachable: only the hub can tell the page the outcome. */
async function blockStatusChecks(page: Page) {
  await page.route('**/api/web/booking/paymentstatus/**', (route) => route.abort());
}

test('Icelandic, no-show guarantee: the card is verified without a challenge', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'sushi-sjor', 'no_show_fee');
  const date = daysAhead(6, restaurant.timeZone, [1]);
  await holdTable(page, restaurant, { lng: 'is', date, time: '19:00', guests: '2' });
  const charges = page.getByRole('region', { name: 'Gjöld' });
  await expect(charges.getByText('Gjald ef ekki er mætt', { exact: true })).toBeVisible();
  await fillContact(page, IS);
  await fillCard(page, IS, CARDS.approve);
  await page.getByRole('button', { name: IS.submitConfirm }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IS.confirmed);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('Icelandic on a phone: the prepaid Christmas buffet through the bank’s challenge', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'kjallarinn-steikhus', 'no_show_fee');
  await page.setViewportSize({ width: 375, height: 812 });
  await bookChristmasBuffet(
    page,
    restaurant,
    '4',
    { event: 'Jólahlaðborð', guests: 'Fjöldi gesta', reserve: 'Bóka', continue: 'Áfram' },
    'is',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Kláraðu viðburðarbókunina hjá ${restaurant.name}`,
  );
  await fillContact(page, IS);
  await fillCard(page, IS, CARDS.challenge);
  const { dialog, frame } = await submitAndOpenChallenge(page, IS);
  // Full screen on a phone.
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  await expectAxeClean(page, '[role="dialog"]');
  await saveScreenshot(page, { path: `${SHOTS}/payment-challenge-is-375.png` });
  await frame.getByRole('button', { name: IS.approve }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IS.confirmed);
});

test.describe('Spanish site', () => {
  test('a prepaid table in Madrid through the bank’s challenge, in Spanish', async ({
    page,
    request,
  }) => {
    const restaurant = await discover(
      request,
      'taberna-lucia-madrid',
      'prepayment',
      spanishSiteUrl,
    );
    const date = daysAhead(5, restaurant.timeZone);
    await holdTable(page, restaurant, {
      lng: 'es',
      date,
      time: '20:00',
      guests: '2',
      origin: spanishSiteUrl,
    });
    // Madrid's time wherever the diner's browser is (this one runs in UTC).
    await expect(page.locator('.booking-summary')).toContainText('20:00');
    await expect(page.getByRole('region', { name: 'Cargos' })).toContainText('30,00');
    await fillContact(page, ES, PHONES.es);
    await fillCard(page, ES, CARDS.challenge);
    const { frame } = await submitAndOpenChallenge(page, ES);
    await frame.getByRole('button', { name: ES.approve }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES.confirmed);
    await expect(page.getByText(/^20:00–\d\d:\d\d$/)).toBeVisible();
  });

  test('the prepaid Christmas buffet through the bank’s challenge, in Spanish', async ({
    page,
    request,
  }) => {
    const restaurant = await discover(
      request,
      'kjallarinn-steikhus',
      'no_show_fee',
      spanishSiteUrl,
    );
    await bookChristmasBuffet(
      page,
      restaurant,
      '2',
      {
        event: 'Bufé de Navidad',
        guests: 'Comensales',
        reserve: 'Reservar',
        continue: 'Continuar',
      },
      'es',
      spanishSiteUrl,
    );
    await fillContact(page, ES);
    await fillCard(page, ES, CARDS.challenge);
    const { frame } = await submitAndOpenChallenge(page, ES);
    await frame.getByRole('button', { name: ES.approve }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES.confirmed);
  });

  test('a no-show-guaranteed table through the bank’s challenge, in Spanish', async ({
    page,
    request,
  }) => {
    const restaurant = await discover(request, 'sushi-sjor', 'no_show_fee', spanishSiteUrl);
    const date = daysAhead(6, restaurant.timeZone, [1]);
    await holdTable(page, restaurant, {
      lng: 'es',
      date,
      time: '20:00',
      guests: '2',
      origin: spanishSiteUrl,
    });
    await fillContact(page, ES);
    await fillCard(page, ES, CARDS.challenge);
    const { frame } = await submitAndOpenChallenge(page, ES, ES.submitConfirm);
    await frame.getByRole('button', { name: ES.approve }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ES.confirmed);
  });
});

test('card validation: a bad number, a past expiry and a short CVC', async ({ page, request }) => {
  const restaurant = await discover(request, 'sushi-sjor', 'no_show_fee');
  const date = daysAhead(8, restaurant.timeZone, [1]);
  await page.setViewportSize({ width: 375, height: 812 });
  await holdTable(page, restaurant, { lng: 'en', date, time: '20:00', guests: '2' });
  const number = textbox(page, EN.cardNumber);
  await number.fill('4242 4242 4242 4241');
  await number.blur();
  await expect(number).toHaveAccessibleDescription('That card number isn’t valid');
  const expiry = textbox(page, EN.cardExpiry);
  await expiry.fill('01/20');
  await expiry.blur();
  await expect(expiry).toHaveAccessibleDescription('That expiry date isn’t valid');
  const cvc = textbox(page, EN.cardCvc);
  await number.fill(CARDS.approve);
  await cvc.fill('12');
  await cvc.blur();
  await expect(cvc).toHaveAccessibleDescription('That security code isn’t valid');
  await saveScreenshot(page, { path: `${SHOTS}/card-validation-375.png`, fullPage: true });

  // Nothing is sent while the card is wrong.
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().includes('/booking/complete/v2')) sent += 1;
  });
  await fillContact(page, EN);
  await page.getByRole('button', { name: EN.submitConfirm }).click();
  await expect(expiry).toBeFocused();
  expect(sent).toBe(0);
});

test('Norway: the Nets embedded checkout takes the card', async ({ page, request }) => {
  const restaurant = await discover(request, 'fjordkjokken-oslo', 'no_show_fee');
  const date = daysAhead(9, restaurant.timeZone, [1, 4]);
  await holdTable(page, restaurant, { lng: 'en', date, time: '19:00', guests: '2' });
  // Oslo's time wherever the diner's browser is (this one runs in UTC).
  await expect(page.locator('.booking-summary')).toContainText('19:00');
  // The provider's hosted checkout takes the card, not the complete form.
  await expect(textbox(page, EN.cardNumber)).toHaveCount(0);
  await fillContact(page, EN, PHONES.no);
  await page.getByRole('button', { name: EN.submitConfirm }).click();
  const frame = paymentFrame(page, EN);
  await frame.getByLabel('Card number').fill(CARDS.approve);
  await frame.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await frame.getByLabel('CVC').fill('123');
  await frame.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
  await expect(page.getByText(/^19:00–\d\d:\d\d$/)).toBeVisible();
});

test.describe('when the hub has a hard time', () => {
  test.use({
    // One pattern: Playwright reads a two-element array option as [value, options].
    allowedConsoleErrors: [
      new RegExp(
        [
          SANDBOXED_FRAME_NOISE.source,
          '^WebSocket connection to .* failed',
          '^Failed to load resource: net::ERR_(FAILED|CONNECTION_REFUSED|BLOCKED_BY_CLIENT)',
          // A restarting server's starting gate answers the hub's reconnect polls with 503
          // until it is ready (docs/operations.md).
          '^Failed to load resource: the server responded with a status of 503',
        ].join('|'),
      ),
    ],
  });

  test('forced to long polling, the hub still delivers the payment event', async ({
    page,
    request,
  }) => {
    await blockWebSockets(page);
    await blockStatusChecks(page);
    let webSockets = 0;
    page.on('websocket', () => (webSockets += 1));
    const restaurant = await discover(request, 'sushi-sjor', 'no_show_fee');
    const date = daysAhead(7, restaurant.timeZone, [1]);
    await holdTable(page, restaurant, { lng: 'en', date, time: '19:30', guests: '2' });
    await fillContact(page, EN);
    await fillCard(page, EN, CARDS.challenge);
    const polled = page.waitForRequest(
      (req) =>
        req.url().includes('/api/hubs/payment-events/') && req.url().includes('transport=polling'),
    );
    const { frame } = await submitAndOpenChallenge(page, EN, EN.submitConfirm);
    await polled;
    await frame.getByRole('button', { name: EN.approve }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
    expect(webSockets).toBe(0);
  });

  test('the server restarts while the bank’s page is open: the event arrives after reconnect', async ({
    page,
  }) => {
    const server = new OwnServer(OWN_SERVER_PORT);
    await server.start({ fresh: true });
    try {
      await blockStatusChecks(page);
      const restaurant = await discover(page.request, 'sushi-sjor', 'no_show_fee', server.url);
      const date = daysAhead(6, restaurant.timeZone, [1]);
      await holdTable(page, restaurant, {
        lng: 'en',
        date,
        time: '19:00',
        guests: '2',
        origin: server.url,
      });
      await fillContact(page, EN);
      await fillCard(page, EN, CARDS.challenge);
      const { dialog, frame } = await submitAndOpenChallenge(page, EN, EN.submitConfirm);

      await server.stop();
      await expect(dialog.getByRole('status')).toHaveText('Connection lost. Reconnecting…');
      await server.start();
      await expect(dialog.getByRole('status')).not.toHaveText('Connection lost. Reconnecting…', {
        timeout: 15_000,
      });
      await frame.getByRole('button', { name: EN.approve }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.confirmed);
    } finally {
      await server.stop();
    }
  });
});
