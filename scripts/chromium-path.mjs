// Which Chromium the browser tests drive. Debian's headless shell (package chromium-headless-shell)
// is Chromium's own headless build without the desktop browser's window, toolbar and omnibox: the
// same engine, a third less CPU per test on two cores (docs/decisions/066-headless-shell-and-test-budgets.md).
// Debian's full chromium is the fallback; CHROMIUM_PATH overrides both.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch, or undefined when neither is installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return [HEADLESS_SHELL, FULL_CHROMIUM].find((path) => existsSync(path));
}
