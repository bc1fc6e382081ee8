import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { RestaurantSlug } from '@dekka/contracts/restaurant';
import type { Config } from '../config.ts';

/**
 * The CSP source of the map tiles' host, from MAP_TILE_URL: `https://tile.openstreetmap.org`, or
 * `https://*.tile.example.org` for a template whose first host label is the `{s}` subdomain.
 */
export function mapTileSource(tileUrl: string): string {
  const { protocol, host } = new URL(tileUrl.replace('{s}.', 'a.'));
  return tileUrl.includes('{s}.') ? `${protocol}//*.${host.slice(2)}` : `${protocol}//${host}`;
}

/**
 * Who may frame an answer. Restaurants embed their booking flow in an iframe on their own sites
 * (isolated mode), so those pages may be framed by any site; the clickjacking exposure this
 * accepts is small, since a booking is only confirmed after the diner types their own contact
 * details into the frame. Every other page (staff, administration, the account with its "delete
 * my account" button) and every API answer may be framed by Dekka's own pages only.
 */
export type Framing = 'embeddable' | 'own';

/**
 * Helmet's headers with a Content-Security-Policy the built React SPA runs under: Vite emits only
 * external scripts (script-src 'self'); React and the theme set inline styles ('unsafe-inline' for
 * styles only); restaurant logos and images come from anywhere over https, and the maps' tiles
 * from the configured tile host (MAP_TILE_URL), named even when https: covers it, so a tile
 * server on plain http works too.
 *
 * The same policy serves Swagger UI at /api/docs: its HTML loads only same-origin scripts and
 * styles and fetches /api/docs/json, so it needs no policy of its own.
 */
export function securityHeaderOptions(
  config: Pick<Config, 'site'>,
  framing: Framing = 'own',
): HelmetOptions {
  const mailingListOrigin = new URL(config.site.mailingListFormUrl).origin;
  // The complete page reports Reserve with Google conversions to this endpoint, when configured.
  const conversionOrigins = config.site.rwgConversionUrl
    ? [new URL(config.site.rwgConversionUrl).origin]
    : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: is a file the page itself holds: the photo an owner chose, shown while it uploads.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', mapTileSource(config.site.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin ws:/wss: in current browsers (CSP Level 3), which the
        // real-time hub will use.
        connectSrc: ["'self'", ...conversionOrigins],
        frameAncestors: framing === 'embeddable' ? ['*'] : ["'self'"],
        // /signup posts the newsletter form, in a new tab, to the hosted mailing-list provider.
        formAction: ["'self'", mailingListOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // X-Frame-Options cannot say "any origin" and would contradict frame-ancestors *; for our
    // own pages it says what frame-ancestors 'self' says, to browsers that know only it.
    frameguard: framing === 'embeddable' ? false : { action: 'sameorigin' },
    // The browsers' own default rather than helmet's no-referrer: restaurants' analytics should
    // see that a diner came from Dekka (origin only, never the path with its booking guid).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** The booking flow's pages, under their fixed first segment. */
const BOOKING_FLOW_PAGE = /^\/(?:book|checkout)(?:\/|$)|^\/(?:complete|confirmation|restaurant)$/;
/** The old event addresses (`/event/{restaurant}/{event}`), which reload as the event page. */
const LEGACY_EVENT_PAGE = /^\/events?\/[^/]+\/[^/]+$/;
/**
 * The sandbox gateway's pages (the bank's 3-D Secure challenge, the embedded checkout, the
 * callback's answer): the payment dialog frames them, inside a restaurant's site when the booking
 * flow is embedded, where frame-ancestors 'self' would block them as it checks every ancestor.
 */
const SANDBOX_PAGES = '/api/payments/sandbox/';

/**
 * Whether a request's answer may be framed by any site: a page of the embeddable booking flow in
 * isolated mode (`isolation=true`, as the embed code and the flow's sticky parameter write it),
 * namely a restaurant's page (`/{slug}`, `/{slug}/event/{event}`, `/restaurant?id=`) or a step of
 * the booking flow, or a page of the sandbox gateway. A first segment must be a restaurant's slug,
 * which no route of the app's own may be (RESERVED_SLUGS): the account, staff and administration
 * pages are never embeddable, whatever their address says.
 */
export function isEmbeddable(url: string): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.startsWith('/api/')) return pathname.startsWith(SANDBOX_PAGES);
  if (queryAt === -1) return false;
  const isolation = new URLSearchParams(url.slice(queryAt + 1)).get('isolation');
  if (isolation?.toLowerCase() !== 'true') return false;
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  if (BOOKING_FLOW_PAGE.test(path) || LEGACY_EVENT_PAGE.test(path)) return true;
  const segments = path.split('/').slice(1);
  const isRestaurantPage =
    segments.length === 1 || (segments.length === 3 && segments[1] === 'event');
  return isRestaurantPage && RestaurantSlug.safeParse(segments[0]).success;
}

/**
 * The headers helmet would set with `options`. They depend only on the options (no nonces, no
 * per-request input), so they are computed once: helmet's middleware is run against a recording
 * response. Running it per request (as @fastify/helmet does) rebuilt the same CSP string on every
 * request, a measurable share of a cheap API call.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  // A detached request/response pair: helmet only calls setHeader/removeHeader on it.
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let failure: unknown;
  helmet(options)(req, res, (error) => {
    failure = error;
  });
  if (failure !== undefined) {
    throw failure instanceof Error ? failure : new Error(`helmet: ${String(failure)}`);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/** The two sets of headers, computed once: the embeddable pages' and everything else's. */
export type SecurityHeaderSets = Record<Framing, Record<string, string>>;

export function computeSecurityHeaderSets(config: Pick<Config, 'site'>): SecurityHeaderSets {
  return {
    own: computeSecurityHeaders(securityHeaderOptions(config, 'own')),
    embeddable: computeSecurityHeaders(securityHeaderOptions(config, 'embeddable')),
  };
}

/** Sets one of `sets` (see isEmbeddable) on every answer Fastify sends. */
export function registerSecurityHeaders(app: FastifyInstance, sets: SecurityHeaderSets): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isEmbeddable(request.url) ? sets.embeddable : sets.own);
    done();
  });
}
