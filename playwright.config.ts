import { defineConfig, devices } from '@playwright/test';
import { DANISH_SITE_PORT, E2E_PORT } from './apps/web/e2e/servers.ts';

// Browser tests run the production build, served by the real server on a fresh embedded database.
// The data directory is wiped by the server command, not here: every worker loads this file.
function server(port: number, dataDir: string, env: Record<string, string> = {}) {
  return {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/server.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: [
    server(E2E_PORT, '.data-e2e'),
    server(DANISH_SITE_PORT, '.data-e2e-dk', { DISPLAY_COUNTRY: 'dk' }),
  ],
});
