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
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  context: async ({ context }, provide) => {
    await context.clock.install({ time: now() });
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
