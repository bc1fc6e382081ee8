import { sql } from 'drizzle-orm';
import { ErrorResponse } from '@dekka/contracts/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('error responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captureLogs: true });
    // A route that fails the way real code does: a query against a table that is not there.
    t.app.get('/api/test/broken-query', async () => {
      await t.database.db.execute(sql`select secret_column from no_such_table`);
      return { ok: true };
    });
    // Every pooled connection busy for longer than the pool waits: a real pg pool of one on
    // PostgreSQL, pg-pool's own error otherwise.
    t.app.get('/api/test/pool-exhausted', async () => {
      if (!process.env.DATABASE_URL) throw new Error('timeout exceeded when trying to connect');
      const pool = new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 1,
        connectionTimeoutMillis: 50,
      });
      const held = await pool.connect();
      try {
        await pool.query('select 1');
        return { ok: true };
      } finally {
        held.release();
        await pool.end();
      }
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown /api route with a JSON 404, even to a browser', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = ErrorResponse.parse(res.json());
    expect(body.code).toBe('not_found');
    expect(body.message).toContain('/api/no/such/route');
    expect(body.requestId).toBe(res.headers['x-request-id']);
  });

  it('gives every response a fresh UUID x-request-id', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('answers 503 with Retry-After when no database connection frees up in time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/pool-exhausted' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(ErrorResponse.parse(res.json())).toMatchObject({ code: 'service_unavailable' });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "oops",',
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json())).toMatchObject({ code: 'invalid_json' });
  });

  it('names the failing fields of an invalid body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/client-errors',
      payload: { message: 'x'.repeat(2001), kind: 'fatal', url: '/', release: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponse.parse(res.json());
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual(expect.arrayContaining(['message', 'kind']));
    expect(body.message).toContain('kind');
  });

  it('names the body when it is missing altogether', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/web/client-errors' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: ['body'] });
  });

  it('hides the detail of an internal error from the client but logs it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/broken-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'internal_error',
      message: 'Internal server error',
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/no_such_table|secret_column|select|stack/i);

    const logged = t.logs.find(
      (line) => line.reqId === res.headers['x-request-id'] && line.level === 50,
    );
    expect(JSON.stringify(logged)).toContain('no_such_table');
  });

  it('serves API paths with and without a trailing slash', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    const slashed = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(plain.statusCode).toBe(200);
    expect(slashed.statusCode).toBe(200);
  });

  it('marks API answers as not cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/web/settings/' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
