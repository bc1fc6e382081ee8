import {
  type LookSettings,
  type LookSettingsView,
  lowContrastIssues,
  THEME_KEYS,
} from '@dekka/contracts/restaurant-look';
import { DEFAULT_THEME } from '@dekka/contracts/default-theme';
import type { Theme } from '@dekka/contracts/settings';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidFields } from '../../invalid-field.ts';
import { createLookRepository } from './look.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';

/** Only the theme's keys with a string value: a hand-edited row may hold anything else. */
function themeColours(stored: Partial<Theme>): Partial<Theme> {
  const colours: Partial<Theme> = {};
  for (const key of THEME_KEYS) {
    const value = stored[key];
    if (typeof value === 'string' && value !== '') colours[key] = value;
  }
  return colours;
}

/**
 * The restaurant's look (docs/decisions/037-restaurant-look-and-embed.md): its theme colours,
 * checked for contrast against the site's colours they fall back to (`siteTheme`, which is what
 * the embedded page starts from).
 */
export function createLookService(deps: {
  db: AppDatabase;
  clock: Clock;
  siteTheme: () => Promise<Partial<Theme> | null>;
}) {
  async function dekka(): Promise<Theme> {
    return { ...DEFAULT_THEME, ...themeColours((await deps.siteTheme()) ?? {}) };
  }

  async function read(restaurantId: number): Promise<LookSettingsView> {
    const stored = await createLookRepository(deps.db).read(restaurantId);
    if (!stored) throw new AppError('not_found', 404);
    return { colours: themeColours(stored), dekka: await dekka() };
  }

  return {
    read,

    async save(
      restaurantId: number,
      userId: string,
      next: LookSettings,
    ): Promise<LookSettingsView> {
      const chosen = themeColours(next);
      const failing = lowContrastIssues(chosen, await dekka());
      if (failing.length > 0) throw invalidFields(failing);
      await deps.db.transaction(async (tx) => {
        const repo = createLookRepository(tx);
        const current = await repo.read(restaurantId);
        if (!current) throw new AppError('not_found', 404);
        await repo.write(restaurantId, chosen);
        await settingsHistory(tx).record({
          restaurantId,
          userId,
          area: 'look',
          action: 'update',
          changes: fieldChanges(themeColours(current), chosen),
          at: deps.clock.now(),
        });
        await announceSettingsChanged(tx, restaurantId);
      });
      settingsChangedHere(deps.db, restaurantId);
      return read(restaurantId);
    },
  };
}

export type LookService = ReturnType<typeof createLookService>;
