import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DisplayCountry } from '@dekka/contracts/settings';
import { localBaseUrl } from './public-url.ts';

/**
 * Every environment variable the server reads, for the README. The schema below is the source of
 * truth for behaviour; config.test.ts fails when this table and the schema name different keys.
 */
export const configVariables = [
  { name: 'PORT', default: '3000', meaning: 'HTTP port to listen on' },
  { name: 'HOST', default: 'localhost', meaning: 'Interface to bind (0.0.0.0 for all)' },
  {
    name: 'DATA_DIR',
    default: './data',
    meaning: 'Where the embedded database and generated secrets live (relative to the cwd)',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'PostgreSQL URL (postgres://...); unset uses embedded PGlite in DATA_DIR/pglite',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    meaning:
      'HS256 key for bearer tokens (32+ chars); unset generates one once into DATA_DIR/jwt-secret',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'fatal, error, warn, info, debug, trace or silent',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '300',
    meaning: 'API requests allowed per client IP per window',
  },
  { name: 'RATE_LIMIT_WINDOW_MS', default: '60000', meaning: 'Rate-limit window in milliseconds' },
  {
    name: 'RESERVE_RATE_LIMIT_MAX',
    default: '20',
    meaning: 'Reserve calls allowed per identity and, separately, per client IP per window',
  },
  {
    name: 'RESERVE_RATE_LIMIT_WINDOW_MS',
    default: '60000',
    meaning: 'Reserve rate-limit window in milliseconds',
  },
  {
    name: 'HOLD_LIMIT_PER_IDENTITY',
    default: '2',
    meaning: 'Live holds (tables held for completion) one diner identity may have at once',
  },
  {
    name: 'HOLD_LIMIT_PER_CLIENT',
    default: '6',
    meaning: 'Live holds all identities from one client IP may have at once',
  },
  {
    name: 'TOKEN_RATE_LIMIT_MAX',
    default: '20',
    meaning: 'Anonymous identities one client IP may create per token window',
  },
  {
    name: 'TOKEN_RATE_LIMIT_WINDOW_MS',
    default: '600000',
    meaning: 'Window of the anonymous-identity limit in milliseconds',
  },
  {
    name: 'SIGN_IN_RATE_LIMIT_PER_CLIENT',
    default: '30',
    meaning: 'Sign-in codes one client IP may ask for and try per sign-in window',
  },
  {
    name: 'SIGN_IN_RATE_LIMIT_PER_ADDRESS',
    default: '5',
    meaning:
      'Sign-in codes that may be asked for one e-mail address per sign-in window, from any client; wrong guesses are limited per code (five spend it) and never count here',
  },
  {
    name: 'SIGN_IN_RATE_LIMIT_WINDOW_MS',
    default: '900000',
    meaning: 'Window of the sign-in limits in milliseconds',
  },
  {
    name: 'CARD_ATTEMPT_LIMIT_PER_HOLD',
    default: '5',
    meaning:
      'Card attempts one booking may make per card-attempt window (completing a hold or paying a payment link); a hold whose cards were declined this many times is released',
  },
  {
    name: 'CARD_ATTEMPT_LIMIT_PER_CLIENT',
    default: '20',
    meaning:
      'Card attempts (completing a booking or paying a payment link with a card) one client IP may make per card-attempt window',
  },
  {
    name: 'CARD_ATTEMPT_WINDOW_MS',
    default: '900000',
    meaning: 'Window of the card-attempt limits in milliseconds',
  },
  {
    name: 'ADMIN_EMAILS',
    default: '(unset)',
    meaning:
      "Comma-separated e-mail addresses of Dekka's administrators, who decide restaurants' applications; set at every start (accounts made if new), and an address left out loses the role",
  },
  {
    name: 'JOIN_RATE_LIMIT_MAX',
    default: '5',
    meaning: 'Applications to join Dekka one client IP may send per join window',
  },
  {
    name: 'JOIN_RATE_LIMIT_WINDOW_MS',
    default: '3600000',
    meaning: 'Window of the join limit in milliseconds',
  },
  {
    name: 'ANONYMOUS_USER_RETENTION_DAYS',
    default: '30',
    meaning:
      'Anonymous identities without any booking are deleted this many days after they were created (when their token has lapsed)',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    meaning:
      'Redis (redis://...) for rate-limit counters shared by several instances; unset, a cluster counts in its primary and a single process in memory',
  },
  {
    name: 'REDIS_KEY_PREFIX',
    default: 'dekka:',
    meaning: 'Prefix of every key Dekka writes to Redis, so deployments can share one',
  },
  {
    name: 'HOLD_SWEEP_INTERVAL_MS',
    default: '30000',
    meaning: 'How often the background job marks lapsed booking holds expired and frees tables',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:<PORT>',
    meaning:
      'The address diners reach Dekka at; links in e-mails and calendar files start with it, and passkeys belong to its host',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    meaning:
      'SMTP server for e-mail (smtp:// or smtps://user:pass@host:port, ?pool=true to pool); unset writes each message as an .eml file under DATA_DIR/mail',
  },
  {
    name: 'MAIL_FROM',
    default: 'Dekka <no-reply@dekka.is>',
    meaning: 'Sender of e-mails to diners; its domain also names Message-IDs and calendar UIDs',
  },
  {
    name: 'MAIL_POLL_INTERVAL_MS',
    default: '1000',
    meaning: 'How often the mail sender looks for queued messages (each instance)',
  },
  {
    name: 'CLUSTER_WORKERS',
    default: '(CPU cores, one fewer with PostgreSQL on this machine; 1 on PGlite)',
    meaning:
      'Worker processes behind one port (node:cluster; the primary hands each connection to a worker) when DATABASE_URL is set; embedded PGlite is single-process',
  },
  {
    name: 'WEB_DIST_DIR',
    default: '<repo>/apps/web/dist',
    meaning: 'Built web app to serve at / (relative paths resolve against the cwd)',
  },
  {
    name: 'DISPLAY_COUNTRY',
    default: 'is',
    meaning: 'is, es, no or dk: decides which languages the site offers',
  },
  {
    name: 'GIFT_CARD_URL',
    default: '(unset)',
    meaning: "External gift-card site that /gjafabref leaves for; unset, it opens Dekka's own shop",
  },
  {
    name: 'GIFT_CARD_VALIDITY_YEARS',
    default: '4',
    meaning: 'How many years a gift card bought on Dekka is valid from its purchase',
  },
  {
    name: 'GIFT_CARD_LOOKUP_LIMIT_MAX',
    default: '10',
    meaning:
      'Unknown gift card codes one client IP may try per lookup window; past it, every gift card lookup from that address answers 429 until the window ends',
  },
  {
    name: 'GIFT_CARD_LOOKUP_WINDOW_MS',
    default: '900000',
    meaning: 'Window of the gift card lookup limit in milliseconds',
  },
  {
    name: 'GIFT_CARD_PURCHASE_LIMIT_MAX',
    default: '10',
    meaning: 'Gift card purchases one client IP may attempt per purchase window',
  },
  {
    name: 'GIFT_CARD_PURCHASE_WINDOW_MS',
    default: '3600000',
    meaning: 'Window of the gift card purchase limit in milliseconds',
  },
  {
    name: 'MAILING_LIST_FORM_URL',
    default: 'https://dekka.us21.list-manage.com/subscribe/post?u=dekka&id=newsletter',
    meaning: 'Hosted mailing-list form /signup posts to (its origin is allowed in form-action)',
  },
  {
    name: 'APP_STORE_URL',
    default: 'https://apps.apple.com/is/search?term=Dekka',
    meaning: 'iOS app link on /download-app',
  },
  {
    name: 'PLAY_STORE_URL',
    default: 'https://play.google.com/store/search?q=Dekka&c=apps',
    meaning: 'Android app link on /download-app',
  },
  {
    name: 'CONTACT_EMAIL',
    default: 'dekka@dekka.is',
    meaning: 'Contact e-mail shown in the footer',
  },
  {
    name: 'CONTACT_ADDRESS',
    default: 'Laugavegur 26, 101 Reykjavík',
    meaning: 'Postal address shown in the footer',
  },
  {
    name: 'RWG_CONVERSION_URL',
    default: '(unset)',
    meaning:
      'Reserve with Google conversion endpoint the complete page posts to after a booking from Google (unset: no report)',
  },
  {
    name: 'RWG_PARTNER_ID',
    default: '(unset)',
    meaning: 'Reserve with Google conversion_partner_id sent with that report',
  },
  {
    name: 'MAP_IMAGE_URL',
    default: '(unset)',
    meaning:
      'Static map image for the confirmation page, with {lat} and {lon} placeholders (unset: a drawn map)',
  },
  {
    name: 'MAP_TILE_URL',
    default: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    meaning:
      'Map tiles of the nearby page and the restaurant page ({z}/{x}/{y}, optionally an {s} subdomain first); only its host is added to the CSP img-src',
  },
  {
    name: 'MAP_TILE_ATTRIBUTION',
    default:
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    meaning: 'Credit for the map tiles, as HTML (links allowed), shown on every map',
  },
  {
    name: 'APPLE_PAY_MERCHANT_ID',
    default: '(unset)',
    meaning:
      'Apple Pay merchant identifier (merchant.…) the client checks Apple Pay with (unset: no Apple Pay)',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset)',
    meaning:
      'S3-compatible endpoint (https://…) for restaurant photos; unset stores them under DATA_DIR/media and the server serves them at /media',
  },
  { name: 'S3_BUCKET', default: '(unset)', meaning: 'Bucket restaurant photos are written to' },
  { name: 'S3_REGION', default: 'us-east-1', meaning: 'Region the S3 requests are signed for' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', meaning: 'Access key of the S3 bucket' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', meaning: 'Secret key of the S3 bucket' },
  {
    name: 'S3_PUBLIC_URL',
    default: '(unset)',
    meaning:
      "Address diners load the bucket's photos from (a CDN or the bucket's public URL, https so the CSP img-src allows it)",
  },
  {
    name: 'CLOCK_OFFSET_MS',
    default: '0',
    meaning:
      'Moves the server clock by this many milliseconds (tests run the server at a fixed date; leave unset)',
  },
  {
    name: 'SEED_DEMO',
    default: '(true on PGlite)',
    meaning:
      'true or false: add the 35 demo restaurants to an empty database; on by default only without DATABASE_URL',
  },
  {
    name: 'DEMO_PHOTOS',
    default: 'true',
    meaning:
      "true or false: draw the demo restaurants' covers and logos after start-up (once per data directory)",
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    meaning:
      'Behind a reverse proxy: true, a hop count, or comma-separated proxy IPs/CIDRs (client IP for rate limiting)',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    meaning:
      'Port of HOST serving Prometheus metrics at /metrics (a cluster primary adds up its workers); with METRICS_TOKEN also unset, none kept',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    meaning:
      'Bearer token (32+ chars) /metrics asks for; without METRICS_PORT, served on the site port (one process: CLUSTER_WORKERS=1)',
  },
  {
    name: 'SHUTDOWN_DRAIN_DELAY_MS',
    default: '0',
    meaning:
      'On SIGTERM, how long to keep serving while /api/health/ready answers 503, so a load balancer stops sending first',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(unset)',
    meaning:
      'OpenTelemetry collector (http://host:4318) for traces of HTTP, PostgreSQL and Redis calls; unset, no tracing code is loaded',
  },
] as const;

