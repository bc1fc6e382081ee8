import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
const LIMIT = 4;

/** One GET on a connection of its own: the primary hands consecutive ones to alternate workers. */
function statusOf(baseUrl: string, pathname: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathname, baseUrl),
      { method: 'GET', agent: false, headers: { connection: 'close' } },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.once('error', reject);
    request.end();
  });
}

// Several workers need PostgreSQL (PGlite lives inside one process).
describe.skipIf(!databaseUrl)('the gift card guessing limit on a two-worker cluster', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-gift-limit-'));
    server = await startServer(dataDir, 2, { GIFT_CARD_LOOKUP_LIMIT_MAX: String(LIMIT) });
  }, 240_000);
  afterAll(async () => {
    await stopServer(server);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('counts unknown codes once across both workers, and then refuses every lookup', async () => {
    const answers: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1) {
      const code = `ABCDEFGHJKLMNP${'23456789'[i]}Q`;
      answers.push(await statusOf(server?.baseUrl ?? '', `/api/web/giftcards/${code}`));
    }
    expect(answers).toEqual([
      ...Array.from({ length: LIMIT }, () => 404),
      ...Array.from({ length: 3 }, () => 429),
    ]);
  }, 60_000);
});
