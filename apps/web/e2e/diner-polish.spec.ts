import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShift } from './layout-shift';
import { spanishSiteUrl } from './servers';
import { axeViolations } from './axe';
import { saveScreenshot } from './screenshots';

// The diner's site on a phone (docs/decisions/027-phone-first-search-and-focus.md): the home
// form in the first screen, the results' filters in a sheet, focus on the new page's heading
// after a navigation, the price level in the market's currency, and axe on home and results
// in Icelandic (the default site) and Spanish (the Spanish site). Data: the demo restaurants
// (apps/server/seed/demo/restaurants.ts).

const SHOTS = 'test-results/screenshots';
const PHONE = { width: 375, height: 812 };

const WORDS = {
  is: {
    site: '',
    form: 'Finndu borð',
    what: 'Veitingastaður eða matargerð',
    cuisine: 'Matargerð',
    submit: 'Finna borð',
    filters: 'Síur',
    restaurants: /^\d+ veitingastað(ur|ir)$/,
  },
  es: {
    site: spanishSiteUrl,
    form: 'Busca mesa',
    what: 'Restaurante o tipo de cocina',
    cuisine: 'Tipo de cocina',
    submit: 'Buscar mesa',
    filters: 'Filtros',
    restaurants: /^\d+ restaurantes?$/,
  },
} as const;

/**
 * Selects in the page's main part narrower than their longest option (a select shows its chosen
 * option cut off when it is): each is measured against a copy of itself at its own width.
 */
function clippedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLSelectElement>('main select')].flatMap((select) => {
      const probe = select.cloneNode(true) as HTMLSelectElement;
      probe.removeAttribute('id');
      probe.style.cssText =
        'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none';
      select.parentElement?.append(probe);
      const needed = probe.getBoundingClientRect().width;
      probe.remove();
      const width = select.getBoundingClientRect().width;
      return width + 0.5 < needed
        ? [
            `${select.labels[0]?.textContent ?? select.id}: ${Math.round(width)} < ${Math.ceil(needed)}`,
          ]
        : [];
    }),
  );
}

for (const lng of ['is', 'es'] as const) {
  const words = WORDS[lng];

  test(`on a 375×812 phone the home form, up to its button, is in the first screen (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${words.site}/?lng=${lng}`);
    const form = page.getByRole('form', { name: words.form });
    const what = form.getByRole('combobox', { name: words.what, exact: true });
    const submit = form.getByRole('button', { name: words.submit, exact: true });
    await expect(submit).toBeVisible();
    // The cuisines arrive after the page: wait for them, then nothing may have moved.
    await expect(
      form.getByRole('combobox', { name: words.cuisine, exact: true }).locator('option'),
    ).not.toHaveCount(1);
    await expect(page.locator('.restaurant-card__link').first()).toBeVisible();

    for (const field of [what, submit, ...(await form.locator('input, select').all())]) {
      const box = await field.boundingBox();
      expect(box, 'field has a box').not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    expect(await clippedSelects(page)).toEqual([]);
    await saveScreenshot(page, { path: `${SHOTS}/polish-home-${lng}-375.png` });
  });
}

test('the filters sheet: a chip narrows the results, shows above them, and removes', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/results?lng=is&guests=2');
  const count = page.locator('#search-results-count');
  await expect(count).toHaveText(WORDS.is.restaurants);
  await expect(page.locator('.result-row--skeleton')).toHaveCount(0);
  const before = Number((await count.textContent())?.match(/\d+/)?.[0]);

  const open = page.getByRole('button', { name: 'Síur', exact: true });
  await expect(open).toBeEnabled();
  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Síur' });
  await expect(sheet).toBeVisible();
  // On a phone the sheet takes the whole screen.
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  await expect(sheet.getByRole('group', { name: 'Matargerð', exact: true })).toBeVisible();
  await expect(sheet.getByRole('group', { name: 'Staður', exact: true })).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // Reykjavík, not just the first city: a small town's only restaurant may be closed today.
  const city = sheet.getByRole('button', { name: 'Reykjavík', exact: true });
  await expect(city).toHaveAttribute('aria-pressed', 'false');
  await city.click();
  await expect(city).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL((url) => /;city$/.test(url.searchParams.get('filters') ?? ''));
  await expect(count).not.toHaveText(`${before} veitingastaðir`);
  const after = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(after).toBeGreaterThan(0);
  expect(after).toBeLessThan(before);
  await saveScreenshot(page, { path: `${SHOTS}/polish-filter-sheet-is-375.png` });

  const show = sheet.getByRole('button', { name: /^Sýna \d+ niðurstöð(u|ur)$/ });
  await expect(show).toContainText(String(after));
  await show.click();
  await expect(sheet).toHaveCount(0);
  // Focus is back on what opened the sheet, which now counts the filter.
  await expect(page.getByRole('button', { name: 'Síur (1)', exact: true })).toBeFocused();

  const chosen = page.getByRole('list', { name: 'Valdar síur' });
  const chip = chosen.getByRole('button', { name: 'Fjarlægja Reykjavík' });
  await expect(chip).toHaveText('Reykjavík');
  const chipBox = await chip.boundingBox();
  const firstRow = await page.locator('.result-row').first().boundingBox();
  expect((chipBox?.y ?? Infinity) + (chipBox?.height ?? 0)).toBeLessThanOrEqual(firstRow?.y ?? 0);
  await expect(page.locator('.search-page__query')).toContainText('1 sía valin');
  await saveScreenshot(page, { path: `${SHOTS}/polish-filtered-is-375.png` });

  await chip.click();
  await expect(page).toHaveURL((url) => !url.searchParams.has('filters'));
  await expect(chosen).toHaveCount(0);
  await expect(count).toHaveText(`${before} veitingastaðir`);
  await expect(page.getByRole('button', { name: 'Síur', exact: true })).toBeFocused();
});

