import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Helmet's headers with a Content-Security-Policy the built React SPA runs under: Vite emits only
 * external scripts (script-src 'self'); React and the theme set inline styles ('unsafe-inline' for
 * styles only); restaurant logos and images come from anywhere over https.
 *
 * The same policy serves Swagger UI at /api/docs: its HTML loads only same-origin scripts and
 * styles and fetches /api/docs/json, so it needs no policy of its own.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'site'>,
): Promise<void> {
  const mailingListOrigin = new URL(config.site.mailingListFormUrl).origin;
  // The complete page reports Reserve with Google conversions to this endpoint, when configured.
  const conversionOrigins = config.site.rwgConversionUrl
    ? [new URL(config.site.rwgConversionUrl).origin]
    : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
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
  });
}
