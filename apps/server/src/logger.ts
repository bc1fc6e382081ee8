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
 * The segment after `/giftcards/` (the API's `/web/giftcards/{code}`) or `/giftcard/view/` (the
 * web page a client error report may name), unless it is one of the fixed words beside it.
 */
const GIFT_CARD_CODE =
  /(\/giftcards?\/(?:view\/)?)(?!(?:shop|orders|status|check|redeem|view)(?:[/?#]|$))[^/?#]+/gi;

/**
 * Secrets that travel in addresses never reach the logs. A booking's (or a gift card order's)
 * guid is the key to paying for and cancelling it: in a path (`/bookinginfoforconfirmation/
 * {guid}`) or a query (the hub's `?guid=`) it reads `:guid`. A gift card's code is the card
 * itself: in `/giftcards/{code}` and `/giftcard/view/{code}` it reads `:code`.
 */
export function redactUrl(url: string): string {
  return url.replace(GUID, ':guid').replace(GIFT_CARD_CODE, '$1:code');
}

/**
 * Fastify's request serializer, with the guids and gift card codes taken out of the address. Anything else logged
 * under `req` is left as it is, for the redaction paths above.
 */
function serializeRequest(request: unknown) {
  if (typeof request !== 'object' || request === null || !('raw' in request)) return request;
  const field = (key: string): unknown => Reflect.get(request, key);
  const url = field('url');
  return {
    method: field('method'),
    url: typeof url === 'string' ? redactUrl(url) : url,
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
