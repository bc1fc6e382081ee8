import { register } from 'node:module';
import { addTraceIdsToLogs } from './logger.ts';

let provider: { shutdown(): Promise<void> } | undefined;

/**
 * OpenTelemetry traces of HTTP, PostgreSQL and Redis calls, sent by OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it, and the other OTEL_* variables, itself).
 * server.ts calls this only when the endpoint is set, before the rest of the server loads, so
 * the instrumentations see pg, ioredis and http being imported; unset, none of this is loaded.
 */
export async function startTracing(): Promise<void> {
  // ES modules are patched through this loader hook (import-in-the-middle), for the modules
  // instrumented only: wrapping every module the server imports made it start several times slower.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['pg', 'ioredis', 'http', 'https', 'node:http', 'node:https'] },
  });
  const [sdk, otlp, instrumentation, http, pg, ioredis, resources, api] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/api'),
  ]);
  const tracerProvider = new sdk.NodeTracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME ?? 'dekka',
    }),
    spanProcessors: [new sdk.BatchSpanProcessor(new otlp.OTLPTraceExporter())],
  });
  tracerProvider.register();
  instrumentation.registerInstrumentations({
    instrumentations: [
      new http.HttpInstrumentation(),
      new pg.PgInstrumentation(),
      new ioredis.IORedisInstrumentation(),
    ],
  });
  provider = tracerProvider;
  addTraceIdsToLogs((): Record<string, string> => {
    const span = api.trace.getActiveSpan();
    if (!span) return {};
    const { traceId, spanId } = span.spanContext();
    return { trace_id: traceId, span_id: spanId };
  });
}

/** Sends the spans still buffered; shutdown calls it last. Nothing to do when tracing is off. */
export async function flushTraces(): Promise<void> {
  await provider?.shutdown();
}