/** apps/web/dist, found from this file so `npm start` works from any cwd. */
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2000);
const positiveInt = z.coerce.number().int().positive();
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** "a@x.is, B@y.is" → ["a@x.is", "b@y.is"]: each one an e-mail address, once. */
const emailList = z
  .string()
  .max(10_000)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim().toLowerCase())
        .filter((part) => part !== ''),
    ),
  ])
  .pipe(z.array(z.email({ error: 'must be comma-separated e-mail addresses' }).max(254)));

export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * "true"/"false", a hop count, or a list of proxy addresses: the forms Fastify's trustProxy takes.
 * A hop count becomes the function Fastify would build from it, because its types omit numbers.
 */
const trustProxy = z
  .string()
  .max(2000)
  .transform((value, ctx): TrustProxy => {
    const trimmed = value.trim().toLowerCase();
    if (trimmed === 'true') return true;
    if (trimmed === 'false') return false;
    if (/^\d+$/.test(trimmed)) {
      const hops = Number(trimmed);
      return (_address, hop) => hop < hops;
    }
    const addresses = trimmed
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
    if (addresses.length === 0 || addresses.some((part) => !/^[0-9a-f.:/]+$/.test(part))) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or comma-separated IP addresses/CIDRs',
      });
      return z.NEVER;
    }
    return addresses;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().max(255).default('localhost'),
  DATA_DIR: z.string().max(4096).default('./data'),
  DATABASE_URL: z
    .string()
    .max(4096)
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // 32 characters is the floor for an HS256 key with enough entropy when it is a random string.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').max(4096).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: positiveInt.default(300),
  RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  RESERVE_RATE_LIMIT_MAX: positiveInt.default(20),
  RESERVE_RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
  HOLD_LIMIT_PER_IDENTITY: positiveInt.default(2),
  HOLD_LIMIT_PER_CLIENT: positiveInt.default(6),
  TOKEN_RATE_LIMIT_MAX: positiveInt.default(20),
  TOKEN_RATE_LIMIT_WINDOW_MS: positiveInt.default(600_000),
  SIGN_IN_RATE_LIMIT_PER_CLIENT: positiveInt.default(30),
  SIGN_IN_RATE_LIMIT_PER_ADDRESS: positiveInt.default(5),
  SIGN_IN_RATE_LIMIT_WINDOW_MS: positiveInt.default(900_000),
  CARD_ATTEMPT_LIMIT_PER_HOLD: positiveInt.default(5),
  CARD_ATTEMPT_LIMIT_PER_CLIENT: positiveInt.default(20),
  CARD_ATTEMPT_WINDOW_MS: positiveInt.default(900_000),
  ADMIN_EMAILS: emailList.optional(),
  JOIN_RATE_LIMIT_MAX: positiveInt.default(5),
  JOIN_RATE_LIMIT_WINDOW_MS: positiveInt.default(3_600_000),
  ANONYMOUS_USER_RETENTION_DAYS: positiveInt.default(30),
  REDIS_URL: z
    .string()
    .max(4096)
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('dekka:'),
  HOLD_SWEEP_INTERVAL_MS: positiveInt.default(30_000),
  PUBLIC_URL: httpUrl.optional(),
  SMTP_URL: z
    .string()
    .max(4096)
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().max(500).default('Dekka <no-reply@dekka.is>'),
  MAIL_POLL_INTERVAL_MS: positiveInt.default(1000),
  CLUSTER_WORKERS: positiveInt.max(256).optional(),
  WEB_DIST_DIR: z.string().max(4096).optional(),
  DISPLAY_COUNTRY: DisplayCountry.default('is'),
  GIFT_CARD_URL: httpUrl.optional(),
  GIFT_CARD_VALIDITY_YEARS: positiveInt.max(50).default(4),
  GIFT_CARD_LOOKUP_LIMIT_MAX: positiveInt.default(10),
  GIFT_CARD_LOOKUP_WINDOW_MS: positiveInt.default(900_000),
  GIFT_CARD_PURCHASE_LIMIT_MAX: positiveInt.default(10),
  GIFT_CARD_PURCHASE_WINDOW_MS: positiveInt.default(3_600_000),
  MAILING_LIST_FORM_URL: httpUrl.default(
    'https://dekka.us21.list-manage.com/subscribe/post?u=dekka&id=newsletter',
  ),
  APP_STORE_URL: httpUrl.default('https://apps.apple.com/is/search?term=Dekka'),
  PLAY_STORE_URL: httpUrl.default('https://play.google.com/store/search?q=Dekka&c=apps'),
  CONTACT_EMAIL: z.email().max(200).default('dekka@dekka.is'),
  CONTACT_ADDRESS: z.string().max(500).default('Laugavegur 26, 101 Reykjavík'),
  TRUST_PROXY: trustProxy.optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_TOKEN: z.string().min(32).max(500).optional(),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  SEED_DEMO: flag.optional(),
  DEMO_PHOTOS: flag.default(true),
  CLOCK_OFFSET_MS: z.coerce.number().int().safe().default(0),
  RWG_CONVERSION_URL: httpUrl.optional(),
  RWG_PARTNER_ID: z.string().max(100).optional(),
  MAP_IMAGE_URL: httpUrl.optional(),
  MAP_TILE_URL: httpUrl
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'must hold {z}, {x} and {y}',
    })
    .refine((url) => !url.includes('{s}') || /^https?:\/\/\{s\}\.[^/{}]+\//.test(url), {
      message: '{s} may only be the first label of the host',
    })
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z
    .string()
    .max(1000)
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: z
    .string()
    .max(63)
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z
    .string()
    .max(50)
    .regex(/^[a-z0-9-]+$/)
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().max(200).optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https$/, error: 'must be an https URL' })
    .max(2000)
    .optional(),
  // Apple's merchant identifiers are reverse-DNS names under "merchant.".
  APPLE_PAY_MERCHANT_ID: z
    .string()
    .max(255)
    .regex(/^merchant\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must look like merchant.is.dekka')
    .optional(),
});

