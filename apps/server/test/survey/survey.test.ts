import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { SearchResultsResponse } from '@dekka/contracts/search';
import { RestaurantRatingsResponse, SurveyInfoResponse } from '@dekka/contracts/survey';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, restaurants, surveys, users } from '../../src/db/schema.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { useSurveyApp } from './survey-app.ts';

const clock = createTestClock('2030-03-01T12:00:00Z');
const s = useSurveyApp(clock);

const VISIT = { startAt: '2030-03-04T19:00:00Z', endAt: '2030-03-04T21:00:00Z' };
const answers = { food: 5, service: 4, ambience: 4, value: 3, publish: true };

const info = (guid: string) => s.t.app.inject({ method: 'GET', url: `/api/web/survey/${guid}/` });
const submit = (guid: string, body: unknown) =>
  s.t.app.inject({ method: 'POST', url: `/api/web/survey/${guid}`, payload: body as object });
const ratings = (restaurantId: number) =>
  s.t.app.inject({ method: 'GET', url: `/api/web/restaurant/${restaurantId}/ratings/` });
const codeOf = (res: { json(): unknown }) => ErrorResponse.parse(res.json()).code;

async function slugOf(restaurantId: number) {
  const [row] = await s.t.database.db
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (!row) throw new Error('no restaurant');
  return row.slug;
}

