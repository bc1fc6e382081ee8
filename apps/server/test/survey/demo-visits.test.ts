import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import type { Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createSurveyRepository } from '../../src/modules/surveys/survey.repository.ts';
import { openEmptyPglite } from '../helpers/pglite-snapshot.ts';
import { frozenClock } from '../helpers/restaurant-factories.ts';
import { queryRows } from '../helpers/sql.ts';
import { testConfig } from '../helpers/test-app.ts';

// The browser tests' moment (apps/web/e2e/clock.ts).
const SEEDED_AT = '2026-12-02T12:00:00Z';

const count = async (database: Database, query: string) =>
  Number((await queryRows(database.db, sql.raw(query)))[0]?.n);

describe('the demo’s past visits', () => {
  let database: Database;
  beforeAll(async () => {
    // Always a fresh PGlite: what a first start sees, whatever database the run uses.
    const config = testConfig({ DATABASE_URL: undefined });
    database = await openEmptyPglite(config);
    await migrate(database);
    await seed(database, config, frozenClock(SEEDED_AT));
  });
  afterAll(async () => {
    await database.close();
  });

  it('give some restaurants published ratings, once', async () => {
    const published = 'select count(*)::int as n from surveys where publish';
    expect(await count(database, published)).toBeGreaterThanOrEqual(15);
    expect(
      await count(database, 'select count(distinct restaurant_id)::int as n from surveys'),
    ).toBeGreaterThanOrEqual(5);
    const visits = await count(database, 'select count(*)::int as n from bookings');
    await seed(database, testConfig({ DATABASE_URL: undefined }), frozenClock(SEEDED_AT));
    await seed(database, testConfig({ DATABASE_URL: undefined }), frozenClock('2027-01-10T00:00Z'));
    expect(await count(database, 'select count(*)::int as n from bookings')).toBe(visits);
    expect(await count(database, published)).toBeGreaterThanOrEqual(15);
    // Every answer is of a visit that has ended, answered after it.
    expect(
      await count(
        database,
        `select count(*)::int as n from surveys s join bookings b on b.id = s.booking_id
         where b.end_at > s.created_at or s.created_at > '${SEEDED_AT}'::timestamptz
           or b.status <> 'confirmed'`,
      ),
    ).toBe(0);
  });

  it('leave two of yesterday’s visits unanswered, whose invitations go out at start', async () => {
    const queued = await createSurveyRepository(database.db).queueInvitations(new Date(SEEDED_AT));
    expect(queued).toBe(2);
    const rows = await queryRows(
      database.db,
      sql`select b.email, b.language, r.slug from outbox_messages o
          join bookings b on b.id = o.booking_id join restaurants r on r.id = b.restaurant_id
          where o.kind = 'survey_invitation' order by b.email`,
    );
    expect(rows).toEqual([
      { email: 'survey.en@demo.dekka.is', language: 'en', slug: 'trattoria-solveig' },
      { email: 'survey.is@demo.dekka.is', language: 'is', slug: 'kol-og-salt' },
    ]);
  });
});
