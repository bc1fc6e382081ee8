import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

// A restaurant's page embedded on its own site (isolation=true) wears the restaurant's stored
// theme from the first paint: the server puts it in the page's settings. The demo's first
// restaurant, Hafnarljós, has a deep blue primary colour (apps/server/seed/demo/build.ts).

const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
  );

test("an embedded restaurant page has the restaurant's colours from the first paint", async ({
  page,
}) => {
  const response = await page.goto('/hafnarljos?isolation=true&lng=en');
  // In the page as it arrives, before any script runs.
  expect(await response?.text()).toContain('"primary":"#0b4f6c"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hafnarljós');
  expect((await primaryColour(page)).toLowerCase()).toBe('#0b4f6c');
  await saveScreenshot(page, { path: 'test-results/screenshots/embed-theme-1280.png' });

  // On Dekka's own site the restaurant's page keeps Dekka's colours.
  await page.goto('/hafnarljos?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hafnarljós');
  expect((await primaryColour(page)).toLowerCase()).toBe('#c2410c');
});
