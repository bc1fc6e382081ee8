import cluster from 'node:cluster';
import { holdHandedConnections } from './cluster-worker.ts';

// Loading the rest of the server takes seconds, and a cluster worker may be handed connections
// meanwhile: it starts holding them before anything else loads.
const handed = cluster.isWorker ? holdHandedConnections() : undefined;
// Traces only when a collector is configured: loaded first, so it sees pg, ioredis and http load.
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await (await import('./tracing.ts')).startTracing();
const { start } = await import('./start.ts');
await start(handed);
