import { readdir, readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { E2E_PORT } from './servers';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The whole booking flow, as a diner does it. Every test books its own restaurant (seeded in
// apps/server/seed/demo/restaurants.ts, all without set menus and without payment), so parallel
// workers never compete for the same tables:
//   Kol og salt (English flow), Græna stofan (Icelandic flow), Núðluhúsið (embedded flow),
//   Grandi Mathöll (event), Fjöruborð (waiting list: no table seats 10 there), Lotus eldhús
//   (expired hold), Pizzeria Eldofn (validation), Hlíðar kaffi (reservation unsuccessful).

const SHOTS = 'test-results/screenshots';

interface Restaurant {
  id: number;
  name: string;
  slug: string;
  timeZone: string;
}

async function discover(request: APIRequestContext, slug: string): Promise<Restaurant> {
  // Only reads what the diner's page would show; no booking is made through the API.
  const response = await request.get(`/api/web/restaurant/${slug}/`);
  expect(response.ok()).toBe(true);
  const body: { id: number; name: string; timeZone: string; policies: { paymentRule: string } } =
    await response.json();
  expect(body.policies.paymentRule).toBe('none');
  return { id: body.id, name: body.name, slug, timeZone: body.timeZone };
}

interface Words {
  date: string;
  time: string;
  guests: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string;
  terms: RegExp;
  submit: string;
}

const EN: Words = {
  date: 'Date',
  time: 'Time',
  guests: 'Guests',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone number',
  countryCode: 'Country code',
  terms: /I accept the terms/,
  submit: 'Complete booking',
};

const IS: Words = {
  date: 'Dagsetning',
  time: 'Tími',
  guests: 'Fjöldi gesta',
  firstName: 'Fornafn',
  lastName: 'Eftirnafn',
  email: 'Netfang',
  phone: 'Símanúmer',
  countryCode: 'Landsnúmer',
  terms: /Ég samþykki skilmála/,
  submit: 'Ljúka bókun',
};

async function pickSlot(page: Page, words: Words, date: string, time: string, guests: string) {
  await page.getByLabel(words.date, { exact: true }).fill(date);
  await page.getByLabel(words.time, { exact: true }).selectOption(time);
  await page.getByLabel(words.guests, { exact: true }).selectOption(guests);
  await page.getByRole('button', { name: time, exact: true }).click();
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillContact(page: Page, words: Words) {
  await field(page, words.firstName).fill('Guðrún');
  await field(page, words.lastName).fill('Jónsdóttir');
  await field(page, words.email).fill('gudrun@example.is');
  await field(page, words.phone).fill('611 1234');
  await page.getByRole('checkbox', { name: words.terms }).check();
}

/** The .eml files the server wrote that link to `guid` (their text), oldest first. */
async function mailsLinkingTo(guid: string): Promise<string[]> {
  const mailDir = `.data-e2e-${E2E_PORT}/mail`;
  const files = (await readdir(mailDir).catch(() => [])).sort();
  const texts: string[] = [];
  for (const file of files) {
    // Quoted-printable bodies end wrapped lines with '=' and write '=' itself as '=3D'.
    const text = (await readFile(`${mailDir}/${file}`, 'utf8'))
      .replace(/=\r?\n/g, '')
      .replaceAll('=3D', '=');
    if (text.includes(`guid=${guid}`)) texts.push(text);
  }
  return texts;
}

function guidOf(page: Page): string {
  return new URL(page.url()).searchParams.get('guid') ?? '';
}

test('English: search, restaurant, slot, complete, confirmation and cancel', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'kol-og-salt');
  const date = daysAhead(3, restaurant.timeZone);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('combobox', { name: 'Search for restaurants or cuisines' }).fill('Kol og');
  await page
    .getByRole('option', { name: new RegExp(restaurant.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);

  await pickSlot(page, EN, date, '19:00', '2');
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/complete');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Complete your reservation for ${restaurant.name}`,
  );
  await expect(page.getByText('We are holding this table')).toBeVisible();
  await expect(page.getByText(/^0[45]:\d\d$/)).toBeVisible();
  await expect(page.getByLabel(EN.countryCode)).toHaveValue('IS');
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/complete-1280.png`, fullPage: true });

  await fillContact(page, EN);
  await page.getByLabel('Special request (optional)').fill('A quiet table, please.');
  await page
    .getByRole('checkbox', { name: 'Send me news and offers from Dekka by e-mail' })
    .check();
  const completing = page.waitForRequest(
    (req) => req.method() === 'PUT' && req.url().includes('/api/web/booking/complete/v2'),
  );
  await page.getByRole('button', { name: EN.submit }).click();
  const body: Record<string, unknown> = (await completing).postDataJSON();
  expect(body).toMatchObject({
    bookingName: 'Guðrún Jónsdóttir',
    bookingPhone: '+354 6111234',
    phoneNumberRegion: 'IS',
    bookingEmail: 'gudrun@example.is',
    bookingSpecialRequest: 'A quiet table, please.',
    allowDineoutEmails: true,
    allowRestaurantEmails: false,
    cardNumber: null,
    isWaitingList: false,
  });

  await expect(page).toHaveURL((url) => url.pathname === '/checkout/confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thanks, your booking is confirmed',
  );
  await expect(page.getByText('19:00–')).toBeVisible();
  await expect(page.getByText('2 guests')).toBeVisible();
  await expect(page.getByRole('heading', { name: restaurant.name })).toBeVisible();
  await expect(
    page.getByText('We have e-mailed the confirmation to gu•••@example.is.'),
  ).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/confirmation-1280.png`, fullPage: true });

  // The server sends the confirmation as it does from `npm start` with no SMTP server: an .eml
  // file under its data directory, linking to this booking's manage page.
  const guid = guidOf(page);
  await expect
    .poll(async () => (await mailsLinkingTo(guid)).join(''), { timeout: 30_000 })
    .toContain('text/calendar');

  // The manage page every e-mail links to: the booking, its calendar file, and cancelling.
  await page.getByRole('link', { name: 'Manage booking' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/booking');
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: restaurant.name })).toBeVisible();
  await expect(page.getByText('19:00–')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/manage-1280.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('booking.ics');
  const calendar = await readFile(await download.path(), 'utf8');
  expect(calendar).toContain('METHOD:PUBLISH');
  expect(calendar).toContain(`TZID=${restaurant.timeZone}:`);

  // Change the booking: another free time the same day, for three.
  await page.getByRole('button', { name: 'Change booking' }).click();
  const change = page.getByRole('region', { name: 'Change your booking' });
  await change.getByLabel('Guests').selectOption('3');
  // The times for two stay, disabled, until those for three arrive.
  await expect(change.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  const newTime = change.getByRole('button', { name: /^\d\d:\d\d$/ }).last();
  const time = (await newTime.textContent()) ?? '';
  await newTime.click();
  await expect(change.getByText(`at ${time}, 3 guests.`)).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/manage-change-1280.png`, fullPage: true });
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(
    page.getByText('Your booking has been changed. We have e-mailed you the new details.'),
  ).toBeVisible();
  await expect(page.getByText(`${time}–`)).toBeVisible();
  await expect(page.getByText('3 guests')).toBeVisible();
  await expect.poll(async () => (await mailsLinkingTo(guid)).length, { timeout: 30_000 }).toBe(2);

  await page.getByRole('link', { name: 'Cancel booking' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cancelbooking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancel booking');
  // The cancel page shows what it cancels.
  await expect(page.getByRole('heading', { level: 2, name: restaurant.name })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your booking has been cancelled.')).toBeVisible();
  await page.getByRole('link', { name: 'See your booking' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveCount(0);
  expect(guidOf(page)).toBe(guid);
});

test('Icelandic on a phone: search, restaurant, slot, complete, confirmation and cancel', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'graena-stofan');
  const date = daysAhead(4, restaurant.timeZone);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/?lng=is');
  await page.getByRole('button', { name: 'Leita', exact: true }).click();
  await page
    .getByRole('combobox', { name: 'Leitaðu að veitingastöðum eða matargerð' })
    .fill('Græna');
  await page
    .getByRole('option', { name: new RegExp(restaurant.name) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await pickSlot(page, IS, date, '19:00', '4');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Kláraðu bókunina hjá ${restaurant.name}`,
  );
  await expect(page.getByText('Við höldum borðinu fyrir þig')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/complete-is-375.png`, fullPage: true });

  // Forgetting the terms: the reason shows above the box and nothing is sent.
  await field(page, IS.firstName).fill('Guðrún');
  await field(page, IS.email).fill('gudrun@example.is');
  await field(page, IS.phone).fill('611 1234');
  let sent = 0;
  page.on('request', (req) => {
    if (req.url().includes('/booking/complete/v2')) sent += 1;
  });
  await page.getByRole('button', { name: IS.submit }).click();
  await expect(
    page.getByText('Þú þarft að samþykkja skilmálana til að ljúka bókuninni'),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: IS.terms })).toBeFocused();
  expect(sent).toBe(0);
  await saveScreenshot(page, { path: `${SHOTS}/complete-is-terms-375.png`, fullPage: true });

  await page.getByRole('checkbox', { name: IS.terms }).check();
  await page.getByRole('button', { name: IS.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Takk fyrir, bókunin þín er staðfest',
  );
  await expect(page.getByText('4 gestir')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/confirmation-is-375.png`, fullPage: true });

  await page.getByRole('link', { name: 'Sjá bókun' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bókunin þín');
  await expect(page.getByText('Staðfest', { exact: true })).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/manage-is-375.png`, fullPage: true });
  await page.getByRole('button', { name: 'Breyta bókun' }).click();
  const change = page.getByRole('region', { name: 'Breyta bókuninni' });
  await change
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await expect(change.getByText(/^Nýr tími: /)).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/manage-change-is-375.png`, fullPage: true });
  await change.getByRole('button', { name: 'Halda bókuninni' }).click();
  await expect(change).toHaveCount(0);
  await page.getByRole('link', { name: 'Afbóka' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Afbóka');
  await page.getByRole('button', { name: 'Staðfesta' }).click();
  await expect(page.getByText('Bókunin þín hefur verið afbókuð.')).toBeVisible();
});

test('embedded (isolation=true): Portal source, no footer or search, through to confirmation', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'nudluhusid');
  const date = daysAhead(5, restaurant.timeZone);
  await page.goto(`/${restaurant.slug}?lng=en&isolation=true`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);

  const reserving = page.waitForRequest((req) => req.url().includes('/api/web/booking/reserve'));
  await pickSlot(page, EN, date, '18:00', '2');
  expect((await reserving).postDataJSON()).toMatchObject({ source: 5 });
  await expect(page).toHaveURL(
    (url) => url.pathname === '/checkout/complete' && url.searchParams.get('isolation') === 'true',
  );
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // This diner came through Reserve with Google, which left its token in a cookie.
  await page.evaluate(() => {
    document.cookie = 'rwg_token=e2e-google-token; path=/';
  });
  await fillContact(page, EN);
  const completing = page.waitForRequest((req) => req.url().includes('/booking/complete/v2'));
  await page.getByRole('button', { name: EN.submit }).click();
  expect((await completing).postDataJSON()).toMatchObject({ referrerCode: 'GOGL_RESRV' });
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/checkout/confirmation' && url.searchParams.get('isolation') === 'true',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thanks, your booking is confirmed',
  );
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await saveScreenshot(page, { path: `${SHOTS}/confirmation-embedded-1280.png`, fullPage: true });
});

