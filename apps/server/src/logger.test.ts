import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

describe('createLogger', () => {
  it('redacts bearer tokens and cookies should a request be logged with its headers', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer top-secret', cookie: 'sid=top-secret', host: 'x' },
        },
      },
      'probe',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('top-secret');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]', host: 'x' } },
    });
  });
});

describe('redactUrl', () => {
  it('takes guids and gift card codes out of addresses, and keeps the fixed words', () => {
    const guid = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';
    expect(redactUrl(`/api/web/booking/manage/${guid}?lng=is`)).toBe(
      '/api/web/booking/manage/:guid?lng=is',
    );
    expect(redactUrl('/api/web/giftcards/ABCDEFGHJKLMNPQR')).toBe('/api/web/giftcards/:code');
    expect(redactUrl('/api/web/giftcards/abcd-efgh-jklm-npqr/')).toBe('/api/web/giftcards/:code/');
    expect(redactUrl('https://dekka.is/giftcard/view/ABCDEFGHJKLMNPQR?lng=en')).toBe(
      'https://dekka.is/giftcard/view/:code?lng=en',
    );
    for (const kept of [
      '/api/web/giftcards/shop',
      '/api/web/giftcards/status',
      '/api/web/giftcards/check/',
      '/api/restaurant/4/giftcards/redeem',
      '/giftcard/status',
      '/giftcard/view',
    ]) {
      expect(redactUrl(kept)).toBe(kept);
    }
    expect(redactUrl(`/api/web/giftcards/orders/${guid}`)).toBe('/api/web/giftcards/orders/:guid');
  });
});

describe('errors in the log', () => {
  const statement = 'insert into "gift_cards" ("code", "buyer_email") values ($1, $2)';
  const params = ['ABCDEFGHJKLMNPQR', 'buyer.secret@example.is'];

  /** The database's own error as pg hands it over: a SQL state, and words that quote values. */
  function databaseError() {
    const error = new pg.DatabaseError(
      'invalid input syntax for type uuid: "buyer.secret@example.is"',
      100,
      'error',
    );
    Object.assign(error, {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Failing row contains (ABCDEFGHJKLMNPQR, buyer.secret@example.is).',
      hint: 'buyer.secret@example.is',
      where: "unnamed portal parameter $2 = 'buyer.secret@example.is'",
      table: 'gift_cards',
      column: 'buyer_email',
      constraint: 'gift_cards_code_key',
    });
    return error;
  }

  function logged(err: unknown): { line: string; parsed: Record<string, unknown> } {
    const lines: string[] = [];
    const logger = createLogger(
      { logLevel: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    logger.error({ err }, 'request failed');
    const line = lines[0] ?? '{}';
    return { line, parsed: JSON.parse(line) as Record<string, unknown> };
  }

  it('logs a failed statement by its text and SQL state, never its parameters, at any depth', () => {
    const failed = new DrizzleQueryError(statement, params, databaseError());
    const wrapped = new Error('the purchase failed', {
      cause: new Error('while drawing a code', { cause: failed }),
    });
    // PGlite's own error carries the statement and its parameters too.
    const pgliteStyle = Object.assign(databaseError(), { query: statement, params });
    for (const err of [failed, wrapped, databaseError(), pgliteStyle]) {
      const { line } = logged(err);
      expect(line).not.toContain('ABCDEFGHJKLMNPQR');
      expect(line).not.toContain('buyer.secret');
      expect(line).toContain('22P02');
    }
    expect(logged(failed).parsed).toMatchObject({
      err: {
        type: 'DrizzleQueryError',
        message: `Failed query: ${statement}`,
        query: statement,
        code: '22P02',
        stack: expect.stringMatching(/^DrizzleQueryError: Failed query: .*\n\s+at /),
        cause: {
          code: '22P02',
          table: 'gift_cards',
          column: 'buyer_email',
          constraint: 'gift_cards_code_key',
        },
      },
    });
    expect(logged(pgliteStyle).parsed).toMatchObject({
      err: {
        message: 'Database error 22P02',
        code: '22P02',
        query: statement,
        table: 'gift_cards',
      },
    });
    expect(logged(wrapped).parsed).toMatchObject({
      err: {
        type: 'Error',
        message: 'the purchase failed',
        cause: { message: 'while drawing a code', cause: { query: statement, code: '22P02' } },
      },
    });
  });

  it('keeps what other errors say, with their own fields', () => {
    const error = Object.assign(new Error('No route for GET /x'), { statusCode: 404 });
    expect(logged(error).parsed).toMatchObject({
      err: { type: 'Error', message: 'No route for GET /x', statusCode: 404 },
    });
  });
});
