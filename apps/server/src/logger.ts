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

type SerializedError = Record<string, unknown> & { type: string; message: string; stack?: string };

const SQL_STATE = /^[0-9A-Z]{5}$/;
/** Causes followed from one logged error: deeper than this is a loop or a mistake. */
const CAUSE_DEPTH = 5;
/** The schema's names a database error carries: which table, column and constraint failed. */
const DATABASE_ERROR_NAMES = ['schema', 'table', 'column', 'dataType', 'constraint'] as const;

function field(value: object, key: string): unknown {
  return Reflect.get(value, key);
}

function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof field(value, 'message') === 'string';
}

/** Drizzle's DrizzleQueryError: the statement, the values it was given, the driver's error. */
function isFailedQuery(error: Error): error is Error & { query: string } {
  return typeof field(error, 'query') === 'string' && Array.isArray(field(error, 'params'));
}

/** The driver's error from the database (pg's and PGlite's DatabaseError): it has a SQL state. */
function isDatabaseError(error: Error): error is Error & { code: string } {
  const code = field(error, 'code');
  return (
    typeof code === 'string' && SQL_STATE.test(code) && typeof field(error, 'severity') === 'string'
  );
}

/** The stack's call sites without its first line, which repeats the message. */
function callSites(error: Error): string {
  const stack = typeof error.stack === 'string' ? error.stack : '';
  const at = stack.indexOf(error.message);
  if (error.message !== '' && at !== -1) return stack.slice(at + error.message.length);
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => `\n${line}`)
    .join('');
}

function serializeErrorAt(error: Error, depth: number): SerializedError {
  const maker = field(error, 'constructor');
  const type = typeof maker === 'function' && maker.name !== '' ? maker.name : error.name;
  const cause: unknown = field(error, 'cause');
  let serialized: SerializedError;
  const database = isDatabaseError(error);
  if (database || isFailedQuery(error)) {
    // Their messages and stacks may quote the values the statement was given (a diner's name, a
    // new gift card's code), and so may the database's detail and hint ("Failing row contains
    // (…)", "Key (code)=(…) already exists", `invalid input syntax for type uuid: "…"`). The SQL
    // state, the statement and the schema's names say what went wrong.
    const query = field(error, 'query');
    const code = database
      ? error.code
      : isErrorLike(cause) && isDatabaseError(cause)
        ? cause.code
        : undefined;
    const message = database
      ? `Database error ${error.code}`
      : `Failed query: ${typeof query === 'string' ? query : ''}`;
    serialized = { type, message, stack: `${type}: ${message}${callSites(error)}` };
    if (code !== undefined) serialized.code = code;
    if (typeof query === 'string') serialized.query = query;
    if (database) {
      for (const name of DATABASE_ERROR_NAMES) {
        const value = field(error, name);
        if (typeof value === 'string') serialized[name] = value;
      }
    }
  } else {
    serialized = { type, message: error.message, stack: error.stack };
    for (const [key, value] of Object.entries(error)) {
      if (key === 'cause' || key in serialized) continue;
      serialized[key] =
        isErrorLike(value) && depth < CAUSE_DEPTH ? serializeErrorAt(value, depth + 1) : value;
    }
    if (error instanceof AggregateError) {
      serialized.aggregateErrors = error.errors.map((inner: unknown) =>
        isErrorLike(inner) && depth < CAUSE_DEPTH ? serializeErrorAt(inner, depth + 1) : inner,
      );
    }
  }
  if (isErrorLike(cause) && depth < CAUSE_DEPTH) {
    serialized.cause = serializeErrorAt(cause, depth + 1);
  }
  return serialized;
}

/**
 * pino's error serializer, safe for personal data: a failed statement is logged by its SQL state
 * and its text, never with its parameters or the database's own words about them, at any depth of
 * `cause`. Every error logged under `err` (request failures, workers, the hub) passes through it.
 */
export function serializeError(error: unknown): unknown {
  return isErrorLike(error) ? serializeErrorAt(error, 0) : error;
}

/** Set by tracing.ts when traces are exported: the active span's ids for each line. */
let traceIds: (() => Record<string, string>) | undefined;

/** Every logger made from now on adds `trace_id` and `span_id` to lines logged inside a span. */
export function addTraceIdsToLogs(ids: () => Record<string, string>): void {
  traceIds = ids;
}

/** JSON lines to stdout; tests pass a destination to read what was logged. */
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { req: serializeRequest, err: serializeError },
    // Without tracing no mixin at all: a log line costs what it did.
    ...(traceIds ? { mixin: traceIds } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
