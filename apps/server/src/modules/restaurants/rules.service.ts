import type { BookingRules, BookingRulesView } from '@dekka/contracts/restaurant-settings';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { createRulesRepository } from './rules.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';

/**
 * The booking rules (docs/decisions/036-restaurant-settings.md). Slots, notice, party sizes,
 * sitting lengths, pacing and the waiting list apply to bookings made from now on; the
 * cancellation deadline and the reminder are read when they apply, so they reach bookings
 * already made too.
 */
export function createRulesService(deps: { db: AppDatabase; clock: Clock }) {
  async function read(restaurantId: number): Promise<BookingRulesView> {
    const rules = await createRulesRepository(deps.db).read(restaurantId);
    if (!rules) throw new AppError('not_found', 404);
    return rules;
  }

  return {
    read,

    async save(
      restaurantId: number,
      userId: string,
      next: BookingRules,
    ): Promise<BookingRulesView> {
      await deps.db.transaction(async (tx) => {
        const repo = createRulesRepository(tx);
        const current = await repo.read(restaurantId);
        if (!current) throw new AppError('not_found', 404);
        await repo.write(restaurantId, next);
        await settingsHistory(tx).record({
          restaurantId,
          userId,
          area: 'rules',
          action: 'update',
          changes: fieldChanges(current, next),
          at: deps.clock.now(),
        });
        await announceSettingsChanged(tx, restaurantId);
      });
      settingsChangedHere(deps.db, restaurantId);
      return read(restaurantId);
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
