import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import {
  CARDS,
  discover,
  EN,
  fillCard,
  fillContact,
  IS,
  SLOT_LABELS,
  textbox,
} from './payment-steps';
import { expectAxeClean } from './axe';
import type { Restaurant, Words } from './payment-steps';
import { saveScreenshot } from './screenshots';

// Paying and confirming (docs/product.md, "Upsell: set menus", "Complete", "Confirmation").
// Seeded restaurants (apps/server/seed/demo), all in Reykjavík (UTC all year):
// - Grillhúsið við Tjörnina: a prepayment of 3 000 kr. per guest and two prepaid menus, one of
//   them required for every guest (Steikarseðill 9 900 kr.): 2 × Steikarseðill for 2 guests is
//   19 800 + 6 000 = 25 800 kr. to pay now. upsell.spec.ts and restaurant.spec.ts book it on
//   other days and times.
// - Hafnarljós: a no-show fee of 5 000 kr. per guest, à-la-carte menus, and a Christmas buffet
//   (14 900 kr. per guest) with no menus of its own. restaurant.spec.ts books the buffet's next
//   date; these tests take the weeks after.
// - Fjöruborð: a waiting list, and no table for ten, so a party of ten queues. A waiting-list
//   place holds no table, so it never competes with flow.spec.ts's.

const SHOTS = 'test-results/screenshots';
const ZONE = 'Atlantic/Reykjavik';

/** What these screens say, in each language the tests run in. */
interface Texts {
  lng: 'is' | 'en';
  words: Words;
  upsellTitle: string;
  continue: string;
  restaurant: string;
  /** Any menu's "one guest more" button. */
  more: RegExp;
  runningTotal: RegExp;
  charges: string;
  prepayment: string;
  covers: RegExp;
  totalNow: string;
  nothingNow: RegExp;
  menuLine: RegExp;
  pay: RegExp;
  confirm: string;
  noShowFee: string;
  noShowLine: RegExp;
  noShowTotal: RegExp;
  onlyIfYouDoNotCome: string;
  eventPrice: string;
  eventPricePerGuest: RegExp;
  eventTitle: (restaurant: string) => string;
  reserve: string;
  waitingListSlot: (time: string) => string;
  waitingListTitle: (restaurant: string) => string;
  expiresIn: string;
  holdingTable: string;
  noTableHeld: RegExp;
  joinWaitingList: string;
  completeBooking: string;
  waitingListTab: string;
}

const IS_TEXTS: Texts = {
  lng: 'is',
  words: IS,
  upsellTitle: 'Veldu matseðil',
  continue: 'Áfram',
  restaurant: 'Veitingastaður',
  more: /^Einum gesti fleira á /,
  runningTotal: /^Samtals fyrir matseðla: 19\.800\skr\.$/,
  charges: 'Gjöld',
  prepayment: 'Fyrirframgreiðsla',
  covers: /Nær yfir: 2 × .+, 3\.000\skr\. á mann × 2/,
  totalNow: 'Samtals til greiðslu núna',
  nothingNow: /[^\d.]0\skr\.$/,
  menuLine: /9\.900\skr\. á mann · greitt fyrir fram/,
  pay: /^Staðfesta og greiða 25\.800\skr\.$/,
  confirm: 'Staðfesta bókun',
  noShowFee: 'Gjald ef ekki er mætt',
  noShowLine: /5\.000\skr\. á mann × 2/,
  noShowTotal: /10\.000\skr\.$/,
  onlyIfYouDoNotCome: 'Aðeins innheimt ef þú mætir ekki',
  eventPrice: 'Verð viðburðarins á mann',
  eventPricePerGuest: /14\.900\skr\. á mann$/,
  eventTitle: (restaurant) => `Kláraðu viðburðarbókunina hjá ${restaurant}`,
  reserve: 'Bóka',
  waitingListSlot: (time) => `${time}, biðlisti`,
  waitingListTitle: (restaurant) => `Biðlisti hjá ${restaurant}`,
  expiresIn: 'Rennur út eftir',
  holdingTable: 'Við höldum borðinu fyrir þig',
  noTableHeld: /Ekkert borð er tekið frá fyrir þig/,
  joinWaitingList: 'Skrá mig á biðlista',
  completeBooking: 'Ljúka bókun',
  waitingListTab: 'Skráning á biðlista – Dekka',
};

