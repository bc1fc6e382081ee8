import type { PublishingMissing, PublishingView } from '@dekka/contracts/joining';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidFields } from '../../invalid-field.ts';
import { createPublishingRepository } from './publishing.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';

type State = { published: boolean; hasHours: boolean; hasTables: boolean };

/** What diners would meet an empty page without: opening hours and a table to book online. */
function missingOf(state: State): PublishingMissing[] {
  return [
    ...(state.hasHours ? [] : (['openingHours'] as const)),
    ...(state.hasTables ? [] : (['tables'] as const)),
  ];
}

const MISSING_MESSAGE: Record<PublishingMissing, string> = {
  openingHours: 'openingHours: the restaurant has no opening hours yet',
  tables: 'tables: the restaurant has no table diners may book online yet',
};

/**
 * Publishing (docs/decisions/043-joining-dekka.md): owners and managers show their restaurant to
 * diners, or hide it again. Publishing is refused (400 naming each missing item as a field) while
 * the restaurant has no opening hours or no table bookable online, so no diner meets a restaurant
 * with nothing to book. A change is audited (area `publishing`) and announced to every process,
 * which then drops the restaurant's cached availability inputs, so diners see it (or stop seeing
 * it) at once.
 */
export function createPublishingService(deps: { db: AppDatabase; clock: Clock }) {
  async function read(restaurantId: number): Promise<PublishingView> {
    const state = await createPublishingRepository(deps.db).state(restaurantId);
    if (!state) throw new AppError('not_found', 404, 'No such restaurant');
    return { published: state.published, missing: missingOf(state) };
  }

  return {
    read,

    async save(restaurantId: number, userId: string, published: boolean): Promise<PublishingView> {
      const changed = await deps.db.transaction(async (tx) => {
        const repository = createPublishingRepository(tx);
        const state = await repository.state(restaurantId, true);
        if (!state) throw new AppError('not_found', 404, 'No such restaurant');
        const missing = missingOf(state);
        if (published && missing.length > 0) {
          throw invalidFields(missing.map((field) => ({ field, message: MISSING_MESSAGE[field] })));
        }
        if (state.published === published) return false;
        await repository.setPublished(restaurantId, published);
        await settingsHistory(tx).record({
          restaurantId,
          userId,
          area: 'publishing',
          action: 'update',
          changes: fieldChanges({ published: state.published }, { published }),
          at: deps.clock.now(),
        });
        await announceSettingsChanged(tx, restaurantId);
        return true;
      });
      if (changed) settingsChangedHere(deps.db, restaurantId);
      return read(restaurantId);
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;
