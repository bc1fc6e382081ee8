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

/**
 * PostgreSQL `integer`, the column of every id, amount, count and position a request names:
 * a value outside it fails the statement that reaches the column (a 500), so the schemas refuse
 * it first (a 400).
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A whole number a request carries, within an `integer` column's range; narrow it further. */
export function int() {
  return z.number().int().min(INT4_MIN).max(INT4_MAX);
}
