import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

/** What a zod issue carries that the forms read: where it is, what kind, and its message. */
export type Issue = { path: PropertyKey[]; code: string; message: string; origin?: string };

/** Each failing field's message, by its path: `{ 'zones.0.fee': 'staff.settings.errors.range' }`. */
export type FieldErrors = Record<string, TranslationKey>;

/** A form's draft checked against its contract: the body to send, or why not, by field. */
export type Parsed<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** The contracts' own messages (restaurant-settings.ts) that name a rule a person can fix. */
const RULE_MESSAGES: Record<string, TranslationKey> = {
  last_seating_outside_hours: 'staff.settings.errors.lastSeatingOutside',
  services_overlap: 'staff.settings.errors.overlap',
  closed_day_has_services: 'staff.settings.errors.closedWithHours',
  open_day_needs_services: 'staff.settings.errors.needsService',
  last_date_before_first: 'staff.settings.errors.lastBeforeFirst',
  period_too_long: 'staff.settings.errors.periodTooLong',
  max_below_min: 'staff.settings.errors.maxBelowMin',
  ranges_overlap: 'staff.settings.errors.rangesOverlap',
  'expected a phone number': 'staff.settings.errors.phone',
  expected_url: 'staff.settings.errors.url',
  expected_https_url: 'staff.settings.errors.httpsUrl',
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

function messageOf(issue: Issue, own: Record<string, TranslationKey>): TranslationKey {
  const rule = own[issue.message] ?? RULE_MESSAGES[issue.message];
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
 * problem of each field, in the order the schema found them (the error summary's order). `own`
 * names the messages of a form's own rules (`name_taken`), looked up before the common ones.
 */
export function fieldErrors(
  issues: readonly Issue[],
  own: Record<string, TranslationKey> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= messageOf(issue, own);
  }
  return errors;
}

/** A contract's own checks beyond its schema (`{ field: 'texts.is.name', message }`) as issues. */
export const asIssues = (found: readonly { field: string; message: string }[]): Issue[] =>
  found.map(({ field, message }) => ({ path: field.split('.'), code: 'custom', message }));

type SafeParse<T> =
  { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };

/**
 * A contract schema's parse as a form reads it: the parsed body, or each field's first message.
 * `rules` are the contract's checks the schema cannot make alone, run on a parsed body.
 */
export function parsedBy<T>(
  result: SafeParse<T>,
  rules: (body: T) => readonly Issue[] = () => [],
): Parsed<T> {
  if (!result.success) return { ok: false, errors: fieldErrors(result.error.issues) };
  const issues = rules(result.data);
  return issues.length === 0
    ? { ok: true, body: result.data }
    : { ok: false, errors: fieldErrors(issues) };
}

/**
 * What the server refused that a form could not know, by field: a 400 names each field and its
 * reason (`starts: overlaps`, `slug: slug_taken`) in its message; `own` says which reasons a
 * form has words for, and any other reads "invalid".
 */
export function refusedFieldErrors(
  error: unknown,
  own: Record<string, TranslationKey>,
): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = error.body as { fields?: unknown; message?: unknown } | undefined;
  const fields = Array.isArray(body?.fields) ? body.fields.map(String) : [];
  const message = typeof body?.message === 'string' ? body.message : '';
  const errors: FieldErrors = {};
  for (const field of fields) {
    const reason = new RegExp(`(?:^|[:;] )${field.replace(/\./g, '\\.')}: ([a-z_]+)`).exec(
      message,
    )?.[1];
    errors[field] = (reason && own[reason]) || 'staff.settings.errors.invalid';
  }
  return errors;
}
