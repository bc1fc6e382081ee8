import { addDays, createDayClock } from '@dekka/time/local-time';
import type {
  EventSummary,
  EventsOnDateResponse,
  UpcomingXmasResponse,
} from '@dekka/contracts/event';
import type { Language } from '@dekka/contracts/languages';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { localize, TRANSLATED_FIELDS } from '../../content-language.ts';
import { AppError } from '../../errors.ts';
import { createEventsRepository, type OccurrenceRow } from './events.repository.ts';

export type EventsService = ReturnType<typeof createEventsService>;

/**
 * Groups occurrence rows (ordered by start) by event, keeping the first-seen event order; each
 * event's texts in `language` where it has them.
 */
function groupByEvent(
  rows: OccurrenceRow[],
  language: Language | null,
): Array<{ row: OccurrenceRow; summary: EventSummary }> {
  const byEvent = new Map<number, { row: OccurrenceRow; summary: EventSummary }>();
  for (const row of rows) {
    const entry = byEvent.get(row.event.id) ?? {
      row,
      summary: {
        ...eventTexts(row.event, language),
        timeZone: row.restaurant.timeZone,
        occurrences: [],
      },
    };
    entry.summary.occurrences.push({
      id: row.occurrence.id,
      start: row.occurrence.start.toISOString(),
      end: row.occurrence.end.toISOString(),
      ticketsLeft: Math.max(0, row.occurrence.capacity - row.taken),
    });
    byEvent.set(row.event.id, entry);
  }
  return [...byEvent.values()];
}

function eventTexts(event: OccurrenceRow['event'], language: Language | null) {
  const { translations: _translations, ...texts } = localize(
    event,
    language,
    TRANSLATED_FIELDS.events,
  );
  return texts;
}

/** Local midnight, or the first instant after it when a DST change skips midnight. */
function localMidnight(date: string, timeZone: string): number {
  const ms = createDayClock(date, timeZone)?.toUtc(0, 'shift');
  if (ms === null || ms === undefined) throw new RangeError(`invalid date ${date}`);
  return ms;
}

export function createEventsService(deps: { db: AppDatabase; clock: Clock }) {
  const events = createEventsRepository(deps.db);
  return {
    /**
     * The restaurant's events with an occurrence starting on `date` (restaurant-local); their
     * texts in `language` where they have them (null: as stored).
     */
    async onDate(
      restaurantId: number,
      date: string,
      language: Language | null = null,
    ): Promise<EventsOnDateResponse> {
      const timeZone = await events.restaurantZone(restaurantId);
      if (!timeZone) throw new AppError('not_found', 404, 'Restaurant not found');
      const rows = await events.startingBetween(
        restaurantId,
        new Date(localMidnight(date, timeZone)),
        new Date(localMidnight(addDays(date, 1), timeZone)),
        deps.clock.now(),
      );
      return groupByEvent(rows, language).map((entry) => entry.summary);
    },

    /** Christmas events with occurrences still to come, across restaurants. */
    async upcomingChristmas(language: Language | null = null): Promise<UpcomingXmasResponse> {
      const rows = await events.upcomingChristmas(deps.clock.now());
      return groupByEvent(rows, language).map(({ row, summary }) => ({
        ...summary,
        restaurantId: row.restaurant.id,
        restaurantName: row.restaurant.name,
        restaurantSlug: row.restaurant.slug,
        city: row.restaurant.city,
        pricePerGuest: row.price.perGuest,
        currency: row.price.currency,
      }));
    },
  };
}
