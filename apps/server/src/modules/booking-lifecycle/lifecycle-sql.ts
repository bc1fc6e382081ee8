import { sql, type SQL } from 'drizzle-orm';
import { bookings } from '../../db/schema.ts';
import { OCCUPYING_STATUSES } from './lifecycle.ts';

const occupyingList = OCCUPYING_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The lifecycle's occupiesAt as SQL over a bookings row named `alias`, with `now` a bound
 * timestamptz parameter: confirmed, or held with the hold still running. Expired holds count
 * as free even before the sweeper marks them, so a slot reopens the moment a hold lapses.
 */
export function occupiesAtText(alias: string, now: string): string {
  return `(${alias}.status in (${occupyingList}) or (${alias}.status = 'held' and ${alias}.hold_expires_at > ${now}))`;
}

/** occupiesAtText for a Drizzle query over the `bookings` table. */
export function occupiesAtSql(now: Date): SQL {
  return sql`(${bookings.status} in (${sql.raw(occupyingList)}) or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz))`;
}
