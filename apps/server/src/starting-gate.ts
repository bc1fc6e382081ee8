import http from 'node:http';

export type StartingGate = {
  /** What the gate says is under way: migrating first, then starting (seed, app, workers). */
  status: 'migrating' | 'starting';
  port: number;
  /** Frees the port for the server proper. */
  close(): Promise<void>;
};

/**
 * Holds the server's port while the database is migrated and the app is built, answering every
 * request 503 with the step under way: a readiness probe (/api/health/ready) sees "not ready"
 * instead of a refused connection, and so does a diner, briefly, instead of an error page.
 */
export async function openStartingGate(port: number, host: string): Promise<StartingGate> {
  const gate: StartingGate = { status: 'migrating', port, close: async () => undefined };
  const server = http.createServer((_request, response) => {
    response
      .writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': '5',
        connection: 'close',
      })
      .end(JSON.stringify({ status: gate.status }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  if (typeof address === 'object' && address !== null) gate.port = address.port;
  gate.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return gate;
}