test('after a client-side navigation, focus is on the new page’s heading and its title is announced', async ({
  page,
}) => {
  await page.goto('/results?lng=en&guests=2');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Search results');
  // Not on the first load: the browser's own start of the page stays.
  await expect(heading).not.toBeFocused();

  const link = page.locator('.result-row__name a').first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
  await expect(page.locator('#route-announcement')).toHaveText(`${name} – Dekka`);

  // Back is a navigation too.
  await page.goBack();
  await expect(heading).toHaveText('Search results');
  await expect(heading).toBeFocused();
  await expect(page.locator('#route-announcement')).toHaveText('Search results – Dekka');

  // Changing only the search (a filter, the party) is no new page: focus stays where it was.
  const guests = page.getByRole('combobox', { name: 'Guests', exact: true });
  await guests.focus();
  await guests.selectOption('3');
  await expect(page).toHaveURL((url) => url.searchParams.get('guests') === '3');
  await expect(guests).toBeFocused();
});

test('price levels are in the restaurant’s currency, the same in every language', async ({
  page,
}) => {
  await page.goto('/results?lng=is&guests=2');
  const icelandic = page
    .locator('.result-row')
    .first()
    .getByRole('img', { name: /^Verðflokkur [1-4] af 4$/ });
  await expect(icelandic).toHaveText('krkrkrkr');
  await page.goto('/results?lng=en&guests=2');
  await expect(
    page
      .locator('.result-row')
      .first()
      .getByRole('img', { name: /^Price category [1-4] of 4$/ }),
  ).toHaveText('krkrkrkr');
  await page.goto('/hafnarljos?lng=en');
  await expect(page.getByRole('img', { name: /^Price category [1-4] of 4$/ })).toHaveText(
    'krkrkrkr',
  );

  // On the Spanish site a Madrid restaurant's level is in euros, an Icelandic one's in krónur.
  const spanishLevel = page
    .locator('.result-row')
    .first()
    .getByRole('img', { name: /^Categoría de precio [1-4] de 4$/ });
  await page.goto(`${spanishSiteUrl}/results?lng=es&guests=2&q=madrid`);
  await expect(spanishLevel).toHaveText('€€€€');
  await page.goto(`${spanishSiteUrl}/results?lng=es&guests=2&q=hafnarlj%C3%B3s`);
  await expect(spanishLevel).toHaveText('krkrkrkr');
});

for (const lng of ['is', 'es'] as const) {
  for (const width of [375, 1280]) {
    test(`axe finds nothing on home and results, no select is cut off (${lng}, ${width} px)`, async ({
      page,
    }) => {
      const { site, filters } = WORDS[lng];
      await page.setViewportSize({ width, height: 812 });

      await page.goto(`${site}/?lng=${lng}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('.restaurant-card__link').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(await clippedSelects(page)).toEqual([]);

      await page.goto(`${site}/results?lng=${lng}&guests=2`);
      await expect(page.locator('.result-row').first()).toBeVisible();
      await expect(page.locator('.result-row--skeleton')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await clippedSelects(page)).toEqual([]);

      await page.getByRole('button', { name: filters, exact: true }).click();
      await expect(page.getByRole('dialog', { name: filters })).toBeVisible();
      expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
      await saveScreenshot(page, { path: `${SHOTS}/polish-results-sheet-${lng}-${width}.png` });
    });
  }
}
