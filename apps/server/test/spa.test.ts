import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { MetaTags } from '@dekka/contracts/settings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../src/db/client.ts';
import {
  createSettingsRepository,
  type StoredSiteSettings,
} from '../src/modules/settings/settings.repository.ts';
import { NOT_BUILT_MESSAGE } from '../src/plugins/spa.ts';
import { buildTestApp, openTestDatabase, type TestApp } from './helpers/test-app.ts';
import { createBookingRestaurant } from './helpers/booking-factories.ts';
import { createWebDist } from './helpers/web-dist.ts';

const hostile: MetaTags = {
  pageTitle: 'Tom & Jerry’s </title><script>alert(1)</script>',
  shareTitle: 'Share "quoted" $& $\' title',
  description: 'A <b>bold</b> claim & more',
  imageUrl: '/og-image.png',
  siteUrl: 'https://dekka.example',
};

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

// One database for the file; opening an in-memory PGlite takes seconds.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * For the describe block it is called in: an app serving a stand-in web build, started with the
 * site settings `stored`. The settings row is put back afterwards.
 */
function servedWithSiteSettings(stored: StoredSiteSettings): { readonly app: TestApp['app'] } {
  let original: StoredSiteSettings | undefined;
  let t: TestApp | undefined;
  let webDist: Awaited<ReturnType<typeof createWebDist>> | undefined;

  beforeAll(async () => {
    const settings = createSettingsRepository(database.db);
    original = await settings.get();
    await settings.replace(stored, new Date());
    webDist = await createWebDist();
    t = await buildTestApp({ database, env: { WEB_DIST_DIR: webDist.dir } });
  });

  afterAll(async () => {
    await t?.close();
    // On a shared PostgreSQL database the row must be as this test found it.
    if (original) await createSettingsRepository(database.db).replace(original, new Date());
    await webDist?.remove();
  });

  return {
    get app() {
      if (!t) throw new Error('the app starts in beforeAll');
      return t.app;
    },
  };
}

