import type {
  GuestLookupResponse,
  GuestMergeRequest,
  GuestProfile,
  GuestSearchQuery,
  GuestSearchResponse,
  GuestSplitRequest,
  GuestSummary,
  GuestUpdate,
  GuestVisit,
} from '@dekka/contracts/guests';
import { utcToZoned } from '@dekka/time/local-time';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { guestsCsv } from './guests-csv.ts';
import {
  createGuestsRepository,
  phoneDigits,
  type SummaryRow,
  type VisitRow,
} from './guests.repository.ts';

const PAGE_SIZE = 50;
/** The most rows one CSV export holds. */
const EXPORT_LIMIT = 50_000;
const CALLING_CODES: Record<string, string> = { is: '354', es: '34', no: '47', dk: '45' };

function summaryOf(row: SummaryRow): GuestSummary {
  return { ...row, lastVisit: row.lastVisit?.toISOString() ?? null };
}

function visitOf(row: VisitRow, timeZone: string): GuestVisit {
  const local = utcToZoned(row.startAt.getTime(), timeZone);
  return {
    bookingId: row.bookingId,
    startsAt: `${local.date}T${local.time}`,
    guests: row.guests,
    status: row.status,
    isWaitingList: row.isWaitingList,
    specialRequest: row.specialRequest,
    internalNote: row.internalNote,
    name: row.name,
    email: row.email,
    phone: row.phone,
  };
}

/**
 * What staff typed as the beginning of a phone key (digits with the calling code): '+354 55'
 * and '0035455' as written, a national '55' with the restaurant's calling code before it, as
 * the match trigger keys a number written without one.
 */
