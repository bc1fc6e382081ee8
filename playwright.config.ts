import { defineConfig, devices } from '@playwright/test';
import { CLOCK_OFFSET_MS } from './apps/web/e2e/clock.ts';
import {
  DANISH_SITE_PORT,
  DATA_DIR_TEMPLATE,
  E2E_PORT,
  SERVE_FROM_TEMPLATE,
  SPANISH_SITE_PORT,
} from './apps/web/e2e/servers.ts';
import { chromiumPath } from './scripts/chromium-path.mjs';

// Browser tests run the production build, served by the real server on a fresh embedded database
// (a copy of one migrated and seeded once per run: servers.ts), on the tests' fixed clock
// (apps/web/e2e/clock.ts). The servers are started side by side by scripts/e2e-servers.mjs, which
// also wipes their data directories (not this file: every worker loads it). E2E_PORT and
// WEB_DIST_DIR let two checkouts' suites run side by side without sharing anything.
//
// Time budgets fit a machine three times slower than the one the suite was timed on (with the
// suite's three servers and two browsers sharing two cores): the longest ordinary test, a gift
// card bought through 3-D Secure and spent, took 67 s on a quiet machine of our kind, so five
// minutes. Every wait is on a condition, so the budgets cost nothing on a fast machine and only
// bound how long a broken test takes to fail; a broken step fails at its 15 s expectation first.
function server(port: number, env: Record<string, string> = {}) {
  return {
    port,
    dataDir: `.data-e2e-${port}`,
    env: {
      HOST: '127.0.0.1',
      DATA_DIR_TEMPLATE,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // Every browser test comes from 127.0.0.1 (two at a time, dozens of reserves a minute);
      // each diner (identity) keeps the real cap on live holds.
      RESERVE_RATE_LIMIT_MAX: '10000',
      HOLD_LIMIT_PER_CLIENT: '10000',
      TOKEN_RATE_LIMIT_MAX: '10000',
      SIGN_IN_RATE_LIMIT_PER_CLIENT: '10000',
      CARD_ATTEMPT_LIMIT_PER_CLIENT: '10000',
      // A freed table reaches the waiting list with the hold sweeper's round (ADR 063): every
      // two seconds, not every thirty, so the offer's e-mail is in the mail folder promptly.
      HOLD_SWEEP_INTERVAL_MS: '2000',
      // Passkeys belong to a domain name; an IP address cannot be one (the passkey test opens the
      // site at localhost; every other test at 127.0.0.1, the same server).
      PUBLIC_URL: `http://localhost:${port}`,
      CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
      // Drawing the demo's artwork takes a core for a minute and a half per server; the tests
      // upload the photos they look at.
      DEMO_PHOTOS: 'false',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...env,
    },
  };
}

const servers = [
  // With a merchant identifier, as a site offering Apple Pay runs: Chromium has no Apple Pay,
  // so the button shows only where apple-pay.spec.ts stands in for Safari's wallet.
  server(E2E_PORT, { APPLE_PAY_MERCHANT_ID: 'merchant.is.dekka.e2e' }),
  // With an external gift card site, as a site selling its gift cards elsewhere runs.
  server(DANISH_SITE_PORT, {
    DISPLAY_COUNTRY: 'dk',
    GIFT_CARD_URL: 'https://gavekort.dekka.test',
  }),
  server(SPANISH_SITE_PORT, { DISPLAY_COUNTRY: 'es' }),
];

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: `test-results/playwright-${E2E_PORT}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 300_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report-${E2E_PORT}` }],
    // Read by scripts/test.mjs for the slowest tests.
    ['json', { outputFile: `test-results/playwright-${E2E_PORT}.json` }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // The product honours reduced motion (modals appear without a fade). Tests ask for it so
    // that axe, which judges contrast on what is painted, never measures a modal half-way
    // through its 200 ms fade-in, as it did on a loaded machine.
    reducedMotion: 'reduce',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-servers.mjs',
    env: { E2E_SERVERS: JSON.stringify(servers), E2E_SERVER_ENTRY: SERVE_FROM_TEMPLATE },
    wait: { stdout: /^servers ready$/m },
    // Three servers and the database they copy, side by side: about 20 s on a quiet machine.
    timeout: 240_000,
  },
});
