import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations are applied by the server at start-up
// (src/db/migrate.ts), on PGlite and PostgreSQL alike, so no connection is configured here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
