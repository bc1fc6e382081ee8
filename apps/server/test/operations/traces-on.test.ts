import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

/** An OTLP/HTTP collector's one endpoint: keeps every body posted to /v1/traces. */
function fakeCollector() {
  const bodies: Buffer[] = [];
  const waiting: (() => void)[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') bodies.push(Buffer.concat(chunks));
      for (const resolve of waiting.splice(0)) resolve();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    server,
    /** Every trace body so far, as text (protobuf keeps strings and ids readable enough). */
    received: () => bodies.map((body) => body.toString('latin1')).join('\n'),
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const collector = fakeCollector();
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => collector.server.listen(0, '127.0.0.1', resolve));
    const address = collector.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-traces-'));
    server = await startServer(dataDir, 1, {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_BSP_SCHEDULE_DELAY: '100',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    });
  }, 120_000);

  afterAll(async () => {
    await stopServer(server);
    collector.server.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("exports a request's span, and its log line carries the same trace id", async () => {
    if (!server) throw new Error('server not started');
    const arrived = collector.next();
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    await arrived;
    const line = server
      .output()
      .split('\n')
      .filter((text) => text.includes('"request completed"'))
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .at(-1);
    expect(line?.trace_id).toMatch(/^[0-9a-f]{32}$/);
    // OTLP/HTTP as JSON writes the trace id in hex; as protobuf, as 16 raw bytes.
    const traceId = String(line?.trace_id);
    const traceBytes = Buffer.from(traceId, 'hex').toString('latin1');
    await expect
      .poll(() => [traceId, traceBytes].some((id) => collector.received().includes(id)), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(collector.received()).toContain('/api/health');
  });
});