const EN_TEXTS: Texts = {
  lng: 'en',
  words: EN,
  upsellTitle: 'Choose your menu',
  continue: 'Continue',
  restaurant: 'Restaurant',
  more: /^One guest more for /,
  runningTotal: /^Total for menus: ISK\s19,800$/,
  charges: 'Charges',
  prepayment: 'Prepayment',
  covers: /Covers: 2 × .+, ISK\s3,000 per guest × 2/,
  totalNow: 'Total to pay now',
  nothingNow: /ISK\s0$/,
  menuLine: /ISK\s9,900 per guest · prepaid/,
  pay: /^Confirm and pay ISK\s25,800$/,
  confirm: 'Confirm booking',
  noShowFee: 'No-show fee',
  noShowLine: /ISK\s5,000 per guest × 2/,
  noShowTotal: /ISK\s10,000$/,
  onlyIfYouDoNotCome: 'Charged only if you do not come',
  eventPrice: 'Event price per guest',
  eventPricePerGuest: /ISK\s14,900 per guest$/,
  eventTitle: (restaurant) => `Complete your event booking at ${restaurant}`,
  reserve: 'Reserve',
  waitingListSlot: (time) => `${time}, waiting list`,
  waitingListTitle: (restaurant) => `Waiting list for ${restaurant}`,
  expiresIn: 'Expires in',
  holdingTable: 'We are holding this table',
  noTableHeld: /No table is held for you/,
  joinWaitingList: 'Join the waiting list',
  completeBooking: 'Complete booking',
  waitingListTab: 'Join the waiting list – Dekka',
};

/** A row of the price list: the label's line with its detail and amount. */
function priceRow(page: Page, texts: Texts, label: string | RegExp) {
  return page
    .getByRole('region', { name: texts.charges })
    .locator('.prices__row')
    .filter({ has: page.getByText(label, { exact: typeof label === 'string' }) });
}

/** Restaurant page → slot → the upsell step, in the test's language. */
async function openUpsell(
  page: Page,
  restaurant: Restaurant,
  texts: Texts,
  slot: { date: string; time: string; guests: string },
) {
  await page.goto(`/${restaurant.slug}?lng=${texts.lng}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  const labels = SLOT_LABELS[texts.lng];
  await page.getByLabel(labels.date, { exact: true }).fill(slot.date);
  await page.getByLabel(labels.time, { exact: true }).selectOption(slot.time);
  await page.getByLabel(labels.guests, { exact: true }).selectOption(slot.guests);
  await page.getByRole('button', { name: slot.time, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await expect(page.getByRole('heading', { level: 1, name: texts.upsellTitle })).toBeVisible();
}

for (const [texts, days, time] of [
  [IS_TEXTS, 17, '18:30'],
  [EN_TEXTS, 18, '19:15'],
] as const) {
  test(`${texts.lng}: a prepayment shows every price, and the button says what it costs`, async ({
    page,
    request,
  }) => {
    const restaurant = await discover(request, 'grillhusid-vid-tjornina', 'prepayment');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openUpsell(page, restaurant, texts, {
      date: daysAhead(days, ZONE),
      time,
      guests: '2',
    });

    // The upsell names the restaurant and adds up the chosen menus.
    const summary = page.locator('.upsell__summary');
    await expect(summary.getByText(texts.restaurant, { exact: true })).toBeVisible();
    await expect(summary.getByText(restaurant.name, { exact: true })).toBeVisible();
    // The first menu is the steak menu at 9 900 kr. (its name follows the page's language).
    const more = page.getByRole('button', { name: texts.more }).first();
    await more.click();
    await more.click();
    await expect(page.locator('.upsell__total')).toHaveText(texts.runningTotal);
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/paying-upsell-total-${texts.lng}-1280.png` });

    await page.locator('.upsell__footer').getByRole('button', { name: texts.continue }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');

    // Every price before committing: the menus line by line, the prepayment and what it
    // covers, and the total to pay now.
    const charges = page.getByRole('region', { name: texts.charges });
    await expect(charges).toBeVisible();
    const menuRow = charges.locator('.prices__row').filter({ hasText: /^2 × / });
    await expect(menuRow).toHaveCount(1);
    await expect(menuRow).toContainText(texts.menuLine);
    await expect(priceRow(page, texts, texts.prepayment)).toContainText(texts.covers);
    await expect(priceRow(page, texts, texts.prepayment)).toContainText(/25[.,]800/);
    await expect(priceRow(page, texts, texts.totalNow)).toContainText(/25[.,]800/);
    const pay = page.getByRole('button', { name: texts.pay });
    await expect(pay).toBeVisible();
    await expectAxeClean(page);
    await page.setViewportSize({ width: 375, height: 812 });
    // The amount stays on one line, even on a phone.
    const amount = pay.locator('.price-amount');
    await expect(amount).toHaveCSS('white-space', 'nowrap');
    await saveScreenshot(page, {
      path: `${SHOTS}/paying-complete-${texts.lng}-375.png`,
      fullPage: true,
    });
  });
}

