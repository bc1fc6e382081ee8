/**
 * The browser tests run three real servers on fresh embedded databases: the default Icelandic
 * site, one with the Danish display country (DISPLAY_COUNTRY=dk), which offers Danish and
 * English, and one with the Spanish display country (Spanish and English). The hub-reconnect
 * test starts and restarts a fourth itself (OWN_SERVER_PORT).
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const DANISH_SITE_PORT = E2E_PORT + 1;
export const danishSiteUrl = `http://127.0.0.1:${DANISH_SITE_PORT}`;
export const SPANISH_SITE_PORT = E2E_PORT + 2;
export const spanishSiteUrl = `http://127.0.0.1:${SPANISH_SITE_PORT}`;
export const OWN_SERVER_PORT = E2E_PORT + 3;
/** The joining test's server, started with an administrator (ADMIN_EMAILS). */
export const JOINING_SERVER_PORT = E2E_PORT + 4;
/** The no-show fee test's server, restarted with its clock on the evening of the booking. */
export const LATE_EVENING_SERVER_PORT = E2E_PORT + 5;

/**
 * Every server of the run starts on a copy of one embedded database, migrated and demo-seeded
 * once (apps/server/seed/serve-from-template.ts): a fresh database's initdb, migrations and seed
 * were half of each start's CPU time.
 */
export const SERVE_FROM_TEMPLATE = 'apps/server/seed/serve-from-template.ts';
export const DATA_DIR_TEMPLATE = `.data-e2e-template-${E2E_PORT}`;
