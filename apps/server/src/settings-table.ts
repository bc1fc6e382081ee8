import { settingDocs, settingSchemas } from './config.ts';

/**
 * The README's settings table, written from the config schema's descriptions
 * (`npm run docs:settings`); settings-table.test.ts fails when the README's copy differs.
 */

export const TABLE_START = '<!-- settings-table:start (npm run docs:settings writes it) -->';
export const TABLE_END = '<!-- settings-table:end -->';

type Row = { name: string; shownDefault: string; description: string };

/** What an unset variable means: the schema's own default, else the words its description gives. */
function shownDefault(name: string, schema: (typeof settingSchemas)[keyof typeof settingSchemas]) {
  const doc = settingDocs.get(schema);
  if (!doc)
    throw new Error(`${name} has no description: wrap its schema in setting() in config.ts`);
  if (doc.shownDefault !== undefined) return doc.shownDefault;
  const value: unknown = schema.parse(undefined);
  return value === undefined ? '(unset)' : `\`${String(value)}\``;
}

export function settingsRows(): Row[] {
  return Object.entries(settingSchemas).map(([name, schema]) => ({
    name: `\`${name}\``,
    shownDefault: shownDefault(name, schema),
    description: settingDocs.get(schema)?.description ?? '',
  }));
}

/** The table laid out as Prettier lays out Markdown tables: every column padded to its widest cell. */
export function settingsTable(rows: Row[] = settingsRows()): string {
  const lines = [
    ['Variable', 'Default', 'Meaning'],
    ...rows.map((row) => [row.name, row.shownDefault, row.description]),
  ];
  const width = (text: string) => [...text].length;
  const widths = [0, 1, 2].map((column) =>
    Math.max(...lines.map((cells) => width(cells[column] ?? ''))),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell + ' '.repeat((widths[column] ?? 0) - width(cell))).join(' | ')} |`;
  const [header = [], ...body] = lines;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The README with the text between the table's markers replaced by `table`. */
export function withSettingsTable(readme: string, table: string = settingsTable()): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(
      `README.md has lost its settings-table markers (${TABLE_START} … ${TABLE_END})`,
    );
  }
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${readme.slice(end)}`;
}
