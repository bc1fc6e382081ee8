import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { daysAhead } from './clock';
import { layoutShift } from './layout-shift';
import { signInAs } from './mail';
import {
  CARDS,
  EN,
  futureExpiry,
  paymentFrame,
  SANDBOXED_FRAME_NOISE,
  textbox,
} from './payment-steps';
import { expectAxeClean } from './axe';
import { saveScreenshot } from './screenshots';

// The diner's food ordering pages (docs/decisions/046-diner-ordering-pages.md) on the demo:
// Pizzería Eldofn takes takeaway and delivery orders, with a size to choose for each pizza.

const SHOTS = 'test-results/screenshots';

/** Nothing wider than the screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

test.describe('ordering and paying', () => {
  // The bank's page in the payment dialog's sandboxed frame logs its blocked scripts.
  test.use({ allowedConsoleErrors: [SANDBOXED_FRAME_NOISE] });

  test('a diner finds a restaurant that takes orders, adds a pizza with a topping, keeps it on reload and pays through 3-D Secure', async ({
    page,
  }) => {
    await test.step('the listing, filtered to delivery', async () => {
      await page.goto('/pantamat?lng=en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order food');
      await expect(page.getByRole('link', { name: 'Kaffi Krummi' })).toBeVisible();
      await page.getByRole('combobox', { name: 'How you get it' }).selectOption('delivery');
      await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'delivery');
      await expect(page.getByRole('link', { name: 'Kaffi Krummi' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Pizzería Eldofn' }).click();
    });

    await test.step('the order page: a 16" Margherita with olives, for pickup', async () => {
      await expect(page).toHaveURL((url) => url.pathname === '/pizzeria-eldofn/order');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizzería Eldofn');
      // The listing's mode comes along; this diner picks it up instead.
      await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
      await page.getByRole('radio', { name: 'Takeaway' }).check();
      await expect(page).toHaveURL((url) => url.searchParams.get('mode') === 'takeaway');
      await page.getByRole('button', { name: 'Add Margherita' }).click();
      const dialog = page.getByRole('dialog', { name: 'Margherita' });
      await dialog.getByRole('button', { name: /Add to order/ }).click();
      // The size is required: nothing is added until one is chosen.
      await expect(dialog.getByText('Choose at least 1 here.')).toBeVisible();
      await dialog.getByRole('radio', { name: /16"/ }).check();
      await dialog.getByRole('checkbox', { name: /Olives/ }).check();
      await dialog.getByRole('button', { name: /Add to order/ }).click();
      await expect(dialog).toHaveCount(0);
      const cart = page.getByRole('complementary', { name: 'Your order' });
      await expect(cart.getByText('16", Olives')).toBeVisible();
    });

    await test.step('a reload keeps the cart', async () => {
      await page.reload();
      const cart = page.getByRole('complementary', { name: 'Your order' });
      await expect(cart.getByText('Margherita', { exact: true })).toBeVisible();
      await expect(cart.getByText('16", Olives')).toBeVisible();
      await expect(cart.getByLabel('How many of Margherita')).toHaveText('1');
    });

    await test.step('checkout: a time, the details and the challenge card', async () => {
      const time = page.getByRole('combobox', { name: 'Time' });
      // Tomorrow's first time: today's first one can pass its lead time while this test fills
      // the form, and the server then rightly refuses it.
      const tomorrow = daysAhead(1);
      await page.getByLabel('Date', { exact: true }).fill(tomorrow);
      const first = time.locator(`option[value^="${tomorrow}"]`).first();
      await time.selectOption((await first.getAttribute('value')) ?? '');
      await textbox(page, 'First name').fill('Jón');
      await textbox(page, 'Last name').fill('Jónsson');
      await textbox(page, 'E-mail').fill('jon.order@example.is');
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+354 555 1234');
      await textbox(page, EN.cardNumber).fill(CARDS.challenge);
      await textbox(page, EN.cardExpiry).fill(futureExpiry());
      await textbox(page, EN.cardCvc).fill('123');
      await expectAxeClean(page);
      await saveScreenshot(page, {
        path: `${SHOTS}/ordering-checkout-en-1280.png`,
        fullPage: true,
      });
      await page.getByRole('button', { name: 'Order and pay' }).click();
      const frame = paymentFrame(page, EN);
      await frame.getByRole('button', { name: EN.continueToBank }).click();
      await frame.getByRole('button', { name: EN.approve }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('the order status page', async () => {
      await expect(page).toHaveURL((url) => url.searchParams.has('order'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order');
      await expect(page.getByText('Paid: waiting for the restaurant to accept it')).toBeVisible();
      await expect(page.getByText('1 × Margherita')).toBeVisible();
      await expectAxeClean(page);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await saveScreenshot(page, {
          path: `${SHOTS}/ordering-status-en-${width}.png`,
          fullPage: true,
        });
      }
      // The same order in Icelandic.
      const status = new URL(page.url());
      status.searchParams.set('lng', 'is');
      await page.goto(status.toString());
      await expect(page.getByText('Greitt: bíður þess að staðurinn taki við henni')).toBeVisible();
      await expectAxeClean(page);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await saveScreenshot(page, {
          path: `${SHOTS}/ordering-status-is-${width}.png`,
          fullPage: true,
        });
      }
      // Paid: the cart is empty again.
      await page.goto('/pizzeria-eldofn/order?lng=en');
      await expect(
        page
          .getByRole('complementary', { name: 'Your order' })
          .getByText('Nothing in your order yet.'),
      ).toBeVisible();
    });
  });
});

for (const language of ['en', 'is'] as const) {
  test(`the ordering pages pass axe and fit a phone and a desktop (${language})`, async ({
    page,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/pantamat?lng=${language}`);
      await expect(page.getByRole('link', { name: 'Pizzería Eldofn' })).toBeVisible();
      await expectAxeClean(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, {
        path: `${SHOTS}/ordering-listing-${language}-${width}.png`,
        fullPage: true,
      });

      await page.goto(`/pizzeria-eldofn/order?lng=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizzería Eldofn');
      await expectAxeClean(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, {
        path: `${SHOTS}/ordering-menu-${language}-${width}.png`,
        fullPage: true,
      });

      await page.locator('.order-item__buy button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAxeClean(page);
      await saveScreenshot(page, { path: `${SHOTS}/ordering-item-${language}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
}

test.describe('a restaurant that takes no orders', () => {
  // The browser logs the API's 404 for a restaurant without ordering; that is the point here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('says so, with the way to those that do', async ({ page }) => {
    await page.goto('/fiskmarkadurinn/order?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "This restaurant doesn't take orders here",
    );
    await page.getByRole('link', { name: 'See the restaurants that take orders' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order food');
  });
});

/** Holds the answers to `pattern` until the test lets them go: a slow network, on cue. */
async function holdAnswers(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const width of [375, 1280]) {
  test(`the ordering pages do not move when their data arrives (${width})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let release = await holdAnswers(page, '**/api/web/ordering/restaurants**');
    await page.goto('/pantamat?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order food');
    release();
    await expect(page.getByRole('link', { name: 'Pizzería Eldofn' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    release = await holdAnswers(page, '**/api/web/ordering/menu/**');
    await page.goto('/pizzeria-eldofn/order?lng=en');
    await expect(page.getByRole('status').first()).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pizzería Eldofn');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
  });
}

// Harpa veitingasala's owner (no other test signs in there) gives the champagne a photo.
test('an owner gives an item a gallery photo, and diners see it on the order page without a shift', async ({
  page,
}) => {
  const slug = 'harpaveitingasala';
  const owner = `owner.${slug}@demo.dekka.is`;
  const described = 'Two glasses of champagne on the foyer bar';
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('the owner uploads a gallery photo and describes it', async () => {
    const photos = `/${slug}/settings/photos`;
    await signInAs(page, owner, photos);
    const image = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#3b2a4a' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect x="620" y="260" width="140" height="620" rx="60" fill="#f3d98b"/><rect x="860" y="300" width="140" height="580" rx="60" fill="#f3d98b"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Add a photo to the gallery')
      .setInputFiles({ name: 'champagne.jpg', mimeType: 'image/jpeg', buffer: image });
    await expect(page.getByText('Photo saved.')).toBeVisible();
    const alt = page.locator('form', { has: page.getByRole('group', { name: /Photo 1$/ }) });
    await alt.getByLabel('English').fill(described);
    await alt.getByRole('button', { name: 'Save description' }).click();
    await expect(page.getByText('Description saved.')).toBeVisible();
  });

  await test.step('chooses it for the champagne on the ordering settings page', async () => {
    await page.goto(`/${slug}/settings/ordering?lng=en`);
    await page.getByRole('button', { name: 'Change Kampavínsglas' }).click();
    const picker = page.getByRole('group', { name: 'Photo' });
    await expect(picker.getByRole('radio', { name: 'No photo' })).toBeChecked();
    await picker.getByRole('radio', { name: described }).check();
    await expectAxeClean(page);
    await saveScreenshot(page, { path: `${SHOTS}/ordering-item-photo-picker-1280.png` });
    await page.getByRole('button', { name: 'Save the item' }).click();
    await expect(page.getByText('Saved. Diners see the change now.')).toBeVisible();
  });

  for (const width of [375, 1280]) {
    await test.step(`the diner's order page shows it, without a shift (${width})`, async () => {
      await page.setViewportSize({ width, height: 900 });
      // The photo's file is held until the menu is on the page, then let go.
      const release = await holdAnswers(page, '**/media/**');
      await page.goto(`/${slug}/order?lng=en`);
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Glass of champagne' }),
      });
      const photo = card.getByRole('img', { name: described });
      await expect(photo).toBeAttached();
      await expect(photo).toHaveAttribute('loading', 'lazy');
      release();
      // Lazy: it loads once it is near the screen.
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      // Items without a photo keep their card as it was.
      const beer = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Icelandic beer' }),
      });
      await expect(beer.getByRole('img')).toHaveCount(0);
      await expectAxeClean(page);
      await expectNoSideScroll(page);
      await saveScreenshot(page, { path: `${SHOTS}/ordering-item-photos-${width}.png` });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
  }
});
