import { addDays, utcToZoned, zonedToUtc } from '@dekka/time/local-time';
import {
  contentIssues,
  type EventRequest,
  eventSlugFrom,
  type MenusSettingsResponse,
  type OccurrenceRequest,
  occurrenceIssues,
  type RemovalResponse,
} from '@dekka/contracts/restaurant-menus';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';
import {
  createEventsSettingsRepository,
  type EventRow,
  type EventsSettingsRepository,
} from './events-settings.repository.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidField, invalidFields } from '../../invalid-field.ts';
import {
  type AuditItem,
  changeAndAnnounce,
  type ChangeContext,
  liveBookings,
  saved,
  savedValue,
  withName,
} from './menus-change.ts';
import {
  auditedTexts,
  cleanTexts,
  localStamp,
  readMenusSettings,
  storedTexts,
  type Texts,
  textsOf,
} from './menus-view.ts';
import type { SettingsResult } from '../catalogue-changes/settings-result.ts';

type EventInput = z.output<typeof EventRequest>;
type OccurrenceInput = z.output<typeof OccurrenceRequest>;
type Occurrence = Awaited<ReturnType<EventsSettingsRepository['occurrencesOf']>>[number];

/** An event's fields as the audit log records them: `event` is its name in the own language. */
function audited(
  event: { slug: string; texts: Texts; pricePerGuest: number | null; isChristmas: boolean },
  own: ChangeContext['own'],
) {
  return {
    event: event.texts[own].name,
    slug: event.slug,
    ...auditedTexts(event.texts, own),
    pricePerGuest: event.pricePerGuest,
    isChristmas: event.isChristmas,
  };
}

/** An occurrence as the audit log records it: local start and end, and its tickets. */
function auditedOccurrence(
  occurrence: Pick<Occurrence, 'startsAt' | 'endsAt' | 'ticketCapacity'>,
  timeZone: string,
) {
  return {
    occurrence: localStamp(occurrence.startsAt, timeZone),
    ends: localStamp(occurrence.endsAt, timeZone),
    ticketCapacity: occurrence.ticketCapacity,
  };
}

/**
 * An occurrence's instants from the restaurant's wall clock (DST-safe: each end is resolved with
 * its own day's offset). An end at or before the start is the next day. A start the clocks skip
 * (02:30 on a spring-forward night) names the field.
 */
function instantsOf(input: OccurrenceInput, timeZone: string) {
  const start = zonedToUtc(input.date, input.starts, timeZone);
  if (start === null) throw invalidField('starts', 'time_skipped');
  const endDate = input.ends <= input.starts ? addDays(input.date, 1) : input.date;
  const end = zonedToUtc(endDate, input.ends, timeZone);
  if (end === null) throw invalidField('ends', 'time_skipped');
  if (end <= start) throw invalidField('ends', 'ends_at_start');
  return { startsAt: new Date(start), endsAt: new Date(end) };
}

/**
 * Events and their occurrences (docs/decisions/042-menus-and-events-settings.md). Every change
 * runs in one transaction (menus-change.ts), recorded and announced, so the restaurant page, the
 * event pages and availability follow at once. Bookings are never changed: an event or an
 * occurrence any booking holds is never deleted (the booking names it) but taken off sale, and a
 * change that concerns upcoming bookings is first a question (409 bookings_affected).
 */
