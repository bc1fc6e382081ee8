import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { expectAxeClean } from './axe';

// An owner of Lagarfljót Stofa (used here and nowhere else; dinner every day but Monday) closes
// from Christmas Eve to 2 January in one go, where the demo had single days, and diners find those
// dates closed at once. The tests' clock stands on 2 December 2026 (clock.ts).

const SLUG = 'lagarfljot-stofa';
const OWNER = `owner.${SLUG}@demo.dekka.is`;
// 28 December is a Monday, closed every week.
const CLOSED = [
  '2026-12-24',
  '2026-12-25',
  '2026-12-26',
  '2026-12-27',
  '2026-12-29',
  '2026-12-30',
  '2026-12-31',
  '2027-01-01',
  '2027-01-02',
];

/** The local times a party of two is offered on `date`, through the diner's API. */
async function timesOn(page: Page, restaurantId: number, date: string) {
  const response = await page.request.get(
    `/api/web/suggestion/restaurant/${restaurantId}/${date}T19:00/2/all/`,
  );
  expect(response.ok()).toBe(true);
  const slots: { localTime: string; isAvailable: boolean }[] = await response.json();
  return slots.filter((slot) => slot.isAvailable).map((slot) => slot.localTime.slice(11));
}

test('an owner closes from Christmas Eve to 2 January in one go, and diners find it closed', async ({
  page,
}) => {
  const restaurant = await page.request.get(`/api/web/restaurant/${SLUG}/`);
  const { id } = (await restaurant.json()) as { id: number };
  expect((await timesOn(page, id, '2026-12-30')).length).toBeGreaterThan(0);

  await page.setViewportSize({ width: 375, height: 900 });
  await signInAs(page, OWNER, `/${SLUG}/settings/hours?lng=en`);
  const section = page.getByRole('region', { name: 'Special days and periods' });
  // The demo's single days over Christmas and New Year give way to one closure.
  for (const day of ['Aðfangadagur', 'Jóladagur', 'Nýársdagur']) {
    await section.getByRole('button', { name: `Remove ${day}` }).click();
    await expect(section.getByRole('button', { name: `Remove ${day}` })).toHaveCount(0);
  }

  await section.getByRole('button', { name: 'Add a special period' }).click();
  await section.getByLabel('Name (optional)').fill('Jólalokun');
  await section.getByLabel('First date').fill('2026-12-24');
  await section.getByLabel('Last date').fill('2027-01-02');
  await expectAxeClean(page);
  await section.getByRole('button', { name: 'Save the special period' }).click();

  const row = section.getByRole('listitem').filter({ hasText: 'Jólalokun' });
  await expect(row).toContainText('Dec 24 – Jan 2');
  await expect(row).toContainText('Closed');
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await page.setViewportSize({ width: 1024, height: 900 });
  await expectAxeClean(page);

  // Diners: no times on any of its dates, the day before still open, and the page says closed.
  for (const date of CLOSED) expect(await timesOn(page, id, date), date).toEqual([]);
  expect((await timesOn(page, id, '2026-12-23')).length).toBeGreaterThan(0);
  await page.goto(`/${SLUG}?lng=en&dateTime=2026-12-30T19:00&guests=2`);
  await expect(page.getByText('Closed on this day', { exact: true })).toBeVisible();
});
