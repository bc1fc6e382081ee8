import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { bookings, restaurants, surveys } from '../../db/schema.ts';
import { visibleToDiners } from '../restaurants/diner-visible.ts';
import { INVITATION_DELAY_MS, INVITATION_LOOKBACK_MS, surveyExpiresAt } from './survey-rules.ts';

export type NewSurvey = typeof surveys.$inferInsert;

/** Both drivers answer `{ rows }` from execute(); the shared Drizzle type does not say so. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Over the database or a transaction. */
export function createSurveyRepository(db: AppDatabase) {
  return {
    /** The booking behind a survey link, with its restaurant and whether it was answered. */
    async visitByGuid(guid: string) {
      const [row] = await db
        .select({
          bookingId: bookings.id,
          status: bookings.status,
          kind: bookings.kind,
          isWaitingList: bookings.isWaitingList,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          firstName: bookings.firstName,
          restaurantId: restaurants.id,
          restaurantName: restaurants.name,
          restaurantSlug: restaurants.slug,
          timeZone: restaurants.timeZone,
          surveyId: surveys.id,
        })
        .from(bookings)
        .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
        .leftJoin(surveys, eq(surveys.bookingId, bookings.id))
        .where(eq(bookings.guid, guid))
        .limit(1);
      return row;
    },

    /**
     * Stores the answer unless the booking has one: the unique booking id decides between two
     * submits at once, on one server or several. Returns the new id, or null when it was answered.
     */
    async insert(survey: NewSurvey): Promise<number | null> {
      const rows = await db
        .insert(surveys)
        .values(survey)
        .onConflictDoNothing({ target: surveys.bookingId })
        .returning({ id: surveys.id });
      return rows[0]?.id ?? null;
    },

    /** Whether diners may see the restaurant (its ratings are then public). */
    async restaurantExists(restaurantId: number): Promise<boolean> {
      const rows = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(and(eq(restaurants.id, restaurantId), visibleToDiners))
        .limit(1);
      return rows.length > 0;
    },

    /** Averages over the restaurant's published surveys; null averages when there are none. */
    async publishedAverages(restaurantId: number) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          food: sql<string | null>`avg(${surveys.food})`,
          service: sql<string | null>`avg(${surveys.service})`,
          ambience: sql<string | null>`avg(${surveys.ambience})`,
          value: sql<string | null>`avg(${surveys.value})`,
          overall: sql<
            string | null
          >`avg((${surveys.food} + ${surveys.service} + ${surveys.ambience} + ${surveys.value}) / 4.0)`,
        })
        .from(surveys)
        .where(and(eq(surveys.restaurantId, restaurantId), eq(surveys.publish, true)));
      return row;
    },

    /** The latest published surveys with a comment, most recent first. */
    async latestPublishedComments(restaurantId: number, limit: number) {
      return db
        .select({
          id: surveys.id,
          firstName: surveys.firstName,
          visitMonth: surveys.visitMonth,
          food: surveys.food,
          service: surveys.service,
          ambience: surveys.ambience,
          value: surveys.value,
          comment: surveys.comment,
          reply: surveys.reply,
          repliedAt: surveys.repliedAt,
        })
        .from(surveys)
        .where(
          and(
            eq(surveys.restaurantId, restaurantId),
            eq(surveys.publish, true),
            isNotNull(surveys.comment),
            ne(surveys.comment, ''),
          ),
        )
        .orderBy(desc(surveys.createdAt), desc(surveys.id))
        .limit(limit);
    },

    /**
     * Sets (or, with null, takes down) the restaurant's public reply to one of its surveys. The
     * survey must be the restaurant's: another restaurant's id updates nothing (undefined).
     */
    async reply(restaurantSlug: string, surveyId: number, reply: string | null, now: Date) {
      const [row] = await db
        .update(surveys)
        .set({ reply, repliedAt: reply === null ? null : now })
        .where(
          and(
            eq(surveys.id, surveyId),
            sql`${surveys.restaurantId} = (select r.id from restaurants r where r.slug = ${restaurantSlug})`,
          ),
        )
        .returning({ id: surveys.id, reply: surveys.reply, repliedAt: surveys.repliedAt });
      return row;
    },

    /**
     * Queues one survey invitation per visit that ended at least INVITATION_DELAY_MS ago (and
     * not longer ago than the look-back), due at end + delay, in one statement: a visit is a
     * confirmed booking or walk-in with an e-mail address, not on the waiting list and not a
     * block, not answered yet. The outbox's unique key (`survey_invitation:{bookingId}`) makes
     * it once per booking, whatever the number of rounds or instances. Returns how many it queued.
     */
    async queueInvitations(now: Date): Promise<number> {
      const latestEnd = new Date(now.getTime() - INVITATION_DELAY_MS).toISOString();
      const earliestEnd = new Date(now.getTime() - INVITATION_LOOKBACK_MS).toISOString();
      const delay = `${INVITATION_DELAY_MS / 1000} seconds`;
      const result = await db.execute(sql`
        with queued as (
          insert into outbox_messages (idempotency_key, kind, booking_id, run_at)
          select 'survey_invitation:' || b.id, 'survey_invitation', b.id,
            b.end_at + ${delay}::interval
          from bookings b
          where b.status = 'confirmed'
            and b.end_at <= ${latestEnd}::timestamptz
            and b.end_at > ${earliestEnd}::timestamptz
            and b.kind <> 'block' and not b.is_waiting_list
            and b.email is not null
            and not exists (select 1 from surveys s where s.booking_id = b.id)
            and not exists (
              select 1 from outbox_messages o
              where o.booking_id = b.id and o.kind = 'survey_invitation')
          on conflict (idempotency_key) do nothing
          returning 1
        )
        select count(*)::int as n from queued`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /**
     * Why a queued invitation should not go out after all, or null when it should: the booking
     * became a no-show or was cancelled after it was queued, was answered already (the link
     * reached the diner another way), or the survey has closed.
     */
    async invitationBlocker(bookingId: number, now: Date): Promise<string | null> {
      const [row] = rowsOf<{ status: string; end_at: Date | string; answered: boolean }>(
        await db.execute(sql`
          select b.status, b.end_at,
            exists (select 1 from surveys s where s.booking_id = b.id) as answered
          from bookings b where b.id = ${bookingId}`),
      );
      if (!row) return 'booking gone';
      if (row.status !== 'confirmed') return 'not a visit';
      if (row.answered) return 'survey answered';
      if (now.getTime() > surveyExpiresAt(new Date(row.end_at)).getTime()) return 'survey closed';
      return null;
    },
  };
}
