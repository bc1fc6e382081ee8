import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { events, restaurants } from '../../src/db/schema.ts';
import { createPublishingService } from '../../src/modules/restaurants/publishing.service.ts';
import type { WebRenderer } from '../../src/modules/public-pages/page-render.ts';
import {
  createBookingRestaurant,
  createEventWithOccurrence,
  createTestClock,
} from '../helpers/booking-factories.ts';
import { createUser } from '../helpers/factories.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../helpers/test-app.ts';
import { createWebDist, INDEX_HTML } from '../helpers/web-dist.ts';

const SITE = 'https://dekka.example';
/** A browser that runs no JavaScript, as a crawler or a link preview fetches a page. */
const crawler = { accept: 'text/html,*/*;q=0.8', 'accept-language': 'en' };

/**
 * The web app's server entry from its source, through Vitest's transform: no build needed. Named
 * by a variable, so the server's typecheck does not follow it into the web app's sources (they
 * are checked with the browser's types, in their own project).
 */
const WEB_ENTRY = '../../../web/src/entry-server.tsx';
const sourceRenderer = async () => (await import(/* @vite-ignore */ WEB_ENTRY)) as WebRenderer;

/** What a visitor without JavaScript sees of a page: the app's HTML and the data it carries. */
function bodyOf(html: string) {
  const root =
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json" id="server-render">/.exec(
      html,
    );
  const data = /<script type="application\/json" id="server-render">(.*?)<\/script>/s.exec(html);
  return {
    app: root?.[1] ?? '',
    text: (root?.[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
    data: data?.[1] ?? '',
    times: [
      ...(root?.[1] ?? '').matchAll(/<span class="time-slot__time">(\d\d:\d\d)<\/span>/g),
    ].map((match) => match[1]),
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('public pages drawn on the server', () => {
  // Friday 2030-03-01 12:00 in Reykjavík: the restaurant's times start after 13:00.
  const clock = createTestClock();
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof createWebDist>>;
  const slug = `ssr-${randomUUID()}`;
  const eventSlug = `jazz-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    webDist = await createWebDist({
      indexHtml: INDEX_HTML.replace('<body>', '<body><noscript>Dekka needs JavaScript.</noscript>'),
    });
    t = await buildTestApp({
      database,
      clock,
      captureLogs: true,
      webRenderer: await sourceRenderer(),
      env: { WEB_DIST_DIR: webDist.dir, PUBLIC_URL: SITE, DISPLAY_COUNTRY: 'is' },
    });
    const { id } = await createBookingRestaurant(database.db, {
      overrides: { slug, name: 'Harbour <Kitchen>', address: 'Geirsgata 7, 101 Reykjavík' },
    });
    const event = await createEventWithOccurrence(database.db, id, {
      startsAt: '2030-03-08T20:00:00Z',
      endsAt: '2030-03-08T22:30:00Z',
      ticketCapacity: 40,
    });
    await database.db
      .update(events)
      .set({ slug: eventSlug, name: 'Jazz on the harbour', shortDescription: 'Live jazz.' })
      .where(eq(events.id, event.eventId));
  });

  afterAll(async () => {
    await t?.close();
    await webDist?.remove();
  });

  const load = async (url: string, headers: Record<string, string> = crawler) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it("sends a restaurant's name, address and first free times in the HTML, with its head", async () => {
    const html = await load(`/${slug}`);
    const body = bodyOf(html);
    expect(body.text).toContain('Harbour <Kitchen>');
    // React escapes what it draws: the name is text, never markup.
    expect(body.app).toContain('Harbour &lt;Kitchen&gt;');
    expect(body.text).toContain('Geirsgata 7, 101 Reykjavík');
    // A page that reads without JavaScript does not say it needs it.
    expect(html).not.toContain('<noscript>');
    // The times around the panel's first time (13:15, on the server's clock), as the API has them.
    expect(body.times.length).toBeGreaterThan(0);
    expect(body.times).toContain('13:15');
    // The date picker starts on the server's today, not the machine's.
    expect(body.app).toContain('value="2030-03-01"');
    // The head is the page's own, as before.
    expect(html).toContain(`<link rel="canonical" href="${SITE}/${slug}?lng=en" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="is" href="${SITE}/${slug}?lng=is" />`);
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Restaurant"/,
    );
    // The data the browser hydrates from: no `<` that could end the element.
    expect(body.data).not.toContain('<');
    const data = JSON.parse(body.data) as { language: string; now: number };
    expect(data.language).toBe('en');
    expect(data.now).toBe(clock.now().getTime());
  });

  it('draws the page in the language of the visit', async () => {
    const body = bodyOf(await load(`/${slug}?lng=is`));
    expect(body.text).toContain('Bóka borð');
    expect(body.text).toContain('Geirsgata 7, 101 Reykjavík');
    expect(body.times).toContain('13:15');
  });

  it("sends an event's name and its restaurant in the HTML", async () => {
    const html = await load(`/${slug}/event/${eventSlug}`);
    const body = bodyOf(html);
    expect(body.text).toContain('Jazz on the harbour');
    expect(body.text).toContain('Harbour <Kitchen>');
    expect(html).toContain(
      `<link rel="canonical" href="${SITE}/${slug}/event/${eventSlug}?lng=en" />`,
    );
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Event"/,
    );
  });

  it('keeps a drawn restaurant page briefly, and drops it on a settings change', async () => {
    const kept = `kept-${randomUUID()}`;
    const { id } = await createBookingRestaurant(database.db, {
      overrides: { slug: kept, name: 'First Name Bistro' },
    });
    expect(bodyOf(await load(`/${kept}?lng=en`)).text).toContain('First Name Bistro');
    await database.db
      .update(restaurants)
      .set({ name: 'Second Name Bistro' })
      .where(eq(restaurants.id, id));
    // A hand edit of the database waits for the drawing to lapse (RENDERED_PAGE_TTL_MS)...
    expect(bodyOf(await load(`/${kept}?lng=en`)).text).toContain('First Name Bistro');
    // ...an address with a chosen party is drawn afresh, never kept...
    expect(bodyOf(await load(`/${kept}?lng=en&guests=3`)).text).toContain('Second Name Bistro');
    // ...and a change through the settings shows at once.
    const owner = await createUser(database.db);
    const publishing = createPublishingService({ db: database.db, clock });
    await publishing.save(id, owner.id, false);
    await publishing.save(id, owner.id, true);
    expect(bodyOf(await load(`/${kept}?lng=en`)).text).toContain('Second Name Bistro');
  });

  it('keeps the drawn home page briefly too, and draws search results afresh', async () => {
    const drawnAt = (html: string) => (JSON.parse(bodyOf(html).data) as { now: number }).now;
    const home = drawnAt(await load('/?lng=en'));
    clock.advance(60_000);
    try {
      expect(drawnAt(await load('/?lng=en'))).toBe(home);
      expect(drawnAt(await load('/results?lng=en'))).toBe(clock.now().getTime());
    } finally {
      clock.advance(-60_000);
    }
  });

  it('leaves staff pages, booking steps and embedded pages to the browser', async () => {
    for (const url of [`/${slug}/guestlist`, '/book?step=1', `/${slug}?isolation=true`]) {
      const html = await load(url);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('<noscript>');
    }
  });
});

describe('a page the server fails to draw', () => {
  it('is served for the browser to draw, and the failure logged once', async () => {
    const webDist = await createWebDist();
    const failing: WebRenderer = {
      render: async () => {
        throw new Error('the renderer broke');
      },
    };
    const t = await buildTestApp({
      database,
      captureLogs: true,
      webRenderer: failing,
      env: { WEB_DIST_DIR: webDist.dir, PUBLIC_URL: SITE },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await t.app.inject({ method: 'GET', url: '/lyng', headers: crawler });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('id="server-render"');
      }
      const failures = t.logs.filter((line) =>
        String(line.msg).startsWith('server rendering failed'),
      );
      expect(failures).toHaveLength(1);
    } finally {
      await t.close();
      await webDist.remove();
    }
  });
});