describe('the survey of a visit', () => {
  it('shows the visit, takes one answer, then says it was answered', async () => {
    clock.set('2030-03-05T09:00:00Z');
    const visit = await s.visit(VISIT);
    const before = SurveyInfoResponse.parse((await info(visit.guid)).json());
    expect(before).toEqual({
      restaurantName: 'Test Bistro',
      restaurantSlug: await slugOf(visit.restaurantId),
      visitDate: '2030-03-04',
      answered: false,
      expired: false,
      expiresAt: '2030-04-03T21:00:00.000Z',
      timeZone: 'Atlantic/Reykjavik',
    });
    const first = await submit(visit.guid, { ...answers, comment: '  Lovely fish.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ done: true });
    expect(SurveyInfoResponse.parse((await info(visit.guid)).json()).answered).toBe(true);
    const second = await submit(visit.guid, answers);
    expect(second.statusCode).toBe(409);
    expect(codeOf(second)).toBe('survey_already_answered');
    const [stored] = await s.t.database.db
      .select()
      .from(surveys)
      .where(eq(surveys.bookingId, visit.id));
    expect(stored).toMatchObject({
      restaurantId: visit.restaurantId,
      food: 5,
      service: 4,
      ambience: 4,
      value: 3,
      comment: 'Lovely fish.',
      publish: true,
      firstName: 'Guðrún',
      visitMonth: '2030-03',
      reply: null,
    });
  });

  it('takes one of two answers sent at the same moment and refuses the other with 409', async () => {
    clock.set('2030-03-05T09:00:00Z');
    const visit = await s.visit(VISIT);
    const results = await Promise.all([
      submit(visit.guid, { ...answers, comment: 'first' }),
      submit(visit.guid, { ...answers, comment: 'second' }),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((res) => res.statusCode === 409);
    expect(refused && codeOf(refused)).toBe('survey_already_answered');
    const rows = await s.t.database.db
      .select()
      .from(surveys)
      .where(eq(surveys.bookingId, visit.id));
    expect(rows).toHaveLength(1);
  });

  it('closes 30 days after the visit’s end: 410', async () => {
    const visit = await s.visit(VISIT);
    clock.set('2030-04-03T21:00:00Z');
    expect(SurveyInfoResponse.parse((await info(visit.guid)).json()).expired).toBe(false);
    clock.set('2030-04-03T21:00:01Z');
    expect(SurveyInfoResponse.parse((await info(visit.guid)).json())).toMatchObject({
      answered: false,
      expired: true,
    });
    const late = await submit(visit.guid, answers);
    expect(late.statusCode).toBe(410);
    expect(codeOf(late)).toBe('survey_expired');
    expect(
      await s.t.database.db.select().from(surveys).where(eq(surveys.bookingId, visit.id)),
    ).toEqual([]);
  });

  it('answers 404 for an unknown link and for a booking that is not a finished visit', async () => {
    clock.set('2030-03-05T09:00:00Z');
    const unknown = randomUUID();
    expect((await info(unknown)).statusCode).toBe(404);
    expect((await submit(unknown, answers)).statusCode).toBe(404);
    expect((await info('not-a-guid')).statusCode).toBe(400);
    const { restaurantId } = await s.visit(VISIT);
    const notVisits = [
      await s.visit({ ...VISIT, restaurantId, status: 'cancelled' }),
      await s.visit({ ...VISIT, restaurantId, status: 'no_show' }),
      await s.visit({ ...VISIT, restaurantId, status: 'waitlisted' }),
      await s.visit({ ...VISIT, restaurantId, kind: 'block' }),
      // Not over yet.
      await s.visit({
        startAt: '2030-03-05T19:00:00Z',
        endAt: '2030-03-05T21:00:00Z',
        restaurantId,
      }),
    ];
    for (const booking of notVisits) {
      const seen = await info(booking.guid);
      expect(seen.statusCode).toBe(404);
      expect(codeOf(seen)).toBe('not_found');
      expect((await submit(booking.guid, answers)).statusCode).toBe(404);
    }
  });

  it('takes ratings 1 to 5, a comment of at most 2,000 characters and the publish choice', async () => {
    clock.set('2030-03-05T09:00:00Z');
    const visit = await s.visit(VISIT);
    for (const body of [
      { ...answers, food: 0 },
      { ...answers, service: 6 },
      { ...answers, ambience: 4.5 },
      { ...answers, value: '5' },
      { food: 5, service: 5, ambience: 5, publish: true },
      { food: 5, service: 5, ambience: 5, value: 5 },
      { ...answers, comment: 'x'.repeat(2001) },
      // NUL is refused like in every request.
      { ...answers, comment: 'Good\u0000' },
    ]) {
      const res = await submit(visit.guid, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const longest = await submit(visit.guid, {
      ...answers,
      publish: false,
      comment: `<b>Good</b> ${'x'.repeat(1988)}`,
    });
    expect(longest.statusCode, longest.body).toBe(200);
    const [stored] = await s.t.database.db
      .select()
      .from(surveys)
      .where(eq(surveys.bookingId, visit.id));
    // Kept as the diner typed it (shown as text, never as HTML); and an unpublished answer does
    // not keep the name.
    expect(stored?.comment).toBe(`<b>Good</b> ${'x'.repeat(1988)}`);
    expect(stored?.firstName).toBeNull();
  });
});

describe('published ratings', () => {
  /** Answers `count` visits of the restaurant, a day apart, in order. */
  async function answered(
    restaurantId: number,
    list: { ratings: [number, number, number, number]; publish: boolean; comment?: string }[],
  ) {
    const ids: number[] = [];
    for (const [index, item] of list.entries()) {
      clock.set(`2030-03-${String(5 + index).padStart(2, '0')}T09:00:00Z`);
      const visit = await s.visit({ ...VISIT, restaurantId });
      const [food, service, ambience, value] = item.ratings;
      const res = await submit(visit.guid, {
        food,
        service,
        ambience,
        value,
        publish: item.publish,
        ...(item.comment === undefined ? {} : { comment: item.comment }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await s.t.database.db
        .select({ id: surveys.id })
        .from(surveys)
        .where(eq(surveys.bookingId, visit.id));
      ids.push(row?.id ?? 0);
    }
    return ids;
  }

  it('averages only the published ratings and shows the three latest published comments', async () => {
    const { restaurantId } = await s.visit(VISIT);
    await answered(restaurantId, [
      { ratings: [5, 5, 5, 5], publish: true, comment: 'Oldest' },
      { ratings: [4, 4, 3, 3], publish: true },
      { ratings: [1, 1, 1, 1], publish: false, comment: 'Private: the soup was cold' },
      { ratings: [4, 5, 4, 4], publish: true, comment: 'Second newest' },
      { ratings: [3, 4, 5, 4], publish: true, comment: 'Middle' },
      { ratings: [5, 4, 4, 5], publish: true, comment: 'Newest' },
    ]);
    const res = await ratings(restaurantId);
    expect(res.statusCode, res.body).toBe(200);
    const body = RestaurantRatingsResponse.parse(res.json());
    expect(body).toMatchObject({
      count: 5,
      food: 4.2,
      service: 4.4,
      ambience: 4.2,
      value: 4.2,
      average: 4.3,
    });
    expect(body.comments.map((c) => c.comment)).toEqual(['Newest', 'Middle', 'Second newest']);
    expect(body.comments[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Guðrún',
      visitMonth: '2030-03',
      rating: 4.5,
      comment: 'Newest',
      reply: null,
      repliedAt: null,
    });
    // Nothing of the diner but the first name.
    expect(res.body).not.toMatch(/Jónsdóttir|gudrun@example\.is|\+354/);
    expect(res.body).not.toContain('Private');
  });

  it('shows nothing for a restaurant without published ratings, and 404 for no restaurant', async () => {
    const { restaurantId } = await s.visit(VISIT);
    await answered(restaurantId, [{ ratings: [2, 2, 2, 2], publish: false, comment: 'Meh' }]);
    expect(RestaurantRatingsResponse.parse((await ratings(restaurantId)).json())).toEqual({
      count: 0,
      average: null,
      food: null,
      service: null,
      ambience: null,
      value: null,
      comments: [],
    });
    expect((await ratings(999_999)).statusCode).toBe(404);
  });

  it('puts the average and count on the search rows of rated restaurants only', async () => {
    const rated = await s.visit(VISIT);
    const unrated = await s.visit(VISIT);
    await answered(rated.restaurantId, [
      { ratings: [5, 5, 4, 4], publish: true },
      { ratings: [4, 4, 4, 3], publish: true },
      { ratings: [1, 1, 1, 1], publish: false },
    ]);
    const rows = await s.t.database.db
      .select({ id: restaurants.id, cityId: restaurants.cityId })
      .from(restaurants)
      .where(eq(restaurants.id, rated.restaurantId));
    const other = await s.t.database.db
      .select({ cityId: restaurants.cityId })
      .from(restaurants)
      .where(eq(restaurants.id, unrated.restaurantId));
    const filters = [rows[0]?.cityId, other[0]?.cityId].map((id) => `${id};city`).join(',');
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/web/search/results?dateTime=2030-03-20T19:00&guests=2&filters=${filters}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const found = SearchResultsResponse.parse(res.json()).restaurants;
    const ratedRow = found.find((row) => row.id === rated.restaurantId);
    const unratedRow = found.find((row) => row.id === unrated.restaurantId);
    expect(ratedRow).toMatchObject({ ratingAverage: 4.1, ratingCount: 2 });
    expect(unratedRow).toBeDefined();
    expect(unratedRow).not.toHaveProperty('ratingAverage');
    expect(unratedRow).not.toHaveProperty('ratingCount');
  });

  it('lets owners and managers reply in public, and take the reply down', async () => {
    const { restaurantId } = await s.visit(VISIT);
    const [surveyId = 0] = await answered(restaurantId, [
      { ratings: [4, 4, 4, 4], publish: true, comment: 'Nice' },
    ]);
    const elsewhere = await s.visit(VISIT);
    const [foreignId = 0] = await answered(elsewhere.restaurantId, [
      { ratings: [4, 4, 4, 4], publish: true, comment: 'Elsewhere' },
    ]);
    const slug = await slugOf(restaurantId);
    const tokens: Record<string, string> = {};
    for (const role of ['owner', 'manager', 'host'] as const) {
      const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
      await addStaff(s.t.database.db, restaurantId, role, email);
      tokens[role] = await s.client.signIn(email);
    }
    const reply = (token: string | undefined, id: number, text: string) =>
      s.client.inject('PUT', `/api/web/staff/${slug}/surveys/${id}/reply`, token ?? null, {
        reply: text,
      });

    expect((await reply(tokens.host, surveyId, 'Thanks')).statusCode).toBe(403);
    expect((await reply(undefined, surveyId, 'Thanks')).statusCode).toBe(401);
    // Another restaurant's survey, through this restaurant's address: not found here.
    expect((await reply(tokens.owner, foreignId, 'Thanks')).statusCode).toBe(404);
    const unknownSlug = await s.client.inject(
      'PUT',
      `/api/web/staff/no-such-${randomUUID()}/surveys/${surveyId}/reply`,
      tokens.owner ?? null,
      { reply: 'Thanks' },
    );
    expect(unknownSlug.statusCode).toBe(403);
    expect((await reply(tokens.owner, surveyId, 'x'.repeat(2001))).statusCode).toBe(400);

    clock.set('2030-03-10T10:00:00Z');
    const given = await reply(tokens.manager, surveyId, '  Thank you, <b>Guðrún</b>!  ');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({
      id: surveyId,
      reply: 'Thank you, <b>Guðrún</b>!',
      repliedAt: '2030-03-10T10:00:00.000Z',
    });
    const shown = RestaurantRatingsResponse.parse((await ratings(restaurantId)).json());
    expect(shown.comments[0]).toMatchObject({
      reply: 'Thank you, <b>Guðrún</b>!',
      repliedAt: '2030-03-10T10:00:00.000Z',
    });
    const removed = await reply(tokens.owner, surveyId, '   ');
    expect(removed.json()).toEqual({ id: surveyId, reply: null, repliedAt: null });
    const [foreign] = await s.t.database.db
      .select({ reply: surveys.reply })
      .from(surveys)
      .where(eq(surveys.id, foreignId));
    expect(foreign?.reply).toBeNull();
  });

  it('keeps comments and guids out of the logs', async () => {
    clock.set('2030-03-05T09:00:00Z');
    const visit = await s.visit(VISIT);
    const res = await submit(visit.guid, { ...answers, comment: 'Secret-sauce-4711' });
    expect(res.statusCode).toBe(200);
    const logged = JSON.stringify(s.t.logs);
    expect(logged).toContain('/api/web/survey/:guid');
    expect(logged).not.toContain(visit.guid);
    expect(logged).not.toContain('Secret-sauce-4711');
  });

  it('forgets the name and the comment of a deleted account’s published rating', async () => {
    clock.set('2030-03-05T09:00:00Z');
    const email = `diner-${randomUUID().slice(0, 8)}@example.com`;
    const token = await s.client.signIn(email);
    const [user] = await s.t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const visit = await s.visit(VISIT);
    await s.t.database.db
      .update(bookings)
      .set({ userId: user?.id ?? null })
      .where(eq(bookings.id, visit.id));
    expect((await submit(visit.guid, { ...answers, comment: 'Mine' })).statusCode).toBe(200);
    const deleted = await s.client.inject('DELETE', '/api/web/my/account', token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await s.t.database.db
      .select()
      .from(surveys)
      .where(eq(surveys.bookingId, visit.id));
    expect(row).toMatchObject({ firstName: null, comment: null, food: 5, publish: true });
  });
});
