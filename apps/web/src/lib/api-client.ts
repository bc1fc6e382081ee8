import type { ApiBody, ApiResponse } from '@dekka/contracts/route-schemas';
import { API_ROUTES, apiPath, type PathParams, type RouteName } from '@dekka/contracts/routes';
import { currentLanguage, i18n } from './i18n';
import { formatRetryTime } from './retry-time';

export const API_BASE = '/api';

/** Anything that turns unknown JSON into a typed value: the contracts' zod schemas fit. */
export interface Schema<T> {
  parse(data: unknown): T;
}

/**
 * For responses the server has already checked: every route validates its reply against the
 * contract's zod schema before sending it (fastify-type-provider-zod's serializer compiler,
 * apps/server/src/app.ts). Checking again in the browser would put zod on every page; see
 * docs/decisions/009-home-route-bundle-budget.md.
 */
export function checkedByServer<T>(): Schema<T> {
  // The one place a response is typed without a runtime check, for the reason above.
  return { parse: (data: unknown) => data as T };
}

/** A non-2xx answer from our API, carrying the server's `{ code, message, requestId }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly requestId: string | null;
  /** From a 429's Retry-After: how long until the server takes the call again; null if unsaid. */
  readonly retryAfterMs: number | null;
  /** The whole answer, for errors that carry more than a code (a settings conflict's list). */
  readonly body: unknown;

  constructor(
    status: number,
    code: string,
    message: string,
    requestId: string | null,
    retryAfterMs: number | null = null,
    body: unknown = undefined,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.retryAfterMs = retryAfterMs;
    this.body = body;
  }
}

type UnauthorizedListener = (token: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Runs `listener` with the bearer token of every call answered 401, so lib/auth.ts can drop a
 * signed-in session that was signed out on another device. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/**
 * `/web/settings` → `/api/web/settings/`. The API was designed with trailing slashes on
 * query-less paths (docs/product.md, "The API"); paths with a query string are left alone.
 */
export function apiUrl(path: string): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (url.includes('?') || url.endsWith('/')) return url;
  return `${url}/`;
}

interface RequestOptions<T> {
  schema: Schema<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Bearer token for endpoints that need an identity (docs/product.md, "The API"). */
  token?: string | null;
  /** Extra headers, e.g. an Idempotency-Key for calls that must not run twice. */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** The page tells the visitor about a 429 itself, in place, so no window alert. */
  showsRateLimit?: boolean | undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    const data: unknown = JSON.parse(text);
    return data;
  } catch {
    // Proxies answer errors with HTML; the status code still tells the story.
    return undefined;
  }
}

/** The server's error body `{ code, message, requestId }` (contracts ErrorResponse). */
function errorBody(data: unknown): { code: string; message: string; requestId: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  if (!('code' in data) || !('message' in data) || !('requestId' in data)) return null;
  const { code, message, requestId } = data;
  if (typeof code !== 'string' || typeof message !== 'string' || typeof requestId !== 'string') {
    return null;
  }
  return { code, message, requestId };
}

/** Retry-After in seconds (the only form our server sends), as milliseconds. */
function retryAfterMs(response: Response): number | null {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
}

function toApiError(response: Response, data: unknown): ApiError {
  const body = errorBody(data);
  const retryAfter = retryAfterMs(response);
  if (body) {
    return new ApiError(response.status, body.code, body.message, body.requestId, retryAfter, data);
  }
  return new ApiError(
    response.status,
    'http_error',
    response.statusText || `HTTP ${response.status}`,
    response.headers.get('x-request-id'),
    retryAfter,
  );
}

/**
 * docs/product.md, "Errors": every 429 tells the visitor when to come back; the error still
 * propagates. A diner holding too many tables is told why, and when the first is released.
 */
function alertTooManyRequests(error: ApiError): void {
  if (error.code === 'too_many_holds') {
    const afterMs = error.retryAfterMs ?? undefined;
    window.alert(i18n.t('errors.tooManyHolds', { time: formatRetryTime(new Date(), afterMs) }));
    return;
  }
  window.alert(i18n.t('errors.tooManyRequests', { time: formatRetryTime(new Date()) }));
}

/** How calls reach the API: the browser's fetch, or the server's own routes when it renders. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) =>
  fetch(url, init);

/**
 * The server's rendering answers the app's calls from its own routes, in the same process
 * (entry-server.tsx, docs/decisions/079); nothing else replaces the browser's fetch.
 */
export function setApiTransport(next: typeof transport): void {
  transport = next;
}

async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const headers = new Headers({
    Accept: 'application/json',
    // Read per request, so a language change applies to every later call.
    'Accept-Language': currentLanguage(),
  });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  if (options.signal) init.signal = options.signal;

  const response = await transport(apiUrl(path), init);
  const data = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response, data);
    // A server render has no window to alert in; the page then comes for the browser to draw.
    if (response.status === 429 && !options.showsRateLimit && typeof window !== 'undefined') {
      alertTooManyRequests(error);
    }
    if (response.status === 401 && options.token) {
      for (const listener of unauthorizedListeners) listener(options.token);
    }
    throw error;
  }
  return options.schema.parse(data);
}

/** A route's path parameters are required exactly when its path has some. */
type ParamsOption<N extends RouteName> = [keyof PathParams<N>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<N> };

export type CallOptions<N extends RouteName> = ParamsOption<N> & {
  /** The query string, for the routes that take one. */
  query?: URLSearchParams;
  body?: ApiBody<N>;
  /** Bearer token for endpoints that need an identity (docs/product.md, "The API"). */
  token?: string | null;
  /** Extra headers, e.g. an Idempotency-Key for calls that must not run twice. */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /**
   * The page shows a 429's message in place (the sign-in page's alert, with the time to come
   * back from the error's retryAfterMs) instead of the window alert every other call gets.
   */
  showsRateLimit?: boolean;
  /** Checks the answer in the browser; by default it is trusted (see checkedByServer). */
  schema?: Schema<ApiResponse<N>>;
};

/**
 * Calls an endpoint of the route table (`@dekka/contracts/routes`): its method and path come
 * from there, the answer's type from the route's schemas, so a changed path or field breaks the
 * build here and on the server. `apiCall('cancel', { params: { guid } })`.
 */
export function apiCall<N extends RouteName>(
  name: N,
  options: CallOptions<N>,
): Promise<ApiResponse<N>> {
  const { params, query, schema, ...request } = options;
  const path = apiPath(name, (params ?? {}) as PathParams<N>);
  return apiRequest(query ? `${path}?${query.toString()}` : path, {
    ...request,
    method: API_ROUTES[name].method,
    schema: schema ?? checkedByServer<ApiResponse<N>>(),
  });
}
