import { utcToZoned } from '@dekka/time/local-time';
import type { RestaurantRules } from '@dekka/availability/types';
import type {
  AffectedBooking,
  OpeningHoursResponse,
  ServiceHours,
  SpecialDay,
  SpecialDayRequest,
  WeeklyService,
} from '@dekka/contracts/restaurant-settings';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { occupiesAt } from '../booking-lifecycle/lifecycle.ts';
import { SqlState, sqlState } from '../../db/sql-state.ts';
import { bookingsLeftOutside } from '../catalogue-changes/affected-bookings.ts';
import { settingsHistory, type AuditRecord } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import {
  createHoursRepository,
  type FutureBookingRow,
  type HoursRepository,
  type SpecialDayRow,
} from './hours.repository.ts';
import { invalidField } from '../../invalid-field.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';
import type { SettingsResult } from '../catalogue-changes/settings-result.ts';

type Hours = Pick<RestaurantRules, 'services' | 'specialDays'>;
type SpecialDayInput = z.output<typeof SpecialDayRequest>;

/** What one change of the hours does, given the current rows (read in its transaction). */
type HoursChange<T> = {
  restaurantId: number;
  userId: string;
  keepBookings: boolean;
  next(current: { services: WeeklyService[]; specialDays: SpecialDayRow[] }): Hours;
  /** Writes the change; returns the answer and what the audit log records. */
  write(
    repo: HoursRepository,
    current: { services: WeeklyService[]; specialDays: SpecialDayRow[] },
  ): Promise<{ value: T; audit: Pick<AuditRecord, 'area' | 'action' | 'changes'> }>;
};

export function affectedView(booking: FutureBookingRow, timeZone: string): AffectedBooking {
  const local = utcToZoned(booking.startAt.getTime(), timeZone);
  return {
    id: booking.id,
    date: local.date,
    time: local.time,
    guests: booking.guests,
    name: [booking.firstName, booking.lastName].filter(Boolean).join(' '),
    status: booking.status === 'held' ? 'held' : 'confirmed',
    block: booking.kind === 'block',
  };
}

const dayOf = (row: SpecialDayRow): SpecialDay => ({ ...row });

/**
 * The week as the audit log records it: one field per weekday (`weekday.1` is Monday) with its
 * services, so an entry shows which days changed and how, not the whole week twice.
 */
function weekByDay(services: readonly WeeklyService[]): Record<string, ServiceHours[]> {
  const week: Record<string, (ServiceHours & { name: string })[]> = {};
  for (const { weekday, name, opens, closes, lastSeating } of services) {
    (week[`weekday.${weekday}`] ??= []).push({ name, opens, closes, lastSeating });
  }
  return week;
}

/** The special day's fields as the audit log records them. */
const auditedDay = (day: Omit<SpecialDayRow, 'id'>) => ({
  date: day.date,
  closed: day.closed,
  services: day.services,
});

/**
 * Opening hours and special days (docs/decisions/036-restaurant-settings.md). Every change runs
 * in one transaction that reads the current hours and the future bookings, refuses (unless told
 * to keep them) a change that would leave bookings outside, writes, records the audit entry and
 * announces the change, so the availability caches of every process forget the old hours.
 * Bookings are never changed or cancelled here.
 */
