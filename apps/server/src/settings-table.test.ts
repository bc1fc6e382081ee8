import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configKeys } from './config.ts';
import {
  TABLE_END,
  TABLE_START,
  settingsRows,
  settingsTable,
  withSettingsTable,
} from './settings-table.ts';

const readmePath = new URL('../../../README.md', import.meta.url);

describe('the settings table', () => {
  it('documents exactly the variables the config reads, each with a description', () => {
    const rows = settingsRows();
    expect(rows.map((row) => row.name.replaceAll('`', '')).sort()).toEqual([...configKeys].sort());
    for (const row of rows) expect(row.description, row.name).not.toBe('');
  });

  it("shows the schema's default, or what its description says when the schema has none", () => {
    const byName = new Map(settingsRows().map((row) => [row.name, row.shownDefault]));
    expect(byName.get('`PORT`')).toBe('`3000`');
    expect(byName.get('`DEMO_PHOTOS`')).toBe('`true`');
    expect(byName.get('`DATABASE_URL`')).toBe('(unset)');
    expect(byName.get('`JWT_SECRET`')).toBe('(generated)');
  });

  it('is the one in README.md: run `npm run docs:settings` after changing a setting', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme).toContain(TABLE_START);
    expect(readme).toContain(TABLE_END);
    expect(withSettingsTable(readme)).toBe(readme);
  });

  it('pads every column to its widest cell', () => {
    const table = settingsTable([
      { name: '`A`', shownDefault: '`1`', description: 'Short' },
      { name: '`LONGER`', shownDefault: '(unset)', description: 'Reykjavík…' },
    ]);
    expect(table.split('\n')).toEqual([
      '| Variable | Default | Meaning    |',
      '| -------- | ------- | ---------- |',
      '| `A`      | `1`     | Short      |',
      '| `LONGER` | (unset) | Reykjavík… |',
    ]);
  });
});
