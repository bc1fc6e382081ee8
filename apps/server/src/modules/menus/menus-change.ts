import { COUNTRY_LANGUAGE, type Language } from '@dekka/contracts/languages';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { occupiesAt } from '../booking-lifecycle/lifecycle.ts';
import { settingsHistory, type AuditRecord } from '../catalogue-changes/audit-log.service.ts';
import { affectedView } from '../restaurants/hours.service.ts';
import { createMenusRepository, type RestaurantFacts } from './menus.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';
import type { SettingsResult } from '../catalogue-changes/settings-result.ts';

export type AuditItem = Pick<AuditRecord, 'area' | 'action' | 'changes'>;
type Outcome<T> = SettingsResult<{ value: T; audits: AuditItem[] }>;
export type ChangeContext = {
  tx: AppDatabase;
  restaurant: RestaurantFacts;
  own: Language;
  now: Date;
};

export function saved<T>(value: T, audits: AuditItem[]): Outcome<T> {
  return { saved: true, value: { value, audits } };
}

/**
 * An update's changes with the row's name kept when it did not change, so the entry says which
 * menu or event it was: `{ menu: { from: 'Lunch', to: 'Lunch' }, price: … }`. Nothing when
 * nothing changed (no entry is written then).
 */
export function withName(
  key: string,
  name: string,
  changes: AuditItem['changes'],
): AuditItem['changes'] {
  if (Object.keys(changes).length === 0 || key in changes) return changes;
  return { [key]: { from: name, to: name }, ...changes };
}

type Booking = Parameters<typeof affectedView>[0];

/** The confirmed bookings and live holds among `rows`, as the conflict list shows them. */
export function liveBookings(rows: readonly Booking[], now: Date, timeZone: string) {
  return rows.filter((row) => occupiesAt(row, now)).map((row) => affectedView(row, timeZone));
}

/**
 * One change of a restaurant's menus, events or ordering setup (docs/decisions/042 and 044):
 * in a transaction holding the restaurant's row, `run` checks and writes and returns its answer
 * and audit entries, or the bookings that make it a question (nothing is written then). The
 * change is announced at commit, so every process forgets the restaurant's cached inputs (the
 * reserve's menus and event ids, whether it has events), and this process does at once.
 */
export async function changeAndAnnounce<T>(
  deps: { db: AppDatabase; clock: Clock },
  restaurantId: number,
  userId: string,
  run: (context: ChangeContext) => Promise<Outcome<T>>,
): Promise<SettingsResult<T>> {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx): Promise<SettingsResult<T>> => {
    const restaurant = await createMenusRepository(tx).lockRestaurant(restaurantId);
    if (!restaurant) throw new AppError('not_found', 404);
    const own = COUNTRY_LANGUAGE[restaurant.country];
    const outcome = await run({ tx, restaurant, own, now });
    if (!outcome.saved) return outcome;
    const audit = settingsHistory(tx);
    for (const entry of outcome.value.audits) {
      await audit.record({ restaurantId, userId, at: now, ...entry });
    }
    await announceSettingsChanged(tx, restaurantId);
    return { saved: true, value: outcome.value.value };
  });
  if (result.saved) settingsChangedHere(deps.db, restaurantId);
  return result;
}

/** A change that never asks: its value, once saved. */
export function savedValue<T>(result: SettingsResult<T>): T {
  if (!result.saved) throw new Error('a change that never asks was refused');
  return result.value;
}
