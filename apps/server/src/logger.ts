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

/** JSON lines to stdout; tests pass a destination to read what was logged. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = { level: config.logLevel, redact: { paths: redactPaths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}
