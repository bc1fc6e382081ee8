import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DisplayCountry } from '@dekka/contracts/settings';
import { localBaseUrl } from './public-url.ts';

/** A setting's row in the README's settings table (`npm run docs:settings` writes the table). */
export type SettingDoc = {
  /** What the setting does, in Markdown. */
  description: string;
  /** The default in words, where the schema's own default does not tell it (or there is none). */
  shownDefault?: string;
};

/**
 * Every environment variable's description, on its schema below: the one source of the README's
 * settings table (settings-table.ts), and a test fails when the README's copy differs.
 */
export const settingDocs = z.registry<SettingDoc>();

/** A setting's schema, with its description (and default in words) for the README. */
function setting<T extends z.ZodType>(schema: T, description: string, shownDefault?: string): T {
  settingDocs.add(
    schema,
    shownDefault === undefined ? { description } : { description, shownDefault },
  );
  return schema;
}

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
  PORT: setting(z.coerce.number().int().min(0).max(65535).default(3000), 'HTTP port to listen on'),
  HOST: setting(z.string().max(255).default('localhost'), 'Interface to bind (`0.0.0.0` for all)'),
  DATA_DIR: setting(
    z.string().max(4096).default('./data'),
    'Where the embedded database and generated secrets live (relative to the working directory)',
  ),
  DATABASE_URL: setting(
    z
      .string()
      .max(4096)
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    'PostgreSQL URL (`postgres://...`); unset uses embedded PGlite in `DATA_DIR/pglite`',
  ),
  // 32 characters is the floor for an HS256 key with enough entropy when it is a random string.
  JWT_SECRET: setting(
    z.string().min(32, 'must be at least 32 characters').max(4096).optional(),
    'HS256 key for bearer tokens (32+ characters); unset generates one once into `DATA_DIR/jwt-secret`',
    '(generated)',
  ),
  LOG_LEVEL: setting(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
  ),
  RATE_LIMIT_MAX: setting(
    positiveInt.default(300),
    'API requests allowed per client IP per window',
  ),
  RATE_LIMIT_WINDOW_MS: setting(positiveInt.default(60_000), 'Rate-limit window in milliseconds'),
  RESERVE_RATE_LIMIT_MAX: setting(
    positiveInt.default(20),
    'Reserve calls allowed per identity and, separately, per client IP per window',
  ),
  RESERVE_RATE_LIMIT_WINDOW_MS: setting(
    positiveInt.default(60_000),
    'Reserve rate-limit window in milliseconds',
  ),
  HOLD_LIMIT_PER_IDENTITY: setting(
    positiveInt.default(2),
    'Live holds (tables held for completion) one diner identity may have at once',
  ),
  HOLD_LIMIT_PER_CLIENT: setting(
    positiveInt.default(6),
    'Live holds all identities from one client IP may have at once',
  ),
  TOKEN_RATE_LIMIT_MAX: setting(
    positiveInt.default(20),
    'Anonymous identities one client IP may create per token window',
  ),
  TOKEN_RATE_LIMIT_WINDOW_MS: setting(
    positiveInt.default(600_000),
    'Window of the anonymous-identity limit in milliseconds',
  ),
  SIGN_IN_RATE_LIMIT_PER_CLIENT: setting(
    positiveInt.default(30),
    'Sign-in codes one client IP may ask for and try per sign-in window',
  ),
  SIGN_IN_RATE_LIMIT_PER_ADDRESS: setting(
    positiveInt.default(5),
    'Sign-in codes that may be asked for one e-mail address per sign-in window, from any client; wrong guesses are limited per code (five spend it) and never count here',
  ),
  SIGN_IN_RATE_LIMIT_WINDOW_MS: setting(
    positiveInt.default(900_000),
    'Window of the sign-in limits in milliseconds',
  ),
  CARD_ATTEMPT_LIMIT_PER_HOLD: setting(
    positiveInt.default(5),
    'Card attempts one booking may make per card-attempt window (completing a hold or paying a payment link); a hold whose cards were declined this many times is released and its table freed',
  ),
  CARD_ATTEMPT_LIMIT_PER_CLIENT: setting(
    positiveInt.default(20),
    'Card attempts (completing a booking or paying a payment link with a card) one client IP may make per card-attempt window',
  ),
  CARD_ATTEMPT_WINDOW_MS: setting(
    positiveInt.default(900_000),
    'Window of the card-attempt limits in milliseconds',
  ),
  ADMIN_EMAILS: setting(
    emailList.optional(),
    "Comma-separated e-mail addresses of Dekka's administrators, who decide restaurants' applications; applied at every start (an account is made for a new address), and an address left out loses the role",
  ),
  JOIN_RATE_LIMIT_MAX: setting(
    positiveInt.default(5),
    'Applications to join Dekka (`/join`) one client IP may send per join window',
  ),
  JOIN_RATE_LIMIT_WINDOW_MS: setting(
    positiveInt.default(3_600_000),
    'Window of the join limit in milliseconds',
  ),
  ANONYMOUS_USER_RETENTION_DAYS: setting(
    positiveInt.default(30),
    'Anonymous identities without any booking are deleted this many days after they were created (when their token has lapsed)',
  ),
  REDIS_URL: setting(
    z
      .string()
      .max(4096)
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
    'Redis (`redis://...`) holding the rate-limit counters that several instances share; unset, a cluster counts in its primary process and a single process in memory',
  ),
  REDIS_KEY_PREFIX: setting(
    z.string().max(100).default('dekka:'),
    'Prefix of every key Dekka writes to Redis, so deployments can share one',
  ),
  HOLD_SWEEP_INTERVAL_MS: setting(
    positiveInt.default(30_000),
    'How often the background job marks lapsed booking holds expired and frees tables',
  ),
  PUBLIC_URL: setting(
    httpUrl.optional(),
    "The address diners reach Dekka at; links in e-mails and calendar files, the pages' canonical addresses and the sitemap start with it, and passkeys belong to its host",
    '`http://localhost:<PORT>`',
  ),
  SMTP_URL: setting(
    z
      .string()
      .max(4096)
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    'SMTP server for e-mail (`smtp://` or `smtps://user:pass@host:port`, `?pool=true` to pool); unset writes each message as an `.eml` file under `DATA_DIR/mail`',
  ),
  MAIL_FROM: setting(
    z.string().max(500).default('Dekka <no-reply@dekka.is>'),
    'Sender of e-mails to diners; its domain also names Message-IDs and calendar UIDs',
  ),
  MAIL_POLL_INTERVAL_MS: setting(
    positiveInt.default(1000),
    'How often the mail sender looks for queued messages (each instance)',
  ),
  CLUSTER_WORKERS: setting(
    positiveInt.max(256).optional(),
    'Worker processes behind one port (node:cluster; the primary hands each connection to a worker) with `DATABASE_URL`; PGlite is always single-process, so more than 1 without it is refused',
    'CPU cores, one fewer with PostgreSQL on this machine (1 on PGlite)',
  ),
  WEB_DIST_DIR: setting(
    z.string().max(4096).optional(),
    'Built web app served at `/` (a relative path resolves against the working directory)',
    '`apps/web/dist`',
  ),
  DISPLAY_COUNTRY: setting(
    DisplayCountry.default('is'),
    '`is`, `es`, `no` or `dk`: decides which languages the site offers',
  ),
  GIFT_CARD_URL: setting(
    httpUrl.optional(),
    "External gift-card site that `/gjafabref` leaves for; unset, it opens Dekka's own shop",
  ),
  GIFT_CARD_VALIDITY_YEARS: setting(
    positiveInt.max(50).default(4),
    'Years a gift card bought on Dekka is valid from its purchase',
  ),
  GIFT_CARD_LOOKUP_LIMIT_MAX: setting(
    positiveInt.default(10),
    'Unknown gift card codes one client IP may try per lookup window; past it, every gift card lookup from that address answers 429 until the window ends',
  ),
  GIFT_CARD_LOOKUP_WINDOW_MS: setting(
    positiveInt.default(900_000),
    'Window of the gift card lookup limit in milliseconds',
  ),
  GIFT_CARD_PURCHASE_LIMIT_MAX: setting(
    positiveInt.default(10),
    'Gift card purchases one client IP may attempt per purchase window',
  ),
  GIFT_CARD_PURCHASE_WINDOW_MS: setting(
    positiveInt.default(3_600_000),
    'Window of the gift card purchase limit in milliseconds',
  ),
  MAILING_LIST_FORM_URL: setting(
    httpUrl.default('https://dekka.us21.list-manage.com/subscribe/post?u=dekka&id=newsletter'),
    "Hosted mailing-list form that `/signup` posts to (its origin is allowed in the CSP's form-action)",
  ),
  APP_STORE_URL: setting(
    httpUrl.default('https://apps.apple.com/is/search?term=Dekka'),
    'iOS app link (`/download-app`, footer)',
  ),
  PLAY_STORE_URL: setting(
    httpUrl.default('https://play.google.com/store/search?q=Dekka&c=apps'),
    'Android app link (`/download-app`, footer)',
  ),
  CONTACT_EMAIL: setting(
    z.email().max(200).default('dekka@dekka.is'),
    'Contact e-mail shown in the footer',
  ),
  CONTACT_ADDRESS: setting(
    z.string().max(500).default('Laugavegur 26, 101 Reykjavík'),
    'Postal address shown in the footer',
  ),
  RWG_CONVERSION_URL: setting(
    httpUrl.optional(),
    'Reserve with Google conversion endpoint the complete page posts to after a booking from Google (unset: no report)',
  ),
  RWG_PARTNER_ID: setting(
    z.string().max(100).optional(),
    'Reserve with Google `conversion_partner_id` sent with that report',
  ),
  MAP_IMAGE_URL: setting(
    httpUrl.optional(),
    'Static map image of the confirmation page, with `{lat}` and `{lon}` placeholders (unset: a drawn map)',
  ),
  MAP_TILE_URL: setting(
    httpUrl
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
        message: 'must hold {z}, {x} and {y}',
      })
      .refine((url) => !url.includes('{s}') || /^https?:\/\/\{s\}\.[^/{}]+\//.test(url), {
        message: '{s} may only be the first label of the host',
      })
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    'Map tiles of the nearby page and the restaurant page (`{z}`/`{x}`/`{y}`, `{s}` may be the first host label); only its host is added to the CSP `img-src`',
  ),
  MAP_TILE_ATTRIBUTION: setting(
    z
      .string()
      .max(1000)
      .default(
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      ),
    'Credit for the map tiles, as HTML (links allowed), shown on every map; passed to the web app in the site settings with `MAP_TILE_URL`',
    '© OpenStreetMap contributors (linked)',
  ),
  // Apple's merchant identifiers are reverse-DNS names under "merchant.".
  APPLE_PAY_MERCHANT_ID: setting(
    z
      .string()
      .max(255)
      .regex(/^merchant\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, 'must look like merchant.is.dekka')
      .optional(),
    'Apple Pay merchant identifier (`merchant.…`): when set, browsers that can pay with Apple Pay get its button on the complete page',
  ),
  S3_ENDPOINT: setting(
    httpUrl.optional(),
    'S3-compatible endpoint for restaurant photos; unset stores them under `DATA_DIR/media`, served at `/media`',
  ),
  S3_BUCKET: setting(
    z
      .string()
      .max(63)
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional(),
    'Bucket restaurant photos are written to (needed with `S3_ENDPOINT`)',
  ),
  S3_REGION: setting(
    z
      .string()
      .max(50)
      .regex(/^[a-z0-9-]+$/)
      .default('us-east-1'),
    'Region the S3 requests are signed for',
  ),
  S3_ACCESS_KEY_ID: setting(
    z.string().max(200).optional(),
    'Access key of the bucket (needed with `S3_ENDPOINT`)',
  ),
  S3_SECRET_ACCESS_KEY: setting(
    z.string().max(200).optional(),
    'Secret key of the bucket (needed with `S3_ENDPOINT`)',
  ),
  S3_PUBLIC_URL: setting(
    z
      .url({ protocol: /^https$/, error: 'must be an https URL' })
      .max(2000)
      .optional(),
    "Where diners load the bucket's photos from (CDN or public bucket URL; needed with `S3_ENDPOINT`; https, which the CSP `img-src` allows)",
  ),
  CLOCK_OFFSET_MS: setting(
    z.coerce.number().int().safe().default(0),
    "Moves the server's clock by this many milliseconds (the tests run servers at a fixed date; leave unset)",
  ),
  SEED_DEMO: setting(
    flag.optional(),
    '`true` or `false`: add the demo restaurants (`apps/server/seed/demo`) to an empty database; on by default only without `DATABASE_URL`',
    '(true on PGlite)',
  ),
  DEMO_PHOTOS: setting(
    flag.default(true),
    "`true` or `false`: draw the demo restaurants' covers and logos after start-up (once per data directory)",
  ),
  TRUST_PROXY: setting(
    trustProxy.optional(),
    'Behind a reverse proxy: `true`, a hop count, or comma-separated proxy IPs/CIDRs (client IP for rate limiting)',
    '`false`',
  ),
  METRICS_PORT: setting(
    z.coerce.number().int().min(1).max(65_535).optional(),
    'Port of `HOST` serving Prometheus metrics at `/metrics` (a cluster primary adds up its workers); with `METRICS_TOKEN` also unset, none kept',
  ),
  METRICS_TOKEN: setting(
    z.string().min(32).max(500).optional(),
    'Bearer token (32+ chars) `/metrics` asks for; without `METRICS_PORT`, served on the site port (one process: `CLUSTER_WORKERS=1`)',
  ),
  SHUTDOWN_DRAIN_DELAY_MS: setting(
    z.coerce.number().int().min(0).max(120_000).default(0),
    'On SIGTERM, how long to keep serving while `/api/health/ready` answers 503, so a load balancer stops sending first',
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: setting(
    httpUrl.optional(),
    'OpenTelemetry collector (`http://host:4318`) for traces of HTTP, PostgreSQL and Redis calls; unset, no tracing code is loaded',
  ),
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

/** Every setting's schema by its variable's name, in the README's order. */
export const settingSchemas = envSchema.shape;

export const configKeys = Object.keys(envSchema.shape);
