import type { TranslationKey } from '../../../lib/i18n';

/** What a zod issue carries that the forms read: where it is, what kind, and its message. */
type Issue = { path: PropertyKey[]; code: string; message: string; origin?: string };

/** The contracts' own messages (restaurant-settings.ts) that name a rule a person can fix. */
const RULE_MESSAGES: Record<string, TranslationKey> = {
  last_seating_outside_hours: 'staff.settings.errors.lastSeatingOutside',
  services_overlap: 'staff.settings.errors.overlap',
  closed_day_has_services: 'staff.settings.errors.closedWithHours',
  open_day_needs_services: 'staff.settings.errors.needsService',
  max_below_min: 'staff.settings.errors.maxBelowMin',
  ranges_overlap: 'staff.settings.errors.rangesOverlap',
  'expected a phone number': 'staff.settings.errors.phone',
  expected_url: 'staff.settings.errors.url',
  'expected HH:mm': 'staff.settings.errors.time',
  combination_needs_two: 'staff.settings.tables.errors.twoTables',
  tables_repeated: 'staff.settings.tables.errors.combinationTables',
  tables_in_different_floor_plans: 'staff.settings.tables.errors.combinationTables',
  unknown_table: 'staff.settings.tables.errors.combinationTables',
  amount_required: 'staff.settings.payments.errors.amountRequired',
  amount_too_high: 'staff.settings.payments.errors.amountTooHigh',
  policy_required: 'staff.settings.payments.errors.policyRequired',
};

const TIME_FIELDS = new Set(['opens', 'closes', 'lastSeating']);

function messageOf(issue: Issue): TranslationKey {
  const rule = RULE_MESSAGES[issue.message];
  if (rule) return rule;
  // A text: empty where one is needed, or longer than allowed; a number: out of its range.
  if (issue.origin === 'string') {
    if (issue.code === 'too_small') return 'staff.settings.errors.required';
    if (issue.code === 'too_big') return 'staff.settings.errors.tooLong';
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') return 'staff.settings.errors.range';
  // A time that is not HH:mm fails the pattern (or, for closing, every branch of the union).
  const field = String(issue.path.at(-1));
  if (issue.code === 'invalid_format' || TIME_FIELDS.has(field)) {
    return 'staff.settings.errors.time';
  }
  return 'staff.settings.errors.invalid';
}

/**
 * A form's field errors from the contract's parse: `{ 'services.2.lastSeating': key }`, the first
 * problem of each field, in the order the schema found them (the error summary's order).
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, TranslationKey> {
  const errors: Record<string, TranslationKey> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue);
  }
  return errors;
}
