import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SPAN_KIND,
  startOtlpCollector,
  type ExportedSpan,
  type OtlpCollector,
} from '../helpers/otlp-collector.ts';
import { startServer, stopServer, type ServerProcess } from '../helpers/server-process.ts';

const databaseUrl = process.env.DATABASE_URL;
/** How long spans may take to arrive: the batch goes out every 200 ms here (5 s by default). */
const EXPORTED_WITHIN_MS = 10_000;

/** The JSON log lines of one request (Fastify's "incoming request" and "request completed"). */
function requestLines(server: ServerProcess, marker: string): Record<string, unknown>[] {
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const incoming = lines.find((line) => JSON.stringify(line.req ?? '').includes(marker));
  if (!incoming) return [];
  return lines.filter((line) => line.reqId === incoming.reqId);
}

async function waitForRequestLines(server: ServerProcess, marker: string) {
  await expect
    .poll(() => requestLines(server, marker).map((line) => line.msg), { timeout: 5000 })
    .toEqual(['incoming request', 'request completed']);
  return requestLines(server, marker);
}

async function spansOfTrace(collector: OtlpCollector, traceId: string, atLeast: number) {
  await expect
    .poll(() => collector.spans.filter((span) => span.traceId === traceId).length, {
      timeout: EXPORTED_WITHIN_MS,
      interval: 100,
    })
    .toBeGreaterThanOrEqual(atLeast);
  return collector.spans.filter((span) => span.traceId === traceId);
}

function serverSpan(spans: ExportedSpan[], marker: string): ExportedSpan | undefined {
  return spans.find(
    (span) =>
      span.kind === SPAN_KIND.server &&
      Object.values(span.attributes).some((value) => String(value).includes(marker)),
  );
}

// Tracing hooks module loading, so it is started in a process of its own, as server.ts does:
// this test process loaded the server's modules untraced (see traces-off.test.ts). On PostgreSQL
// only: there the trace holds the query's span too, and the server starts in seconds, where an
// embedded database's first start (initdb, every migration) costs the default run half a minute
// for nothing the PostgreSQL pass does not show.
describe.skipIf(!databaseUrl)('traces with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  let collector: OtlpCollector;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    collector = await startOtlpCollector();
    dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-traces-'));
    server = await startServer(dataDir, 1, {
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      DEMO_PHOTOS: 'false',
    });
  }, 240_000);

  afterAll(async () => {
    await stopServer(server);
    await collector?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("exports the request's spans, and its log lines carry their trace and span ids", async () => {
    if (!server) throw new Error('server not started');
    // The liveness probe asks the database: an HTTP server span with a query under it. (The
    // marker is no guid: the log would read `:guid` for one.)
    const marker = `probe=${randomBytes(8).toString('hex')}`;
    expect((await fetch(`${server.baseUrl}/api/health?${marker}`)).status).toBe(200);

    const lines = await waitForRequestLines(server, marker);
    const traceId = String(lines[0]?.trace_id);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(lines.map((line) => line.trace_id)).toEqual([traceId, traceId]);

    const spans = await spansOfTrace(collector, traceId, 2);
    const http = serverSpan(spans, marker);
    expect(http).toMatchObject({
      traceId,
      parentSpanId: '',
      resource: { 'service.name': 'dekka' },
    });
    // Logged inside the server span (no framework span sits between them).
    expect(lines.map((line) => line.span_id)).toEqual([http?.spanId, http?.spanId]);
    // PostgreSQL's instrumentation: the query is a client span of the same trace.
    const query = spans.find(
      (span) =>
        span.kind === SPAN_KIND.client &&
        Object.entries(span.attributes).some(
          ([key, value]) => key.startsWith('db.system') && value === 'postgresql',
        ),
    );
    expect(query?.traceId).toBe(traceId);
    expect(collector.errors).toEqual([]);
  });

  it("continues a caller's trace from its traceparent header", async () => {
    if (!server) throw new Error('server not started');
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const marker = `probe=${randomBytes(8).toString('hex')}`;
    const res = await fetch(`${server.baseUrl}/api/health?${marker}`, {
      headers: { traceparent: `00-${traceId}-${callerSpanId}-01` },
    });
    expect(res.status).toBe(200);

    const lines = await waitForRequestLines(server, marker);
    expect(lines.map((line) => line.trace_id)).toEqual([traceId, traceId]);
    const http = serverSpan(await spansOfTrace(collector, traceId, 1), marker);
    expect(http).toMatchObject({ traceId, parentSpanId: callerSpanId });
  });
});
