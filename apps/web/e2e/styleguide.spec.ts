import { expect, test } from './fixtures';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

test('the style guide measures the theme’s contrast and renders every component (1280, en)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/styleguide?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Style guide');
  // Every colour pair measured in the browser, none below the large-text minimum.
  const contrasts = page.getByText(/^Contrast \d+\.\d:1/);
  await expect(contrasts).toHaveCount(9);
  await expect(page.getByText(/\(fail\)/)).toHaveCount(0);
  await expect(page.getByText('Contrast not measured')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the dialog' }).click();
  await expect(page.getByRole('dialog', { name: 'Dialog' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveScreenshot(page, {
    path: 'test-results/screenshots/styleguide-1280.png',
    fullPage: true,
  });
  await expectAxeClean(page);
});

test('the style guide in Icelandic on a phone: axe finds nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/styleguide?lng=is');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hönnunarleiðbeiningar');
  await expect(page.getByText(/^Birtuskil \d+\.\d:1/)).toHaveCount(9);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, {
    path: 'test-results/screenshots/styleguide-is-375.png',
    fullPage: true,
  });
  await expectAxeClean(page);
});
