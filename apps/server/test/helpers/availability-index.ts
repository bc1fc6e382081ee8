import type { AppDatabase } from '../../src/db/client.ts';
import {
  markNewDays,
  refreshAvailabilityIndex,
  vacuumMarks,
} from '../../src/modules/availability-index/index-refresh.ts';

/**
 * Brings the availability index up to date as the server's refresher would within a second or
 * two: marks the days of the horizon, refreshes until nothing is dirty, vacuums the marks.
 */
export async function settleAvailabilityIndex(db: AppDatabase, now: Date): Promise<void> {
  await markNewDays(db, now);
  while ((await refreshAvailabilityIndex(db, now)) > 0);
  await vacuumMarks(db);
}
