import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startCountingReportsAfresh } from '../lib/error-reporting';
import { i18n, loadPageStrings } from '../lib/i18n';

// Pages are lazy routes: the first findBy in a file also waits for the page module to be
// transformed and imported, which takes over the 1 s default on a busy machine, and several
// seconds on the slowest machine of the project's kind while the typecheck runs beside the tests.
// A wait ends as soon as its condition holds, so the budget costs nothing when things are fast.
configure({ asyncUtilTimeout: 10_000 });

// A component test that logs console.error has a bug it does not assert on (React warnings,
// jsdom "not implemented" navigations, act() problems): fail it. Tests that expect an error must
// catch it where it happens, never silence console.error.
let consoleErrors: unknown[][] = [];

function describeCall(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
    .join(' ');
}

beforeEach(async () => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom does not lay out or scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  Element.prototype.scrollIntoView = () => undefined;

  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  startCountingReportsAfresh();
  await i18n.changeLanguage('en');
  // Components rendered outside their lazy route need the pages' (and the food ordering's) strings.
  await loadPageStrings(['pages', 'order']);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map(describeCall).join('\n---\n')}`);
  }
});