describe('the web app (SPA) with meta tags injected', () => {
  const site = servedWithSiteSettings({ metaTags: hostile, theme: null });

  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const url of [
      '/',
      '/book/reserve?guests=2',
      '/nearby/64.14/-21.94/10/is',
      '/index.html',
    ]) {
      const res = await site.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('injects escaped title, description, social-card and Open Graph tags', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.body).not.toContain('<!--app-head-->');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain(
      '<title>Tom &amp; Jerry’s &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(res.body).toContain(
      '<meta name="description" content="A &lt;b&gt;bold&lt;/b&gt; claim &amp; more" />',
    );
    expect(res.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(res.body).toContain(
      '<meta name="twitter:title" content="Share &quot;quoted&quot; $&amp; $&#39; title" />',
    );
    expect(res.body).toContain(
      '<meta property="og:image" content="https://dekka.example/og-image.png" />',
    );
    expect(res.body).toContain('<meta property="og:url" content="https://dekka.example" />');
    expect(res.body).toContain('<meta property="og:type" content="website" />');
  });

  it("starts a restaurant's embedded pages with its theme, and only those", async () => {
    const slug = `themed-${randomUUID()}`;
    const restaurant = await createBookingRestaurant(database.db, {
      overrides: { slug, theme: { primary: '#0b4f6c', onPrimary: '#ffffff', error: 'red;x' } },
    });
    const themeIn = async (url: string) => {
      const res = await site.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      const data = /<script id="site-settings" type="application\/json">(.*?)<\/script>/s.exec(
        res.body,
      )?.[1];
      return (JSON.parse(data ?? 'null') as { theme: unknown } | null)?.theme;
    };
    const branded = { primary: '#0b4f6c', onPrimary: '#ffffff' };
    expect(await themeIn(`/${slug}?isolation=true`)).toEqual(branded);
    // The first paint is in its colours: those that are not Dekka's are on the page's root.
    const embedded = await site.app.inject({
      method: 'GET',
      url: `/${slug}?lng=en&isolation=true`,
      headers: html,
    });
    expect(embedded.body).toContain('<html lang="en" style="--color-primary:#0b4f6c">');
    expect(await themeIn(`/${slug}/event/jazz?isolation=true&lng=en`)).toEqual(branded);
    expect(
      await themeIn(`/checkout/complete?guid=g&restaurantId=${restaurant.id}&isolation=true`),
    ).toEqual(branded);
    // Not embedded, or another restaurant's address: the site's own colours.
    expect(await themeIn(`/${slug}`)).toBeNull();
    const own = await site.app.inject({ method: 'GET', url: `/${slug}?lng=en`, headers: html });
    expect(own.body).toContain('<html lang="en">');
    expect(await themeIn('/no-such-restaurant?isolation=true')).toBeNull();
  });

  it('sends a Content-Security-Policy the SPA can run under', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/', headers: html });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' https://dekka.us21.list-manage.com");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets any site frame the embeddable booking pages, and only Dekka frame the rest', async () => {
    const framing = async (url: string) => {
      const res = await site.app.inject({ method: 'GET', url, headers: html });
      expect(res.statusCode, url).toBe(200);
      const ancestors = /frame-ancestors ([^;]*)/.exec(
        String(res.headers['content-security-policy']),
      );
      return { ancestors: ancestors?.[1], xFrameOptions: res.headers['x-frame-options'] };
    };
    const anySite = { ancestors: '*', xFrameOptions: undefined };
    const ownOnly = { ancestors: "'self'", xFrameOptions: 'SAMEORIGIN' };
    // The embed code's page and the booking flow behind it, in isolated mode.
    expect(await framing('/hafnarljos?isolation=true')).toEqual(anySite);
    expect(await framing('/hafnarljos/event/jazz?isolation=true&lng=en')).toEqual(anySite);
    expect(
      await framing('/checkout/complete?guid=g&restaurantId=1&currentStep=complete&isolation=true'),
    ).toEqual(anySite);
    // The home page, a restaurant's page outside an embed, the account and staff pages, even
    // with the flag.
    for (const url of [
      '/',
      '/hafnarljos',
      '/my-bookings',
      '/my-bookings?isolation=true',
      '/login?isolation=true',
      '/admin/applications?isolation=true',
      '/hafnarljos/guestlist?isolation=true',
      '/hafnarljos/orders',
      '/hafnarljos/settings/look?isolation=true',
    ]) {
      expect(await framing(url), url).toEqual(ownOnly);
    }
    // API answers.
    for (const url of ['/api/web/settings/', '/api/web/settings/?isolation=true']) {
      const res = await site.app.inject({ method: 'GET', url });
      expect(String(res.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'self'",
      );
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('looks on disk for no file at a page address', async () => {
    const stat = vi.spyOn(fs, 'stat');
    try {
      const res = await site.app.inject({ method: 'GET', url: '/hafnarljos', headers: html });
      expect(res.body).toContain('<div id="root"></div>');
      expect(stat.mock.calls.map(([file]) => String(file))).not.toContainEqual(
        expect.stringContaining('hafnarljos'),
      );
      await site.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(stat.mock.calls.map(([file]) => String(file))).toContainEqual(
        expect.stringContaining('app-abc123.js'),
      );
    } finally {
      stat.mockRestore();
    }
  });

  it('caches hashed assets for a year and 404s missing files instead of sending HTML', async () => {
    const asset = await site.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const missing = await site.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });

  it('writes the visitor’s language into the page and preloads its strings', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await site.app.inject({ method: 'GET', url, headers: { ...html, ...headers } })).body;
    const preloads = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      );

    // Home needs only the shell's strings; any other page the pages' strings too.
    const home = await page('/', { 'accept-language': 'is-IS,is;q=0.9,en;q=0.8' });
    expect(home).toContain('<html lang="is">');
    expect(preloads(home)).toEqual(['/assets/shell-is1.js']);
    const restaurant = await page('/hafnarljos', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(restaurant).toContain('<html lang="en">');
    expect(preloads(restaurant)).toEqual(['/assets/shell-en1.js', '/assets/pages-en1.js']);

    // As the web app decides: the address, then the remembered choice, then the browser's first
    // language we ship; a language we ship that the display country (Iceland here) does not offer
    // becomes its own; none we ship at all, English.
    expect(preloads(await page('/?lng=en', { cookie: 'i18next=is' }))).toEqual([
      '/assets/shell-en1.js',
    ]);
    // The nearby page names its language in its path.
    expect(preloads(await page('/nearby/64.150/-21.933/20/en', { cookie: 'i18next=is' }))).toEqual([
      '/assets/shell-en1.js',
      '/assets/pages-en1.js',
    ]);
    expect(preloads(await page('/nearby/64.150/-21.933/20/true/is?lng=en'))).toEqual([
      '/assets/shell-is1.js',
      '/assets/pages-is1.js',
    ]);
    expect(
      preloads(await page('/', { cookie: 'a=1; i18next=en', 'accept-language': 'is' })),
    ).toEqual(['/assets/shell-en1.js']);
    expect(preloads(await page('/', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' }))).toEqual([
      '/assets/shell-en1.js',
    ]);
    expect(preloads(await page('/', { 'accept-language': 'da-DK' }))).toEqual([
      '/assets/shell-is1.js',
    ]);
    expect(preloads(await page('/', { 'accept-language': 'fr' }))).toEqual([
      '/assets/shell-en1.js',
    ]);
    expect(preloads(await page('/', { cookie: 'i18next=%E0%A4%A' }))).toEqual([
      '/assets/shell-en1.js',
    ]);

    const res = await site.app.inject({ method: 'GET', url: '/', headers: html });
    expect(res.headers.vary).toContain('accept-language');
  });

  it('gives a browser in a language Dekka does not offer English, and an Icelandic one Icelandic', async () => {
    const page = async (acceptLanguage: string) =>
      (
        await site.app.inject({
          method: 'GET',
          url: '/hafnarljos',
          headers: { ...html, 'accept-language': acceptLanguage },
        })
      ).body;
    // The Icelandic site, the default display country.
    const german = await page('de-DE,de;q=0.9');
    expect(german).toContain('<html lang="en">');
    expect(german).toContain('/assets/shell-en1.js');
    expect(german).not.toContain('/assets/shell-is1.js');
    const icelandic = await page('is-IS,is;q=0.9,en;q=0.8');
    expect(icelandic).toContain('<html lang="is">');
    expect(icelandic).toContain('/assets/shell-is1.js');
  });

  it('answers non-page requests to unknown paths with JSON 404', async () => {
    const post = await site.app.inject({ method: 'POST', url: '/some/page', headers: html });
    expect(post.statusCode).toBe(404);
    const json = await site.app.inject({
      method: 'GET',
      url: '/some/page',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({
      code: 'not_found',
      requestId: json.headers['x-request-id'],
    });
  });
});

describe('a site with colours of its own', () => {
  const site = servedWithSiteSettings({
    metaTags: hostile,
    theme: { background: '#fdfdfd', primary: '#C2410C' },
  });

  it("paints every page in them from the first frame, and a restaurant's embedded pages in its own over them", async () => {
    const page = async (url: string) =>
      (await site.app.inject({ method: 'GET', url, headers: { ...html, 'accept-language': 'is' } }))
        .body;
    for (const url of ['/', '/hafnarljos', '/my-bookings']) {
      expect(await page(url), url).toContain('<html lang="is" style="--color-background:#fdfdfd">');
    }
    const slug = `themed-${randomUUID()}`;
    await createBookingRestaurant(database.db, {
      overrides: { slug, theme: { primary: '#0b4f6c' } },
    });
    expect(await page(`/${slug}?isolation=true`)).toContain(
      '<html lang="is" style="--color-primary:#0b4f6c;--color-background:#fdfdfd">',
    );
  });
});

describe('the web app before it is built', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers pages with 503 and how to build, while the API works', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/restaurant', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body.trim()).toBe(NOT_BUILT_MESSAGE);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
