import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorResponse } from '@dekka/contracts/errors';
import { isConnectionLoss } from '../db/connection-loss.ts';
import { AppError } from '../errors.ts';

type Normalized = {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: string[];
  /** Seconds a client should wait before trying again (503). */
  retryAfterS?: number;
};

/** pg-pool's error when no connection frees up within connectionTimeoutMillis. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

const MESSAGE_MAX = 1000;
const FIELD_MAX = 200;

const codeByStatus: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** Reads a property off an unknown thrown value without trusting its shape. */
function prop(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
}

/**
 * Fastify reports schema failures as `validation: [{ instancePath: '/guests', message }]` plus a
 * `validationContext` (body, querystring, params, headers). We name fields by their dotted path
 * (`guests`, `menus.0.count`); a failure of the whole object is named after its context (`body`).
 */
function validationFields(error: unknown): { fields: string[]; details: string[] } | undefined {
  const validation = prop(error, 'validation');
  if (!Array.isArray(validation)) return undefined;
  const context = String(prop(error, 'validationContext') ?? 'body');
  const fields: string[] = [];
  const details: string[] = [];
  for (const issue of validation) {
    const instancePath = String(prop(issue, 'instancePath') ?? '');
    const field = truncate(instancePath.split('/').filter(Boolean).join('.') || context, FIELD_MAX);
    if (!fields.includes(field)) fields.push(field);
    details.push(`${field}: ${String(prop(issue, 'message') ?? 'is invalid')}`);
  }
  return { fields, details };
}

/** Maps anything thrown to what the client may see. Unknown errors become a bare 500. */
export function normalizeError(error: unknown): Normalized {
  if (error instanceof AppError) {
    const { retryAfterS } = error.params;
    return {
      status: error.httpStatus,
      code: error.code,
      message: error.message,
      ...(typeof retryAfterS === 'number' ? { retryAfterS } : {}),
    };
  }
  const invalid = validationFields(error);
  if (invalid) {
    return {
      status: 400,
      code: 'validation_failed',
      message: `Invalid request: ${invalid.details.join('; ')}`,
      fields: invalid.fields,
    };
  }
  const fastifyCode = prop(error, 'code');
  if (
    fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY'
  ) {
    return { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' };
  }
  const status = prop(error, 'statusCode');
  if (status === 429) {
    return { status, code: 'rate_limited', message: 'Too many requests, please try again later' };
  }
  // Fastify's own client errors (415 unsupported media type, 413 body too large, ...) carry
  // fixed, safe messages, so they keep their status and text.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = prop(error, 'message');
    return {
      status,
      code: codeByStatus[status] ?? 'bad_request',
      message: typeof message === 'string' && message ? message : 'Bad request',
    };
  }
  // Every pooled connection stayed busy (the database is saturated, not broken), or the
  // database dropped this request's connection (a restart, a failover, an operator's
  // pg_terminate_backend): the pool opens a new one, and the same request a moment later will
  // likely succeed (a diner's retry, not a bug report).
  if (prop(error, 'message') === POOL_TIMEOUT_MESSAGE || isConnectionLoss(error)) {
    return {
      status: 503,
      code: 'service_unavailable',
      message: 'The service is busy, please try again in a moment',
      retryAfterS: 1,
    };
  }
  return { status: 500, code: 'internal_error', message: 'Internal server error' };
}

export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  fields?: string[],
): ErrorResponse {
  return {
    code,
    message: truncate(message, MESSAGE_MAX),
    requestId: request.id,
    ...(fields ? { fields } : {}),
  };
}

/**
 * The one error handler: every failure leaves as `{ code, message, requestId }`. 5xx responses
 * never carry the error's message, stack or SQL; the real error goes to the log with the same
 * request id, so a report quoting the id leads straight to it.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const normalized = normalizeError(error);
    if (normalized.status >= 500) {
      // The route's pattern, not the address: the pattern names no booking guid or gift card code.
      request.log.error({ err: error, route: request.routeOptions.url }, 'request failed');
    } else {
      request.log.info(
        { code: normalized.code, statusCode: normalized.status },
        normalized.message.slice(0, 200),
      );
    }
    if (normalized.retryAfterS !== undefined) {
      void reply.header('retry-after', String(normalized.retryAfterS));
    }
    return reply
      .code(normalized.status)
      .send(errorBody(request, normalized.code, normalized.message, normalized.fields));
  });
}
