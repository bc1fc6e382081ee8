import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCompression } from '../src/plugins/compression.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';
import { createWebDist } from './helpers/web-dist.ts';

// A bundle-sized script and the copies the build writes beside it (apps/web/precompress.ts).
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `row ${i}`))};\n`;

describe('compression', () => {
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof createWebDist>>;

  beforeAll(async () => {
    webDist = await createWebDist();
    const file = path.join(webDist.dir, 'assets', 'big-abc123.js');
    await writeFile(file, SCRIPT);
    await writeFile(`${file}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${file}.gz`, gzipSync(SCRIPT));
    t = await buildTestApp({ env: { WEB_DIST_DIR: webDist.dir } });
  });

  afterAll(async () => {
    await t.close();
    await webDist.remove();
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the build’s brotli or gzip copy of an asset, as the browser accepts, cached a year', async () => {
    const br = await get('/assets/big-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/javascript/),
      'cache-control': 'public, max-age=31536000, immutable',
      vary: expect.stringMatching(/accept-encoding/i),
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/big-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses API answers above 1 KiB, and leaves small ones and unasking clients alone', async () => {
    const results = '/api/web/search/results?dateTime=2026-12-04T19:00&guests=2&limit=20';
    const big = await get(results, 'br, gzip');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { total: number };
    expect(json.total).toBeGreaterThan(0);
    expect(big.rawPayload.length).toBeLessThan(brotliDecompressSync(big.rawPayload).length / 3);

    const plain = await get(results);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(json);

    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the page itself, as the browser accepts', async () => {
    const load = (acceptEncoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/restaurant/kol',
        headers: { accept: 'text/html', 'accept-encoding': acceptEncoding },
      });
    const page = await load('gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      vary: expect.stringMatching(/accept-encoding/),
    });
    const html = gunzipSync(page.rawPayload).toString();
    expect(html).toContain('<div id="root">');

    const br = await load('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    expect((await load('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await load('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('compresses a page served again unchanged once, and a changed page afresh', () => {
    const compressed = createPageCompression();
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => (headers[name] = value),
    } as unknown as FastifyReply;
    const request = { headers: { 'accept-encoding': 'br' } } as FastifyRequest;
    const first = compressed(request, reply, '<p>Kol at 19:00</p>'.repeat(100));
    expect(compressed(request, reply, '<p>Kol at 19:00</p>'.repeat(100))).toBe(first);
    const changed = compressed(request, reply, '<p>Kol at 19:30</p>'.repeat(100));
    expect(brotliDecompressSync(changed).toString()).toBe('<p>Kol at 19:30</p>'.repeat(100));
    expect(headers['content-encoding']).toBe('br');
  });

  it('refuses a compressed request body instead of inflating it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/client-errors',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ message: 'x', url: 'http://localhost/' })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
