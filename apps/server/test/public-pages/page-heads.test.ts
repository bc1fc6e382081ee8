import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { categories, events, restaurantCategories, restaurants } from '../../src/db/schema.ts';
import { pageTexts } from '../../src/modules/public-pages/page-texts.ts';
import { createSettingsService } from '../../src/modules/settings/settings.service.ts';
import { registerSpa } from '../../src/plugins/spa.ts';
import { createPublishingService } from '../../src/modules/restaurants/publishing.service.ts';
import {
  createBookingRestaurant,
  createEventWithOccurrence,
  createTestClock,
  first,
} from '../helpers/booking-factories.ts';
import { createUser } from '../helpers/factories.ts';
import { schemaOrgProblems } from '../helpers/schema-org.ts';
import { buildTestApp, openTestDatabase, testConfig, type TestApp } from '../helpers/test-app.ts';
import { createWebDist } from '../helpers/web-dist.ts';

const SITE = 'https://dekka.example';
/** A browser that runs no JavaScript, as a crawler or a link preview fetches a page. */
const crawler = { accept: 'text/html,*/*;q=0.8', 'accept-language': 'en' };
const HOSTILE_NAME = 'Tom & Jerry’s </script><script>alert(1)</script>';

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads of a page's head. */
function headOf(html: string) {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)];
  return {
    lang: /<html lang="([^"]+)">/.exec(html)?.[1],
    title: unescape(/<title>(.*?)<\/title>/s.exec(html)?.[1] ?? ''),
    titles: html.match(/<title>/g)?.length ?? 0,
    description: unescape(/<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1] ?? ''),
    canonical: unescape(/<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1] ?? ''),
    alternates: Object.fromEntries(links.map((m) => [m[1], unescape(m[2] ?? '')])),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    ),
  };
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('public pages read without JavaScript', () => {
  // Friday 2030-03-01 12:00 in Reykjavík: the event below is a week ahead.
  const clock = createTestClock();
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof createWebDist>>;
  let restaurant: { id: number; slug: string };
  let eventSlug: string;

  beforeAll(async () => {
    webDist = await createWebDist();
    t = await buildTestApp({
      database,
      clock,
      env: { WEB_DIST_DIR: webDist.dir, PUBLIC_URL: SITE, DISPLAY_COUNTRY: 'is' },
    });
    const slug = `seo-${randomUUID()}`;
    const { id } = await createBookingRestaurant(database.db, {
      overrides: {
        slug,
        name: HOSTILE_NAME,
        description: 'Fish from the harbour <b>every</b> morning, and "lamb" from the valleys.',
        phone: '+354 555 1234',
        priceCategory: 3,
      },
    });
    restaurant = { id, slug };
    const category = first(
      await database.db
        .insert(categories)
        .values({ slug: `seafood-${randomUUID()}`, name: 'Seafood' })
        .returning(),
      'categories',
    );
    await database.db
      .insert(restaurantCategories)
      .values({ restaurantId: id, categoryId: category.id });
    const event = await createEventWithOccurrence(database.db, id, {
      startsAt: '2030-03-08T20:00:00Z',
      endsAt: '2030-03-08T22:30:00Z',
      ticketCapacity: 40,
    });
    eventSlug = `event-${event.eventId}`;
    await database.db
      .update(events)
      .set({ slug: eventSlug, shortDescription: 'Live jazz.' })
      .where(eq(events.id, event.eventId));
  });

  afterAll(async () => {
    await t.close();
    await webDist.remove();
  });

  const page = async (url: string, headers: Record<string, string> = crawler) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    return headOf(res.body);
  };

  it("gives a restaurant's page its title, description, canonical and hreflang alternates", async () => {
    const head = await page(`/${restaurant.slug}`);
    expect(head.lang).toBe('en');
    expect(head.titles).toBe(1);
    expect(head.title).toBe(`${HOSTILE_NAME} – Dekka`);
    expect(head.description).toBe(
      'Fish from the harbour every morning, and "lamb" from the valleys.',
    );
    expect(head.canonical).toBe(`${SITE}/${restaurant.slug}?lng=en`);
    // The Icelandic site offers Icelandic and English.
    expect(head.alternates).toEqual({
      is: `${SITE}/${restaurant.slug}?lng=is`,
      en: `${SITE}/${restaurant.slug}?lng=en`,
      'x-default': `${SITE}/${restaurant.slug}`,
    });
    // In Icelandic by its address; the canonical follows the page's language.
    const icelandic = await page(`/${restaurant.slug}?lng=is`);
    expect(icelandic.lang).toBe('is');
    expect(icelandic.canonical).toBe(`${SITE}/${restaurant.slug}?lng=is`);
    // By id, the same page: its canonical address is the slug's.
    expect((await page(`/restaurant?id=${restaurant.id}`)).canonical).toBe(
      `${SITE}/${restaurant.slug}?lng=en`,
    );
  });

  it('describes the restaurant as a schema.org Restaurant, escaped, with a ReserveAction', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${restaurant.slug}`, headers: crawler });
    // The stored name cannot end the script element.
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const [data, ...others] = headOf(res.body).jsonLd;
    expect(others).toEqual([]);
    expect(schemaOrgProblems(data ?? {})).toEqual([]);
    const url = `${SITE}/${restaurant.slug}?lng=en`;
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      name: HOSTILE_NAME,
      url,
      telephone: '+354 555 1234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Laugavegur 1, 101 Reykjavík',
        addressLocality: 'Reykjavík',
        addressCountry: 'IS',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 64.1466, longitude: -21.9426 },
      servesCuisine: ['Seafood'],
      priceRange: 'kr kr kr',
      acceptsReservations: true,
      potentialAction: {
        '@type': 'ReserveAction',
        target: { '@type': 'EntryPoint', urlTemplate: url, inLanguage: 'en' },
      },
    });
    const hours = data?.openingHoursSpecification as { dayOfWeek: string; opens: string }[];
    expect(hours).toHaveLength(7);
    expect(hours[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '11:00',
      closes: '23:00',
    });
    // No rating is published for it, so none is claimed.
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('claims the published ratings of a restaurant that has them', async () => {
    // A demo restaurant with four published ratings and one unpublished.
    const [data] = (await page('/hafnarljos')).jsonLd;
    expect(schemaOrgProblems(data ?? {})).toEqual([]);
    expect(data?.aggregateRating).toMatchObject({
      '@type': 'AggregateRating',
      bestRating: 5,
      worstRating: 1,
    });
    const { ratingValue: value, ratingCount } = data?.aggregateRating as {
      ratingValue: number;
      ratingCount: number;
    };
    // Four on a fresh database; the unpublished one never counts.
    expect(ratingCount).toBeGreaterThanOrEqual(4);
    expect(value).toBeGreaterThanOrEqual(4);
    expect(value).toBeLessThanOrEqual(5);
  });

  it("gives an event's page its head and a schema.org Event at the restaurant", async () => {
    const path = `/${restaurant.slug}/event/${eventSlug}`;
    const head = await page(path);
    expect(head.title).toBe(`Jazz night – ${HOSTILE_NAME} – Dekka`);
    expect(head.description).toBe('Live jazz.');
    expect(head.canonical).toBe(`${SITE}${path}?lng=en`);
    expect(head.alternates.is).toBe(`${SITE}${path}?lng=is`);
    const [data] = head.jsonLd;
    expect(schemaOrgProblems(data ?? {})).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Jazz night',
      startDate: '2030-03-08T20:00:00.000Z',
      endDate: '2030-03-08T22:30:00.000Z',
      location: { '@type': 'Restaurant', name: HOSTILE_NAME, address: { addressCountry: 'IS' } },
      offers: {
        '@type': 'Offer',
        availability: 'https://schema.org/InStock',
        url: `${SITE}${path}?lng=en`,
      },
    });
    // An event it does not have keeps the site's head.
    expect((await page(`/${restaurant.slug}/event/no-such-event`)).jsonLd).toEqual([]);
  });

  it('gives home the stored meta tags and the results their title, in the visit language', async () => {
    const home = await page('/?lng=is');
    const stored = await createSettingsService({ db: database.db, config: testConfig() }).stored();
    expect(home.title).toBe(stored.metaTags.pageTitle);
    expect(home.lang).toBe('is');
    expect(home.canonical).toBe(`${SITE}/?lng=is`);
    expect(home.jsonLd).toEqual([]);
    const results = await page('/results?guests=2&dateTime=2030-03-01T19:00');
    expect(results.title).toBe(`${pageTexts.en.results} – Dekka`);
    expect(results.canonical).toBe(`${SITE}/results?lng=en`);
    // Booking steps and staff pages keep the site's own head.
    const complete = await page('/checkout/complete?guid=x');
    expect(complete.canonical).toBe('');
    expect((await page(`/${restaurant.slug}/guestlist`)).canonical).toBe('');
  });

  it('never takes an address from the Host header', async () => {
    const head = await page(`/${restaurant.slug}`, {
      ...crawler,
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(head.canonical.startsWith(`${SITE}/`)).toBe(true);
    expect(JSON.stringify(head)).not.toContain('evil.example');
  });

  it('uses the strings the web app puts on the tab', async () => {
    for (const language of ['en', 'is', 'es', 'nb', 'da'] as const) {
      const file = new URL(`../../../web/src/locales/${language}.json`, import.meta.url);
      const strings = JSON.parse(await readFile(file, 'utf8')) as {
        search: { results: { title: string } };
        event: { title: string };
      };
      expect(pageTexts[language]).toEqual({
        results: strings.search.results.title,
        event: strings.event.title,
      });
    }
  });

  it('lists published restaurants and upcoming events in the sitemap, and hides them when unpublished', async () => {
    const owner = await createUser(database.db);
    const publishing = createPublishingService({ db: database.db, clock });
    const restaurantUrl = `${SITE}/${restaurant.slug}?lng=is`;
    const eventUrl = `${SITE}/${restaurant.slug}/event/${eventSlug}?lng=en`;

    // Cached from the tests above; a settings change must clear it.
    expect((await page(`/${restaurant.slug}`)).jsonLd).toHaveLength(1);
    let sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(sitemap.body).toContain(`<loc>${SITE}/?lng=is</loc>`);
    expect(sitemap.body).toContain(`<loc>${restaurantUrl}</loc>`);
    expect(sitemap.body).toContain(`<loc>${eventUrl}</loc>`);
    expect(sitemap.body).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/${restaurant.slug}?lng=en"/>`,
    );
    // Only the languages the Icelandic site offers.
    expect(sitemap.body).not.toContain('?lng=da');
    // The demo's restaurants are in it; their events' dates were seeded before this clock's day.
    expect(sitemap.body).toContain(`<loc>${SITE}/hafnarljos?lng=en</loc>`);
    expect(sitemap.body).not.toContain('/event/djasskvold');

    await publishing.save(restaurant.id, owner.id, false);
    sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(restaurant.slug);
    const hidden = await page(`/${restaurant.slug}`);
    expect(hidden.jsonLd).toEqual([]);
    expect(hidden.title).not.toContain('Jerry');
    expect((await page(`/${restaurant.slug}/event/${eventSlug}`)).jsonLd).toEqual([]);

    await publishing.save(restaurant.id, owner.id, true);
    sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${restaurantUrl}</loc>`);
  });

  it('shows a settings change on the page at once', async () => {
    expect((await page(`/${restaurant.slug}`)).title).toContain('Jerry');
    const owner = await createUser(database.db);
    const publishing = createPublishingService({ db: database.db, clock });
    await database.db
      .update(restaurants)
      .set({ name: 'Renamed Bistro' })
      .where(eq(restaurants.id, restaurant.id));
    // A hand edit of the database waits for the cache to lapse; a change through the settings does not.
    expect((await page(`/${restaurant.slug}`)).title).toContain('Jerry');
    await publishing.save(restaurant.id, owner.id, false);
    await publishing.save(restaurant.id, owner.id, true);
    expect((await page(`/${restaurant.slug}`)).title).toBe('Renamed Bistro – Dekka');
  });

  it('keeps crawlers out of the booking process, staff pages and the API, and points to the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = res.body.split('\n');
    expect(rules[0]).toBe('User-agent: *');
    for (const path of [
      '/api/',
      '/book/',
      '/checkout/',
      '/complete$',
      '/confirmation$',
      '/cancelbooking$',
      '/*/guestlist$',
      '/*/settings/',
      '/*isolation=true',
    ]) {
      expect(rules, path).toContain(`Disallow: ${path}`);
    }
    // The results' address is not caught by the booking process's rules.
    expect(rules).not.toContain('Disallow: /book');
    expect(rules).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('a page whose head cannot be made', () => {
  it("is served with the site's head, and the failure logged once", async () => {
    const webDist = await createWebDist();
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line) => lines.push(line) } },
    });
    const siteSettings = await createSettingsService({
      db: database.db,
      config: testConfig(),
    }).getSiteSettings();
    await registerSpa(app, {
      webDistDir: webDist.dir,
      siteSettings,
      pageHead: async () => {
        throw new Error('the database is away');
      },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await app.inject({ method: 'GET', url: '/lyng', headers: crawler });
        expect(res.statusCode).toBe(200);
        const head = headOf(res.body);
        expect(head.title).toBe(siteSettings.metaTags.pageTitle);
        expect(head.canonical).toBe('');
        expect(res.body).toContain('<div id="root"></div>');
      }
      const failures = lines.filter((line) => line.includes('page head failed'));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('the database is away');
    } finally {
      await app.close();
      await webDist.remove();
    }
  });
});
