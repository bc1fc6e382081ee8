import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** The primary's question to a worker, and the worker's answer: its metrics as JSON. */
const METRICS_ASKED = 'dekka:metrics-asked';
const METRICS_SENT = 'dekka:metrics-sent';
/** A worker that has not answered by then fails the scrape (prom-client's own bound). */
const WORKER_ANSWER_TIMEOUT_MS = 5000;

function messageOf(type: string, message: unknown): Record<string, unknown> | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  return Reflect.get(message, 'type') === type ? { ...message } : undefined;
}

/** In a cluster worker: answer the primary's requests for this worker's metrics. */
export function offerMetricsToPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: unknown) => {
    const asked = messageOf(METRICS_ASKED, message);
    if (!asked) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: METRICS_SENT, id: asked.id, metrics }),
      (error: unknown) =>
        process.send?.({ type: METRICS_SENT, id: asked.id, error: String(error) }),
    );
  });
}

function askWorker(worker: Worker, id: number): Promise<object> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`worker ${worker.process.pid} did not send its metrics`));
    }, WORKER_ANSWER_TIMEOUT_MS);
    const onMessage = (message: unknown) => {
      const sent = messageOf(METRICS_SENT, message);
      if (sent?.id !== id) return;
      done();
      if (Array.isArray(sent.metrics)) resolve(sent.metrics);
      else reject(new Error(`worker ${worker.process.pid}: ${String(sent.error)}`));
    };
    worker.on('message', onMessage);
    worker.send({ type: METRICS_ASKED, id });
  });
}

/**
 * In a cluster primary: every worker's metrics and its own (its mail sender's), added up by name,
 * each by its aggregator, into one text: a name described twice, once for the workers and once
 * for the primary, is not valid exposition format.
 */
export function clusterMetricsReader(own: Registry): () => Promise<string> {
  let asked = 0;
  return async () => {
    asked += 1;
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker.isConnected(),
    );
    const all = await Promise.all([
      ...workers.map((worker) => askWorker(worker, asked)),
      own.getMetricsAsJSON(),
    ]);
    return AggregatorRegistry.aggregate(all).metrics();
  };
}
