import type { ClientErrorReport } from '@dekka/contracts/client-errors';
import { API_ROUTES } from '@dekka/contracts/routes';

/** Build id sent with every report so an error can be tied to the code that threw it. */
export const RELEASE = import.meta.env.VITE_APP_RELEASE ?? 'dev';

// Its own keepalive fetch rather than apiCall: a report must leave even as the page goes away,
// and a failing report must never raise (or report) another error.
const ENDPOINT = `/api${API_ROUTES.clientErrors.path}`;
// A render loop can throw hundreds of times a second; a handful of reports per page load tells
// the same story without flooding the server or tripping its rate limiter.
const MAX_REPORTS_PER_PAGE = 20;
// The contract's limits: a longer report would be rejected whole.
const MAX_MESSAGE_LENGTH = 2000;
const MAX_STACK_LENGTH = 10_000;
const MAX_URL_LENGTH = 2000;
const MAX_RELEASE_LENGTH = 100;

/** JSON when the value has a JSON form, otherwise its string form (undefined, cycles, BigInt). */
export function stringifyValue(value: unknown): string {
  try {
    const json: string | undefined = JSON.stringify(value);
    return json ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Turns anything that was thrown into the report body. Code may throw strings, plain objects or
 * rejected promises with `undefined`; those are still worth knowing about, flagged as non_error.
 */
export function serializeError(
  value: unknown,
  context: { url: string; release: string },
): ClientErrorReport {
  const url = context.url.slice(0, MAX_URL_LENGTH);
  if (value instanceof Error) {
    const report: ClientErrorReport = {
      message: (value.message || value.name).slice(0, MAX_MESSAGE_LENGTH),
      kind: 'error',
      url,
      release: context.release.slice(0, MAX_RELEASE_LENGTH),
    };
    if (value.stack) report.stack = value.stack.slice(0, MAX_STACK_LENGTH);
    return report;
  }
  return {
    message: stringifyValue(value).slice(0, MAX_MESSAGE_LENGTH),
    kind: 'non_error',
    url,
    release: context.release.slice(0, MAX_RELEASE_LENGTH),
  };
}

function isAbort(value: unknown): boolean {
  return value instanceof DOMException && value.name === 'AbortError';
}

let reportsSent = 0;

/**
 * Counts reports from zero again, as a new page load does. Component tests share one page (one
 * module instance) across test files and start each test as a fresh page.
 */
export function startCountingReportsAfresh(): void {
  reportsSent = 0;
}

/**
 * Sends the error to our error-reporting endpoint. Never throws: reporting must not be able to
 * cause the next error. Uses plain fetch rather than the API client so a failing report cannot
 * trigger the 429 alert or report itself.
 */
export function reportError(value: unknown): void {
  // A cancelled request is the user moving on, not a fault.
  if (isAbort(value) || reportsSent >= MAX_REPORTS_PER_PAGE) return;
  reportsSent += 1;
  const body = serializeError(value, { url: window.location.href, release: RELEASE });
  try {
    // keepalive lets the report leave even when the error sends the user to another page.
    fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw synchronously (e.g. keepalive body quota); nothing more to do.
  }
}

/** Reports errors nothing else caught: exceptions in event handlers and unhandled rejections. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
}
