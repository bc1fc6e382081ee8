import { config, z } from 'zod';

/*
 * Every contract builds its schemas with this z. Zod compiles its object parsers with
 * `new Function` where it may, and finds out whether it may while a schema is built: in the
 * browser that probe breaks the page's Content-Security-Policy (no 'unsafe-eval') and files a
 * violation report on every page that loads a contract. Browsers check a handful of small
 * answers, so zod's interpreter does there; the server keeps the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
