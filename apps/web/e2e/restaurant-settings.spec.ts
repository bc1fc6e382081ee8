import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { daysAhead } from './clock';
import { expect, test } from './fixtures';
import { signInAs } from './mail';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// An owner shortens Thursday's dinner at Ölfusá Grill (used here and nowhere else; lunch on
// weekdays, dinner every day 17:30–22:30 with the last seating at 21:00) and the diner's page
// follows at once, gives its embedded page a colour of its own, and adds a set menu and an event
// that diners are offered at once, writes its policy with the rich-text editor; every settings
// page passes axe in English and Icelandic, phone and laptop.

// The owner signs in once (a new code replaces the last, so parallel sign-ins would race);
// the later tests reuse that session, as the owner's own device would. One test at a time.
test.describe.configure({ mode: 'serial' });
let ownerSession: string | null = null;

const SLUG = 'olfusa-grill';
const SHOTS = 'test-results/screenshots';
const OWNER = `owner.${SLUG}@demo.dekka.is`;
// Thursday 3 December 2026, the day after the tests' clock (apps/web/e2e/clock.ts).
const THURSDAY = '2026-12-03';

async function signInAsOwner(page: Page, returnTo: string) {
  await signInAs(page, OWNER, returnTo);
  ownerSession = await page.evaluate(() => window.localStorage.getItem('dekka.session'));
}

/** The owner's session from the first test, in this page's storage before any script runs. */
async function resumeOwnerSession(page: Page) {
  expect(ownerSession).not.toBeNull();
  await page.addInitScript((session) => {
    window.localStorage.setItem('dekka.session', session);
  }, ownerSession ?? '');
}

/** The local times a party of two is offered on Thursday, through the diner's API. */
async function thursdayTimes(page: Page, restaurantId: number) {
  const response = await page.request.get(
    `/api/web/suggestion/restaurant/${restaurantId}/${THURSDAY}T19:00/2/all/`,
  );
  expect(response.ok()).toBe(true);
  const slots: { localTime: string; isAvailable: boolean }[] = await response.json();
  return slots.filter((slot) => slot.isAvailable).map((slot) => slot.localTime.slice(11));
}

