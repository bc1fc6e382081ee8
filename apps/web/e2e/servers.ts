/**
 * The browser tests run two real servers on fresh embedded databases: the default Icelandic site,
 * and one with the Danish display country (DISPLAY_COUNTRY=dk), which offers Danish and English.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const DANISH_SITE_PORT = E2E_PORT + 1;
export const danishSiteUrl = `http://127.0.0.1:${DANISH_SITE_PORT}`;
