import { expect, test } from './fixtures';
import { EN, fillContact } from './payment-steps';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The demo seeds a Christmas buffet at two Reykjavík restaurants on Fridays and Saturdays from
// 20 November ("Jólahlaðborð", in English "Christmas buffet"); the tests' clock (clock.ts) stands
// on 2 December, with the season ahead.

test('a diner finds a Christmas buffet for their party and books a sitting from the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jol?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Christmas buffets and festive dinners',
  );
  const harbour = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Christmas buffet' }),
    hasText: 'Hafnarljós',
  });
  await expect(harbour).toContainText('ISK 14,900 per guest');
  await expect(harbour.getByRole('link').first()).toContainText('seats left');

  // A party of 6 on a chosen day: every sitting listed is on that day.
  await page.getByLabel('Guests').selectOption('6');
  const day = page.getByLabel('Day');
  const firstDay = await day.locator('option').nth(1).getAttribute('value');
  if (!firstDay) throw new Error('no day to choose');
  await day.selectOption(firstDay);
  await expect(page.getByRole('status')).toHaveText(/\d+ events?/);
  const sittings = page.locator('.christmas-sitting');
  await expect(sittings.first()).toBeVisible();
  for (const href of await sittings.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  )) {
    const query = new URL(href, page.url()).searchParams;
    expect(query.get('date')?.slice(0, 10)).toBe(firstDay);
    expect(query.get('guests')).toBe('6');
  }
  await saveScreenshot(page, {
    path: 'test-results/screenshots/christmas-1280.png',
    fullPage: true,
  });

  // A sitting leads into that event's booking with the day and party chosen, and books it.
  // Bautinn Norður (Akureyri) asks for no card.
  await page.getByLabel('Town').selectOption('Akureyri');
  await expect(page.locator('.christmas-card')).toHaveCount(1);
  await page.locator('.christmas-sitting').first().click();
  await expect(page).toHaveURL(/\/bautinn-nordur\/event\/jolahladbord\?/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas buffet');
  await expect(page.getByLabel('Guests')).toHaveValue('6');
  await page.getByRole('button', { name: 'Reserve' }).first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/checkout/complete' && url.searchParams.has('eventId'),
  );
  await fillContact(page, EN);
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thanks, your booking is confirmed',
  );
  await expect(page.getByText('6 guests')).toBeVisible();
});

test('in Icelandic on a phone: prices and seats read as Icelandic, and axe finds nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/jol?lng=is');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jólahlaðborð og hátíðarkvöldverðir',
  );
  await expect(page.locator('.christmas-card').first()).toContainText('14.900 kr. á mann');
  await expect(page.locator('.christmas-sitting').first()).toContainText(/sæti laus/);
  await saveScreenshot(page, {
    path: 'test-results/screenshots/christmas-is-375.png',
    fullPage: true,
  });
  await expectAxeClean(page);
});
