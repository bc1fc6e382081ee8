import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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
 * Helmet's headers with a Content-Security-Policy the built React SPA runs under: Vite emits only
 * external scripts (script-src 'self'); React and the theme set inline styles ('unsafe-inline' for
 * styles only); restaurant logos and images come from anywhere over https, and the maps' tiles
 * from the configured tile host (MAP_TILE_URL), named even when https: covers it, so a tile
 * server on plain http works too.
 *
 * The same policy serves Swagger UI at /api/docs: its HTML loads only same-origin scripts and
 * styles and fetches /api/docs/json, so it needs no policy of its own.
 */
export function securityHeaderOptions(config: Pick<Config, 'site'>): HelmetOptions {
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
        imgSrc: ["'self'", 'data:', 'https:', mapTileSource(config.site.mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers same-origin ws:/wss: in current browsers (CSP Level 3), which the
        // real-time hub will use.
        connectSrc: ["'self'", ...conversionOrigins],
        // Restaurants embed the booking flow in an iframe on their own sites (isolated mode),
        // so any page may frame us. The clickjacking exposure this accepts is small: a booking
        // is only confirmed after the diner types their own contact details into the frame.
        frameAncestors: ['*'],
        // /signup posts the newsletter form, in a new tab, to the hosted mailing-list provider.
        formAction: ["'self'", mailingListOrigin],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    // X-Frame-Options cannot say "any origin" and would contradict frame-ancestors above.
    frameguard: false,
    // The browsers' own default rather than helmet's no-referrer: restaurants' analytics should
    // see that a diner came from Dekka (origin only, never the path with its booking guid).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
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

/** Sets `headers` (see computeSecurityHeaders) on every answer Fastify sends. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
