import type { GuestListEntry } from '@dekka/contracts/guest-list';
import type { TranslationKey } from '../../../lib/i18n';
import { startTime } from './covers';

/**
 * How a row names its guest when the booking has no name: a party taken at the door (source
 * "walk_in", or "other" from before walk-ins had a source of their own) is a walk-in; any other
 * booking without a name (a phone booking taken in a hurry) has no name.
 */
export function unnamedKind(entry: Pick<GuestListEntry, 'name' | 'source'>): 'walkIn' | 'noName' {
  return entry.source === 'walk_in' || entry.source === 'other' ? 'walkIn' : 'noName';
}

/** The guest's name (or "Walk-in", "No name") and start time, which every button's name carries. */
export function whoOf(
  entry: GuestListEntry,
  t: (key: TranslationKey) => string,
): { name: string; time: string } {
  return { name: entry.name ?? t(`staff.guestList.${unnamedKind(entry)}`), time: startTime(entry) };
}

/** A number to dial: "+354 555 1234" → "tel:+3545551234". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export type OrdinalForm = 'one' | 'two' | 'few' | 'other';
const FORMS: readonly string[] = ['one', 'two', 'few', 'other'];

/**
 * Which "nth visit" string a number takes in a language: English says 1st, 2nd, 3rd, 4th
 * (Intl's ordinal rules: one, two, few, other); the Nordic languages and Spanish write "3." for
 * all of them (other).
 */
export function ordinalForm(language: string, count: number): OrdinalForm {
  const form = new Intl.PluralRules(language, { type: 'ordinal' }).select(count);
  return FORMS.includes(form) ? (form as OrdinalForm) : 'other';
}
