import {
  BookingRules as RulesSchema,
  type BookingRules,
  type BookingRulesView,
} from '@dekka/contracts/restaurant-settings';
import {
  type DurationBounds,
  type DurationDraft,
  type DurationUnits,
  durationError,
  minutesOf,
  splitMinutes,
} from './duration';
import { type FieldErrors, type Parsed, parsedBy } from './field-errors';

/** The rules form's state: numbers as typed (strings), so a half-typed value stays as it is. */
export type RulesDraft = {
  slotIntervalMinutes: string;
  leadTimeMinutes: DurationDraft;
  bookingWindowDays: string;
  maxOnlinePartySize: string;
  phone: string;
  cancellationDeadlineHours: string;
  noShowGraceMinutes: string;
  defaultDurationMinutes: DurationDraft;
  durationRules: { key: string; minGuests: string; maxGuests: string; minutes: DurationDraft }[];
  pacingOn: boolean;
  pacingMaxCoversPerSlot: string;
  waitingListEnabled: boolean;
  waitingListOffers: boolean;
  offerHoldMinutes: string;
  reminderHoursBefore: string;
};

/**
 * The durations an owner types as days or hours and minutes, with the contract's range of their
 * total (restaurant-settings.ts): a lead time up to 7 days, a sitting from 15 minutes to 12 hours.
 */
export const DURATIONS = {
  leadTimeMinutes: { units: 'days', min: 0, max: 10_080 },
  defaultDurationMinutes: { units: 'hours', min: 15, max: 720 },
  durationRule: { units: 'hours', min: 15, max: 720 },
} as const satisfies Record<string, DurationBounds & { units: DurationUnits }>;

/** The bounds of the duration a field's path names (`durationRules.2.minutes`), if it is one. */
export function durationBoundsOf(path: string): DurationBounds | undefined {
  if (path === 'leadTimeMinutes' || path === 'defaultDurationMinutes') return DURATIONS[path];
  return /^durationRules\.\d+\.minutes$/.test(path) ? DURATIONS.durationRule : undefined;
}

/** The typed duration a field's path names, if it is one. */
function durationDraftAt(draft: RulesDraft, path: string): DurationDraft | undefined {
  if (path === 'leadTimeMinutes' || path === 'defaultDurationMinutes') return draft[path];
  const rule = /^durationRules\.(\d+)\.minutes$/.exec(path);
  return rule ? draft.durationRules[Number(rule[1])]?.minutes : undefined;
}

/** A new sitting length's draft: every part empty. */
export const emptyDuration = (): DurationDraft => ({ days: '', hours: '', minutes: '' });

let nextKey = 0;
export const durationKey = () => `duration-${(nextKey += 1)}`;

export function toDraft(rules: BookingRulesView): RulesDraft {
  return {
    slotIntervalMinutes: String(rules.slotIntervalMinutes),
    leadTimeMinutes: splitMinutes(rules.leadTimeMinutes, DURATIONS.leadTimeMinutes.units),
    bookingWindowDays: String(rules.bookingWindowDays),
    maxOnlinePartySize: String(rules.maxOnlinePartySize),
    phone: rules.phone,
    cancellationDeadlineHours: String(rules.cancellationDeadlineHours),
    noShowGraceMinutes: String(rules.noShowGraceMinutes),
    defaultDurationMinutes: splitMinutes(
      rules.defaultDurationMinutes,
      DURATIONS.defaultDurationMinutes.units,
    ),
    durationRules: rules.durationRules.map((rule) => ({
      key: durationKey(),
      minGuests: String(rule.minGuests),
      maxGuests: String(rule.maxGuests),
      minutes: splitMinutes(rule.minutes, DURATIONS.durationRule.units),
    })),
    pacingOn: rules.pacingMaxCoversPerSlot !== null,
    pacingMaxCoversPerSlot: String(rules.pacingMaxCoversPerSlot ?? 20),
    waitingListEnabled: rules.waitingListEnabled,
    waitingListOffers: rules.waitingListOffers,
    offerHoldMinutes: String(rules.offerHoldMinutes),
    reminderHoursBefore: String(rules.reminderHoursBefore),
  };
}

/** A typed number, or NaN for an empty or non-numeric field (which the schema then refuses). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** A typed duration's total minutes, or NaN when a part is not a whole number of 0 or more. */
const totalOf = (value: DurationDraft) => minutesOf(value) ?? Number.NaN;

/** What the form sends, before the contract's schema checks it. */
function fromDraft(draft: RulesDraft): Record<keyof BookingRules, unknown> {
  return {
    slotIntervalMinutes: numberOf(draft.slotIntervalMinutes),
    leadTimeMinutes: totalOf(draft.leadTimeMinutes),
    bookingWindowDays: numberOf(draft.bookingWindowDays),
    maxOnlinePartySize: numberOf(draft.maxOnlinePartySize),
    phone: draft.phone,
    cancellationDeadlineHours: numberOf(draft.cancellationDeadlineHours),
    noShowGraceMinutes: numberOf(draft.noShowGraceMinutes),
    defaultDurationMinutes: totalOf(draft.defaultDurationMinutes),
    durationRules: draft.durationRules.map((rule) => ({
      minGuests: numberOf(rule.minGuests),
      maxGuests: numberOf(rule.maxGuests),
      minutes: totalOf(rule.minutes),
    })),
    pacingMaxCoversPerSlot: draft.pacingOn ? numberOf(draft.pacingMaxCoversPerSlot) : null,
    waitingListEnabled: draft.waitingListEnabled,
    waitingListOffers: draft.waitingListOffers,
    offerHoldMinutes: numberOf(draft.offerHoldMinutes),
    reminderHoursBefore: numberOf(draft.reminderHoursBefore),
  };
}

/**
 * The rules to send, or each failing field's message. A duration's message says what is wrong
 * with what was typed: a part that is not a whole number, or the bound its total passes (the
 * message names it: "Enter at most {{max}}.").
 */
export function parseRules(draft: RulesDraft): Parsed<BookingRules> {
  const parsed = parsedBy(RulesSchema.safeParse(fromDraft(draft)));
  if (parsed.ok) return parsed;
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(parsed.errors)) {
    const bounds = durationBoundsOf(path);
    const value = durationDraftAt(draft, path);
    errors[path] = (bounds && value && durationError(value, bounds)) ?? message;
  }
  return { ok: false, errors };
}
