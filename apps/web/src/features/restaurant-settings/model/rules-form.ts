import type { BookingRules, BookingRulesView } from '@dekka/contracts/restaurant-settings';

/** The rules form's state: numbers as typed (strings), so a half-typed value stays as it is. */
export type RulesDraft = {
  slotIntervalMinutes: string;
  leadTimeMinutes: string;
  bookingWindowDays: string;
  maxOnlinePartySize: string;
  phone: string;
  cancellationDeadlineHours: string;
  noShowGraceMinutes: string;
  defaultDurationMinutes: string;
  durationRules: { key: string; minGuests: string; maxGuests: string; minutes: string }[];
  pacingOn: boolean;
  pacingMaxCoversPerSlot: string;
  waitingListEnabled: boolean;
  waitingListOffers: boolean;
  offerHoldMinutes: string;
  reminderHoursBefore: string;
};

let nextKey = 0;
export const durationKey = () => `duration-${(nextKey += 1)}`;

export function toDraft(rules: BookingRulesView): RulesDraft {
  return {
    slotIntervalMinutes: String(rules.slotIntervalMinutes),
    leadTimeMinutes: String(rules.leadTimeMinutes),
    bookingWindowDays: String(rules.bookingWindowDays),
    maxOnlinePartySize: String(rules.maxOnlinePartySize),
    phone: rules.phone,
    cancellationDeadlineHours: String(rules.cancellationDeadlineHours),
    noShowGraceMinutes: String(rules.noShowGraceMinutes),
    defaultDurationMinutes: String(rules.defaultDurationMinutes),
    durationRules: rules.durationRules.map((rule) => ({
      key: durationKey(),
      minGuests: String(rule.minGuests),
      maxGuests: String(rule.maxGuests),
      minutes: String(rule.minutes),
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

/** What the form sends, before the contract's schema checks it. */
export function fromDraft(draft: RulesDraft): Record<keyof BookingRules, unknown> {
  return {
    slotIntervalMinutes: numberOf(draft.slotIntervalMinutes),
    leadTimeMinutes: numberOf(draft.leadTimeMinutes),
    bookingWindowDays: numberOf(draft.bookingWindowDays),
    maxOnlinePartySize: numberOf(draft.maxOnlinePartySize),
    phone: draft.phone,
    cancellationDeadlineHours: numberOf(draft.cancellationDeadlineHours),
    noShowGraceMinutes: numberOf(draft.noShowGraceMinutes),
    defaultDurationMinutes: numberOf(draft.defaultDurationMinutes),
    durationRules: draft.durationRules.map((rule) => ({
      minGuests: numberOf(rule.minGuests),
      maxGuests: numberOf(rule.maxGuests),
      minutes: numberOf(rule.minutes),
    })),
    pacingMaxCoversPerSlot: draft.pacingOn ? numberOf(draft.pacingMaxCoversPerSlot) : null,
    waitingListEnabled: draft.waitingListEnabled,
    waitingListOffers: draft.waitingListOffers,
    offerHoldMinutes: numberOf(draft.offerHoldMinutes),
    reminderHoursBefore: numberOf(draft.reminderHoursBefore),
  };
}