export type Env = Record<string, string | undefined>;

/** Builds the schema for one working directory, which relative paths resolve against. */
export function createConfigSchema(cwd: string) {
  return (
    envSchema
      .refine(
        (env) =>
          env.S3_ENDPOINT === undefined ||
          [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_PUBLIC_URL].every(
            (value) => value !== undefined,
          ),
        {
          path: ['S3_ENDPOINT'],
          message: 'needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL too',
        },
      )
      .refine((env) => env.DATABASE_URL !== undefined || (env.CLUSTER_WORKERS ?? 1) === 1, {
        path: ['CLUSTER_WORKERS'],
        message: 'must be 1 without DATABASE_URL: embedded PGlite lives inside one process',
      })
      // Each cluster worker keeps its own counts; only the primary's METRICS_PORT adds them up.
      .refine(
        (env) =>
          env.METRICS_TOKEN === undefined ||
          env.METRICS_PORT !== undefined ||
          env.DATABASE_URL === undefined ||
          env.CLUSTER_WORKERS === 1,
        {
          path: ['METRICS_TOKEN'],
          message:
            'alone serves one process: with DATABASE_URL set METRICS_PORT or CLUSTER_WORKERS=1',
        },
      )
      .transform((env) => ({
        port: env.PORT,
        host: env.HOST,
        dataDir: path.resolve(cwd, env.DATA_DIR),
        databaseUrl: env.DATABASE_URL,
        jwtSecret: env.JWT_SECRET,
        logLevel: env.LOG_LEVEL,
        rateLimit: { max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
        reserveRateLimit: {
          max: env.RESERVE_RATE_LIMIT_MAX,
          windowMs: env.RESERVE_RATE_LIMIT_WINDOW_MS,
        },
        holdCaps: {
          perIdentity: env.HOLD_LIMIT_PER_IDENTITY,
          perClient: env.HOLD_LIMIT_PER_CLIENT,
        },
        tokenRateLimit: { max: env.TOKEN_RATE_LIMIT_MAX, windowMs: env.TOKEN_RATE_LIMIT_WINDOW_MS },
        signInRateLimit: {
          perClient: {
            max: env.SIGN_IN_RATE_LIMIT_PER_CLIENT,
            windowMs: env.SIGN_IN_RATE_LIMIT_WINDOW_MS,
          },
          perAddress: {
            max: env.SIGN_IN_RATE_LIMIT_PER_ADDRESS,
            windowMs: env.SIGN_IN_RATE_LIMIT_WINDOW_MS,
          },
        },
        // Card testing (docs/decisions/051-card-attempts-and-sign-in-lockout.md).
        cardAttemptLimit: {
          perHold: env.CARD_ATTEMPT_LIMIT_PER_HOLD,
          perClient: env.CARD_ATTEMPT_LIMIT_PER_CLIENT,
          windowMs: env.CARD_ATTEMPT_WINDOW_MS,
        },
        anonymousUserRetentionDays: env.ANONYMOUS_USER_RETENTION_DAYS,
        // The whole list of Dekka's administrators (docs/decisions/043-joining-dekka.md).
        adminEmails: env.ADMIN_EMAILS ?? [],
        joinRateLimit: { max: env.JOIN_RATE_LIMIT_MAX, windowMs: env.JOIN_RATE_LIMIT_WINDOW_MS },
        giftCards: {
          validityYears: env.GIFT_CARD_VALIDITY_YEARS,
          lookupLimit: {
            max: env.GIFT_CARD_LOOKUP_LIMIT_MAX,
            windowMs: env.GIFT_CARD_LOOKUP_WINDOW_MS,
          },
          purchaseLimit: {
            max: env.GIFT_CARD_PURCHASE_LIMIT_MAX,
            windowMs: env.GIFT_CARD_PURCHASE_WINDOW_MS,
          },
        },
        redisUrl: env.REDIS_URL,
        redisKeyPrefix: env.REDIS_KEY_PREFIX,
        holdSweepIntervalMs: env.HOLD_SWEEP_INTERVAL_MS,
        publicUrl: (env.PUBLIC_URL ?? localBaseUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
        mail: {
          smtpUrl: env.SMTP_URL,
          from: env.MAIL_FROM,
          pollIntervalMs: env.MAIL_POLL_INTERVAL_MS,
        },
        // PGlite is in-process, so always one there; see defaultWorkers for PostgreSQL.
        clusterWorkers: env.DATABASE_URL
          ? (env.CLUSTER_WORKERS ?? defaultWorkers(env.DATABASE_URL, availableParallelism()))
          : 1,
        // Off unless exposed one way or the other: nothing public by default (ADR 060).
        metrics:
          env.METRICS_PORT !== undefined || env.METRICS_TOKEN !== undefined
            ? { port: env.METRICS_PORT ?? null, token: env.METRICS_TOKEN ?? null }
            : null,
        shutdownDrainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
        otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT ?? null,
        webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : defaultWebDistDir,
        trustProxy: env.TRUST_PROXY ?? false,
        clockOffsetMs: env.CLOCK_OFFSET_MS,
        // Photos in an S3-compatible bucket when one is configured, else under DATA_DIR/media.
        s3:
          env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
            ? {
                endpoint: env.S3_ENDPOINT.replace(/\/+$/, ''),
                bucket: env.S3_BUCKET,
                region: env.S3_REGION,
                accessKeyId: env.S3_ACCESS_KEY_ID,
                secretAccessKey: env.S3_SECRET_ACCESS_KEY,
                publicUrl: (env.S3_PUBLIC_URL ?? env.S3_ENDPOINT).replace(/\/+$/, ''),
              }
            : null,
        // A production database starts empty; the embedded one is for trying Dekka out.
        seedDemo: env.SEED_DEMO ?? env.DATABASE_URL === undefined,
        demoPhotos: env.DEMO_PHOTOS,
        site: {
          displayCountry: env.DISPLAY_COUNTRY,
          giftCardUrl: env.GIFT_CARD_URL ?? '',
          mailingListFormUrl: env.MAILING_LIST_FORM_URL,
          appStoreUrl: env.APP_STORE_URL,
          playStoreUrl: env.PLAY_STORE_URL,
          contactEmail: env.CONTACT_EMAIL,
          address: env.CONTACT_ADDRESS,
          rwgConversionUrl: env.RWG_CONVERSION_URL ?? null,
          rwgPartnerId: env.RWG_PARTNER_ID ?? null,
          mapImageUrl: env.MAP_IMAGE_URL ?? null,
          applePayMerchantId: env.APPLE_PAY_MERCHANT_ID ?? null,
          mapTileUrl: env.MAP_TILE_URL,
          mapTileAttribution: env.MAP_TILE_ATTRIBUTION,
        },
      }))
  );
}

export const configSchema = createConfigSchema(process.cwd());

export type Config = z.output<typeof configSchema>;

/** The config once the JWT secret is known (from JWT_SECRET or DATA_DIR/jwt-secret). */
export type AppConfig = Config & { jwtSecret: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once. Empty strings count as unset, so `PORT= npm start` keeps the
 * default instead of failing on "" (a common shell and .env-file habit).
 */
/** Host names that put PostgreSQL on this machine (a socket directory too: `?host=/run/...`). */
const LOCAL_HOSTS = new Set(['', 'localhost', '[::1]', '::1']);

function databaseIsLocal(databaseUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return false;
  }
  const socket = url.searchParams.get('host');
  if (socket?.startsWith('/')) return true;
  return LOCAL_HOSTS.has(url.hostname) || /^127\./.test(url.hostname);
}

/**
 * Worker processes when CLUSTER_WORKERS is not set: one per core, but one core fewer when
 * PostgreSQL runs on this machine (never fewer than one), since the database needs a core of
 * its own. On two cores with a local database one worker served three fifths more reserves and
 * two fifths more suggestions than two: docs/decisions/050-workers-beside-a-local-database.md.
 */
export function defaultWorkers(databaseUrl: string, cores: number): number {
  return databaseIsLocal(databaseUrl) ? Math.max(1, cores - 1) : cores;
}

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== ''),
  );
  const result = createConfigSchema(cwd).safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const configKeys = Object.keys(envSchema.shape);
