import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';

export type MetricsServer = { port: number; close(): Promise<void> };

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares in constant time, so the answer's timing tells nothing about the token. */
export function isMetricsToken(authorization: string | undefined, token: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), which a deployment keeps off the public
 * network; METRICS_TOKEN, when also set, is asked for here too. Anything else is a 404.
 */
export async function serveMetrics(options: {
  port: number;
  host: string;
  token: string | null;
  contentType: string;
  read(): Promise<string>;
}): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const allowed =
      options.token === null || isMetricsToken(request.headers.authorization, options.token);
    if (request.method !== 'GET' || path !== '/metrics' || !allowed) {
      response.writeHead(404).end();
      return;
    }
    options.read().then(
      (text) => response.writeHead(200, { 'content-type': options.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : options.port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
