import { sql } from 'drizzle-orm';
import type { MetaTags, Theme } from '@dekka/contracts/settings';
import type { AppDatabase } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

export type StoredSiteSettings = { metaTags: MetaTags; theme: Partial<Theme> | null };

const SINGLETON_ID = 1;

export function createSettingsRepository(db: AppDatabase) {
  return {
    async get(): Promise<StoredSiteSettings | undefined> {
      const [row] = await db
        .select({ metaTags: siteSettings.metaTags, theme: siteSettings.theme })
        .from(siteSettings)
        .limit(1);
      return row;
    },

    /** Inserts the row unless one exists; true when it inserted. Safe to race. */
    async insertIfMissing(settings: StoredSiteSettings, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(siteSettings)
        .values({ id: SINGLETON_ID, ...settings, updatedAt: now })
        .onConflictDoNothing({ target: siteSettings.id })
        .returning({ id: siteSettings.id });
      return inserted.length > 0;
    },

    async replace(settings: StoredSiteSettings, now: Date): Promise<void> {
      await db
        .update(siteSettings)
        .set({ ...settings, updatedAt: now })
        .where(sql`${siteSettings.id} = ${SINGLETON_ID}`);
    },
  };
}
