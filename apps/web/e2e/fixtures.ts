import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails when the page logs a console error or throws: a page that "works" while
 * shouting in the console is not working. A test that provokes an error on purpose lists the
 * messages it expects in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; consoleErrors: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((re) => re.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
