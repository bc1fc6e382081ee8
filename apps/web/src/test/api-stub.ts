import type { AnonymousAuthResponse, SignedInSession } from '@dekka/contracts/auth';
import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { planOfCallingCode } from '@dekka/validation/phone-plan';
import metadata from 'libphonenumber-js/min/metadata';
import { vi } from 'vitest';

/** What the stubbed API answers for GET /api/web/settings unless a test says otherwise. */
export const TEST_SETTINGS: SiteSettingsResponse = {
  metaTags: {
    pageTitle: 'Dekka – Book a table',
    shareTitle: 'Dekka',
    description: 'Book a table at the best restaurants in the country with one click',
    imageUrl: 'https://dekka.test/og.png',
    siteUrl: 'https://dekka.test',
  },
  theme: null,
  displayCountry: 'is',
  giftCardUrl: 'https://gjafabref.dekka.test',
  mailingListFormUrl: 'https://dekka.us21.list-manage.com/subscribe/post?u=abc123&id=def456',
  appStoreUrl: 'https://apps.apple.com/app/dekka/id000000001',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=is.dekka',
  contactEmail: 'hallo@dekka.test',
  address: 'Laugavegur 1, 101 Reykjavík',
  rwgConversionUrl: null,
  rwgPartnerId: null,
  mapImageUrl: null,
  applePayMerchantId: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

export const TEST_SESSION: AnonymousAuthResponse = {
  token: 'test-token',
  userId: '7d0f8a2e-3b1c-4e5f-9a6b-1c2d3e4f5a6b',
  isAnonymous: true,
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** A signed-in device's session, as the sign-in page stores it. */
export const TEST_ACCOUNT: SignedInSession = {
  token: 'account-token.signature',
  userId: '2b6f0c1e-1111-4222-8333-444455556666',
  isAnonymous: false,
  email: 'anna@dekka.is',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

/** Starts the test signed in (or with any stored session): the app reads it at start. */
export function storeSession(session: unknown = TEST_ACCOUNT): void {
  window.localStorage.setItem('dekka.session', JSON.stringify(session));
}

/** The stored session, parsed; null when none is stored. */
export function storedSession(): unknown {
  const raw = window.localStorage.getItem('dekka.session');
  return raw === null ? null : JSON.parse(raw);
}

export interface StubCall {
  method: string;
  /** Without the trailing slash the client adds, so tests name paths as people write them. */
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

type Handler = (call: StubCall) => Response | Promise<Response>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function urlOf(input: RequestInfo | URL): URL {
  if (input instanceof URL) return input;
  return new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
}

/**
 * Replaces fetch with a small in-memory API: settings, anonymous sign-in, error reports and phone
 * plans answer by default; `handlers` (keyed "METHOD /api/path") add or override endpoints. Unknown paths get
 * the server's 404 shape. Every call is recorded.
 */
export function stubApi(handlers: Record<string, Handler> = {}) {
  const calls: StubCall[] = [];
  const routes: Record<string, Handler> = {
    'GET /api/web/settings': () => json(TEST_SETTINGS),
    'POST /api/auth/anonymous': () => json(TEST_SESSION),
    'POST /api/web/client-errors': () => new Response(null, { status: 204 }),
    ...handlers,
  };
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = urlOf(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: StubCall = {
      method,
      path,
      search: url.search,
      headers: new Headers(init.headers),
      body,
      signal: init.signal ?? null,
    };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (handler) return handler(call);
    const phonePlan = /^\/api\/web\/phone\/plan\/(\d+)$/.exec(path);
    if (method === 'GET' && phonePlan) {
      // As the server answers: the real rules of that calling code.
      const plan = planOfCallingCode(metadata, Number(phonePlan[1]));
      if (plan) return json(plan);
    }
    return json(
      { code: 'not_found', message: `No stub for ${method} ${path}`, requestId: 'stub' },
      { status: 404 },
    );
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetch: fetchStub };
}