export function phonePrefix(typed: string, country: string): string {
  const digits = phoneDigits(typed);
  if (typed.trimStart().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return `${CALLING_CODES[country] ?? ''}${digits}`;
}

export type GuestsService = ReturnType<typeof createGuestsService>;

/** Guest profiles (docs/product.md, "Guest profiles"); every caller is the restaurant's staff. */
export function createGuestsService(deps: { db: AppDatabase; clock: Clock }) {
  async function restaurantOf(restaurantId: number) {
    const restaurant = await createGuestsRepository(deps.db).restaurant(restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    return restaurant;
  }

  async function profile(restaurantId: number, guestId: number): Promise<GuestProfile> {
    const now = deps.clock.now();
    const repository = createGuestsRepository(deps.db);
    const [restaurant, guest, stats, upcoming, history] = await Promise.all([
      restaurantOf(restaurantId),
      repository.guest(restaurantId, guestId, now),
      repository.stats(guestId, now),
      repository.visits(guestId, now, 'upcoming'),
      repository.visits(guestId, now, 'past'),
    ]);
    if (!guest) throw new AppError('not_found', 404, 'No such guest');
    return {
      ...summaryOf(guest),
      language: guest.language,
      preferences: guest.preferences,
      notes: guest.notes,
      covers: stats.covers,
      noShows: stats.noShows,
      lateCancellations: stats.lateCancellations,
      firstVisit: stats.firstVisit?.toISOString() ?? null,
      spend: { amount: stats.spend, currency: restaurant.currency },
      upcoming: upcoming.map((row) => visitOf(row, restaurant.timeZone)),
      history: history.map((row) => visitOf(row, restaurant.timeZone)),
      foodOrders: stats.foodOrders,
    };
  }

  /** Every read and change of a profile goes in the restaurant's audit log: who, which guest. */
  async function audit(
    identity: Identity,
    restaurantId: number,
    action: 'view' | 'update' | 'merge' | 'split',
    changes: Record<string, { from: unknown; to: unknown }>,
  ) {
    await settingsHistory(deps.db).record({
      restaurantId,
      userId: identity.userId,
      area: 'guests',
      action,
      changes,
      at: deps.clock.now(),
    });
  }

  return {
    async search(restaurantId: number, query: GuestSearchQuery): Promise<GuestSearchResponse> {
      const restaurant = await restaurantOf(restaurantId);
      const rows = await createGuestsRepository(deps.db).search(
        restaurantId,
        { ...query, limit: PAGE_SIZE + 1 },
        deps.clock.now(),
      );
      return {
        guests: rows.slice(0, PAGE_SIZE).map(summaryOf),
        nextOffset: rows.length > PAGE_SIZE ? query.offset + PAGE_SIZE : null,
        timeZone: restaurant.timeZone,
      };
    },

    /** The guests the search finds, as CSV (the export's read is audited like a profile's). */
    async exportCsv(
      identity: Identity,
      restaurantId: number,
      query: GuestSearchQuery,
    ): Promise<string> {
      await restaurantOf(restaurantId);
      const rows = await createGuestsRepository(deps.db).search(
        restaurantId,
        { ...query, offset: 0, limit: EXPORT_LIMIT },
        deps.clock.now(),
      );
      await audit(identity, restaurantId, 'view', {
        export: { from: null, to: rows.length },
      });
      return guestsCsv(rows.map(summaryOf));
    },

    async lookup(restaurantId: number, typed: string): Promise<GuestLookupResponse> {
      const restaurant = await restaurantOf(restaurantId);
      const prefix = phonePrefix(typed, restaurant.country);
      // Fewer than three digits of the number itself would suggest half the restaurant.
      if (prefix.length < (CALLING_CODES[restaurant.country]?.length ?? 0) + 3) {
        return { guests: [] };
      }
      const rows = await createGuestsRepository(deps.db).byPhonePrefix(
        restaurantId,
        prefix,
        deps.clock.now(),
      );
      return { guests: rows.map(summaryOf) };
    },

    async profile(identity: Identity, restaurantId: number, guestId: number) {
      const answer = await profile(restaurantId, guestId);
      await audit(identity, restaurantId, 'view', { guest: { from: null, to: guestId } });
      return answer;
    },

    async update(
      identity: Identity,
      restaurantId: number,
      guestId: number,
      change: GuestUpdate,
    ): Promise<GuestProfile> {
      const tags = change.tags && [...new Set(change.tags.map((tag) => tag.toLowerCase()))];
      const updated = await createGuestsRepository(deps.db).update(
        restaurantId,
        guestId,
        { ...change, ...(tags ? { tags } : {}) },
        deps.clock.now(),
      );
      if (!updated) throw new AppError('not_found', 404, 'No such guest');
      await audit(identity, restaurantId, 'update', {
        guest: { from: null, to: guestId },
        fields: { from: null, to: Object.keys(change).sort() },
      });
      return profile(restaurantId, guestId);
    },

    /**
     * The other record was the same person: its bookings, orders and contact keys join this one;
     * tags are joined, the texts put one after the other, and the other record is gone.
     */
    async merge(
      identity: Identity,
      restaurantId: number,
      guestId: number,
      request: GuestMergeRequest,
    ): Promise<GuestProfile> {
      if (request.otherGuestId === guestId) {
        throw new AppError('validation_failed', 400, 'A guest cannot be merged with itself', {
          field: 'otherGuestId',
        });
      }
      await deps.db.transaction(async (tx) => {
        const repository = createGuestsRepository(tx);
        const rows = await repository.lock(restaurantId, [guestId, request.otherGuestId]);
        const into = rows.find((row) => row.id === guestId);
        const from = rows.find((row) => row.id === request.otherGuestId);
        if (!into || !from) throw new AppError('not_found', 404, 'No such guest');
        const joined = (a: string, b: string) => [a, b].filter(Boolean).join('\n');
        await repository.merge(from.id, into.id, {
          name: into.name || from.name,
          email: into.email ?? from.email,
          phone: into.phone ?? from.phone,
          language: into.language ?? from.language,
          tags: [...new Set([...into.tags, ...from.tags])].slice(0, 20),
          allergies: joined(into.allergies, from.allergies),
          preferences: joined(into.preferences, from.preferences),
          notes: joined(into.notes, from.notes),
          updatedAt: deps.clock.now(),
        });
      });
      await audit(identity, restaurantId, 'merge', {
        guest: { from: request.otherGuestId, to: guestId },
      });
      return profile(restaurantId, guestId);
    },

    /**
     * Some of the guest's bookings or orders were someone else's (a shared phone, say): they
     * move to a new guest record, with the contact keys only they carried. Answers the new one.
     */
    async split(
      identity: Identity,
      restaurantId: number,
      guestId: number,
      request: GuestSplitRequest,
    ): Promise<GuestProfile> {
      const newId = await deps.db.transaction(async (tx) => {
        const repository = createGuestsRepository(tx);
        const [guest] = await repository.lock(restaurantId, [guestId]);
        if (!guest) throw new AppError('not_found', 404, 'No such guest');
        const id = await repository.insertGuest({ restaurantId, name: guest.name });
        const moved = await repository.moveToGuest(
          guestId,
          id,
          request.bookingIds,
          request.foodOrderIds,
        );
        if (
          moved.bookings !== request.bookingIds.length ||
          moved.orders !== request.foodOrderIds.length
        ) {
          throw new AppError('validation_failed', 400, 'Not all of those are this guest’s', {
            field: 'bookingIds',
          });
        }
        await repository.moveUnusedKeys(restaurantId, guestId, id);
        await repository.refreshContact(id);
        await repository.refreshContact(guestId);
        return id;
      });
      await audit(identity, restaurantId, 'split', { guest: { from: guestId, to: newId } });
      return profile(restaurantId, newId);
    },
  };
}
