// Rewrites the settings table in README.md from the config schema's descriptions
// (apps/server/src/config.ts): `npm run docs:settings` after adding or changing a setting.
import { readFile, writeFile } from 'node:fs/promises';
import { withSettingsTable } from '../apps/server/src/settings-table.ts';

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = await readFile(readmeUrl, 'utf8');
const updated = withSettingsTable(readme);
if (updated === readme) {
  console.log('README.md: the settings table is up to date');
} else {
  await writeFile(readmeUrl, updated);
  console.log('README.md: settings table rewritten');
}
