import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { readDataBlock } from './data-block';
import { renderContext } from './render-context';

/** The id of the data block the server writes into index.html (apps/server plugins/spa-head.ts). */
const EMBEDDED_ID = 'site-settings';

/**
 * The settings the server wrote into the page, so the first paint needs no API round trip;
 * undefined in development (Vite serves index.html) or if the block is missing or broken, and
 * the settings are then fetched.
 */
export function embeddedSettings(): SiteSettingsResponse | undefined {
  // The server's rendering has no page to read; it renders with the settings it injects.
  if (typeof document === 'undefined') return renderContext()?.settings;
  return readDataBlock<SiteSettingsResponse>(EMBEDDED_ID);
}