test('an event booking through the booking selection', async ({ page, request }) => {
  const restaurant = await discover(request, 'grandi-matholl');
  await page.goto(`/${restaurant.slug}?lng=en`);
  // The quiz night ("Spurningakeppni"), named in the page's language.
  const eventLink = page.getByRole('link', { name: 'Pub quiz' });
  const href = (await eventLink.getAttribute('href')) ?? '';
  const next = new URL(href, page.url()).searchParams.get('date') ?? '';
  expect(next).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

  await pickSlot(page, EN, next.slice(0, 10), next.slice(11), '4');
  const dialog = page.getByRole('dialog', { name: 'Select your type of booking' });
  await dialog.getByRole('button', { name: 'Reserve: Pub quiz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pub quiz');
  await page.getByRole('button', { name: 'Reserve' }).first().click();

  await expect(page).toHaveURL(
    (url) => url.pathname === '/checkout/complete' && url.searchParams.has('eventId'),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Complete your event booking at ${restaurant.name}`,
  );
  await fillContact(page, EN);
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thanks, your booking is confirmed',
  );
  await expect(page.getByText('4 guests')).toBeVisible();
});

test('a waiting-list booking, then leaving the waiting list', async ({ page, request }) => {
  const restaurant = await discover(request, 'fjoruborg');
  // A weekday without the Thursday jazz, so the slots are plain table slots.
  const date = daysAhead(6, restaurant.timeZone, [4]);
  await page.goto(`/${restaurant.slug}?lng=en`);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption('19:00');
  await page.getByLabel('Guests', { exact: true }).selectOption('10');
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /^19:00/ }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/checkout/complete' && url.searchParams.get('isWaitingList') === 'true',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Waiting list for ${restaurant.name}`,
  );
  await expect(page.getByText('Expires in')).toBeVisible();
  await saveScreenshot(page, { path: `${SHOTS}/complete-waiting-list-1280.png`, fullPage: true });
  await fillContact(page, EN);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You have been added to the waiting list',
  );
  await expectAxeClean(page);
  await saveScreenshot(page, {
    path: `${SHOTS}/confirmation-waiting-list-1280.png`,
    fullPage: true,
  });

  await page.goto(`/cancelbooking?guid=${guidOf(page)}&lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remove from waiting list');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You have been removed from the waiting list.')).toBeVisible();
});

test('a full slot with a waiting list starts a waiting-list booking', async ({ page, request }) => {
  const restaurant = await discover(request, 'fjoruborg');
  const date = daysAhead(9, restaurant.timeZone, [4]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/${restaurant.slug}?lng=en`);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption('18:00');
  await page.getByLabel('Guests', { exact: true }).selectOption('10');
  // No table seats ten here, so the slot is full but open for the waiting list.
  await page.getByRole('button', { name: '18:00, waiting list' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/checkout/complete' && url.searchParams.get('isWaitingList') === 'true',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Waiting list for ${restaurant.name}`,
  );
  await expect(page.getByText('Expires in')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/complete-waiting-list-375.png`, fullPage: true });
});

test('an expired hold disables the submit button and offers to hold the table again', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'lotus-eldhus');
  const date = daysAhead(3, restaurant.timeZone);
  await page.goto(`/${restaurant.slug}?lng=en`);
  await pickSlot(page, EN, date, '12:00', '2');
  const submit = page.getByRole('button', { name: EN.submit });
  await expect(submit).toBeEnabled();
  await fillContact(page, EN);

  await page.clock.fastForward('05:01');
  const expired = page.getByRole('button', { name: 'Reservation has expired' });
  await expect(expired).toBeDisabled();
  // The countdown's cell says so and offers the same table again, with what was typed kept.
  await expect(page.getByText('Your hold on the table has ended')).toBeVisible();
  // Back to the servers' time: the page's clock ran five minutes ahead to end the first hold.
  await page.clock.setSystemTime(now());
  await page.getByRole('button', { name: 'Hold the table again' }).click();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: EN.firstName })).toHaveValue('Guðrún');
  await saveScreenshot(page, { path: `${SHOTS}/complete-expired-1280.png`, fullPage: true });
});

test('validation messages show when a field is left', async ({ page, request }) => {
  const restaurant = await discover(request, 'pizzeria-eldofn');
  const date = daysAhead(4, restaurant.timeZone);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/${restaurant.slug}?lng=en`);
  await pickSlot(page, EN, date, '18:00', '2');

  const firstName = field(page, EN.firstName);
  await firstName.focus();
  await firstName.blur();
  await expect(firstName).toHaveAccessibleDescription('Please enter your first name');
  await firstName.fill('A');
  await expect(firstName).toHaveAccessibleDescription('Your first name needs at least 2 letters');
  await firstName.fill('Anna');
  await expect(page.getByText('Your first name needs at least 2 letters')).toHaveCount(0);

  const email = field(page, EN.email);
  await email.fill('anna@dekka');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('That e-mail address doesn’t look right');

  // A Norwegian mobile number is not an Icelandic one, until Norway is chosen.
  const phone = field(page, EN.phone);
  await phone.fill('412 34 567');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(
    'That isn’t a valid phone number for the chosen country',
  );
  await page.getByLabel(EN.countryCode).selectOption('NO');
  await expect(
    page.getByText('That isn’t a valid phone number for the chosen country'),
  ).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/complete-validation-375.png`, fullPage: true });
});

test('a stale booking link ends on the reservation-unsuccessful page', async ({
  page,
  request,
}) => {
  const restaurant = await discover(request, 'hlidar-kaffi');
  // 03:00: the café is closed, so there is nothing to hold (as with a link to a slot long gone).
  const date = daysAhead(3, restaurant.timeZone);
  await page.goto(
    `/book/reserve?dateTime=${date}T03:00&guests=2&restaurantId=${restaurant.id}&currentStep=reserve&lng=en`,
  );
  await expect(page).toHaveURL((url) => url.pathname === '/book/reservation-unsuccessful');
  await expect(page.getByText("Your reservation didn't go through")).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
});

test('a restaurant with a no-show fee asks for a card and shows the charges', async ({
  page,
  request,
}) => {
  // Sushi Sjór charges a no-show fee and takes the card on this page (no external form). Only
  // the form is checked here: taking the payment belongs to the payments work.
  const response = await request.get('/api/web/restaurant/sushi-sjor/');
  const restaurant: { id: number; name: string; timeZone: string } = await response.json();
  // Closed on Mondays; days 3-4, apart from the payment tests' days at this restaurant.
  const date = daysAhead(3, restaurant.timeZone, [1]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/sushi-sjor?lng=en`);
  await pickSlot(page, EN, date, '19:00', '2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Complete your reservation for ${restaurant.name}`,
  );

  const number = field(page, 'Card number');
  await number.fill('5555555555554444');
  await expect(number).toHaveValue('5555 5555 5555 4444');
  await expect(page.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await field(page, 'Expiry date (MM/YY)').fill('1230');
  await expect(field(page, 'Expiry date (MM/YY)')).toHaveValue('12/30');
  const cvc = field(page, 'Security code (CVC)');
  await cvc.fill('12');
  await cvc.blur();
  await expect(cvc).toHaveAccessibleDescription('That security code isn’t valid');

  const charges = page.getByRole('region', { name: 'Charges' });
  await expect(charges.getByText('No-show fee', { exact: true })).toBeVisible();
  await expect(charges.getByText(/only charged if you neither arrive/)).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/complete-card-375.png`, fullPage: true });
});

test('a restaurant that requires its policy shows it and asks for acceptance', async ({
  page,
  request,
}) => {
  // Fjordkjøkken in Oslo requires policy acceptance and takes payments on the provider's own
  // form, so the card fields stay away. Its Norwegian country sets the calling code.
  const response = await request.get('/api/web/restaurant/fjordkjokken-oslo/');
  const restaurant: { name: string; timeZone: string } = await response.json();
  // Closed on Mondays; Thursdays have an event.
  const date = daysAhead(5, restaurant.timeZone, [1, 4]);
  await page.goto('/fjordkjokken-oslo?lng=en');
  await pickSlot(page, EN, date, '18:00', '2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Complete your reservation for ${restaurant.name}`,
  );
  await expect(page.getByLabel(EN.countryCode)).toHaveValue('NO');
  await expect(field(page, 'Card number')).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', {
      name: new RegExp(`accept the reservation policy of ${restaurant.name}`),
    }),
  ).toBeVisible();
  await page.getByText('Reservation policy', { exact: true }).click();
  await expect(page.locator('.policy__text')).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/complete-policy-1280.png`, fullPage: true });
});
