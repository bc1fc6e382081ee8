/** The words a recorded value is shown with: yes, no, none, and a duration's ("2 h 30 min"). */
export type ValueWords = {
  yes: string;
  no: string;
  none: string;
  duration: (minutes: number) => string;
};

/** The booking rules' durations, stored as minutes and shown as hours and minutes (or days). */
const DURATION_FIELDS = new Set(['leadTimeMinutes', 'defaultDurationMinutes']);

/**
 * How the change history shows a recorded value: services as "Dinner 17:00–23:00 (21:30)",
 * sitting lengths as "5–6: 3 h", a lead time as "1 day 2 h", yes and no, or the value itself.
 * `field` is the changed field's name. Pure, so the history's words are tested without a page.
 */
export function valueText(value: unknown, words: ValueWords, field = '') {
  if (value === null || value === undefined) return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number' && DURATION_FIELDS.has(field)) return words.duration(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return words.none;
    return value.map((item) => itemText(item, words)).join('; ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function itemText(item: unknown, words: ValueWords): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  if (typeof record.opens === 'string') {
    const name = typeof record.name === 'string' && record.name ? `${record.name} ` : '';
    return `${name}${record.opens}–${String(record.closes)} (${String(record.lastSeating)})`;
  }
  if (typeof record.minGuests === 'number') {
    const minutes =
      typeof record.minutes === 'number' ? words.duration(record.minutes) : String(record.minutes);
    return `${record.minGuests}–${String(record.maxGuests)}: ${minutes}`;
  }
  return JSON.stringify(item);
}

/** The weekday a `weekday.N` field names, or null for another field. */
export function weekdayOfField(field: string): number | null {
  const match = /^weekday\.([0-6])$/.exec(field);
  return match ? Number(match[1]) : null;
}
