import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { saveScreenshot } from './screenshots';

// An owner's month in numbers (docs/product.md, "Reports"): the owner of the demo's Svarta fjaran opens the
// reports page, which shows this month (December on the tests' clock), reads the figures and
// charts, exports the month as CSV, and the page stays axe clean in English and Icelandic at a
// tablet's and a desktop's width, and fits a phone's.

// Svarta fjaran's owner signs in here and in no other spec (a new code replaces the last, so
// two specs signing the same owner in at once would race).
const SLUG = 'svarta-fjaran';

/** The month's report has loaded: its summary and the chart tables with a row per day. */
async function expectMonthLoaded(page: Page, summary: string, perDay: string) {
  await expect(page.getByRole('heading', { name: summary })).toBeVisible();
  // A header row and the 31 days of December.
  await expect(page.getByRole('table', { name: perDay }).getByRole('row')).toHaveCount(32);
}

test('an owner opens the month’s report and exports it as CSV', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, `owner.${SLUG}@demo.dekka.is`, `/${SLUG}/workspace`);
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue('2026-12-01');
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue('2026-12-31');
  await expectMonthLoaded(page, 'Summary', 'Guests per day');
  await expect(page.getByRole('table', { name: 'Where bookings came from' })).toBeAttached();
  await expectAxeClean(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('report-2026-12-01-2026-12-31.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('from,2026-12-01\r\n');
  expect(csv).toContain('to,2026-12-31\r\n');
  expect(csv.split('\r\n').filter((line) => /^2026-12-\d\d,/.test(line))).toHaveLength(31);

  await page.setViewportSize({ width: 768, height: 1024 });
  await expectAxeClean(page);

  await page.goto(`/${SLUG}/reports?lng=is`);
  await expectMonthLoaded(page, 'Yfirlit', 'Gestir á dag');
  await expectAxeClean(page);
  // On a phone the page fits its width; the wide tables and charts scroll inside their cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await saveScreenshot(page, {
    path: 'test-results/screenshots/reports-is-375.png',
    fullPage: true,
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAxeClean(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAxeClean(page);
});
