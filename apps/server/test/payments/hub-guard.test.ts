import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { connectHub, connected } from './hub-client.ts';

const HUB_LIMIT = 4;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One raw request to the hub, as a browser or a script would send it. */
function send(
  baseUrl: string,
  query: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(`${PAYMENT_HUB_PATH}/?EIO=4&transport=polling&guid=${randomUUID()}${query}`, baseUrl),
      { method, agent: false, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.once('error', reject);
    request.end();
  });
}

/** A WebSocket opening handshake; resolves with the status the server answered. */
function upgrade(baseUrl: string, origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(`${PAYMENT_HUB_PATH}/?EIO=4&transport=websocket&guid=${randomUUID()}`, baseUrl),
      {
        agent: false,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
          origin,
        },
      },
    );
    request.once('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('error', reject);
    request.end();
  });
}

describe('the payment hub’s protections', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_MAX: String(HUB_LIMIT) } });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts new sessions against the per-address limit, and only new sessions', async () => {
    const opened = await send(baseUrl, '');
    expect(opened.status).toBe(200);
    const sid = /"sid":"([^"]+)"/.exec(opened.body)?.[1];
    expect(sid).toBeDefined();

    const statuses: number[] = [];
    for (let i = 1; i < HUB_LIMIT + 2; i += 1) statuses.push((await send(baseUrl, '')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await send(baseUrl, '');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'rate_limited' });

    // The open session's own requests are not new sessions: its next poll is answered.
    const poll = await send(baseUrl, `&sid=${sid ?? ''}`, {}, 'POST');
    expect(poll.status).not.toBe(429);
  });
});

describe('the payment hub’s origin, JSONP and headers', () => {
  let t: TestApp;
  let baseUrl: string;
  let ownOrigin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    ownOrigin = new URL(baseUrl).origin;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers with the API’s security headers', async () => {
    const answer = await send(baseUrl, '', { origin: ownOrigin });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses JSONP polling', async () => {
    const answer = await send(baseUrl, '&j=0');
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('___eio');
  });

  it('refuses another site’s pages, over polling and WebSocket, and admits Dekka’s own', async () => {
    expect((await send(baseUrl, '', { origin: 'https://evil.example' })).status).toBe(403);
    expect(await upgrade(baseUrl, 'https://evil.example')).toBe(403);
    expect(await upgrade(baseUrl, ownOrigin)).toBe(101);

    const hub = connectHub(baseUrl, randomUUID(), ['websocket']);
    await connected(hub.socket);
    hub.socket.disconnect();
  });
});
