import { seedDemoOwners } from './demo/owners.ts';
import { systemClock, type Clock } from '../src/clock.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { syncAdministrators } from '../src/modules/admin/administrators.ts';
import { defaultMetaTags } from '../src/modules/settings/default-settings.ts';
import { refreshSearchText } from '../src/modules/search/search-text-refresh.ts';
import { createSettingsRepository } from '../src/modules/settings/settings.repository.ts';
import { localBaseUrl } from '../src/public-url.ts';
import { seedDemoRestaurants } from './demo/seed-demo.ts';

/**
 * Start-up seed, run after migrations: inserts what the product needs to render and leaves
 * existing rows alone, so it is idempotent and never overwrites an operator's edits. What it
 * rewrites is derived: restaurants' stored search text, where the folding changed since it was
 * stored (search-text-refresh.ts), and who is a Dekka administrator, which ADMIN_EMAILS decides
 * alone (administrators.ts).
 * The demo restaurants (seed/demo) go in only when `seedDemo` is on (SEED_DEMO; by default only
 * on the embedded database) and while there are no restaurants at all.
 */
export async function seed(
  database: Database,
  config: Pick<Config, 'host' | 'port' | 'seedDemo' | 'adminEmails'>,
  clock: Clock = systemClock,
): Promise<void> {
  await refreshSearchText(database.db);
  const settings = createSettingsRepository(database.db);
  await settings.insertIfMissing(
    { metaTags: defaultMetaTags(localBaseUrl(config.host, config.port)), theme: null },
    clock.now(),
  );
  await syncAdministrators(database.db, config.adminEmails, clock.now());
  if (config.seedDemo) {
    await seedDemoRestaurants(database.db, clock.now());
    await seedDemoOwners(database.db, clock.now());
  }
}
