import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// Free-text search (docs/decisions/025-free-text-search.md) on the demo restaurants
// (apps/server/seed/demo/restaurants.ts): "Sushi Sjór" is the only sushi place; "kol" names
// "Kol og Salt" (at the start) and "Skólavörðuhús" (inside); "Pollurinn Pizza" is the only
// restaurant named pizza, the other pizza places only serve it.

const SHOTS = 'test-results/screenshots';

/** The results address once the page has settled on it. */
async function expectResultsFor(page: Page, q: string, lng: string) {
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/results' &&
      url.searchParams.get('q') === q &&
      url.searchParams.get('lng') === lng &&
      url.searchParams.has('guests') &&
      url.searchParams.has('dateTime'),
  );
}

test('the home field finds by text in Icelandic: only the sushi place, and the query shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=is');
  const form = page.getByRole('form', { name: 'Finndu borð' });
  const field = form.getByRole('combobox', { name: 'Veitingastaður eða matargerð' });
  await field.fill('sushi');
  // The suggestions open under the field; Escape folds them away and keeps the text.
  await expect(form.getByRole('listbox').getByRole('option', { name: /Sushi Sjór/ })).toBeVisible();
  await field.press('Escape');
  await form.getByRole('button', { name: 'Finna borð', exact: true }).click();

  await expectResultsFor(page, 'sushi', 'is');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leitarniðurstöður');
  await expect(page.getByText('Niðurstöður fyrir „sushi“', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('searchbox', { name: 'Veitingastaður, matargerð eða staður' }),
  ).toHaveValue('sushi');
  await expect(page.locator('#search-results-count')).toHaveText('1 veitingastaður');
  await expect(page.locator('.result-row__name')).toHaveText(['Sushi Sjór']);
});

test('the home field finds by text in English; the results page changes the text and keeps it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=en');
  const form = page.getByRole('form', { name: 'Find a table' });
  const field = form.getByRole('combobox', { name: 'Restaurant or cuisine' });
  await field.fill('sushi');
  await field.press('Escape');
  await form.getByRole('button', { name: 'Find a table', exact: true }).click();

  await expectResultsFor(page, 'sushi', 'en');
  await expect(page.getByText('Results for “sushi”', { exact: true })).toBeVisible();
  await expect(page.locator('#search-results-count')).toHaveText('1 restaurant');
  await expect(page.locator('.result-row__name')).toHaveText(['Sushi Sjór']);

  // A new text on the results page: the name starting with it first, then the one holding it.
  const text = page.getByRole('searchbox', { name: 'Restaurant, cuisine or town' });
  await expect(text).toHaveValue('sushi');
  await text.fill('kol');
  await text.press('Enter');
  await expectResultsFor(page, 'kol', 'en');
  await expect(page.getByText('Results for “kol”', { exact: true })).toBeVisible();
  await expect(page.locator('.result-row__name')).toHaveText(['Kol og Salt', 'Skólavörðuhús']);
  await expect(page.locator('.result-row--skeleton')).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/results-text-1280.png`, fullPage: true });

  // A filter narrows the same text; the text stays in the address and the field.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const city = sheet.getByRole('button', { name: 'Reykjavík', exact: true });
  await city.click();
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(
    (url) =>
      /;city$/.test(url.searchParams.get('filters') ?? '') && url.searchParams.get('q') === 'kol',
  );
  await sheet.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await expect(sheet).toHaveCount(0);
  await expect(text).toHaveValue('kol');
  await expect(page.locator('.result-row__name')).toHaveText(['Kol og Salt', 'Skólavörðuhús']);

  // Emptied, the text leaves the address and every restaurant of the filter is back.
  await text.fill('');
  await page.getByRole('button', { name: 'Show results', exact: true }).click();
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has('q') && /;city$/.test(url.searchParams.get('filters') ?? ''),
  );
  await expect(page.getByText(/Results for/)).toHaveCount(0);
  // Reykjavík has more restaurants than a page shows.
  await expect(page.locator('.result-row__name')).toHaveCount(10);
});

test('Enter in the header search with no active result lists the results for the text', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/?lng=en');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search for restaurants or cuisines' });
  await box.fill('pizza');
  await box.press('Enter');

  await expectResultsFor(page, 'pizza', 'en');
  await expect(box).toHaveCount(0);
  await expect(page.getByText('Results for “pizza”', { exact: true })).toBeVisible();
  // Named pizza before the places that only serve it ("Pizzería" is not "pizza").
  const names = page.locator('.result-row__name');
  await expect(names.first()).toHaveText('Pollurinn Pizza');
  await expect(names.filter({ hasText: 'Pizzería Eldofn' })).toHaveCount(1);
  await expect(names.filter({ hasText: 'Pollurinn Pizza' })).toHaveCount(1);
  await saveScreenshot(page, { path: `${SHOTS}/results-text-375.png`, fullPage: true });
});

test('the header search ranks "kol" by name and folds accents and Icelandic letters', async ({
  page,
}) => {
  await page.goto('/?lng=is');
  await page.getByRole('button', { name: 'Leita', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Leitaðu að veitingastöðum eða matargerð' });
  const names = page.getByRole('banner').locator('.restaurant-combobox__name');

  await box.fill('kol');
  await expect(names).toHaveText(['Kol og Salt', 'Skólavörðuhús']);

  for (const text of ['skolavorduhus', 'Skólavörðuhús', 'skolavörðuhus']) {
    await box.fill(text);
    await expect(names).toHaveText(['Skólavörðuhús']);
  }

  // Enter with no result active searches the text, accents and all, on the results page.
  await box.press('Enter');
  await expectResultsFor(page, 'skolavörðuhus', 'is');
  await expect(page.getByText('Niðurstöður fyrir „skolavörðuhus“', { exact: true })).toBeVisible();
  await expect(page.locator('.result-row__name')).toHaveText(['Skólavörðuhús']);
});
