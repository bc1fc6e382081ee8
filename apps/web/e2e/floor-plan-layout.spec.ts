import type { Locator, Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { saveScreenshot } from './screenshots';

// The owner of Mjólkurbúið Kaffi (used here and nowhere else) lays out its main room, Salur, on
// a laptop: two tables dragged from the tray onto the plan with the mouse, one moved with the
// arrow keys, one dropped onto the other (refused), saved, and still there after a reload.

const SLUG = 'mjolkurbuid-kaffi';
const OWNER = `owner.${SLUG}@demo.dekka.is`;
const COLUMNS = 16;
const ROWS = 10;

/** Drags `table` with the mouse onto the cell (x, y) of `grid`, counted from 0. */
async function dragTo(page: Page, table: Locator, grid: Locator, x: number, y: number) {
  const from = await table.boundingBox();
  const box = await grid.boundingBox();
  if (!from || !box) throw new Error('not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(
    box.x + ((x + 0.5) * box.width) / COLUMNS,
    box.y + ((y + 0.5) * box.height) / ROWS,
    { steps: 8 },
  );
  await page.mouse.up();
}

test('an owner lays out a room by dragging, and with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInAs(page, OWNER, `/${SLUG}/settings/tables`);
  const room = page.getByRole('region', { name: 'Salur' });
  const grid = room.getByRole('group', { name: 'Plan of Salur' });
  const tray = room.getByRole('group', { name: 'Not placed yet' });
  const s1 = room.getByRole('button', { name: /^Table S1,/ });
  const s2 = room.getByRole('button', { name: /^Table S2,/ });
  const news = room.getByRole('status').filter({ hasText: /Table S\d/ });
  await expect(tray.getByRole('button', { name: /^Table S1,/ })).toBeVisible();
  await tray.scrollIntoViewIfNeeded();

  await dragTo(page, s1, grid, 2, 8);
  await expect(s1).toHaveAccessibleName(/column 3, row 9$/);
  await dragTo(page, s2, grid, 5, 8);
  await expect(grid.getByRole('button', { name: /^Table S2,.*column 6, row 9$/ })).toBeVisible();

  await s2.focus();
  await page.keyboard.press('ArrowUp');
  await expect(news).toHaveText('Table S2 moved to column 6, row 8.');
  await expect(s2).toBeFocused();

  // Onto S1: refused with the reason, and S2 stays where it was.
  await dragTo(page, s2, grid, 2, 8);
  await expect(news).toHaveText('Table S2 stays where it was: table S1 is there.');
  await expect(s2).toHaveAccessibleName(/column 6, row 8$/);
  await saveScreenshot(page, { path: 'test-results/screenshots/floor-plan-layout.png' });
  await expectAxeClean(page);

  await room.getByRole('button', { name: 'Save the layout of Salur' }).click();
  await expect(room.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.reload();
  await expect(grid.getByRole('button', { name: /^Table S1,.*column 3, row 9$/ })).toBeVisible();
  await expect(grid.getByRole('button', { name: /^Table S2,.*column 6, row 8$/ })).toBeVisible();
  await expect(tray.getByRole('button', { name: /^Table S1,/ })).toHaveCount(0);
});
