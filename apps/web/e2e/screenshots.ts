import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * Saves a picture of the page for a person to look at (under test-results/screenshots), when the
 * run asks for pictures: `E2E_SCREENSHOTS=1 npx playwright test <spec>`. The pictures assert
 * nothing, and at one to three seconds each (a full page longer) over a hundred of them cost the
 * whole suite minutes, so the ordinary run (`npm test`, CI) takes none.
 */
export async function saveScreenshot(page: Page, options: PageScreenshotOptions): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot(options);
}
