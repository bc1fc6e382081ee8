import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { danishSiteUrl, spanishSiteUrl } from './servers';

// The demo's content is written in five languages (apps/server/seed/demo): the API answers a
// restaurant's description, cuisines, service periods and events in the language the page asks
// for (Accept-Language), and a site run for Spain or Denmark features its own city on the home
// page. Each country's site offers its language and English only.

const HARBOUR = {
  slug: 'hafnarljos',
  name: 'Hafnarljós',
  es: 'Pescados, mariscos y producto islandés junto al puerto viejo, con vistas a los barcos.',
  en: 'Seafood and Icelandic produce by the old harbour, overlooking the boats.',
};

const MADRID = ['Taberna Lucía', 'Asador del Rastro', 'Marisquería Olas', 'Café Malasaña'];
const KOBENHAVN = ['Hyggestuen', 'Smørrebrødshuset', 'Havnekøkkenet', 'Café Østerbro'];

/** The featured cards' restaurant names and their city lines, once the row has loaded. */
async function featured(page: Page) {
  const cards = page.locator('.restaurant-card:not(.restaurant-card--skeleton)');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.restaurant-card--skeleton')).toHaveCount(0);
  return {
    names: await page.locator('.restaurant-card__name').allTextContents(),
    meta: await page.locator('.restaurant-card__meta').allTextContents(),
  };
}

test('a restaurant page in Spanish shows its description, cuisines, hours and events in Spanish', async ({
  page,
}) => {
  await page.goto(`${spanishSiteUrl}/${HARBOUR.slug}?lng=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HARBOUR.name);
  await expect(page.getByText(HARBOUR.es, { exact: true })).toBeVisible();
  await expect(page.getByText('Cocina islandesa', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Pescados y mariscos', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Almuerzo', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bufé de Navidad' }).first()).toBeVisible();
  // Nothing of the restaurant's own Icelandic text is left.
  await expect(page.getByText('Íslensk matargerð')).toHaveCount(0);
  await expect(page.getByText('Jólahlaðborð')).toHaveCount(0);

  // The same page in English on the Icelandic site.
  await page.goto(`/${HARBOUR.slug}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HARBOUR.name);
  await expect(page.getByText(HARBOUR.en, { exact: true })).toBeVisible();
  await expect(page.getByText('Icelandic cuisine', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Christmas buffet' }).first()).toBeVisible();
});

test('the Spanish site’s home page features Madrid', async ({ page }) => {
  await page.goto(`${spanishSiteUrl}/?lng=es`);
  await expect(page.getByRole('heading', { name: 'Restaurantes destacados' })).toBeVisible();
  const { names, meta } = await featured(page);
  expect([...names].sort()).toEqual([...MADRID].sort());
  for (const line of meta) expect(line).toContain('Madrid');
  // Madrid's own Christmas dinner leads the events, named in Spanish.
  await expect(page.locator('.home-event__link').first()).toHaveText('Cena de Navidad');
});

test('the Danish site’s home page features København', async ({ page }) => {
  await page.goto(`${danishSiteUrl}/?lng=da`);
  await expect(page.getByRole('heading', { name: 'Udvalgte restauranter' })).toBeVisible();
  const { names, meta } = await featured(page);
  expect([...names].sort()).toEqual([...KOBENHAVN].sort());
  for (const line of meta) expect(line).toContain('København');
  await expect(page.locator('.home-event__link').first()).toHaveText('Julefrokost');
});
