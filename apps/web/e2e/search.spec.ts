import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

const SHOTS = 'test-results/screenshots';

test('the header search finds restaurants and Enter opens the active one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search for restaurants or cuisines' });
  await box.fill('reykjavik');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, { path: `${SHOTS}/header-search-375.png` });
  const name = (await options.first().locator('.restaurant-combobox__name').textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the header search says when nothing is found, and Escape clears it', async ({ page }) => {
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search for restaurants or cuisines' });
  await box.fill('qqqxxzz');
  await expect(page.getByText('No restaurants found')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toHaveCount(0);
});

test('the home form leads to results with times, and a filter narrows the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { name: 'Featured restaurants' })).toBeVisible();
  await expect(page.locator('.restaurant-card__link')).toHaveCount(6);
  await saveScreenshot(page, { path: `${SHOTS}/home-1280.png`, fullPage: true });

  const form = page.getByRole('form', { name: 'Find a table' });
  await form.getByRole('combobox', { name: 'Guests' }).selectOption('4');
  // Two days ahead: today's 19:00 may already be past when the suite runs in the evening.
  const inTwoDays = daysAhead(2);
  await form.getByLabel('Date', { exact: true }).fill(inTwoDays);
  await form.getByRole('combobox', { name: 'Time' }).selectOption('19:00');
  await form.getByRole('button', { name: 'Find a table' }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/results' &&
      url.searchParams.get('guests') === '4' &&
      url.searchParams.get('dateTime') === `${inTwoDays}T19:00`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results');
  const count = page.locator('#search-results-count');
  await expect(count).toHaveText(/\d+ restaurants/);
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await expect(page.locator('.time-slot').first()).toBeVisible();

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  // Reykjavík, not just the first city: a small town's only restaurant may be closed today.
  const city = sheet.getByRole('button', { name: 'Reykjavík', exact: true });
  await city.click();
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL((url) => /;city$/.test(url.searchParams.get('filters') ?? ''));
  await expect(count).not.toHaveText(`${before} restaurants`);
  const after = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(after).toBeLessThan(before);
  expect(after).toBeGreaterThan(0);
  await sheet.getByRole('button', { name: `Show ${after} results` }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Reykjavík' })).toBeVisible();
  await saveScreenshot(page, { path: `${SHOTS}/results-filtered-1280.png`, fullPage: true });

  // A time starts the booking as on the restaurant page: the flow's first step (reserve, or
  // upsell when the restaurant sells set menus) for that time and party, language kept. A time
  // that also has an event opens the restaurant page at that time, to choose table or event.
  const firstTime = page.getByRole('button', { name: /^Book at \d\d:\d\d$/ }).first();
  const time = ((await firstTime.getAttribute('aria-label')) ?? '').slice(-5);
  await firstTime.click();
  // The app adds the language to every address once it has navigated.
  await expect(page).toHaveURL(
    (url) => !url.pathname.startsWith('/results') && url.searchParams.get('lng') === 'en',
  );
  const query = new URL(page.url()).searchParams;
  expect(query.get('dateTime')).toBe(`${inTwoDays}T${time}`);
  expect(query.get('guests')).toBe('4');
  if (['/checkout/upsell', '/book/reserve'].includes(new URL(page.url()).pathname)) {
    expect(query.get('restaurantId')).toMatch(/^\d+$/);
    expect(['upsell', 'reserve']).toContain(query.get('currentStep'));
  } else {
    // The restaurant page, at that time, where the diner picks the table or the event.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: time, exact: true })).toBeVisible();
  }
});

test('the name in a result row still opens the restaurant page', async ({ page }) => {
  await page.goto('/results?lng=en&guests=2');
  const name = page.locator('.result-row__name a').first();
  const slug = new URL((await name.getAttribute('href')) ?? '', page.url()).pathname;
  await name.click();
  await expect(page).toHaveURL((url) => url.pathname === slug && url.searchParams.has('dateTime'));
});

test('results are usable and axe-clean at 375 px and 1280 px', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/results?lng=en&guests=2');
    await expect(page.locator('.result-row').first()).toBeVisible();
    await expect(page.locator('.result-row--skeleton')).toHaveCount(0);
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/results-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/?lng=en');
  await expect(page.locator('.restaurant-card__link').first()).toBeVisible();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/home-375.png`, fullPage: true });
});

test('show more adds rows below the ones already shown', async ({ page }) => {
  await page.goto('/results?lng=en&guests=2');
  const rows = page.locator('.result-row');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Show more restaurants' }).click();
  await expect(rows).toHaveCount(20);
});
