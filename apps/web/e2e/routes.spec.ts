import { expect, test } from './fixtures';
import { danishSiteUrl } from './servers';

// Every route of the site (parameters filled in), with the page heading a visitor sees. None of
// them may show "Page not found".
const pages: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Book a table at the best restaurants/ },
  { path: '/download-app', heading: /Get the Dekka app/ },
  { path: '/results', heading: /Search results/ },
  { path: '/bookatable', heading: /Search results/ },
  { path: '/bokabord', heading: /Search results/ },
  { path: '/delivery', heading: /^Order food$/ },
  { path: '/takeaway', heading: /^Order food$/ },
  { path: '/pantamat', heading: /^Order food$/ },
  { path: '/order', heading: /^Order food$/ },
  { path: '/orderfood', heading: /^Order food$/ },
  { path: '/restaurant?id=1', heading: /Hafnarljós/ },
  { path: '/terms', heading: /Terms and privacy/ },
  { path: '/styleguide', heading: /^Style guide$/ },
  // Without a guid the payment-link page explains instead of failing.
  { path: '/paymentlink', heading: /Payment link/ },
  { path: '/additionalinfo', heading: /Payment link/ },
  { path: '/cancelbooking', heading: /Cancel booking/ },
  // Without a booking under way, the bare step prefixes lead home.
  { path: '/checkout', heading: /Book a table at the best restaurants/ },
  { path: '/checkout/upsell', heading: /This booking link is incomplete/ },
  { path: '/checkout/complete', heading: /Complete your reservation/ },
  // Without a guid the confirmation page explains instead of failing.
  { path: '/checkout/confirmation', heading: /We couldn't find that booking/ },
  { path: '/book', heading: /Book a table at the best restaurants/ },
  // Without time, party and restaurant there is nothing to reserve: the unsuccessful step.
  { path: '/book/reserve', heading: /Whoops/ },
  { path: '/book/reservation-unsuccessful?restaurantId=3', heading: /Whoops/ },
  { path: '/complete', heading: /Complete your reservation/ },
  { path: '/confirmation', heading: /We couldn't find that booking/ },
  { path: '/signup', heading: /Subscribe to our newsletter/ },
  { path: '/signup/thankyou', heading: /Thanks for subscribing/ },
  { path: '/survey/thankyou', heading: /Thank you for your answers/ },
  { path: '/login', heading: /^Sign in$/ },
  // Signs out (nobody is signed in here) and goes home.
  { path: '/logout', heading: /Book a table at the best restaurants/ },
  // Anonymous: the page asks the visitor to sign in.
  { path: '/my-bookings', heading: /^My bookings$/ },
  { path: '/jol', heading: /Christmas buffets and festive dinners/ },
  { path: '/jolahladbord', heading: /Christmas buffets and festive dinners/ },
  { path: '/christmas', heading: /Christmas buffets and festive dinners/ },
  { path: '/xmas', heading: /Christmas buffets and festive dinners/ },
  { path: '/vidburdir', heading: /Christmas buffets and festive dinners/ },
  { path: '/giftcard', heading: /Give a meal out/ },
  { path: '/giftcard/status', heading: /Gift card balance/ },
  // No card has that code (none could: it is too short).
  { path: '/giftcard/view/ABC123', heading: /We couldn.t find this gift card/ },
  { path: '/nearby/64.14/-21.94/10/en', heading: /Restaurants nearby/ },
  { path: '/nearby/64.14/-21.94/10/true/en', heading: /Restaurants in Harpa/ },
  { path: '/survey', heading: /Survey/ },
  { path: '/kaffi-krummi/order', heading: /^Kaffi Krummi$/ },
  // Anonymous: the staff page asks the visitor to sign in.
  { path: '/fiskmarkadurinn/guestlist', heading: /Staff workspace/ },
  { path: '/hafnarljos/event/jolahladbord', heading: /Christmas buffet/ },
  // Lyng's ladies' night, where /konukvold leads.
  { path: '/lyng/konukvold', heading: /Ladies. night/ },
  { path: '/hafnarljos', heading: /Hafnarljós/ },
];

// Six routes a test, each loaded fresh by address in one browser page: a new page per route
// would cost a browser context each on a slow machine and check nothing more.
const ROUTES_PER_TEST = 6;
for (let first = 0; first < pages.length; first += ROUTES_PER_TEST) {
  const group = pages.slice(first, first + ROUTES_PER_TEST);
  test(`routes ${group.map(({ path }) => path).join(', ')} render`, async ({ page }) => {
    for (const { path, heading } of group) {
      await test.step(path, async () => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=en`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByText('Page not found')).toHaveCount(0);
      });
    }
  });
}

const redirects: { from: string; to: string }[] = [
  { from: '/parties', to: '/pantamat?party=true' },
  { from: '/party', to: '/pantamat?party=true' },
  { from: '/veislur', to: '/pantamat?party=true' },
  { from: '/harpa', to: '/harpaveitingasala/order' },
  { from: '/konukvold', to: '/lyng/konukvold' },
];

test('legacy addresses redirect', async ({ page }) => {
  for (const { from, to } of redirects) {
    await test.step(`${from} redirects to ${to}`, async () => {
      await page.goto(`${from}?lng=en`);
      const [toPath, toQuery] = to.split('?');
      await expect(page).toHaveURL((url) => {
        if (url.pathname !== toPath) return false;
        const wanted = new URLSearchParams(toQuery ?? '');
        return [...wanted].every(([key, value]) => url.searchParams.get(key) === value);
      });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('/gjafabref opens the gift card shop, from the footer too', async ({ page }) => {
  await page.goto('/?lng=en');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gift cards' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/giftcard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Give a meal out/);
});

test('/gjafabref leaves for the gift card site a site has set', async ({ page, request }) => {
  // The Danish test site runs with GIFT_CARD_URL set (playwright.config.ts).
  const settings = await (await request.get(`${danishSiteUrl}/api/web/settings`)).json();
  const giftCardUrl = new URL(settings.giftCardUrl);
  // The external site is not reachable from the test machine: answer for it.
  await page.route(`${giftCardUrl.origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Gift cards</title><h1>Gift cards</h1>',
    }),
  );
  await page.goto(`${danishSiteUrl}/gjafabref`);
  await expect(page).toHaveURL((url) => url.origin === giftCardUrl.origin);
});

test('a legacy event link goes to the new event page', async ({ page }) => {
  await page.goto('/event/hafnarljos/jolahladbord?lng=en');
  await expect(page).toHaveURL(/\/hafnarljos\/event\/jolahladbord/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Christmas buffet/);
});

test('an unknown deep path shows the not-found page', async ({ page }) => {
  await page.goto('/a/b/c?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a trailing slash is stripped and lng is always set', async ({ page }) => {
  await page.goto('/terms/?lng=en');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/terms' && url.searchParams.get('lng') === 'en',
  );
  await page.getByRole('link', { name: 'Dekka', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && url.searchParams.get('lng') === 'en',
  );
});

// The server draws the public pages; the others the browser draws once their code has loaded.
// React Router warned on each such first load that it had nothing to show meanwhile.
test('a page the browser draws itself loads without warnings', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/terms?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and privacy');
  expect(warnings).toEqual([]);
});