test('an owner closes Thursday earlier and diners see it at once', async ({ page }) => {
  const restaurant = await page.request.get(`/api/web/restaurant/${SLUG}/`);
  const { id } = (await restaurant.json()) as { id: number };
  expect((await thursdayTimes(page, id)).some((time) => time > '19:00')).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsOwner(page, `/${SLUG}/workspace`);
  await page
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Opening hours' })
    .click();

  const thursday = page.getByRole('group', { name: 'Thursday' });
  // Lunch, then dinner: dinner now closes at 21:00, last seating 19:00.
  await thursday.getByLabel('Closes').nth(1).fill('21:00');
  await thursday.getByLabel('Last seating').nth(1).fill('19:00');
  await thursday.getByRole('button', { name: 'Save Thursday' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // The diner's page and times, without waiting for any cache to run out.
  const times = await thursdayTimes(page, id);
  expect(times).toContain('19:00');
  expect(times.every((time) => time <= '19:00')).toBe(true);
  await page.goto(`/${SLUG}?lng=en`);
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('definition').nth(3)).toContainText('17:30–21:00');

  // The change is in the history, with who made it.
  await page.goto(`/${SLUG}/settings/history?lng=en`);
  const entry = page.getByRole('listitem').filter({ hasText: 'Opening hours · changed' }).first();
  await expect(entry).toContainText(OWNER);
  await expect(entry).toContainText('Thursday');
});

test("an owner copies Tuesday's hours to the other weekdays, saves them, and diners see them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await resumeOwnerSession(page);
  await page.goto(`/${SLUG}/settings/hours?lng=en`);
  // Tuesday's dinner now goes on to 23:00 (last seating 21:30), and the other weekdays follow.
  const tuesday = page.getByRole('group', { name: 'Tuesday' });
  await tuesday.getByLabel('Closes').nth(1).fill('23:00');
  await tuesday.getByLabel('Last seating').nth(1).fill('21:30');
  const copy = tuesday.getByRole('button', { name: 'Copy Tuesday to other days…' });
  await copy.click();
  const dialog = page.getByRole('dialog', { name: 'Copy Tuesday to other days' });
  await dialog.getByRole('button', { name: 'Weekdays' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/settings-hours-copy-375.png` });
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(copy).toBeFocused();

  // Tuesday and the four days it was copied to are marked unsaved; Saturday and Sunday are not.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await expect(page.getByRole('group', { name: day }).getByText('Unsaved changes')).toBeVisible();
  }
  await expect(
    page.getByRole('group', { name: 'Saturday' }).getByText('Unsaved changes'),
  ).toHaveCount(0);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/settings-hours-unsaved-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, { path: `${SHOTS}/settings-hours-unsaved-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Save all changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // As stored: the hours page after a reload, and the diner's page (Monday first).
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Wednesday' }).getByLabel('Closes').nth(1),
  ).toHaveValue('23:00');
  await page.goto(`/${SLUG}?lng=en`);
  const hours = page.getByRole('region', { name: 'Opening hours' });
  for (const weekday of [0, 1, 2, 3, 4]) {
    await expect(hours.getByRole('definition').nth(weekday)).toContainText('17:30–23:00');
  }
  await expect(hours.getByRole('definition').nth(5)).toContainText('17:30–22:30');
});

test('an owner gives the embedded booking page a colour of its own', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await resumeOwnerSession(page);
  await page.goto(`/${SLUG}/settings?lng=en`);
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Look and embed' })
    .click();
  // A deep green, readable under white button text and on the page's background.
  await page.getByLabel('Primary colour: hex code', { exact: true }).fill('#14532d');
  await expect(
    page
      .getByRole('region', { name: 'Contrast' })
      .getByRole('listitem')
      .filter({ hasText: 'Button text on the primary colour' }),
  ).toContainText('passes');
  await page.getByRole('button', { name: 'Save the colours' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByLabel('Embed code (iframe)')).toHaveValue(
    new RegExp(`src="${new URL(page.url()).origin}/${SLUG}\\?isolation=true"`),
  );

  // The embedded page wears it from the first paint: the fill of the offered times.
  const response = await page.goto(`/${SLUG}?isolation=true&lng=en`);
  expect(await response?.text()).toContain('"primary":"#14532d"');
  const firstTime = page
    .getByRole('region', { name: 'Book a table' })
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first();
  await expect(firstTime).toHaveCSS('background-color', 'rgb(20, 83, 45)');
  await saveScreenshot(page, { path: `${SHOTS}/settings-look-embedded-1280.png` });
});

test('an owner uploads a cover photo and diners see it, described, without a shift', async ({
  page,
}) => {
  // A phone-sized JPEG of a warm gradient, made here: what a restaurant's own photo would be.
  const photo = await sharp({
    create: { width: 2400, height: 1350, channels: 3, background: '#8a4b2a' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1350"><circle cx="1200" cy="700" r="420" fill="#f4ead8"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  await page.setViewportSize({ width: 1280, height: 900 });
  await resumeOwnerSession(page);
  await page.goto(`/${SLUG}/settings/photos?lng=en`);
  await page
    .getByLabel('Upload a cover photo')
    .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo saved.')).toBeVisible();
  const described = 'A table set for two by the river Ölfusá';
  const cover = page.locator('form', { has: page.getByRole('group', { name: /Cover photo/ }) });
  await cover.getByLabel('English').fill(described);
  await cover.getByRole('button', { name: 'Save description' }).click();
  await expect(page.getByText('Description saved.')).toBeVisible();

  await page.goto(`/${SLUG}?lng=en`);
  const image = page.getByRole('img', { name: described });
  await expect(image).toBeVisible();
  // Its box is known before it loads (no shift), and it did load, in a size the page chose.
  expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await saveScreenshot(page, { path: `${SHOTS}/restaurant-with-photo-1280.png` });
});

test('an owner writes the English description and diners reading English see it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await resumeOwnerSession(page);
  await page.goto(`/${SLUG}/settings/profile?lng=en`);
  await page.getByRole('radio', { name: 'English' }).check();
  const description = page.getByLabel('Description (English)');
  const text = 'Grilled lamb and river trout by the Ölfusá, with a view of the bridge.';
  await description.fill(text);
  await page.getByRole('button', { name: 'Save the profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  await page.goto(`/${SLUG}?lng=en`);
  await expect(page.getByText(text)).toBeVisible();
});

test('an owner writes the policy with the rich-text editor and diners see it formatted', async ({
  page,
}) => {
  // A phone first: the toolbar's 44 px buttons fit beside the field at 375 px.
  await page.setViewportSize({ width: 375, height: 800 });
  await resumeOwnerSession(page);
  // The restaurant's own language, which diners reading any other are shown when theirs is empty.
  await page.goto(`/${SLUG}/settings/payments?lng=en`);
  const editor = page.getByRole('textbox', { name: 'Policy text (Icelandic)' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting: Policy text (Icelandic)' });
  const bold = toolbar.getByRole('button', { name: 'Bold' });
  // Where the field starts on the page (not in the window, which scrolls as the text grows).
  const topOf = () => editor.evaluate((area) => area.getBoundingClientRect().top + window.scrollY);
  const top = await topOf();

  // A word made bold from the toolbar, another italic with the keyboard.
  await editor.click();
  await page.keyboard.type('Cancel ahead, please');
  await page.keyboard.press('Home');
  await page.keyboard.press('Control+Shift+ArrowRight');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  // The next word: the caret just past "Cancel", then the word selected.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Control+Shift+ArrowRight');
  const italic = toolbar.getByRole('button', { name: 'Italic' });
  await page.keyboard.press('Control+i');
  await expect(italic).toHaveAttribute('aria-pressed', 'true');
  // At the end of the line, out of both.
  await page.keyboard.press('End');
  await expect(italic).toHaveAttribute('aria-pressed', 'false');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');

  // A bulleted list of two lines, left with an empty line.
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Lamb\nTrout\n\n');
  await page.keyboard.type('Our terms');

  // A link: a javascript: address is refused, a web address taken.
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  const address = dialog.getByLabel('Web or email address');
  await address.fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add the link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Enter a web address (http:// or https://) or an email address.',
  );
  await expectAxeClean(page);
  await address.fill('dekka.is/skilmalar');
  await address.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(editor).toBeFocused();
  await expect(editor.getByRole('link', { name: 'Our terms' })).toHaveAttribute(
    'href',
    'https://dekka.is/skilmalar',
  );
  await expect(toolbar.getByRole('button', { name: 'Link', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The toolbar never moved the field.
  expect(await topOf()).toBe(top);
  await expectAxeClean(page);
  await saveScreenshot(page, { path: `${SHOTS}/settings-rich-text-375.png` });
  await page.setViewportSize({ width: 1024, height: 800 });
  await editor.scrollIntoViewIfNeeded();
  await saveScreenshot(page, { path: `${SHOTS}/settings-rich-text-1024.png` });

  await page.getByRole('button', { name: 'Save the payment settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  // A diner (reading English) sees the bold word, the italic one, the list and the link.
  await page.goto(`/${SLUG}?lng=en`);
  const policy = page.getByRole('region', { name: 'Good to know' }).locator('.policy-text');
  await expect(policy.locator('strong')).toHaveText('Cancel');
  await expect(policy.locator('em')).toContainText('ahead');
  await expect(policy.locator('ul > li')).toHaveText(['Lamb', 'Trout']);
  await expect(policy.getByRole('link', { name: 'Our terms' })).toHaveAttribute(
    'href',
    'https://dekka.is/skilmalar',
  );
});

test('an owner adds a set menu and an event date, and diners see both at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await resumeOwnerSession(page);
  await page.goto(`/${SLUG}/settings/menus?lng=en`);

  // A set menu, named in Icelandic and English, 6 900 kr. a guest.
  const menus = page.getByRole('region', { name: 'Set menus' });
  await menus.getByRole('button', { name: 'Add a set menu' }).click();
  await page.getByLabel('Name (Icelandic)').fill('Grillseðill');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByLabel('Name (English)').fill('Grill menu');
  await page.getByLabel('Short description (English)').fill('Lamb, river trout and skyr.');
  // The long description is written with the rich-text editor: one word bold from its toolbar.
  const description = page.getByRole('textbox', { name: 'Description (English)', exact: true });
  await description.click();
  await page.keyboard.type('Lamb from the ');
  await page
    .getByRole('toolbar', { name: 'Formatting: Description (English)' })
    .getByRole('button', { name: 'Bold' })
    .click();
  await page.keyboard.type('highlands');
  await page.getByLabel('Price per guest (ISK)').fill('6900');
  await page.getByRole('button', { name: 'Save the menu' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const grill = menus.getByRole('listitem').filter({ hasText: 'Grillseðill' });
  await expect(grill).toContainText('6,900 per guest');
  // Saved as formatted text: the menu opened again shows the bold word in the editor.
  await grill.getByRole('button', { name: 'Change Grillseðill' }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(description.locator('strong')).toHaveText('highlands');
  await expect(description).toHaveText('Lamb from the highlands');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // An event, and one date of it with 30 tickets (not on a Monday, nor a Thursday).
  const eventDay = daysAhead(9, 'Atlantic/Reykjavik', [1, 4]);
  const events = page.getByRole('region', { name: 'Events' });
  await events.getByRole('button', { name: 'Add an event' }).click();
  await page.getByLabel('Name (Icelandic)').fill('Lambakvöld');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByLabel('Name (English)').fill('Lamb night');
  await page.getByLabel('Short description (English)').fill('Slow-roasted lamb by the river.');
  await page.getByRole('button', { name: 'Save the event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const lamb = events.getByRole('region', { name: 'Lambakvöld' });
  await expect(lamb).toContainText(`/${SLUG}/event/lambakvold`);
  await lamb.getByRole('button', { name: 'Add a date to Lambakvöld' }).click();
  await page.getByLabel('Date', { exact: true }).fill(eventDay);
  await page.getByLabel('Tickets').fill('30');
  await page.getByRole('button', { name: 'Save the date' }).click();
  await expect(lamb.getByRole('listitem').first()).toContainText('30 of 30 tickets left');
  await saveScreenshot(page, { path: `${SHOTS}/settings-menus-en-1280.png`, fullPage: true });

  // The diner's page lists the event with its date, and its page sells the tickets.
  await page.goto(`/${SLUG}?lng=en`);
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  await expect(upcoming).toContainText('Slow-roasted lamb by the river.');
  await upcoming.getByRole('link', { name: 'Lamb night' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lamb night');
  await expect(page.getByText('Seats left: 30')).toBeVisible();

  // Choosing a table another evening, the diner is offered the new menu before booking.
  const tableDay = daysAhead(10, 'Atlantic/Reykjavik', [1, 4]);
  await page.goto(`/${SLUG}?lng=en`);
  await page.getByLabel('Date', { exact: true }).fill(tableDay);
  await page.getByLabel('Time', { exact: true }).selectOption('19:00');
  await page.getByRole('button', { name: '19:00', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/upsell');
  await expect(page.getByText('Grill menu')).toBeVisible();
  await expect(page.getByText('Lamb, river trout and skyr.')).toBeVisible();
});

test('an owner adds an ordering category and an item with a required option group, and marks it sold out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await resumeOwnerSession(page);
  await page.goto(`/${SLUG}/settings/ordering?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Food ordering');
  const menu = page.getByRole('region', { name: 'Ordering menu' });
  await expect(menu).toContainText('No categories yet');

  await menu.getByRole('button', { name: 'Add a category' }).click();
  await page.getByLabel('Name (Icelandic)').fill('Grillréttir');
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByLabel('Name (English)').fill('From the grill');
  await page.getByRole('button', { name: 'Save the category' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const grill = menu.getByRole('region', { name: 'Grillréttir' });

  // An item with a required group, refused until its choices have names.
  await grill.getByRole('button', { name: 'Add an item to Grillréttir' }).click();
  await page.getByLabel('Name (Icelandic)').fill('Lambaspjót');
  await page.getByLabel('Price (ISK)').fill('3490');
  await page.getByRole('checkbox', { name: 'Milk', exact: true }).check();
  await page.getByRole('button', { name: 'Add an option group' }).click();
  await page.getByLabel('Group name (Icelandic)').fill('Meðlæti');
  await page.getByRole('button', { name: 'Save the item' }).click();
  const summary = page.getByRole('group', { name: 'Please correct the following before saving:' });
  await expect(summary).toBeFocused();
  await expectAxeClean(page);
  await page.getByLabel('Choice 1 (Icelandic)').fill('Franskar');
  await page.getByLabel('Choice 2 (Icelandic)').fill('Salat');
  await page.getByRole('button', { name: 'Save the item' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  const item = grill.getByRole('listitem').filter({ hasText: 'Lambaspjót' });
  await expect(item).toContainText('3,490');
  await expect(item).toContainText('1 option group');

  await item.getByRole('checkbox', { name: 'Lambaspjót sold out' }).check();
  await expect(page.getByText('Lambaspjót is sold out.')).toBeVisible();
  await expectAxeClean(page);

  await page.reload();
  const again = page
    .getByRole('region', { name: 'Grillréttir' })
    .getByRole('listitem')
    .filter({ hasText: 'Lambaspjót' });
  await expect(again).toContainText('Sold out');
  await expect(again.getByRole('checkbox', { name: 'Lambaspjót sold out' })).toBeChecked();
  await saveScreenshot(page, { path: `${SHOTS}/settings-ordering-en-375.png`, fullPage: true });
});

for (const width of [375, 1280]) {
  test(`every settings page passes axe in English and Icelandic at ${width} px`, async ({
    page,
  }) => {
    // Eleven pages in two languages, each loaded, checked by axe and photographed: 2 min 17 s on
    // a quiet machine of our kind, so ten minutes for one three times slower.
    test.setTimeout(600_000);
    await page.setViewportSize({ width, height: 900 });
    await resumeOwnerSession(page);
    const pages = [
      { path: 'settings', heading: { en: 'Settings', is: 'Stillingar' } },
      { path: 'settings/hours', heading: { en: 'Opening hours', is: 'Opnunartími' } },
      { path: 'settings/rules', heading: { en: 'Booking rules', is: 'Bókunarreglur' } },
      { path: 'settings/look', heading: { en: 'Look and embed', is: 'Útlit og innfelling' } },
      { path: 'settings/profile', heading: { en: 'Profile', is: 'Upplýsingar' } },
      { path: 'settings/photos', heading: { en: 'Photos', is: 'Myndir' } },
      { path: 'settings/tables', heading: { en: 'Tables', is: 'Borð' } },
      { path: 'settings/payments', heading: { en: 'Payments', is: 'Greiðslur' } },
      {
        path: 'settings/menus',
        heading: { en: 'Menus and events', is: 'Matseðlar og viðburðir' },
      },
      { path: 'settings/ordering', heading: { en: 'Food ordering', is: 'Matarpantanir' } },
      { path: 'settings/history', heading: { en: 'Change history', is: 'Saga breytinga' } },
    ];
    for (const language of ['en', 'is'] as const) {
      for (const { path, heading } of pages) {
        await page.goto(`/${SLUG}/${path}?lng=${language}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
        // Loaded: past the spinner, the form or the list is there.
        await expect(page.locator('.staff-page__loading')).toHaveCount(0);
        await expectAxeClean(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} in ${language} fits ${width} px`).toBeLessThanOrEqual(0);
        if (
          [
            'settings/hours',
            'settings/look',
            'settings/profile',
            'settings/tables',
            'settings/payments',
            'settings/menus',
            'settings/ordering',
          ].includes(path) &&
          language === 'is'
        ) {
          await saveScreenshot(page, {
            path: `${SHOTS}/${path.replace('/', '-')}-is-${width}.png`,
            fullPage: true,
          });
        }
      }
    }
    // The error summary, shown and focused, passes too, with a duration's message at its boxes.
    await page.goto(`/${SLUG}/settings/rules?lng=en`);
    await page.getByLabel('Largest party bookable online').fill('0');
    const lead = page.getByRole('group', { name: 'Book at least this long ahead' });
    await lead.getByLabel('Days').fill('8');
    await page.getByRole('button', { name: 'Save the rules' }).click();
    await expect(
      page.getByRole('group', { name: 'Please correct the following before saving:' }),
    ).toBeFocused();
    await expect(lead.getByText('Enter at most 7 days.')).toBeVisible();
    await expectAxeClean(page);
    await saveScreenshot(page, {
      path: `${SHOTS}/settings-rules-${width}.png`,
      fullPage: true,
    });
  });
}
