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
