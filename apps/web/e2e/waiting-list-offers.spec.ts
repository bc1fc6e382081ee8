import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead, now } from './clock';
import { expect, test } from './fixtures';
import { signInAs, tableOfferLinkFor } from './mail';
import { expectAxeClean } from './axe';
import { EN, fillContact } from './payment-steps';
import { saveScreenshot } from './screenshots';

// Waiting-list offers at Tjöruhúsið Vestur (Ísafjörður; used here and nowhere else, no payment
// rule, a waiting list): a whole evening's 19:00 is booked through the API, a diner joins the
// waiting list in the browser, a table frees up and is offered to the diner by e-mail, who
// accepts it; then, with automatic offers turned off, the owner offers the next freed table to
// the next entry by hand on the guest list.

const SLUG = 'tjoruhusid-vestur';
const SHOTS = 'test-results/screenshots';

type Restaurant = { id: number; name: string; timeZone: string };

/** A diner of the API's own: an anonymous identity, as the web app gets one. */
async function apiDiner(request: APIRequestContext) {
  const session = await request.post('/api/auth/anonymous/');
  expect(session.ok()).toBe(true);
  const { token } = (await session.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    /** Reserves and completes; the guid, or null when the time is full. */
    async book(
      restaurant: Restaurant,
      dateTime: string,
      contact: { name: string; email: string },
      isWaitingList = false,
    ): Promise<string | null> {
      const reserved = await request.post('/api/web/booking/reserve/', {
        headers,
        data: {
          date: dateTime,
          guests: 2,
          restaurantId: restaurant.id,
          source: 2,
          menus: [],
          isWaitingList,
        },
      });
      expect(reserved.ok()).toBe(true);
      const { guid } = (await reserved.json()) as { guid: string | null };
      if (!guid) return null;
      const completed = await request.put('/api/web/booking/complete/v2/', {
        headers: { 'accept-language': 'en' },
        data: {
          guid,
          bookingName: contact.name,
          bookingPhone: '+354 611 1234',
          phoneNumberRegion: 'IS',
          bookingEmail: contact.email,
          bookingSpecialRequest: null,
          cardNumber: null,
          cardExpiryMonth: null,
          cardExpiryYear: null,
          cardCvc: null,
          allowDineoutEmails: false,
          allowRestaurantEmails: false,
          referrerCode: null,
          isWaitingList,
        },
      });
      expect(completed.ok()).toBe(true);
      expect(((await completed.json()) as { response: number }).response).toBe(1);
      return guid;
    },
    async cancel(guid: string) {
      const res = await request.put(`/api/web/booking/cancel/${guid}/`);
      expect(res.ok()).toBe(true);
    },
  };
}

/** Joins the waiting list for 19:00, for two, on the restaurant's page, as a diner does. */
async function joinWaitingList(page: Page, restaurant: Restaurant, date: string) {
  await page.goto(`/${SLUG}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByLabel('Time', { exact: true }).selectOption('19:00');
  await page.getByLabel('Guests', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: '19:00, waiting list' }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/checkout/complete' && url.searchParams.get('isWaitingList') === 'true',
  );
  await fillContact(page, EN);
  await page.getByRole('button', { name: EN.submitWaitingList }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You have been added to the waiting list',
  );
}

test('a freed table is offered to the waiting list by e-mail, accepted, and offered by hand', async ({
  page,
  browser,
  request,
}) => {
  const response = await request.get(`/api/web/restaurant/${SLUG}/`);
  expect(response.ok()).toBe(true);
  const restaurant = (await response.json()) as Restaurant & { waitingListEnabled: boolean };
  expect(restaurant.waitingListEnabled).toBe(true);
  // Dinner only, closed on Mondays.
  const day = daysAhead(4, restaurant.timeZone, [1]);
  const at = `${day}T19:00`;

  // The whole 19:00 for two is booked, each table by a diner of its own.
  const api = await apiDiner(request);
  const booked: string[] = [];
  for (let n = 0; n < 60; n += 1) {
    const guid = await api.book(restaurant, at, {
      name: `Gestur ${n + 1}`,
      email: `gestur-${n + 1}@example.is`,
    });
    if (!guid) break;
    booked.push(guid);
  }
  expect(booked.length).toBeGreaterThan(1);

  // The diner joins the waiting list in a browser of their own.
  const dinerContext = await browser.newContext();
  await dinerContext.clock.install({ time: now() });
  const diner = await dinerContext.newPage();
  await joinWaitingList(diner, restaurant, day);

  // A table frees up: the offer reaches the diner's inbox, and its Accept button the offer.
  await api.cancel(booked[0] ?? '');
  const accept = await tableOfferLinkFor('gudrun@example.is', 'accept');
  await diner.goto(accept);
  await expect(
    diner.getByRole('heading', { level: 2, name: 'A table is free for you' }),
  ).toBeVisible();
  await expect(diner.getByText(/^Held for you until \d\d:\d\d\.$/)).toBeVisible();
  await expect(diner.getByRole('button', { name: 'Accept the table' })).toBeFocused();
  await expectAxeClean(diner);
  await saveScreenshot(diner, { path: `${SHOTS}/table-offer-1280.png`, fullPage: true });
  await diner.getByRole('button', { name: 'Accept the table' }).click();
  await expect(
    diner.getByText('You accepted the table offered to you: your booking is confirmed.'),
  ).toBeVisible();
  await expect(diner.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(diner.getByText('19:00–')).toBeVisible();
  await expect(diner.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  // The same booking from the manage link: the entry became the booking.
  await diner.goto(`/booking?guid=${new URL(accept, 'http://x').searchParams.get('guid')}&lng=en`);
  await expect(diner.getByText('Confirmed', { exact: true })).toBeVisible();
  await dinerContext.close();

  // The owner turns automatic offers off; the next entry then waits for the staff.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, `/${SLUG}/settings/rules?lng=en`);
  const offers = page.getByRole('checkbox', {
    name: 'Offer a table that frees up to the waiting list by e-mail',
  });
  await expect(offers).toBeChecked();
  await offers.uncheck();
  const saving = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes('/settings/rules'),
  );
  await page.getByRole('button', { name: 'Save the rules' }).click();
  expect((await saving).ok()).toBe(true);

  const next = { name: 'Jón Jónsson', email: 'jon@example.is' };
  expect(await api.book(restaurant, at, next, true)).not.toBeNull();
  await api.cancel(booked[1] ?? '');

  await page.goto(`/${SLUG}/guestlist?date=${day}&lng=en`);
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: next.name }) });
  await expect(row.getByText('Waiting list', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Offer a table: ${next.name}, 19:00` }).click();
  await expect(row.getByRole('combobox', { name: 'Table' })).toBeFocused();
  await expectAxeClean(page);
  await row.getByRole('button', { name: 'Offer the table' }).click();
  await expect(row.getByText(/^Offered \S+ until \d\d:\d\d$/)).toBeVisible();
  await expect(row.getByRole('button', { name: /^Offer a table/ })).toHaveCount(0);
  await saveScreenshot(page, { path: `${SHOTS}/guest-list-offer-1280.png`, fullPage: true });
  // The diner is e-mailed the offer as for an automatic one.
  expect(await tableOfferLinkFor(next.email, 'decline')).toContain('answer=decline');

  // Phones: the offered row still reads and works at 375 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByText(/^Offered \S+ until \d\d:\d\d$/)).toBeVisible();
  await expectAxeClean(page);
});
