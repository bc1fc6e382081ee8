import type { JoinRequestInput } from '@dekka/contracts/joining';
import type { TranslationKey } from '../../../lib/i18n';

export const COUNTRIES = ['is', 'es', 'no', 'dk'] as const;
export type Country = (typeof COUNTRIES)[number];

/** The form as typed: every field a string, the country and city as chosen (or not yet). */
export type JoinDraft = {
  restaurantName: string;
  contactName: string;
  email: string;
  phone: string;
  country: Country | '';
  cityId: string;
  address: string;
  website: string;
  message: string;
};

/** The fields in the form's order: the error summary lists them so. */
export const FIELDS = [
  'restaurantName',
  'contactName',
  'email',
  'phone',
  'country',
  'cityId',
  'address',
  'website',
  'message',
] as const satisfies readonly (keyof JoinDraft)[];
export type JoinField = (typeof FIELDS)[number];

export function emptyDraft(country: Country | ''): JoinDraft {
  return {
    restaurantName: '',
    contactName: '',
    email: '',
    phone: '',
    country,
    cityId: '',
    address: '',
    website: '',
    message: '',
  };
}

/** What the contract parses: the city's id as a number (0, which it refuses, when none). */
export function toJoinRequest(draft: JoinDraft): JoinRequestInput {
  return {
    ...draft,
    country: draft.country as Country,
    cityId: Number(draft.cityId) || 0,
  };
}

/** What a zod issue carries that the form reads. */
type Issue = { path: PropertyKey[]; code: string; message: string; origin?: string };

function messageOf(field: JoinField, issue: Issue): TranslationKey {
  if (field === 'country') return 'joining.errors.country';
  if (field === 'cityId') return 'joining.errors.city';
  if (issue.code === 'too_big') return 'joining.errors.tooLong';
  if (issue.code === 'too_small') return 'joining.errors.required';
  if (field === 'email') return 'joining.errors.email';
  if (field === 'phone') return 'joining.errors.phone';
  if (field === 'website') return 'joining.errors.url';
  return 'joining.errors.invalid';
}

function isField(name: string): name is JoinField {
  return (FIELDS as readonly string[]).includes(name);
}

/** The first problem of each field, from the contract's parse, in the form's order. */
export function joinFieldErrors(
  issues: readonly Issue[],
): Partial<Record<JoinField, TranslationKey>> {
  const found: Partial<Record<JoinField, TranslationKey>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (isField(field)) found[field] ??= messageOf(field, issue);
  }
  return Object.fromEntries(
    FIELDS.filter((field) => found[field]).map((field) => [field, found[field]]),
  );
}

/**
 * The fields a 400 from the server names (what the schema cannot know, such as a city of another
 * country), each with the message its kind of problem gets.
 */
export function serverFieldErrors(
  fields: readonly string[],
): Partial<Record<JoinField, TranslationKey>> {
  return joinFieldErrors(
    fields.map((field) => ({ path: [field], code: 'custom', message: 'refused by the server' })),
  );
}
