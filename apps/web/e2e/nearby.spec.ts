import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The nearby page (docs/product.md, "Nearby") on the demo restaurants
// (apps/server/seed/demo/restaurants.ts), from a point on Skólavörðustígur in Reykjavík:
// Skólavörðuhús is 229 m away, Bruggstofan 331 m; Harpa's two restaurants (Hörpuhornið, then
// Tónn, at one address) are 974 m away. Every test runs with the map tiles blocked: the list is
// the page, and the map must still show its markers and name itself.

const HERE = { latitude: 64.142, longitude: -21.927 };
const NEARBY = '/nearby/64.142/-21.927/20';
const HARPA = '/nearby/64.142/-21.927/20/true';

// The blocked tiles are failed loads, which Chromium reports on the console.
test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

test.beforeEach(async ({ page }) => {
  await page.route('**/tile.openstreetmap.org/**', (route) => route.abort());
});

const rows = (page: Page) => page.locator('.nearby-list > li');
const names = (page: Page) => page.locator('.nearby-list .result-row__name');
const map = (page: Page, name: string) => page.getByRole('region', { name });

test('lists the closest demo restaurant first with its distance, and a time starts the booking', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${NEARBY}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants nearby');
  await expect(page).toHaveTitle('Restaurants nearby – Dekka');
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText('20 restaurants', { exact: true })).toBeVisible();
  await expect(names(page).nth(0)).toHaveText('Skólavörðuhús');
  await expect(names(page).nth(1)).toHaveText('Bruggstofan');
  await expect(rows(page).first().getByText('230 m', { exact: true })).toBeVisible();
  await expect(rows(page).nth(1).getByText('330 m', { exact: true })).toBeVisible();

  // No tile ever loads, yet the map names itself and its markers lead to the restaurants.
  const markers = map(page, 'Map of the restaurants listed');
  await expect(markers).toBeVisible();
  const first = markers.getByRole('link', { name: '1. Skólavörðuhús, 230 m' });
  await expect(first).toHaveAttribute('href', /^\/skolavorduhus\?dateTime=.+&guests=2$/);
  await expect(markers.getByRole('link', { name: /^\d+\. / })).toHaveCount(20);

  // A time (or the next free one) starts the booking for two, as on the results page.
  const time = rows(page)
    .first()
    .getByRole('button', { name: /^Book / })
    .first();
  await time.click();
  await expect(page).toHaveURL(
    (url) => !url.pathname.startsWith('/nearby') && url.searchParams.get('lng') === 'en',
  );
  const query = new URL(page.url()).searchParams;
  expect(query.get('guests')).toBe('2');
  if (['/checkout/upsell', '/book/reserve'].includes(new URL(page.url()).pathname)) {
    expect(['upsell', 'reserve']).toContain(query.get('currentStep'));
  } else {
    // A time with an event opens the restaurant page at that time.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skólavörðuhús');
  }
});

test('the Harpa variant lists only the restaurants in Harpa', async ({ page }) => {
  await page.goto(`${HARPA}/en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants in Harpa');
  await expect(names(page)).toHaveText(['Hörpuhornið', 'Tónn']);
  for (const row of await rows(page).all()) {
    await expect(row.getByText('970 m', { exact: true })).toBeVisible();
  }
  await expect(
    map(page, 'Map of the restaurants listed').getByRole('link', { name: '2. Tónn, 970 m' }),
  ).toBeVisible();
});

test('a marker opens its restaurant inside the app', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${HARPA}/en`);
  // Harpa's two share one address; the later one in the list is drawn on top.
  const marker = map(page, 'Map of the restaurants listed').getByRole('link', {
    name: '2. Tónn, 970 m',
  });
  await marker.click();
  await expect(page).toHaveURL((url) => url.pathname === '/tonn-i-horpu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tónn');
});

for (const lng of ['is', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`axe finds nothing on the nearby page (${lng}, ${width} px), nothing overflows`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
      await page.goto(`${NEARBY}/${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'is' ? 'Veitingastaðir í nágrenninu' : 'Restaurants nearby',
      );
      await expect(rows(page)).toHaveCount(20);
      await expect(rows(page).first().getByText('230 m', { exact: true })).toBeVisible();
      // Judged with the map drawn: its markers are in the page.
      const label =
        lng === 'is' ? 'Kort af veitingastöðunum á listanum' : 'Map of the restaurants listed';
      await expect(map(page, label).getByRole('link', { name: /^\d+\. / })).toHaveCount(20);
      await expectAxeClean(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, {
        path: `test-results/screenshots/nearby-${lng}-${width}.png`,
        fullPage: true,
      });
    });
  }
}

test('the restaurant page shows its position on a map, tiles or none', async ({ page }) => {
  await page.goto('/tonn-i-horpu?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tónn');
  const location = page.getByRole('region', { name: 'Map showing where Tónn is' });
  await location.scrollIntoViewIfNeeded();
  await expect(location.locator('.map-marker__dot')).toHaveCount(1);
  await expectAxeClean(page);
});

test.describe('the Near me button', () => {
  test.use({ geolocation: HERE, permissions: ['geolocation'] });

  test('opens the nearby page for the browser’s position', async ({ page }) => {
    // An address without a position offers the diner's own.
    await page.goto('/nearby/here/now/20/en');
    await expect(page.getByRole('alert')).toContainText('This address does not name a position');
    await page.getByRole('button', { name: 'Restaurants nearby' }).click();
    await expect(page).toHaveURL((url) => url.pathname === `${NEARBY}/en`);
    await expect(names(page).first()).toHaveText('Skólavörðuhús');
  });

  for (const [start, lng] of [
    ['/', 'is'],
    ['/results?guests=2', 'en'],
  ] as const) {
    test(`is on ${start === '/' ? 'the home page' : 'the results page'} (${lng})`, async ({
      page,
    }) => {
      await page.goto(`${start}${start.includes('?') ? '&' : '?'}lng=${lng}`);
      const name = lng === 'is' ? 'Veitingastaðir í nágrenninu' : 'Restaurants nearby';
      await page.getByRole('button', { name }).click();
      await expect(page).toHaveURL((url) => url.pathname === `${NEARBY}/${lng}`);
      await expect(names(page).first()).toHaveText('Skólavörðuhús');
    });
  }
});
