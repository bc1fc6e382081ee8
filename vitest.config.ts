import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeParts } from './apps/web/locale-parts.ts';

// One Vitest run, three projects: pure unit tests, server integration tests against a real
// database (PGlite by default, PostgreSQL when DATABASE_URL is set) and web component tests in jsdom.
// Test files share their worker's modules (isolate: false): importing the server or the web app
// afresh for every file cost more than the tests themselves. What a test needs fresh it makes
// itself (an app and database per buildTestApp, a clean page per web test in its setup file).
// Time budgets fit the slowest machine of the project's kind (about 3x slower than the fastest)
// with the typecheck, lint and build running beside the tests (scripts/test.mjs); they only
// bound how long a broken test takes to fail.
export default defineConfig({
  test: {
    // Two workers on two cores: Vitest's default (one fewer than the cores) left the second core
    // idle once the typecheck, lint and build beside it (scripts/test.mjs) had finished.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        // The server's tests draw the public pages from the web app's source entry (its locale
        // chunks are virtual modules), not from a build (docs/decisions/079).
        plugins: [localeParts()],
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
          testTimeout: 30_000,
          // A worker's first test app imports the server and migrates and seeds the database it
          // then copies for every app (test/helpers): about 20 s on a quiet machine, and three
          // minutes bounds it with two workers, the typecheck and lint sharing a machine three
          // times slower.
          hookTimeout: 180_000,
          // Each file has its own in-memory PGlite, so files run side by side; on PostgreSQL
          // they share the run's one database, so one at a time.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      {
        plugins: [react(), localeParts()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          env: { TZ: 'UTC' },
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
