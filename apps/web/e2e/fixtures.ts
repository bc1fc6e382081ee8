import { test as base, expect } from '@playwright/test';
import { now } from './clock';

/**
 * Every page runs on the tests' clock (clock.ts), the same moment the servers see, so dates,
 * countdowns and "today" agree between the browser and the API whatever day the suite runs on.
 *
 * Every browser test fails when the page logs a console error, throws or breaks its Content-
 * Security-Policy: a page that "works" while shouting in the console is not working. A test that provokes an error on purpose lists the
 * messages it expects in `allowedConsoleErrors`.
 */
/** Requests for the default map tiles (the servers run with MAP_TILE_URL unset). */
export const MAP_TILES = '**/tile.openstreetmap.org/**';
/** A 1×1 transparent PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  context: async ({ context }, provide) => {
    await context.clock.install({ time: now() });
    // The maps' tiles (MAP_TILE_URL, OpenStreetMap's by default) never come from the internet
    // here: every page gets a blank tile at once. nearby.spec.ts blocks them outright instead.
    await context.route(MAP_TILES, (route) =>
      route.fulfill({ contentType: 'image/png', body: BLANK_TILE }),
    );
    await provide(context);
  },
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A blocked script, frame or connection is reported, not thrown: make it an error too.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((re) => re.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