export function createHoursService(deps: { db: AppDatabase; clock: Clock }) {
  async function restaurantDate(restaurantId: number) {
    const timeZone = await createHoursRepository(deps.db).timeZoneOf(restaurantId);
    if (!timeZone) throw new AppError('not_found', 404);
    return { timeZone, today: utcToZoned(deps.clock.now().getTime(), timeZone).date };
  }

  async function change<T>(spec: HoursChange<T>): Promise<SettingsResult<T>> {
    const now = deps.clock.now();
    const result = await runChange(spec, now).catch((error: unknown) => {
      // Two people adding a special day on one date at once: the unique index decides.
      if (sqlState(error) === SqlState.uniqueViolation) {
        throw invalidField('date', 'this date already has special hours');
      }
      throw error;
    });
    if (result.saved) settingsChangedHere(deps.db, spec.restaurantId);
    return result;
  }

  function runChange<T>(spec: HoursChange<T>, now: Date): Promise<SettingsResult<T>> {
    return deps.db.transaction(async (tx): Promise<SettingsResult<T>> => {
      const repo = createHoursRepository(tx);
      const timeZone = await repo.timeZoneOf(spec.restaurantId);
      if (!timeZone) throw new AppError('not_found', 404);
      const current = {
        services: await repo.weeklyServices(spec.restaurantId),
        specialDays: await repo.specialDays(spec.restaurantId),
      };
      const live = (await repo.futureBookings(spec.restaurantId, now)).filter((booking) =>
        occupiesAt(booking, now),
      );
      const outside = bookingsLeftOutside(live, current, spec.next(current), timeZone);
      if (outside.length > 0 && !spec.keepBookings) {
        return { saved: false, affected: outside.map((b) => affectedView(b, timeZone)) };
      }
      const { value, audit } = await spec.write(repo, current);
      await settingsHistory(tx).record({
        restaurantId: spec.restaurantId,
        userId: spec.userId,
        at: now,
        ...audit,
      });
      await announceSettingsChanged(tx, spec.restaurantId);
      return { saved: true, value };
    });
  }

  /** Refuses a special day on a date already past, or on a date another special day has. */
  async function checkDate(restaurantId: number, date: string, exceptId?: number) {
    const { today } = await restaurantDate(restaurantId);
    if (date < today) throw invalidField('date', 'date is in the past');
    const days = await createHoursRepository(deps.db).specialDays(restaurantId);
    if (days.some((day) => day.date === date && day.id !== exceptId)) {
      throw invalidField('date', 'this date already has special hours');
    }
  }

  const withoutDay = (days: SpecialDayRow[], id: number) => days.filter((d) => d.id !== id);
  const findDay = (days: SpecialDayRow[], id: number) => {
    const day = days.find((d) => d.id === id);
    if (!day) throw new AppError('not_found', 404, 'No such special day');
    return day;
  };

  async function read(restaurantId: number): Promise<OpeningHoursResponse> {
    const { timeZone, today } = await restaurantDate(restaurantId);
    const repo = createHoursRepository(deps.db);
    const days = await repo.specialDays(restaurantId);
    return {
      timeZone,
      today,
      services: await repo.weeklyServices(restaurantId),
      specialDays: days.filter((day) => day.date >= today).map(dayOf),
    };
  }

  return {
    read,

    async saveWeek(
      restaurantId: number,
      userId: string,
      request: { services: WeeklyService[]; keepBookings: boolean },
    ): Promise<SettingsResult<OpeningHoursResponse>> {
      const result = await change({
        restaurantId,
        userId,
        keepBookings: request.keepBookings,
        next: (current) => ({ services: request.services, specialDays: current.specialDays }),
        async write(repo, current) {
          await repo.replaceWeeklyServices(restaurantId, request.services);
          return {
            value: undefined,
            audit: {
              area: 'hours',
              action: 'update',
              changes: fieldChanges(
                weekByDay(current.services),
                weekByDay(await repo.weeklyServices(restaurantId)),
              ),
            },
          };
        },
      });
      return result.saved ? { saved: true, value: await read(restaurantId) } : result;
    },

    async addSpecialDay(
      restaurantId: number,
      userId: string,
      request: SpecialDayInput,
    ): Promise<SettingsResult<SpecialDay>> {
      await checkDate(restaurantId, request.date);
      const day = { date: request.date, closed: request.closed, services: request.services };
      return change({
        restaurantId,
        userId,
        keepBookings: request.keepBookings,
        next: (current) => ({
          services: current.services,
          specialDays: [...current.specialDays, { id: 0, ...day }],
        }),
        async write(repo) {
          const id = await repo.insertSpecialDay(restaurantId, day);
          return {
            value: { id, ...day },
            audit: {
              area: 'specialDays',
              action: 'create',
              changes: fieldChanges({}, auditedDay(day)),
            },
          };
        },
      });
    },

    async changeSpecialDay(
      restaurantId: number,
      userId: string,
      id: number,
      request: SpecialDayInput,
    ): Promise<SettingsResult<SpecialDay>> {
      await checkDate(restaurantId, request.date, id);
      const day = { id, date: request.date, closed: request.closed, services: request.services };
      return change({
        restaurantId,
        userId,
        keepBookings: request.keepBookings,
        next: (current) => {
          findDay(current.specialDays, id);
          return {
            services: current.services,
            specialDays: [...withoutDay(current.specialDays, id), day],
          };
        },
        async write(repo, current) {
          const before = findDay(current.specialDays, id);
          await repo.updateSpecialDay(restaurantId, day);
          return {
            value: day,
            audit: {
              area: 'specialDays',
              action: 'update',
              changes: fieldChanges(auditedDay(before), auditedDay(day)),
            },
          };
        },
      });
    },

    async removeSpecialDay(
      restaurantId: number,
      userId: string,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<null>> {
      return change({
        restaurantId,
        userId,
        keepBookings,
        next: (current) => {
          findDay(current.specialDays, id);
          return { services: current.services, specialDays: withoutDay(current.specialDays, id) };
        },
        async write(repo, current) {
          const before = findDay(current.specialDays, id);
          await repo.deleteSpecialDay(restaurantId, id);
          return {
            value: null,
            audit: {
              area: 'specialDays',
              action: 'delete',
              changes: fieldChanges(auditedDay(before), {}),
            },
          };
        },
      });
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
