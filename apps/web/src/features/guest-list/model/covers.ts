import type { GuestListEntry, GuestListResponse, GuestStatus } from '@dekka/contracts/guest-list';

/*
 * The numbers above the guest list. Covers are the guests the kitchen cooks for: every party
 * except those cancelled, not shown or still on the waiting list.
 */

const NOT_COVERS: readonly GuestStatus[] = ['cancelled', 'no_show', 'waitlisted'];

type Service = GuestListResponse['services'][number];

export interface PeriodCovers extends Service {
  covers: number;
}

export interface QuarterCovers {
  /** "19:15": the quarter-hour the parties start in. */
  time: string;
  covers: number;
}

export interface DaySummary {
  /** Bookings that stand or stood: everything but cancellations and the waiting list. */
  bookings: number;
  covers: number;
  /** Parties still waiting for a table. */
  waitingList: number;
  periods: PeriodCovers[];
  /** Covers starting outside every service period (a booking made by hand, a late change). */
  outsidePeriods: number;
  /** Only the quarter-hours that have covers, earliest first. */
  quarters: QuarterCovers[];
}

export function countsAsCovers(entry: Pick<GuestListEntry, 'status'>): boolean {
  return !NOT_COVERS.includes(entry.status);
}

/** The waiting list's entries, whatever became of them; they are listed apart from the bookings. */
export function isOnWaitingList(entry: Pick<GuestListEntry, 'status' | 'isWaitingList'>): boolean {
  return entry.isWaitingList || entry.status === 'waitlisted';
}

/** "19:00" from "2026-12-04T19:00": the restaurant's wall clock, as the server sends it. */
export function startTime(entry: Pick<GuestListEntry, 'startsAt'>): string {
  return entry.startsAt.slice(11, 16);
}

/** [opens, closes), "HH:mm"; a period that closes after midnight wraps round. */
function inPeriod(time: string, { opens, closes }: Service): boolean {
  return closes > opens ? opens <= time && time < closes : time >= opens || time < closes;
}

function quarterOf(time: string): string {
  const minutes = Number(time.slice(3, 5));
  return `${time.slice(0, 3)}${String(Math.floor(minutes / 15) * 15).padStart(2, '0')}`;
}

/** Covers per service period: each party counts in the first period its start time falls in. */
export function coversPerPeriod(
  entries: readonly GuestListEntry[],
  services: readonly Service[],
): { periods: PeriodCovers[]; outsidePeriods: number } {
  const periods = services.map((service) => ({ ...service, covers: 0 }));
  let outsidePeriods = 0;
  for (const entry of entries) {
    if (!countsAsCovers(entry)) continue;
    const period = periods.find((candidate) => inPeriod(startTime(entry), candidate));
    if (period) period.covers += entry.guests;
    else outsidePeriods += entry.guests;
  }
  return { periods, outsidePeriods };
}

/** Covers per quarter-hour of start time, only the quarters that have any. */
export function coversPerQuarterHour(entries: readonly GuestListEntry[]): QuarterCovers[] {
  const byQuarter = new Map<string, number>();
  for (const entry of entries) {
    if (!countsAsCovers(entry)) continue;
    const quarter = quarterOf(startTime(entry));
    byQuarter.set(quarter, (byQuarter.get(quarter) ?? 0) + entry.guests);
  }
  return [...byQuarter]
    .map(([time, covers]) => ({ time, covers }))
    .filter((quarter) => quarter.covers > 0)
    .sort((a, b) => a.time.localeCompare(b.time));
}

export function summarizeDay(day: Pick<GuestListResponse, 'entries' | 'services'>): DaySummary {
  const { entries, services } = day;
  return {
    bookings: entries.filter((entry) => !isOnWaitingList(entry) && entry.status !== 'cancelled')
      .length,
    covers: entries.reduce((sum, entry) => sum + (countsAsCovers(entry) ? entry.guests : 0), 0),
    waitingList: entries.filter((entry) => entry.status === 'waitlisted').length,
    ...coversPerPeriod(entries, services),
    quarters: coversPerQuarterHour(entries),
  };
}
