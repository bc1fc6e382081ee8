import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Fastify's request serializer logs no headers, so the redaction is a second line of defence:
 * should anyone log a request's headers, bearer tokens and cookies still never reach the logs.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Card data: request bodies are never logged, and the payment code never logs a card; should
  // anyone log a complete or payment-link body (or a card) all the same, these stay hidden.
  ...['req.body', 'body', 'request', 'payload'].flatMap((root) => [
    `${root}.cardNumber`,
    `${root}.cardCvc`,
    `${root}.card.number`,
    `${root}.card.cvc`,
  ]),
  'card.number',
  'card.cvc',
  'cardNumber',
  'cardCvc',
];

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A booking's guid is the key to paying for and cancelling it, so it never reaches the logs: in
 * a path (`/bookinginfoforconfirmation/{guid}`) or a query (the hub's `?guid=`), it reads `:guid`.
 */
export function redactGuids(url: string): string {
  return url.replace(GUID, ':guid');
}

/**
 * Fastify's request serializer, with the guids taken out of the address. Anything else logged
 * under `req` is left as it is, for the redaction paths above.
 */
function serializeRequest(request: unknown) {
  if (typeof request !== 'object' || request === null || !('raw' in request)) return request;
  const field = (key: string): unknown => Reflect.get(request, key);
  const url = field('url');
  return {
    method: field('method'),
    url: typeof url === 'string' ? redactGuids(url) : url,
    host: field('host'),
    remoteAddress: field('ip'),
  };
}

/** JSON lines to stdout; tests pass a destination to read what was logged. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
  return destination ? pino(options, destination) : pino(options);
}
