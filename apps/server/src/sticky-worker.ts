import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { setupWorker } from '@socket.io/sticky';
import type { Server } from 'socket.io';

/**
 * @socket.io/sticky's worker side, with two changes for this app (below): API connections stay
 * alive, and a new session is known to the primary before its client can use it.
 */
export function setupStickyWorker(server: HttpServer, io: Server): void {
  // Before setupWorker: sticky puts its own listener in front of this one, which must run second.
  keepConnectionsAliveOutsideTheHub(server, io);
  announceSessionsFirst(io);
  setupWorker(io);
}

/**
 * sticky answers every request with `Connection: close`, because the primary routes a connection
 * by its first request only: kept alive, it could later bring a session's request to a worker
 * that does not have that session. But then every API request costs a new connection (the API
 * benchmark's throughput fell several times over). So only hub answers close here, and the one
 * case left, a browser reusing an API connection for a hub request of a session that lives on
 * another worker, is answered 307 to the same URL with `Connection: close`: the browser sends it
 * again on another connection, and a new connection is routed by its session id. Each such
 * answer closes one of the browser's few pooled connections, so this ends within a few hops.
 */
function keepConnectionsAliveOutsideTheHub(server: HttpServer, io: Server): void {
  const connections = new WeakSet<object>();
  const routedBySession = new WeakSet<IncomingMessage>();
  server.prependListener('request', (request, response) => {
    // A connection's first request is the one the primary read to choose this worker.
    if (!connections.has(request.socket)) {
      connections.add(request.socket);
      routedBySession.add(request);
    }
    response.removeHeader('connection');
  });

  const local = new Set<string>();
  io.engine.on(
    'connection',
    (socket: { id: string; once(event: 'close', f: () => void): void }) => {
      local.add(socket.id);
      socket.once('close', () => local.delete(socket.id));
    },
  );

  const handleRequest = io.engine.handleRequest.bind(io.engine);
  io.engine.handleRequest = (request, response) => {
    response.setHeader('connection', 'close');
    const sid = new URL(request.url ?? '/', 'http://worker').searchParams.get('sid');
    if (sid !== null && !local.has(sid) && !routedBySession.has(request)) {
      // request.url is the hub's path (engine.io only hands those here), never another site.
      response.writeHead(307, { location: request.url, 'content-length': '0' });
      response.end();
      return;
    }
    handleRequest(request, response);
  };
}

/**
 * sticky tells the primary about a new session only after engine.io has written the handshake
 * answer, so a quick client's next request can reach the primary first and be handed to another
 * worker, which answers "Session ID unknown". Announcing the id (in sticky's own message) while
 * it is generated, and answering only once that message is on its way, closes the gap: the
 * primary reads it before anything the client sends after seeing the id.
 */
function announceSessionsFirst(io: Server): void {
  const generateId = io.engine.generateId.bind(io.engine);
  io.engine.generateId = async (request) => {
    const id = await generateId(request);
    // The callback comes once the message is written, or with an error if the primary is gone.
    await new Promise<void>((resolve) => {
      const message = { type: 'sticky:connection', data: id };
      if (process.send) process.send(message, undefined, {}, () => resolve());
      else resolve();
    });
    return id;
  };
}
