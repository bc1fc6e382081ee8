import type { WeeklyService } from '@dekka/contracts/restaurant-settings';

/** A service row of the week's form; `key` keeps React's rows stable as rows come and go. */
export type ServiceRow = WeeklyService & { key: string };

/** Monday first, as the Nordic and Spanish weeks begin; 0 is Sunday, as the server counts. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

let nextKey = 0;
export const rowKey = () => `row-${(nextKey += 1)}`;

export function toRows(services: readonly WeeklyService[]): ServiceRow[] {
  return services.map((service) => ({ ...service, key: rowKey() }));
}

export function fromRows(rows: readonly ServiceRow[]): WeeklyService[] {
  return rows.map(({ weekday, name, opens, closes, lastSeating }) => ({
    weekday,
    name,
    opens,
    closes,
    lastSeating,
  }));
}

/** The services of one weekday, in their order. */
export const servicesOf = <T extends WeeklyService>(services: readonly T[], weekday: number) =>
  services.filter((service) => service.weekday === weekday);

/** The same services in the same order (a name is compared as the server keeps it, trimmed). */
function sameServices(a: readonly WeeklyService[], b: readonly WeeklyService[]) {
  return (
    a.length === b.length &&
    a.every((service, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        service.name.trim() === other.name.trim() &&
        service.opens === other.opens &&
        service.closes === other.closes &&
        service.lastSeating === other.lastSeating
      );
    })
  );
}

/** Whether the draft of `weekday` differs from the week as stored. */
export function dayChanged(
  rows: readonly ServiceRow[],
  stored: readonly WeeklyService[],
  weekday: number,
) {
  return !sameServices(fromRows(servicesOf(rows, weekday)), servicesOf(stored, weekday));
}

/**
 * The draft with each of `to` given copies of the services of `from` in place of its own (a
 * closed day copies as closed); each copy is a row of its own.
 */
export function copyDay(rows: readonly ServiceRow[], from: number, to: readonly number[]) {
  const source = servicesOf(rows, from);
  return [
    ...rows.filter((row) => !to.includes(row.weekday)),
    ...to.flatMap((weekday) => source.map((row) => ({ ...row, weekday, key: rowKey() }))),
  ];
}

/** The week as stored with the services of `weekday` replaced by `services`. */
export function weekWithDay(
  stored: readonly WeeklyService[],
  weekday: number,
  services: readonly WeeklyService[],
): WeeklyService[] {
  return [...stored.filter((service) => service.weekday !== weekday), ...services];
}
