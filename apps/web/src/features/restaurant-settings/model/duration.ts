import type { TranslationKey } from '../../../lib/i18n';

/**
 * A length of time that the settings store as whole minutes (a booking's lead time, a sitting's
 * length) and an owner types as days, hours and minutes. Pure, so the splitting, the adding up
 * and the words are tested without a page.
 */

const HOUR = 60;
const DAY = 24 * HOUR;

/** The largest part a field offers: a lead time goes to days, a sitting's length to hours. */
export type DurationUnits = 'days' | 'hours';

/** A duration as typed, one string per part ('' for a part left empty; `days` unused in hours). */
export type DurationDraft = { days: string; hours: string; minutes: string };

/** A stored total as the parts a field shows: 150 → 2 h 30 min; 2880 → 2 days 0 h 0 min. */
export function splitMinutes(total: number, units: DurationUnits): DurationDraft {
  const days = units === 'days' ? Math.floor(total / DAY) : 0;
  const rest = total - days * DAY;
  return {
    days: units === 'days' ? String(days) : '',
    hours: String(Math.floor(rest / HOUR)),
    minutes: String(rest % HOUR),
  };
}

/** One typed part: '' is 0; null for a negative, fractional or non-numeric part. */
function partOf(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 ? value : null;
}

/** The total minutes of the typed parts, or null when a part is not a whole number of 0 or more. */
export function minutesOf(draft: DurationDraft): number | null {
  const days = partOf(draft.days);
  const hours = partOf(draft.hours);
  const minutes = partOf(draft.minutes);
  if (days === null || hours === null || minutes === null) return null;
  return days * DAY + hours * HOUR + minutes;
}

/** A duration field's allowed totals, in minutes. */
export type DurationBounds = { min: number; max: number };

/**
 * What is wrong with a typed duration, if anything: a part that is not a whole number of 0 or
 * more, or a total outside the bounds (whose message names the bound, `{{min}}` or `{{max}}`).
 */
export function durationError(
  draft: DurationDraft,
  bounds: DurationBounds,
): TranslationKey | undefined {
  const total = minutesOf(draft);
  if (total === null) return 'staff.settings.errors.durationParts';
  if (total < bounds.min) return 'staff.settings.errors.durationAtLeast';
  if (total > bounds.max) return 'staff.settings.errors.durationAtMost';
  return undefined;
}

type Translate = (key: TranslationKey, values?: { count?: number }) => string;

/** The non-zero parts of a total, largest first; "0 minutes" for none. */
function parts(total: number): { unit: 'days' | 'hours' | 'minutes'; count: number }[] {
  const found = [
    { unit: 'days' as const, count: Math.floor(total / DAY) },
    { unit: 'hours' as const, count: Math.floor((total % DAY) / HOUR) },
    { unit: 'minutes' as const, count: total % HOUR },
  ].filter((part) => part.count > 0);
  return found.length > 0 ? found : [{ unit: 'minutes', count: 0 }];
}

/** A bound in words, as the hints and messages say it: "7 days", "15 minutes", "12 hours". */
function durationInWords(total: number, t: Translate): string {
  return parts(total)
    .map(({ unit, count }) => t(`staff.settings.duration.long.${unit}`, { count }))
    .join(' ');
}

/** A field's bounds in words, for its hint and its messages: `{ min: '15 minutes', max: … }`. */
export function boundsInWords(bounds: DurationBounds, t: Translate): { min: string; max: string } {
  return { min: durationInWords(bounds.min, t), max: durationInWords(bounds.max, t) };
}

/** A stored value as a summary prints it: "2 h 30 min", "2 days", "1 day 1 h", "0 min". */
export function formatDuration(total: number, t: Translate): string {
  return parts(total)
    .map(({ unit, count }) =>
      unit === 'days'
        ? t('staff.settings.duration.long.days', { count })
        : t(`staff.settings.duration.short.${unit}`, { count }),
    )
    .join(' ');
}