test('is: a declined card is named, its fields are marked and the card number is focused', async ({
  page,
  request,
}) => {
  const texts = IS_TEXTS;
  const restaurant = await discover(request, 'grillhusid-vid-tjornina', 'prepayment');
  await openUpsell(page, restaurant, texts, {
    date: daysAhead(19, ZONE),
    time: '20:15',
    guests: '2',
  });
  const more = page.getByRole('button', { name: texts.more }).first();
  await more.click();
  await more.click();
  await page.locator('.upsell__footer').getByRole('button', { name: texts.continue }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');

  await fillContact(page, IS);
  await fillCard(page, IS, CARDS.decline);
  await page.getByRole('button', { name: texts.pay }).click();

  await expect(page.getByRole('alert')).toContainText('Kortinu þínu var hafnað');
  const number = textbox(page, IS.cardNumber);
  await expect(number).toBeFocused();
  for (const name of [IS.cardNumber, IS.cardExpiry, IS.cardCvc]) {
    const field = textbox(page, name);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Kortinu var hafnað/);
  }
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/paying-declined-is-1280.png`, fullPage: true });

  // Another card clears the marks and goes through; the hold was kept.
  await fillCard(page, IS, CARDS.approve);
  await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: texts.pay }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IS.confirmed);
});

/** A Christmas-buffet day at least a week after the next one, so restaurant.spec.ts keeps it. */
async function laterBuffetDay(
  request: APIRequestContext,
  restaurant: Restaurant,
  weeksLater: number,
  dayLater: number,
): Promise<string> {
  const response = await request.get(`/api/web/restaurant/${restaurant.slug}/`);
  expect(response.ok()).toBe(true);
  const body: { upcomingEvents: { id: number; slug: string; nextOccurrence: string }[] } =
    await response.json();
  const buffet = body.upcomingEvents.find((event) => event.slug === 'jolahladbord');
  expect(buffet).toBeDefined();
  const next = Date.parse(buffet?.nextOccurrence ?? '');
  // Fridays and Saturdays: a week later is the same weekday, a day more the other one.
  for (const offset of [weeksLater * 7 + dayLater, weeksLater * 7, 0]) {
    const day = new Date(next + offset * 24 * 3600_000).toISOString().slice(0, 10);
    const on = await request.get(`/api/web/event/${restaurant.id}/${day}/`);
    const events: { slug: string; occurrences: unknown[] }[] = on.ok() ? await on.json() : [];
    if (events.some((event) => event.slug === 'jolahladbord' && event.occurrences.length > 0)) {
      return day;
    }
  }
  throw new Error('no Christmas buffet day found');
}

for (const [texts, dayLater] of [
  [IS_TEXTS, 0],
  [EN_TEXTS, 1],
] as const) {
  test(`${texts.lng}: an event without menus of its own skips the à-la-carte menus; a no-show fee confirms`, async ({
    page,
    request,
  }) => {
    const restaurant = await discover(request, 'hafnarljos', 'no_show_fee');
    const day = await laterBuffetDay(request, restaurant, 1, dayLater);
    await page.goto(
      `/${restaurant.slug}/event/jolahladbord?step=1&date=${day}&guests=2&lng=${texts.lng}`,
    );
    // The heading names the event once its dates have loaded (a generic title before).
    const reserve = page.getByRole('button', { name: texts.reserve, exact: true }).first();
    await expect(reserve).toBeEnabled();
    const eventName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(eventName).not.toBe('');

    const steps = page.waitForResponse((response) =>
      response.url().includes('/api/web/booking/v4/processsteps/'),
    );
    await reserve.click();
    // No upsell step: straight to reserve and the complete page.
    expect(
      ((await (await steps).json()) as { bookingProcessSteps: number[] }).bookingProcessSteps,
    ).toEqual([0, 1, 2]);
    await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      texts.eventTitle(restaurant.name),
    );

    // The restaurant has à-la-carte menus, but none is offered for the event.
    const eventId = new URL(page.url()).searchParams.get('eventId');
    expect(eventId).toMatch(/^\d+$/);
    const dateTime = `${day}T18:30`;
    const forEvent = await request.get(
      `/api/web/upsell/${restaurant.id}/${dateTime}/2/${eventId}/`,
    );
    expect(((await forEvent.json()) as { menus: unknown[] }).menus).toEqual([]);
    const aLaCarte = await request.get(`/api/web/upsell/${restaurant.id}/${dateTime}/2/null/`);
    expect(((await aLaCarte.json()) as { menus: unknown[] }).menus.length).toBeGreaterThan(0);

    // The event's price per guest, the no-show fee per guest and in total, and nothing now.
    const charges = page.getByRole('region', { name: texts.charges });
    await expect(charges.locator('.prices__row').filter({ hasText: /^\d+ × / })).toHaveCount(0);
    const eventRow = priceRow(page, texts, eventName);
    await expect(eventRow).toContainText(texts.eventPrice);
    await expect(eventRow).toContainText(texts.eventPricePerGuest);
    const fee = priceRow(page, texts, texts.noShowFee);
    await expect(fee).toContainText(texts.noShowLine);
    await expect(fee).toContainText(texts.onlyIfYouDoNotCome);
    await expect(fee).toContainText(texts.noShowTotal);
    await expect(priceRow(page, texts, texts.totalNow)).toContainText(texts.nothingNow);
    await expect(page.getByRole('button', { name: texts.confirm, exact: true })).toBeEnabled();
    await expectAxeClean(page);
    await saveScreenshot(page, {
      path: `${SHOTS}/paying-event-${texts.lng}-1280.png`,
      fullPage: true,
    });
  });
}

/** Fjöruborð as its page reads it: it keeps a waiting list (and takes no payment). */
async function waitingListRestaurant(request: APIRequestContext): Promise<Restaurant> {
  const response = await request.get('/api/web/restaurant/fjoruborg/');
  expect(response.ok()).toBe(true);
  const body: { id: number; name: string; timeZone: string; waitingListEnabled: boolean } =
    await response.json();
  expect(body.waitingListEnabled).toBe(true);
  return { id: body.id, name: body.name, slug: 'fjoruborg', timeZone: body.timeZone };
}

test('is: the waiting-list form and its confirmation speak of the waiting list only', async ({
  page,
  request,
}) => {
  const texts = IS_TEXTS;
  const restaurant = await waitingListRestaurant(request);
  // Not a Thursday: the jazz evening makes those times event times.
  const date = daysAhead(13, restaurant.timeZone, [4]);
  await page.goto(`/${restaurant.slug}?lng=is`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await page.getByLabel(SLOT_LABELS.is.date, { exact: true }).fill(date);
  await page.getByLabel(SLOT_LABELS.is.time, { exact: true }).selectOption('19:00');
  await page.getByLabel(SLOT_LABELS.is.guests, { exact: true }).selectOption('10');
  await page.getByRole('button', { name: texts.waitingListSlot('19:00') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.waitingListTitle(restaurant.name),
  );
  await expect(page).toHaveTitle(texts.waitingListTab);
  await expect(page.getByText(texts.noTableHeld)).toBeVisible();
  await expect(page.getByText(texts.expiresIn)).toBeVisible();
  await expect(page.getByText(texts.holdingTable)).toHaveCount(0);
  await expect(page.getByRole('region', { name: texts.charges })).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.completeBooking })).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/paying-waiting-list-is-1280.png`, fullPage: true });

  await fillContact(page, IS);
  await page.getByRole('button', { name: texts.joinWaitingList, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Þú ert komin(n) á biðlistann');
  await expect(page.getByText(/Þú ert á biðlista fyrir þennan tíma/)).toBeVisible();
  await expect(page.getByText(/bókunin þín er staðfest/)).toHaveCount(0);
  await expect(page).toHaveTitle('Á biðlista – Dekka');
  await expectAxeClean(page);
  await saveScreenshot(page, {
    path: `${SHOTS}/paying-waiting-list-confirmed-is-1280.png`,
    fullPage: true,
  });
});

test('en: the waiting-list form says "Join the waiting list", never "Complete booking"', async ({
  page,
  request,
}) => {
  const texts = EN_TEXTS;
  const restaurant = await waitingListRestaurant(request);
  const date = daysAhead(14, restaurant.timeZone, [4]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/${restaurant.slug}?lng=en`);
  await page.getByLabel(SLOT_LABELS.en.date, { exact: true }).fill(date);
  await page.getByLabel(SLOT_LABELS.en.time, { exact: true }).selectOption('18:30');
  await page.getByLabel(SLOT_LABELS.en.guests, { exact: true }).selectOption('10');
  await page.getByRole('button', { name: texts.waitingListSlot('18:30') }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    texts.waitingListTitle(restaurant.name),
  );
  await expect(page).toHaveTitle(texts.waitingListTab);
  await expect(page.getByText(texts.noTableHeld)).toBeVisible();
  await expect(page.getByText(texts.holdingTable)).toHaveCount(0);
  await expect(page.getByRole('button', { name: texts.completeBooking })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: texts.joinWaitingList, exact: true }),
  ).toBeEnabled();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/paying-waiting-list-en-375.png`, fullPage: true });
});
