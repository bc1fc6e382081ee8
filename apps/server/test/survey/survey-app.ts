import { eq } from 'drizzle-orm';
import type { Clock } from '../../src/clock.ts';
import { bookings, type BookingKind, type BookingStatus } from '../../src/db/schema.ts';
import { createSurveyRepository } from '../../src/modules/surveys/survey.repository.ts';
import { useAppWithOutbox } from '../helpers/app-with-outbox.ts';
import { createBookingRestaurant } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';

/**
 * The survey tests' app: the outbox app (helpers/app-with-outbox.ts) with logs captured, plus
 * `scan` (the invitation job's one round), `invitations` and `visit`, a past booking made as the
 * staff or a diner would.
 */
export function useSurveyApp(clock: Clock) {
  const base = useAppWithOutbox(clock, { captureLogs: true });
  const app = {
    mail: base.mail,
    get t() {
      return base.t;
    },
    get client() {
      return base.client;
    },
    drain: base.drain,
    scan: () => createSurveyRepository(base.t.database.db).queueInvitations(clock.now()),
    /** The survey invitations sent so far (the file name of each e-mail names its kind). */
    invitations: () =>
      base.mail.sent.filter((sent) => sent.fileStem.endsWith('-survey_invitation')),

    /**
     * A booking at a new restaurant (or `restaurantId`) from `startAt` to `endAt`, by default a
     * confirmed visit of Guðrún's booked in `language`; `status` and `kind` make it something
     * else. Returns the booking's id and guid and the restaurant's id.
     */
    async visit(
      options: {
        startAt: string;
        endAt: string;
        restaurantId?: number;
        status?: BookingStatus;
        kind?: BookingKind;
        language?: string;
        email?: string | null;
      } = { startAt: '2030-03-04T19:00:00Z', endAt: '2030-03-04T21:00:00Z' },
    ) {
      const db = base.t.database.db;
      const restaurantId = options.restaurantId ?? (await createBookingRestaurant(db)).id;
      const booking = await createBooking(db, {
        restaurantId,
        tableIds: [],
        startAt: new Date(options.startAt),
        endAt: new Date(options.endAt),
        status: 'confirmed',
      });
      const status = options.status ?? 'confirmed';
      await db
        .update(bookings)
        .set({
          status,
          isWaitingList: status === 'waitlisted',
          kind: options.kind ?? 'booking',
          language: options.language ?? 'en',
          ...(options.email === undefined ? {} : { email: options.email }),
        })
        .where(eq(bookings.id, booking.id));
      return { id: booking.id, guid: booking.guid, restaurantId };
    },
  };
  return app;
}
