import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const WARN = 40;

describe('POST /api/web/client-errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs the report at warn level with the request id and answers 204', async () => {
    const report = {
      message: 'TypeError: x is undefined',
      stack: 'at Foo (app.js:1:1)',
      kind: 'error',
      url: 'http://localhost:3000/book/reserve',
      release: 'abc1234',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/client-errors/',
      payload: report,
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const line = t.logs.find((entry) => entry.msg === 'client error reported');
    expect(line).toMatchObject({
      level: WARN,
      reqId: res.headers['x-request-id'],
      clientError: report,
    });
  });

  it('never logs the Authorization header or cookies', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/web/client-errors',
      headers: { authorization: 'Bearer top-secret-token', cookie: 'session=top-secret-cookie' },
      payload: { message: 'm', kind: 'non_error', url: '/', release: 'r' },
    });
    expect(t.logs.some((entry) => entry.msg === 'client error reported')).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain('top-secret');
  });
});
