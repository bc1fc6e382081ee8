import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, outboxMessages } from '../../src/db/schema.ts';
import { completeBody } from '../bookings/booking-client.ts';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { createBearer, paymentClient } from '../payments/payment-client.ts';
import { useSurveyApp } from './survey-app.ts';

const clock = createTestClock('2030-03-01T12:00:00Z');
const s = useSurveyApp(clock);

const answers = { food: 5, service: 4, ambience: 4, value: 3, publish: false };

async function invitationRows(bookingId: number) {
  return s.t.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.bookingId, bookingId), eq(outboxMessages.kind, 'survey_invitation')),
    );
}

describe('survey invitations', () => {
  it('e-mails a diner once, two hours after the visit, in the booking’s language, with the survey link', async () => {
    clock.set('2030-03-01T12:00:00Z');
    const restaurant = await createBookingRestaurant(s.t.database.db);
    const client = paymentClient(
      s.t.app,
      s.t.database.db,
      await createBearer(s.t.database.db, clock),
    );
    const { guid } = await client.reserveOk({
      date: '2030-03-04T19:00',
      guests: 2,
      restaurantId: restaurant.id,
      source: 2,
    });
    if (!guid) throw new Error('reserve failed');
    const completed = await s.t.app.inject({
      method: 'PUT',
      url: '/api/web/booking/complete/v2/',
      headers: { 'accept-language': 'is' },
      payload: completeBody(guid),
    });
    expect(completed.statusCode, completed.body).toBe(200);

    // The visit is 19:00–21:00 (Reykjavík is UTC); nothing before 23:00.
    clock.set('2030-03-04T20:00:00Z');
    expect(await s.scan()).toBe(0);
    clock.set('2030-03-04T22:59:00Z');
    expect(await s.scan()).toBe(0);
    await s.drain();
    expect(s.invitations()).toEqual([]);

    clock.set('2030-03-04T23:00:00Z');
    expect(await s.scan()).toBe(1);
    expect(await s.scan()).toBe(0);
    await s.drain();
    await s.drain();
    const [invitation, ...more] = s.invitations();
    expect(more).toEqual([]);
    expect(invitation?.to).toBe('gudrun@example.is');
    expect(invitation?.subject).toBe('Hvernig var heimsóknin á Test Bistro?');
    expect(invitation?.text).toContain(`https://dekka.example/survey?guid=${guid}&lng=is`);
    expect(invitation?.text).toContain('Gefa einkunn');
    expect(invitation?.calendar).toBeNull();

    // Later rounds find it invited already.
    clock.set('2030-03-06T12:00:00Z');
    expect(await s.scan()).toBe(0);
    await s.drain();
    expect(s.invitations()).toHaveLength(1);
  });

  it('sends none for a cancelled booking, a no-show, a waiting-list entry, a block or a booking without an address', async () => {
    clock.set('2030-03-10T12:00:00Z');
    const times = { startAt: '2030-03-10T19:00:00Z', endAt: '2030-03-10T21:00:00Z' };
    const { restaurantId, id: visitId } = await s.visit(times);
    const others = [
      await s.visit({ ...times, restaurantId, status: 'cancelled' }),
      await s.visit({ ...times, restaurantId, status: 'no_show' }),
      await s.visit({ ...times, restaurantId, status: 'waitlisted' }),
      await s.visit({ ...times, restaurantId, status: 'held' }),
      await s.visit({ ...times, restaurantId, status: 'expired' }),
      await s.visit({ ...times, restaurantId, kind: 'block' }),
      await s.visit({ ...times, restaurantId, email: null }),
    ];
    clock.set('2030-03-10T23:30:00Z');
    const before = s.invitations().length;
    expect(await s.scan()).toBe(1);
    await s.drain();
    expect(await invitationRows(visitId)).toHaveLength(1);
    for (const other of others) expect(await invitationRows(other.id)).toEqual([]);
    expect(s.invitations()).toHaveLength(before + 1);
    expect(s.invitations().at(-1)?.subject).toBe('How was your visit to Test Bistro?');
  });

  it('drops a queued invitation when the booking is marked a no-show or the survey is answered first', async () => {
    clock.set('2030-03-12T12:00:00Z');
    const times = { startAt: '2030-03-12T19:00:00Z', endAt: '2030-03-12T21:00:00Z' };
    const noShow = await s.visit(times);
    const eager = await s.visit({ ...times, restaurantId: noShow.restaurantId });
    clock.set('2030-03-12T23:00:00Z');
    expect(await s.scan()).toBe(2);
    await s.t.database.db
      .update(bookings)
      .set({ status: 'no_show' })
      .where(eq(bookings.id, noShow.id));
    const submitted = await s.t.app.inject({
      method: 'POST',
      url: `/api/web/survey/${eager.guid}`,
      payload: answers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const before = s.invitations().length;
    await s.drain();
    expect(s.invitations()).toHaveLength(before);
    expect(await invitationRows(noShow.id)).toEqual([
      expect.objectContaining({ status: 'skipped', lastError: 'not a visit' }),
    ]);
    expect(await invitationRows(eager.id)).toEqual([
      expect.objectContaining({ status: 'skipped', lastError: 'survey answered' }),
    ]);
  });

  it('does not invite to a survey answered before the scan, nor for a visit over a week ago', async () => {
    clock.set('2030-03-20T23:00:00Z');
    const answered = await s.visit({
      startAt: '2030-03-20T19:00:00Z',
      endAt: '2030-03-20T21:00:00Z',
    });
    const submitted = await s.t.app.inject({
      method: 'POST',
      url: `/api/web/survey/${answered.guid}`,
      payload: answers,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const old = await s.visit({ startAt: '2030-03-12T19:00:00Z', endAt: '2030-03-12T21:00:00Z' });
    expect(await s.scan()).toBe(0);
    expect(await invitationRows(answered.id)).toEqual([]);
    expect(await invitationRows(old.id)).toEqual([]);
  });

  it('queues one invitation when two instances scan at the same moment', async () => {
    clock.set('2030-03-25T12:00:00Z');
    const { id } = await s.visit({
      startAt: '2030-03-25T19:00:00Z',
      endAt: '2030-03-25T21:00:00Z',
    });
    clock.set('2030-03-26T09:00:00Z');
    const counts = await Promise.all([s.scan(), s.scan(), s.scan()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await invitationRows(id)).toHaveLength(1);
    const before = s.invitations().length;
    await Promise.all([s.drain(), s.drain()]);
    expect(s.invitations()).toHaveLength(before + 1);
  });
});
