import { utcToZoned } from '@dekka/time/local-time';
import type { RestaurantRules } from '@dekka/availability/types';
import type {
  AffectedBooking,
  OpeningHoursResponse,
  ServiceHours,
  SpecialPeriod,
  SpecialPeriodRequest,
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
  datesOf,
  type FutureBookingRow,
  type HoursRepository,
  type SpecialDayRow,
  type SpecialPeriodRow,
} from './hours.repository.ts';
import { invalidField } from '../../invalid-field.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';
import type { SettingsResult } from '../catalogue-changes/settings-result.ts';

type Hours = Pick<RestaurantRules, 'services' | 'specialDays'>;
type SpecialPeriodInput = z.output<typeof SpecialPeriodRequest>;

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

const periodOf = (row: SpecialPeriodRow): SpecialPeriod => ({ ...row });

/** What the refusals of a period's dates say (the web form names them at the first date). */
const OVERLAPS = 'these dates overlap another special period';

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

/** The special period's fields as the audit log records them. */
const auditedPeriod = (period: Omit<SpecialPeriodRow, 'id'>) => ({
  name: period.name,
  firstDate: period.firstDate,
  lastDate: period.lastDate,
  closed: period.closed,
  services: period.services,
});

/** The special days once a period's dates are written: its old dates gone, its new ones in. */
function daysWith(
  days: readonly SpecialDayRow[],
  periodId: number,
  period: Omit<SpecialPeriodRow, 'id'> | null,
): SpecialDayRow[] {
  const kept = days.filter((day) => day.periodId !== periodId);
  if (!period) return kept;
  const { closed, services } = period;
  return [...kept, ...datesOf(period).map((date) => ({ id: 0, periodId, date, closed, services }))];
}

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
      // Two people adding special hours on one date at once: the unique index decides.
      if (sqlState(error) === SqlState.uniqueViolation) throw invalidField('firstDate', OVERLAPS);
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

  /**
   * Refuses a period that starts in the past (one already under way may keep its first date), or
   * whose dates meet another period's or a special day's outside any period.
   */
  async function checkDates(restaurantId: number, period: SpecialPeriodInput, exceptId?: number) {
    const { today } = await restaurantDate(restaurantId);
    const repo = createHoursRepository(deps.db);
    const periods = await repo.specialPeriods(restaurantId);
    const before = periods.find((p) => p.id === exceptId);
    if (period.lastDate < today) throw invalidField('lastDate', 'date is in the past');
    if (period.firstDate < today && period.firstDate !== before?.firstDate) {
      throw invalidField('firstDate', 'date is in the past');
    }
    const days = await repo.specialDays(restaurantId);
    const taken = days.some(
      (day) =>
        (exceptId === undefined || day.periodId !== exceptId) &&
        day.date >= period.firstDate &&
        day.date <= period.lastDate,
    );
    const overlaps = periods.some(
      (p) => p.id !== exceptId && p.firstDate <= period.lastDate && period.firstDate <= p.lastDate,
    );
    if (taken || overlaps) throw invalidField('firstDate', OVERLAPS);
  }

  const findPeriod = (periods: SpecialPeriodRow[], id: number) => {
    const period = periods.find((p) => p.id === id);
    if (!period) throw new AppError('not_found', 404, 'No such special period');
    return period;
  };

  /** The period before the change, read in the change's transaction. */
  async function periodIn(repo: HoursRepository, restaurantId: number, id: number) {
    return findPeriod(await repo.specialPeriods(restaurantId), id);
  }

  async function read(restaurantId: number): Promise<OpeningHoursResponse> {
    const { timeZone, today } = await restaurantDate(restaurantId);
    const repo = createHoursRepository(deps.db);
    const periods = await repo.specialPeriods(restaurantId);
    return {
      timeZone,
      today,
      services: await repo.weeklyServices(restaurantId),
      specialPeriods: periods.filter((period) => period.lastDate >= today).map(periodOf),
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

    async addSpecialPeriod(
      restaurantId: number,
      userId: string,
      request: SpecialPeriodInput,
    ): Promise<SettingsResult<SpecialPeriod>> {
      await checkDates(restaurantId, request);
      const { keepBookings, ...period } = request;
      return change({
        restaurantId,
        userId,
        keepBookings,
        next: (current) => ({
          services: current.services,
          specialDays: daysWith(current.specialDays, -1, period),
        }),
        async write(repo) {
          const id = await repo.insertSpecialPeriod(restaurantId, period);
          return {
            value: { id, ...period },
            audit: {
              area: 'specialDays',
              action: 'create',
              changes: fieldChanges({}, auditedPeriod(period)),
            },
          };
        },
      });
    },

    async changeSpecialPeriod(
      restaurantId: number,
      userId: string,
      id: number,
      request: SpecialPeriodInput,
    ): Promise<SettingsResult<SpecialPeriod>> {
      findPeriod(await createHoursRepository(deps.db).specialPeriods(restaurantId), id);
      await checkDates(restaurantId, request, id);
      const { keepBookings, ...fields } = request;
      const period = { id, ...fields };
      return change({
        restaurantId,
        userId,
        keepBookings,
        next: (current) => ({
          services: current.services,
          specialDays: daysWith(current.specialDays, id, period),
        }),
        async write(repo) {
          const before = await periodIn(repo, restaurantId, id);
          await repo.updateSpecialPeriod(restaurantId, period);
          return {
            value: period,
            audit: {
              area: 'specialDays',
              action: 'update',
              changes: fieldChanges(auditedPeriod(before), auditedPeriod(period)),
            },
          };
        },
      });
    },

    async removeSpecialPeriod(
      restaurantId: number,
      userId: string,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<null>> {
      findPeriod(await createHoursRepository(deps.db).specialPeriods(restaurantId), id);
      return change({
        restaurantId,
        userId,
        keepBookings,
        next: (current) => ({
          services: current.services,
          specialDays: daysWith(current.specialDays, id, null),
        }),
        async write(repo) {
          const before = await periodIn(repo, restaurantId, id);
          await repo.deleteSpecialPeriod(restaurantId, id);
          return {
            value: null,
            audit: {
              area: 'specialDays',
              action: 'delete',
              changes: fieldChanges(auditedPeriod(before), {}),
            },
          };
        },
      });
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
