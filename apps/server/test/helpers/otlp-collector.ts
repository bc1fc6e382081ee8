import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

/** OTLP's span kinds as the protocol numbers them (the API's SpanKind plus one). */
export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

type AttributeValue = string | number | boolean | null;

/** One exported span, its attributes and its resource's as plain key-value records. */
export type ExportedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  attributes: Record<string, AttributeValue>;
  resource: Record<string, AttributeValue>;
};

const AnyValue = z
  .object({
    stringValue: z.string().optional(),
    intValue: z.union([z.string(), z.number()]).optional(),
    doubleValue: z.number().optional(),
    boolValue: z.boolean().optional(),
  })
  .loose();
const Attributes = z.array(z.object({ key: z.string(), value: AnyValue })).default([]);

/** ExportTraceServiceRequest in OTLP/HTTP's JSON encoding (ids in hex), the parts read here. */
const TraceRequest = z.object({
  resourceSpans: z.array(
    z.object({
      resource: z.object({ attributes: Attributes }).default({ attributes: [] }),
      scopeSpans: z.array(
        z.object({
          spans: z.array(
            z.object({
              traceId: z.string(),
              spanId: z.string(),
              parentSpanId: z.string().optional(),
              name: z.string(),
              kind: z.number(),
              attributes: Attributes,
            }),
          ),
        }),
      ),
    }),
  ),
});

function plain(attributes: z.infer<typeof Attributes>): Record<string, AttributeValue> {
  return Object.fromEntries(
    attributes.map(({ key, value }) => {
      const { stringValue, intValue, doubleValue, boolValue } = value;
      const int = intValue === undefined ? undefined : Number(intValue);
      return [key, stringValue ?? int ?? doubleValue ?? boolValue ?? null];
    }),
  );
}

function spansOf(body: unknown): ExportedSpan[] {
  return TraceRequest.parse(body).resourceSpans.flatMap(({ resource, scopeSpans }) =>
    scopeSpans.flatMap(({ spans }) =>
      spans.map((span) => ({
        ...span,
        parentSpanId: span.parentSpanId ?? '',
        attributes: plain(span.attributes),
        resource: plain(resource.attributes),
      })),
    ),
  );
}

export type OtlpCollector = {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to: the exporter adds /v1/traces itself. */
  endpoint: string;
  /** Every span received so far. */
  spans: ExportedSpan[];
  /** Requests it could not read, as messages: a test expects none. */
  errors: string[];
  close(): Promise<void>;
};

/**
 * A stand-in for an OpenTelemetry collector: records the spans POSTed to /v1/traces in OTLP/HTTP
 * JSON (what @opentelemetry/exporter-trace-otlp-http sends), gzipped or not.
 */
export async function startOtlpCollector(): Promise<OtlpCollector> {
  const spans: ExportedSpan[] = [];
  const errors: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('end', () => {
      try {
        if (request.method !== 'POST' || request.url !== '/v1/traces') {
          throw new Error(`${request.method} ${request.url}`);
        }
        const raw = Buffer.concat(chunks);
        const text = (
          request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
        ).toString();
        spans.push(...spansOf(JSON.parse(text)));
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('collector has no port');
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    spans,
    errors,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
