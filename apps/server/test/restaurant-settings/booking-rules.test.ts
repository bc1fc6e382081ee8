import {
  AuditLogResponse,
  BookingRules,
  BookingRulesView,
} from '@dekka/contracts/restaurant-settings';
import { ErrorResponse } from '@dekka/contracts/errors';
import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantAuditLog } from '../../src/db/schema.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

async function rulesOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/rules`, token);
  expect(res.statusCode, res.body).toBe(200);
  return BookingRules.parse(res.json());
}

describe('booking rules settings', () => {
  it.each([
    ['an interval the slots cannot use', { slotIntervalMinutes: 7 }, 'slotIntervalMinutes'],
    ['a negative lead time', { leadTimeMinutes: -5 }, 'leadTimeMinutes'],
    ['no party at all online', { maxOnlinePartySize: 0 }, 'maxOnlinePartySize'],
    ['a phone number with letters', { phone: 'call us' }, 'phone'],
    ['a reminder over a week ahead', { reminderHoursBefore: 200 }, 'reminderHoursBefore'],
    ['an offer held under five minutes', { offerHoldMinutes: 2 }, 'offerHoldMinutes'],
    ['a no-show grace period over four hours', { noShowGraceMinutes: 241 }, 'noShowGraceMinutes'],
    ['a negative no-show grace period', { noShowGraceMinutes: -1 }, 'noShowGraceMinutes'],
    [
      'a party-size range upside down',
      { durationRules: [{ minGuests: 6, maxGuests: 2, minutes: 150 }] },
      'durationRules.0.maxGuests',
    ],
    [
      'overlapping party-size ranges',
      {
        durationRules: [
          { minGuests: 1, maxGuests: 4, minutes: 120 },
          { minGuests: 4, maxGuests: 8, minutes: 150 },
        ],
      },
      'durationRules.1.minGuests',
    ],
  ])('refuses %s with 400 naming the field', async (_, change, field) => {
    const { base, tokens } = await app.restaurantWithStaff();
    const rules = await rulesOf(base, tokens.owner);
    const res = await app.client.inject('PUT', `${base}/rules`, tokens.owner, {
      ...rules,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(ErrorResponse.parse(res.json()).fields).toContain(field);
  });

  it('shows rules written before these pages as they are, and asks for them to be corrected', async () => {
    const { base, tokens } = await app.restaurantWithStaff({
      overrides: { slotIntervalMinutes: 45, phone: '(555) 1234' },
    });
    const res = await app.client.inject('GET', `${base}/rules`, tokens.owner);
    expect(res.statusCode, res.body).toBe(200);
    const rules = BookingRulesView.parse(res.json());
    expect(rules).toMatchObject({ slotIntervalMinutes: 45, phone: '(555) 1234' });
    const saved = await app.client.inject('PUT', `${base}/rules`, tokens.owner, rules);
    expect(saved.statusCode).toBe(400);
    expect(ErrorResponse.parse(saved.json()).fields).toEqual(['slotIntervalMinutes', 'phone']);
  });

  it('turns automatic waiting-list offers off and sets how long an offer holds its table', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const rules = await rulesOf(base, tokens.owner);
    expect(rules).toMatchObject({ waitingListOffers: true, offerHoldMinutes: 15 });
    const res = await app.client.inject('PUT', `${base}/rules`, tokens.owner, {
      ...rules,
      waitingListOffers: false,
      offerHoldMinutes: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rulesOf(base, tokens.owner)).toMatchObject({
      waitingListOffers: false,
      offerHoldMinutes: 30,
    });
  });

  it('lets only owners and managers of this restaurant read and change the rules', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const rules = await rulesOf(base, tokens.manager);
    for (const [token, status] of [
      [tokens.host, 403],
      [tokens.otherOwner, 403],
      [null, 401],
      [tokens.manager, 200],
    ] as const) {
      expect((await app.client.inject('GET', `${base}/rules`, token)).statusCode).toBe(status);
      expect((await app.client.inject('PUT', `${base}/rules`, token, rules)).statusCode).toBe(
        status,
      );
    }
  });

  it('hides the near slots at once when the lead time grows, and records the change', async () => {
    const { restaurant, base, tokens, emails } = await app.restaurantWithStaff();
    // It is 12:00 on 1 March: with an hour's lead time 13:00 is the first bookable sitting.
    expect((await app.bookableTimes(restaurant.id, '2030-03-01', 2, '13:00')).at(0)).toBe('13:00');
    const rules = await rulesOf(base, tokens.owner);
    const res = await app.client.inject('PUT', `${base}/rules`, tokens.manager, {
      ...rules,
      leadTimeMinutes: 180,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(BookingRules.parse(res.json()).leadTimeMinutes).toBe(180);
    expect((await app.bookableTimes(restaurant.id, '2030-03-01', 2, '13:00')).at(0)).toBe('15:00');

    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries).toEqual([
      expect.objectContaining({
        area: 'rules',
        action: 'update',
        by: { name: '', email: emails.manager },
        changes: { leadTimeMinutes: { from: 60, to: 180 } },
      }),
    ]);
  });

  it('limits the covers starting in one slot once pacing is set', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [
        { min: 1, max: 4 },
        { min: 1, max: 4 },
      ],
    });
    await createBooking(app.t.database.db, {
      restaurantId: restaurant.id,
      tableIds: [restaurant.tableIds[0] ?? 0],
      startAt: new Date('2030-03-05T19:00:00Z'),
      endAt: new Date('2030-03-05T21:00:00Z'),
      guests: 4,
      status: 'confirmed',
    });
    expect(await app.bookableTimes(restaurant.id, '2030-03-05', 2, '19:00')).toContain('19:00');
    const rules = await rulesOf(base, tokens.owner);
    const res = await app.client.inject('PUT', `${base}/rules`, tokens.owner, {
      ...rules,
      pacingMaxCoversPerSlot: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    const times = await app.bookableTimes(restaurant.id, '2030-03-05', 2, '19:00');
    expect(times).not.toContain('19:00');
    expect(times).toContain('19:15');
  });

  it('sits larger parties longer, and sends bigger ones to the phone shown on the page', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const rules = await rulesOf(base, tokens.owner);
    const res = await app.client.inject('PUT', `${base}/rules`, tokens.owner, {
      ...rules,
      maxOnlinePartySize: 6,
      phone: '+354 555 1234',
      durationRules: [{ minGuests: 5, maxGuests: 6, minutes: 180 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // A sitting of three hours must end by 23:00: the last one for six starts at 20:00.
    expect((await app.bookableTimes(restaurant.id, '2030-03-05', 6, '19:00')).at(-1)).toBe('20:00');
    expect((await app.bookableTimes(restaurant.id, '2030-03-05', 2, '19:00')).at(-1)).toBe('21:00');
    expect(await app.bookableTimes(restaurant.id, '2030-03-05', 7, '19:00')).toEqual([]);
    const page = RestaurantResponse.parse(
      (await app.t.app.inject({ url: `/api/web/restaurant/${restaurant.id}` })).json(),
    );
    expect(page).toMatchObject({ maxOnlinePartySize: 6, phone: '+354 555 1234' });
  });

  it('pages the change history newest first', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    await app.t.database.db.insert(restaurantAuditLog).values(
      Array.from({ length: 52 }, (_, i) => ({
        restaurantId: restaurant.id,
        userId: null,
        area: 'rules',
        action: 'update',
        changes: { leadTimeMinutes: { from: i, to: i + 1 } },
      })),
    );
    const first = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.changes).toEqual({ leadTimeMinutes: { from: 51, to: 52 } });
    expect(first.entries[0]?.by).toBeNull();
    const second = AuditLogResponse.parse(
      (
        await app.client.inject('GET', `${base}/history?before=${first.nextBefore}`, tokens.owner)
      ).json(),
    );
    expect(second.entries.map((e) => e.changes)).toEqual([
      { leadTimeMinutes: { from: 1, to: 2 } },
      { leadTimeMinutes: { from: 0, to: 1 } },
    ]);
    expect(second.nextBefore).toBeNull();
  });
});
