import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveScreenshot } from './screenshots';

// The public pages come drawn by the server and the browser hydrates them
// (docs/decisions/079-server-rendered-public-pages.md). Hydrating keeps the server's elements; a
// mismatch makes React throw them away and draw the page again, with an error in the console,
// which fails every browser test (fixtures.ts). Seeded data: apps/server/seed/demo.
const PAGES = [
  { path: '/', heading: { en: /best restaurants/, is: /bestu veitingastöðum/ } },
  { path: '/bokabord', heading: { en: /Search results/, is: /Leitarniðurstöður/ } },
  { path: '/hafnarljos', heading: { en: /Hafnarljós/, is: /Hafnarljós/ } },
  {
    path: '/hafnarljos/event/jolahladbord',
    heading: { en: /Christmas buffet/, is: /Jólahlaðborð/ },
  },
] as const;

/**
 * Keeps the page's heading as the server sent it, before any of the app's code runs (module
 * scripts run after the document is parsed), to compare with the one on screen once hydrated.
 */
async function keepServedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const heading = document.querySelector('h1');
      Object.assign(window, { servedHeading: heading, servedText: heading?.textContent ?? '' });
    });
  });
}

/**
 * Notes each Intl object the page makes: the first costs the browser tens of milliseconds (ICU
 * starts up), so a drawn page's first screen makes none (docs/decisions/086-no-intl-on-the-first-screen.md).
 */
async function watchIntl(page: Page) {
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { intlMade: made });
    for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const Watched = function (...args: unknown[]) {
        made.push(`${name} ${JSON.stringify(args)}`);
        return new Original(...args);
      };
      Object.assign(Watched, Original);
      Watched.prototype = Original.prototype;
      Object.defineProperty(Intl, name, { value: Watched });
    }
  });
}

/** React's hydration warnings (they are console warnings, not errors, in some cases). */
function watchHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /hydrat|did not match|server/i.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

for (const width of [375, 1280]) {
  test(`the public pages come drawn by the server and hydrate without a warning at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await keepServedHeading(page);
    await watchIntl(page);
    const warnings = watchHydrationWarnings(page);
    for (const lng of ['is', 'en'] as const) {
      for (const { path, heading } of PAGES) {
        const url = `${path}?lng=${lng}`;
        await page.goto(url);
        // Sent in the HTML: there before the app ran.
        expect(
          await page.evaluate(() => (window as { servedText?: string }).servedText),
          url,
        ).toMatch(heading[lng]);
        // Hydrated: the app is running (its requests done) on the very elements the server sent.
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[lng]);
        expect(
          await page.evaluate(
            () =>
              document.querySelector('h1') ===
              (window as { servedHeading?: Element }).servedHeading,
          ),
          `${url}: the server's heading was kept`,
        ).toBe(true);
        // The site's colours are the stylesheet's own: hydrating writes none of them onto the
        // root, which would restyle the whole page in the middle of hydrating it.
        expect(
          await page.evaluate(() => document.documentElement.style.length),
          `${url}: colours written on the root`,
        ).toBe(0);
        // Its clocks and plural forms came without Intl.
        expect(
          await page.evaluate(() => (window as { intlMade?: string[] }).intlMade),
          `${url}: Intl objects made`,
        ).toEqual([]);
        if (width === 375 && lng === 'en') {
          await saveScreenshot(page, {
            path: `test-results/screenshots/ssr${path.replace(/\//g, '_')}.png`,
          });
        }
      }
    }
    // The restaurant page answers a person at once: a party size picked shows in the address.
    await page.goto('/hafnarljos?lng=en');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Guests', { exact: true }).selectOption('4');
    await expect(page).toHaveURL(/guests=4/);
    expect(warnings, 'hydration warnings').toEqual([]);
  });
}

// On a slow line a diner can use the page the server sent before its code has come; what they
// chose then is what the page goes on with once its code runs (lib/early-input.ts).
test('a party size picked before the page’s code came is the one the page goes on with', async ({
  page,
}) => {
  let release = () => undefined as void;
  const codeHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/hafnarljos?lng=en', { waitUntil: 'commit' });
  const guests = page.getByLabel('Guests', { exact: true });
  await guests.selectOption('4');
  expect(page.url()).not.toMatch(/guests=/);
  release();
  await expect(page).toHaveURL(/guests=4/);
  await expect(guests).toHaveValue('4');
});