export function createEventsSettingsService(deps: { db: AppDatabase; clock: Clock }) {
  const read = (restaurantId: number): Promise<MenusSettingsResponse> =>
    readMenusSettings(deps.db, restaurantId, deps.clock.now());

  async function findEvent(repo: EventsSettingsRepository, restaurantId: number, id: number) {
    const event = (await repo.events(restaurantId)).find((row) => row.id === id);
    if (!event) throw new AppError('not_found', 404, 'No such event');
    return event;
  }

  /** The slug to save: the one typed, if free, or one made from the name, made free. */
  async function slugFor(
    repo: EventsSettingsRepository,
    restaurantId: number,
    input: EventInput,
    texts: Texts,
    own: ChangeContext['own'],
    exceptId?: number,
  ): Promise<string> {
    if (input.slug !== '') {
      if (await repo.slugTaken(restaurantId, input.slug, exceptId)) {
        throw invalidField('slug', 'slug_taken');
      }
      return input.slug;
    }
    const base = eventSlugFrom(texts[own].name);
    for (let n = 1; ; n += 1) {
      const slug = n === 1 ? base : `${base.slice(0, 55)}-${n}`;
      if (!(await repo.slugTaken(restaurantId, slug, exceptId))) return slug;
    }
  }

  function checkContent(context: ChangeContext, input: EventInput) {
    const issues = contentIssues(
      { texts: input.texts, price: input.pricePerGuest },
      {
        currency: context.restaurant.currency,
        ownLanguage: context.own,
        priceField: 'pricePerGuest',
      },
    );
    if (issues.length > 0) throw invalidFields(issues);
  }

  /** Two saving one slug at once: the unique index decides, and the loser is told. */
  function slugRace(error: unknown): never {
    if (sqlState(error) === SqlState.uniqueViolation) throw invalidField('slug', 'slug_taken');
    throw error;
  }

  /** The instants of a new or changed occurrence, checked against the clock and its siblings. */
  async function occurrenceTimes(
    context: ChangeContext,
    repo: EventsSettingsRepository,
    eventId: number,
    input: OccurrenceInput,
    exceptId?: number,
  ) {
    const { timeZone } = context.restaurant;
    const times = instantsOf(input, timeZone);
    if (times.startsAt.getTime() <= context.now.getTime()) {
      const today = utcToZoned(context.now.getTime(), timeZone).date;
      throw invalidField(input.date < today ? 'date' : 'starts', 'in_the_past');
    }
    // A reserve takes the occurrence its start falls in: two dates of one event must not overlap.
    const overlaps = (await repo.occurrencesOf(eventId)).some(
      (other) =>
        other.id !== exceptId && other.startsAt < times.endsAt && times.startsAt < other.endsAt,
    );
    if (overlaps) throw invalidField('starts', 'overlaps');
    return times;
  }

  async function eventName(repo: EventsSettingsRepository, restaurantId: number, id: number) {
    return (await findEvent(repo, restaurantId, id)).name;
  }

  return {
    async addEvent(restaurantId: number, userId: string, input: EventInput) {
      savedValue(
        await changeAndAnnounce(deps, restaurantId, userId, async (context) => {
          checkContent(context, input);
          const repo = createEventsSettingsRepository(context.tx);
          const texts = cleanTexts(input.texts);
          const slug = await slugFor(repo, restaurantId, input, texts, context.own);
          await repo.insertEvent(restaurantId, {
            slug,
            ...storedTexts({}, texts, context.own),
            pricePerGuest: input.pricePerGuest,
            isChristmas: input.isChristmas,
          });
          const after = audited({ ...input, slug, texts }, context.own);
          return saved(null, [
            { area: 'events', action: 'create', changes: fieldChanges({}, after) },
          ]);
        }).catch(slugRace),
      );
      return read(restaurantId);
    },

    /** Renaming keeps its address unless a new one is typed; bookings keep their event. */
    async changeEvent(restaurantId: number, userId: string, id: number, input: EventInput) {
      savedValue(
        await changeAndAnnounce(deps, restaurantId, userId, async (context) => {
          const repo = createEventsSettingsRepository(context.tx);
          const before = await findEvent(repo, restaurantId, id);
          checkContent(context, input);
          const texts = cleanTexts(input.texts);
          const slug =
            input.slug === before.slug
              ? before.slug
              : await slugFor(repo, restaurantId, input, texts, context.own, id);
          await repo.updateEvent(restaurantId, id, {
            slug,
            ...storedTexts(before.translations, texts, context.own),
            pricePerGuest: input.pricePerGuest,
            isChristmas: input.isChristmas,
          });
          const changes = fieldChanges(
            audited({ ...before, texts: textsOf(before, context.own) }, context.own),
            audited({ ...input, slug, texts }, context.own),
          );
          return saved(null, [
            { area: 'events', action: 'update', changes: withName('event', before.name, changes) },
          ]);
        }).catch(slugRace),
      );
      return read(restaurantId);
    },

    /**
     * Removes an event. Upcoming bookings of it make it a question first. An event no booking
     * ever named is deleted with its dates and menus; otherwise it stays for its bookings and
     * its dates to come are taken off sale (a date never booked is deleted).
     */
    async removeEvent(
      restaurantId: number,
      userId: string,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<RemovalResponse>> {
      return changeAndAnnounce<RemovalResponse>(deps, restaurantId, userId, async (context) => {
        const repo = createEventsSettingsRepository(context.tx);
        const event = await findEvent(repo, restaurantId, id);
        await repo.lockEvent(restaurantId, id);
        const occurrences = await repo.occurrencesOf(id);
        const affected = liveBookings(
          await repo.bookingsOf(
            restaurantId,
            { eventId: id, occurrenceIds: occurrences.map((o) => o.id) },
            context.now,
          ),
          context.now,
          context.restaurant.timeZone,
        );
        if (affected.length > 0 && !keepBookings) return { saved: false, affected };
        if (!(await repo.bookedEventIds(restaurantId)).has(id)) {
          await repo.deleteEvent(restaurantId, id);
          const before = audited({ ...event, texts: textsOf(event, context.own) }, context.own);
          return saved<RemovalResponse>({ outcome: 'deleted' }, [
            { area: 'events', action: 'delete', changes: fieldChanges(before, {}) },
          ]);
        }
        const audits = await withdraw(context, repo, restaurantId, event, occurrences);
        return saved<RemovalResponse>({ outcome: 'withdrawn' }, audits);
      });
    },

    async addOccurrence(
      restaurantId: number,
      userId: string,
      eventId: number,
      input: OccurrenceInput,
    ) {
      savedValue(
        await changeAndAnnounce(deps, restaurantId, userId, async (context) => {
          const repo = createEventsSettingsRepository(context.tx);
          const name = await eventName(repo, restaurantId, eventId);
          const times = await occurrenceTimes(context, repo, eventId, input);
          const occurrence = { ...times, ticketCapacity: input.ticketCapacity };
          await repo.insertOccurrence(eventId, occurrence);
          const after = auditedOccurrence(occurrence, context.restaurant.timeZone);
          return saved(null, [
            {
              area: 'events',
              action: 'create',
              changes: { event: { from: name, to: name }, ...fieldChanges({}, after) },
            },
          ]);
        }),
      );
      return read(restaurantId);
    },

    /**
     * Changes an occurrence's times or tickets. Fewer tickets than the seats booked is refused
     * (400 naming ticketCapacity); new times that leave upcoming bookings outside are a question
     * (409), and with keepBookings those bookings keep their own times. A withdrawn date is put
     * back on sale by giving it tickets again.
     */
    async changeOccurrence(
      restaurantId: number,
      userId: string,
      eventId: number,
      id: number,
      input: OccurrenceInput,
    ): Promise<SettingsResult<MenusSettingsResponse>> {
      const result = await changeAndAnnounce(deps, restaurantId, userId, async (context) => {
        const repo = createEventsSettingsRepository(context.tx);
        const name = await eventName(repo, restaurantId, eventId);
        await repo.lockOccurrence(eventId, id);
        const before = await repo.occurrence(restaurantId, eventId, id, context.now);
        if (!before) throw new AppError('not_found', 404, 'No such date');
        if (before.startsAt.getTime() <= context.now.getTime()) {
          throw invalidField('date', 'already_started');
        }
        const issues = occurrenceIssues(input, { seatsBooked: before.seatsBooked });
        if (issues.length > 0) throw invalidFields(issues);
        const times = await occurrenceTimes(context, repo, eventId, input, id);
        const { timeZone } = context.restaurant;
        const outside = liveBookings(
          (await repo.bookingsOf(restaurantId, { occurrenceIds: [id] }, context.now)).filter(
            (booking) => booking.startAt < times.startsAt || booking.startAt >= times.endsAt,
          ),
          context.now,
          timeZone,
        );
        if (outside.length > 0 && !input.keepBookings) return { saved: false, affected: outside };
        const after = { ...times, ticketCapacity: input.ticketCapacity };
        await repo.updateOccurrence(eventId, id, after);
        const changes = fieldChanges(
          auditedOccurrence(before, timeZone),
          auditedOccurrence(after, timeZone),
        );
        const named = withName('occurrence', localStamp(before.startsAt, timeZone), changes);
        return saved(null, [
          { area: 'events', action: 'update', changes: withName('event', name, named) },
        ]);
      });
      return result.saved ? { saved: true, value: await read(restaurantId) } : result;
    },

    /**
     * Removes an occurrence. Upcoming bookings of it make it a question first; then, or when any
     * booking ever held a ticket of it, it stays for them and is taken off sale (no tickets,
     * hidden from diners). Only a date no booking ever held is deleted.
     */
    async removeOccurrence(
      restaurantId: number,
      userId: string,
      eventId: number,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<RemovalResponse>> {
      return changeAndAnnounce<RemovalResponse>(deps, restaurantId, userId, async (context) => {
        const repo = createEventsSettingsRepository(context.tx);
        const name = await eventName(repo, restaurantId, eventId);
        await repo.lockOccurrence(eventId, id);
        const occurrence = (await repo.occurrencesOf(eventId)).find((row) => row.id === id);
        if (!occurrence) throw new AppError('not_found', 404, 'No such date');
        if (occurrence.startsAt.getTime() <= context.now.getTime()) {
          throw invalidField('date', 'already_started');
        }
        const affected = liveBookings(
          await repo.bookingsOf(restaurantId, { occurrenceIds: [id] }, context.now),
          context.now,
          context.restaurant.timeZone,
        );
        if (affected.length > 0 && !keepBookings) return { saved: false, affected };
        const booked = (await repo.bookedOccurrenceIds(restaurantId)).has(id);
        const audit = offSale(context, name, occurrence, booked);
        if (booked) await repo.updateOccurrence(eventId, id, { ticketCapacity: 0 });
        else await repo.deleteOccurrences(eventId, [id]);
        return saved<RemovalResponse>(
          { outcome: booked ? 'withdrawn' : 'deleted' },
          audit ? [audit] : [],
        );
      });
    },

    read,
  };

  /** Takes an event's dates to come off sale: withdrawn if ever booked, else deleted. */
  async function withdraw(
    context: ChangeContext,
    repo: EventsSettingsRepository,
    restaurantId: number,
    event: EventRow,
    occurrences: readonly Occurrence[],
  ): Promise<AuditItem[]> {
    const booked = await repo.bookedOccurrenceIds(restaurantId);
    const coming = occurrences.filter((o) => o.startsAt.getTime() > context.now.getTime());
    const kept = coming.filter((o) => booked.has(o.id));
    const gone = coming.filter((o) => !booked.has(o.id));
    for (const occurrence of kept) {
      await repo.updateOccurrence(event.id, occurrence.id, { ticketCapacity: 0 });
    }
    await repo.deleteOccurrences(
      event.id,
      gone.map((o) => o.id),
    );
    return [
      ...kept.map((o) => offSale(context, event.name, o, true)),
      ...gone.map((o) => offSale(context, event.name, o, false)),
    ].filter((audit): audit is AuditItem => audit !== null);
  }

  /** The audit entry of a date taken off sale (withdrawn) or deleted; null when nothing changes. */
  function offSale(
    context: ChangeContext,
    event: string,
    occurrence: Occurrence,
    withdrawn: boolean,
  ): AuditItem | null {
    const { timeZone } = context.restaurant;
    const before = auditedOccurrence(occurrence, timeZone);
    const changes = withdrawn
      ? fieldChanges({ ticketCapacity: occurrence.ticketCapacity }, { ticketCapacity: 0 })
      : fieldChanges(before, {});
    if (Object.keys(changes).length === 0) return null;
    return {
      area: 'events',
      action: withdrawn ? 'update' : 'delete',
      changes: {
        event: { from: event, to: event },
        ...(withdrawn ? { occurrence: { from: before.occurrence, to: before.occurrence } } : {}),
        ...changes,
      },
    };
  }
}

export type EventsSettingsService = ReturnType<typeof createEventsSettingsService>;
