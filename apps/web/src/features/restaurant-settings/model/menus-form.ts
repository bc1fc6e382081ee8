import { type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import {
  type ContentTexts,
  contentIssues,
  EventRequest,
  type EventView,
  MenuRequest,
  type MenuView,
  OccurrenceRequest,
  occurrenceIssues,
  type OccurrenceView,
} from '@dekka/contracts/restaurant-menus';
import type { PaymentCurrency, PaymentRule } from '@dekka/contracts/restaurant-payments';
import type { TranslationKey } from '../../../lib/i18n';
import {
  asIssues,
  type FieldErrors,
  fieldErrors,
  type Issue,
  type Parsed,
  refusedFieldErrors,
} from './field-errors';
import { amountText, minorUnits } from './payments-form';

export type Texts = Record<Language, ContentTexts>;
type Context = { currency: PaymentCurrency; ownLanguage: Language };

/** The rules of these forms, by the contract's (and the server's) own words for them. */
const MESSAGES: Record<string, TranslationKey> = {
  name_required: 'staff.settings.menus.errors.nameRequired',
  price_required: 'staff.settings.menus.errors.priceRequired',
  window_order: 'staff.settings.menus.errors.windowOrder',
  slug_format: 'staff.settings.menus.errors.slugFormat',
  slug_taken: 'staff.settings.menus.errors.slugTaken',
  ends_at_start: 'staff.settings.menus.errors.endsAtStart',
  below_booked: 'staff.settings.menus.errors.belowBooked',
  in_the_past: 'staff.settings.menus.errors.inThePast',
  time_skipped: 'staff.settings.menus.errors.timeSkipped',
  overlaps: 'staff.settings.menus.errors.overlaps',
  already_started: 'staff.settings.menus.errors.alreadyStarted',
};

/** Each field's first problem: these forms' own rules, else the settings' common messages. */
const errorsOf = (issues: readonly Issue[]) => fieldErrors(issues, MESSAGES);

/** A typed number, or NaN for an empty or non-numeric field (which the schema then refuses). */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** A typed price in minor units, or null when the field is empty ("price not set"). */
const priceOf = (typed: string, currency: PaymentCurrency) =>
  typed.trim() === '' ? null : minorUnits(typed, currency);

const emptyTexts = (): Texts =>
  Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      { name: '', shortDescription: '', description: '' },
    ]),
  ) as Texts;

/** The shared checks: the schema's, then the name in the own language and the price ceiling. */
function checked<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Issue[] } } },
  body: T,
  content: { texts: Texts; price: number | null },
  context: Context & { priceField: string },
): Parsed<T> {
  const parsed = schema.safeParse(body);
  const trimmed = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [
      language,
      { ...content.texts[language], name: content.texts[language].name.trim() },
    ]),
  ) as Texts;
  const price = Number.isInteger(content.price) ? content.price : null;
  const issues = [
    ...(parsed.success ? [] : (parsed.error?.issues ?? [])),
    ...asIssues(contentIssues({ texts: trimmed, price }, context)),
  ];
  return issues.length === 0 ? { ok: true, body } : { ok: false, errors: errorsOf(issues) };
}

/** The menu form's state: numbers and the price as typed, times '' when open-ended. */
export type MenuDraft = {
  eventId: number | null;
  texts: Texts;
  price: string;
  paymentType: PaymentRule;
  minGuests: string;
  maxGuests: string;
  isExclusive: boolean;
  isAvailable: boolean;
  availableFrom: string;
  availableTo: string;
  floorPlanIds: number[];
};

export function menuDraft(
  menu: MenuView | null,
  eventId: number | null,
  currency: PaymentCurrency,
): MenuDraft {
  return {
    eventId: menu?.eventId ?? eventId,
    texts: menu?.texts ?? emptyTexts(),
    price: menu?.price ? amountText(menu.price, currency) : '',
    paymentType: menu?.paymentType ?? 'none',
    minGuests: String(menu?.minGuests ?? 1),
    maxGuests: String(menu?.maxGuests ?? 0),
    isExclusive: menu?.isExclusive ?? false,
    isAvailable: menu?.isAvailable ?? true,
    availableFrom: menu?.availableFrom ?? '',
    availableTo: menu?.availableTo ?? '',
    floorPlanIds: menu?.floorPlanIds ?? [],
  };
}

/** The menu as sent, or the form's errors by field: the contract's own checks. */
export function parseMenu(draft: MenuDraft, context: Context): Parsed<MenuRequest> {
  const price = priceOf(draft.price, context.currency);
  const body: MenuRequest = {
    eventId: draft.eventId,
    texts: draft.texts,
    price: price as number | null,
    paymentType: draft.paymentType,
    minGuests: numberOf(draft.minGuests),
    // Left empty: no maximum.
    maxGuests: draft.maxGuests.trim() === '' ? 0 : numberOf(draft.maxGuests),
    isExclusive: draft.isExclusive,
    isAvailable: draft.isAvailable,
    availableFrom: draft.availableFrom === '' ? null : draft.availableFrom,
    availableTo: draft.availableTo === '' ? null : draft.availableTo,
    floorPlanIds: draft.floorPlanIds,
  };
  return checked(
    MenuRequest,
    body,
    { texts: draft.texts, price },
    {
      ...context,
      priceField: 'price',
    },
  );
}

export type EventDraft = { slug: string; texts: Texts; price: string; isChristmas: boolean };

export function eventDraft(event: EventView | null, currency: PaymentCurrency): EventDraft {
  return {
    slug: event?.slug ?? '',
    texts: event?.texts ?? emptyTexts(),
    price: event?.pricePerGuest ? amountText(event.pricePerGuest, currency) : '',
    isChristmas: event?.isChristmas ?? false,
  };
}

export function parseEvent(draft: EventDraft, context: Context): Parsed<EventRequest> {
  const price = priceOf(draft.price, context.currency);
  const body: EventRequest = {
    slug: draft.slug.trim().toLowerCase(),
    texts: draft.texts,
    pricePerGuest: price as number | null,
    isChristmas: draft.isChristmas,
  };
  return checked(
    EventRequest,
    body,
    { texts: draft.texts, price },
    {
      ...context,
      priceField: 'pricePerGuest',
    },
  );
}

export type OccurrenceDraft = { date: string; starts: string; ends: string; tickets: string };

export function occurrenceDraft(occurrence: OccurrenceView | null): OccurrenceDraft {
  return {
    date: occurrence?.date ?? '',
    starts: occurrence?.starts ?? '19:00',
    ends: occurrence?.ends ?? '22:00',
    tickets: occurrence && !occurrence.withdrawn ? String(occurrence.ticketCapacity) : '',
  };
}

/** The date as sent; never fewer tickets than the seats it has booked. */
export function parseOccurrence(
  draft: OccurrenceDraft,
  seatsBooked: number,
): Parsed<Omit<OccurrenceRequest, 'keepBookings'>> {
  const body = {
    date: draft.date,
    starts: draft.starts,
    ends: draft.ends,
    ticketCapacity: numberOf(draft.tickets),
  };
  const parsed = OccurrenceRequest.safeParse(body);
  const issues: Issue[] = parsed.success
    ? asIssues(occurrenceIssues(parsed.data, { seatsBooked }))
    : parsed.error.issues;
  return issues.length === 0 ? { ok: true, body } : { ok: false, errors: errorsOf(issues) };
}

/** What the server refused that a form could not know (`starts: overlaps`), by field. */
export const refusedErrors = (error: unknown): FieldErrors => refusedFieldErrors(error, MESSAGES);
