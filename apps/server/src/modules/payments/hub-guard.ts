import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@dekka/contracts/errors';
import proxyAddr from '@fastify/proxy-addr';
import type { Server } from 'socket.io';
import type { Config } from '../../config.ts';

export type SessionCount = { exceeded: boolean; retryAfterS: number };

export type HubGuardOptions = {
  /** The same headers every API answer carries. */
  securityHeaders: Record<string, string>;
  trustProxy: Config['trustProxy'];
  /** Counts a new hub session from this client address against the API's per-IP limit. */
  countSession(clientAddress: string): Promise<SessionCount>;
};

type Refusal = { status: number; code: ErrorCode; message: string; retryAfterS?: number };

function trustFunction(trust: Config['trustProxy']): (address: string, hop: number) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'function') return trust;
  return proxyAddr.compile(trust);
}

/**
 * A browser sends Origin with every WebSocket and cross-site request; a page of Dekka's (an
 * embedded one too: the iframe's document is Dekka's) has this host's origin. No Origin is no
 * browser acting for another site, so it is let through like any API call.
 */
function isForeignOrigin(request: IncomingMessage, trustsProxy: boolean): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = trustsProxy ? request.headers['x-forwarded-host'] : undefined;
  return host !== request.headers.host && host !== forwarded;
}

/**
 * Gives the real-time hub the API's protections before socket.io sees a request: no JSONP
 * (engine.io still answers `?j=` with script), no foreign origins, the per-IP rate limit on new
 * sessions (a session's later requests are its own keepalive), and the security headers on
 * every answer. Requests of a session already open are checked without waiting on anything.
 */
export function guardPaymentHub(io: Server, options: HubGuardOptions): void {
  const trust = trustFunction(options.trustProxy);
  const trustsProxy = options.trustProxy !== false;
  const engine = io.engine;
  engine.on('headers', (headers: Record<string, string>) => {
    Object.assign(headers, options.securityHeaders);
  });

  const refusalAtOnce = (request: IncomingMessage, query: URLSearchParams): Refusal | undefined => {
    if (query.has('j')) {
      return { status: 400, code: 'bad_request', message: 'JSONP polling is not supported' };
    }
    if (isForeignOrigin(request, trustsProxy)) {
      return { status: 403, code: 'forbidden', message: 'This origin may not use the hub' };
    }
    return undefined;
  };
  const refusalForSession = async (request: IncomingMessage): Promise<Refusal | undefined> => {
    const count = await options.countSession(proxyAddr(request, trust));
    if (!count.exceeded) return undefined;
    return {
      status: 429,
      code: 'rate_limited',
      message: `Too many requests, retry in ${count.retryAfterS} seconds`,
      retryAfterS: count.retryAfterS,
    };
  };
  const check = (request: IncomingMessage, pass: () => void, refuse: (r: Refusal) => void) => {
    const query = new URL(request.url ?? '/', 'http://hub').searchParams;
    const refusal = refusalAtOnce(request, query);
    if (refusal) return refuse(refusal);
    // A session's later requests are its own keepalive, not a new session.
    if (query.has('sid')) return pass();
    refusalForSession(request).then(
      (sessionRefusal) => (sessionRefusal ? refuse(sessionRefusal) : pass()),
      () => pass(),
    );
  };

  const handleRequest = engine.handleRequest.bind(engine);
  engine.handleRequest = (request: IncomingMessage, response: ServerResponse) => {
    check(
      request,
      () => handleRequest(request, response),
      (refusal) => {
        response.writeHead(refusal.status, {
          ...options.securityHeaders,
          'content-type': 'application/json; charset=utf-8',
          ...(refusal.retryAfterS === undefined
            ? {}
            : { 'retry-after': String(refusal.retryAfterS) }),
        });
        const body = { code: refusal.code, message: refusal.message, requestId: randomUUID() };
        response.end(JSON.stringify(body));
      },
    );
  };

  const handleUpgrade = engine.handleUpgrade.bind(engine);
  engine.handleUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    check(
      request,
      () => handleUpgrade(request, socket, head),
      (refusal) => {
        socket.end(`HTTP/1.1 ${refusal.status} ${refusal.code}\r\nConnection: close\r\n\r\n`);
      },
    );
  };
}
