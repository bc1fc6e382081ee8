import cluster from 'node:cluster';
import { holdHandedConnections } from './cluster-worker.ts';

// Loading the rest of the server takes seconds, and a cluster worker may be handed connections
// meanwhile: it starts holding them before anything else loads.
const handed = cluster.isWorker ? holdHandedConnections() : undefined;
const { start } = await import('./start.ts');
await start(handed);
