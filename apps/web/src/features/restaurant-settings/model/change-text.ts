/**
 * How the change history shows a recorded value: services as "Dinner 17:00–23:00 (21:30)",
 * sitting lengths as "5–6: 180", yes and no, or the value itself. Pure, so the history's words
 * are tested without a page.
 */
export function valueText(value: unknown, words: { yes: string; no: string; none: string }) {
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) {
    if (value.length === 0) return words.none;
    return value.map((item) => itemText(item)).join('; ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  if (typeof record.opens === 'string') {
    const name = typeof record.name === 'string' && record.name ? `${record.name} ` : '';
    return `${name}${record.opens}–${String(record.closes)} (${String(record.lastSeating)})`;
  }
  if (typeof record.minGuests === 'number') {
    return `${record.minGuests}–${String(record.maxGuests)}: ${String(record.minutes)}`;
  }
  return JSON.stringify(item);
}

/** The weekday a `weekday.N` field names, or null for another field. */
export function weekdayOfField(field: string): number | null {
  const match = /^weekday\.([0-6])$/.exec(field);
  return match ? Number(match[1]) : null;
}
