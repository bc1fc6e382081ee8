import { SiteSettingsResponse } from '@dekka/contracts/settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../seed/seed.ts';
import { createDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { createSettingsRepository } from '../src/modules/settings/settings.repository.ts';
import { openEmptyPglite } from './helpers/pglite-snapshot.ts';
import { queryRows } from './helpers/sql.ts';
import { buildTestApp, testConfig, type TestApp } from './helpers/test-app.ts';

describe('GET /api/web/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        DISPLAY_COUNTRY: 'no',
        GIFT_CARD_URL: 'https://gift.example.com/cards',
        CONTACT_EMAIL: 'hello@example.com',
        RWG_CONVERSION_URL: 'https://conversions.example.com/collect',
        RWG_PARTNER_ID: 'partner-7',
        MAP_IMAGE_URL: 'https://maps.example.com/static?center={lat},{lon}',
        APPLE_PAY_MERCHANT_ID: 'merchant.is.dekka.test',
        MAP_TILE_URL: 'http://tiles.example.test:8080/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('combines the stored meta tags and theme with the configured links (trailing slash too)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/web/settings/' });
    expect(res.statusCode).toBe(200);
    const body = SiteSettingsResponse.parse(res.json());
    const stored = await createSettingsRepository(t.database.db).get();
    expect(body.metaTags).toEqual(stored?.metaTags);
    expect(body.theme).toEqual(stored?.theme);
    expect(body).toMatchObject({
      displayCountry: 'no',
      giftCardUrl: 'https://gift.example.com/cards',
      contactEmail: 'hello@example.com',
      address: 'Laugavegur 26, 101 Reykjavík',
      rwgConversionUrl: 'https://conversions.example.com/collect',
      rwgPartnerId: 'partner-7',
      mapImageUrl: 'https://maps.example.com/static?center={lat},{lon}',
      applePayMerchantId: 'merchant.is.dekka.test',
      mapTileUrl: 'http://tiles.example.test:8080/{z}/{x}/{y}.png',
      mapTileAttribution: '&copy; Example Maps',
    });
    // The maps' tiles come from the configured host, plain http included.
    expect(String(res.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https: http://tiles.example.test:8080",
    );
    // The complete page posts the Reserve with Google conversion from the browser.
    expect(String(res.headers['content-security-policy'])).toContain(
      "connect-src 'self' https://conversions.example.com",
    );
  });
});

describe('seed', () => {
  it('stores the Icelandic default meta tags once, and leaves them alone on the next start', async () => {
    // Always a fresh PGlite: the defaults are only observable on a database nobody edited.
    const config = testConfig({ DATABASE_URL: undefined, PORT: '4100' });
    const database = await openEmptyPglite(config);
    try {
      await migrate(database);
      await seed(database, config);
      await seed(database, config);
      const rows = await queryRows(database.db, sql`select count(*)::int as n from site_settings`);
      expect(rows[0]?.n).toBe(1);
      expect(await createSettingsRepository(database.db).get()).toEqual({
        metaTags: {
          pageTitle: 'Dekka – Bókaðu borð á bestu veitingastöðum landsins',
          shareTitle: 'Dekka',
          description: 'Bókaðu borð á bestu veitingastöðum landsins með einum smelli',
          imageUrl: '/og-image.png',
          siteUrl: 'http://localhost:4100',
        },
        theme: null,
      });
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('is idempotent on the run database too', async () => {
    const config = testConfig();
    const database = await createDatabase(config);
    try {
      await migrate(database);
      await seed(database, config);
      await seed(database, config);
      const rows = await queryRows(database.db, sql`select count(*)::int as n from site_settings`);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
