import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Server } from 'socket.io';

/**
 * Long polling under node:cluster. A polling session is a series of HTTP requests, and the
 * cluster hands each connection to any worker, so a request often reaches a worker that has
 * never heard of the session (socket.io answers 400 "Session ID unknown"). socket.io's usual cure
 * is sticky sessions at the load balancer; here the workers route among themselves instead:
 *
 * - each worker also listens on a private 127.0.0.1 port that serves only its engine.io sessions;
 * - session ids start with that port (`w41234-<uuid>`), so any worker can tell whose it is;
 * - a request for another worker's session is forwarded there, headers and body as they came.
 *
 * The upgrade from polling to WebSocket names the session too; it is piped through to the owner
 * as raw TCP, after which the WebSocket is one connection and stays where it is.
 */
export async function routeSessionsAcrossWorkers(io: Server): Promise<{ close(): Promise<void> }> {
  const engine = io.engine;
  const handleLocally = engine.handleRequest.bind(engine);
  const upgradeLocally = engine.handleUpgrade.bind(engine);
  const internal = http.createServer((req, res) => handleLocally(req, res));
  internal.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    upgradeLocally(req, socket, head),
  );
  // exclusive: a cluster worker's listen(0) would otherwise share one port with every worker.
  await new Promise<void>((resolve) =>
    internal.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve),
  );
  const ownPort = (internal.address() as AddressInfo).port;
  const prefix = `w${ownPort}-`;

  engine.generateId = () => `${prefix}${randomUUID()}`;

  function ownerPort(req: IncomingMessage): number {
    const sid = new URL(req.url ?? '/', 'http://local').searchParams.get('sid');
    const owner = sid ? /^w(\d{1,5})-/.exec(sid) : null;
    return owner?.[1] ? Number(owner[1]) : ownPort;
  }

  engine.handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const port = ownerPort(req);
    if (port === ownPort) {
      upgradeLocally(req, socket, head);
      return;
    }
    const upstream = net.connect(port, '127.0.0.1', () => {
      const lines = [`${req.method ?? 'GET'} ${req.url ?? '/'} HTTP/${req.httpVersion}`];
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  };

  engine.handleRequest = (req: IncomingMessage, res: ServerResponse) => {
    const port = ownerPort(req);
    if (port === ownPort) {
      handleLocally(req, res);
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // The owning worker is gone (restarted): the client reconnects and gets a new session.
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };

  return {
    close: () =>
      new Promise<void>((resolve) => {
        internal.closeAllConnections();
        internal.close(() => resolve());
      }),
  };
}
