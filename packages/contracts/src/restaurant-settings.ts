import { IdParam, LocalDate } from './params.ts';
import { RestaurantIdParams } from './staff.ts';
import { ErrorResponse } from './errors.ts';
import { MAX_NO_SHOW_GRACE_MINUTES } from './guest-status-rules.ts';
import { z } from './zod.ts';

/*
 * The restaurant's settings pages (docs/product.md, "Restaurant settings"): the server validates
 * every change with these schemas, and the web app checks its forms with the same ones before
 * sending, so a form and the server never disagree about what is allowed.
 */

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock time 'HH:mm' in the restaurant's zone. */
export const ClockTime = z.string().max(5).regex(CLOCK_TIME, 'expected HH:mm');

/** Minutes after midnight of 'HH:mm'; '24:00' (closing at midnight) is 1440. */
export function clockMinutes(time: string): number {
  if (time === '24:00') return 1440;
  const [hours, minutes] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

/** Closing allows '24:00' (midnight at the end of the day) besides every 'HH:mm'. */
const ClosingTime = z.union([z.literal('24:00'), ClockTime]);

/**
 * One service's hours. Closing at or before opening means after midnight (opens 18:00, closes
 * 01:00), as the availability engine reads it; the last seating lies from opening to closing.
 */
export const ServiceHours = z.object({
  opens: ClockTime,
  closes: ClosingTime,
  lastSeating: ClockTime,
});
export type ServiceHours = z.infer<typeof ServiceHours>;

/** A service's span in minutes after the opening day's midnight: [opens, closes). */
export function serviceSpan(service: ServiceHours): {
  opens: number;
  closes: number;
  last: number;
} {
  const opens = clockMinutes(service.opens);
  let closes = clockMinutes(service.closes);
  if (closes <= opens) closes += 1440;
  let last = clockMinutes(service.lastSeating);
  if (last < opens) last += 1440;
  return { opens, closes, last };
}

type Issue = { path: (string | number)[]; message: string };

/** What is wrong with one service's times: a last seating outside opening..closing. */
function serviceIssues(service: ServiceHours, path: (string | number)[]): Issue[] {
  if (!CLOCK_TIME.test(service.opens) || !CLOCK_TIME.test(service.lastSeating)) return [];
  if (service.closes !== '24:00' && !CLOCK_TIME.test(service.closes)) return [];
  const span = serviceSpan(service);
  if (span.last > span.closes) {
    return [{ path: [...path, 'lastSeating'], message: 'last_seating_outside_hours' }];
  }
  return [];
}

/** Services of one day that overlap: each later one of an overlapping pair is named. */
function overlapIssues(services: { hours: ServiceHours; path: (string | number)[] }[]): Issue[] {
  const issues: Issue[] = [];
  const spans = services.map(({ hours, path }) => ({ span: serviceSpan(hours), path }));
  spans.forEach(({ span, path }, i) => {
    const clash = spans.some(
      (other, j) => j < i && span.opens < other.span.closes && other.span.opens < span.closes,
    );
    if (clash) issues.push({ path: [...path, 'opens'], message: 'services_overlap' });
  });
  return issues;
}

function report(ctx: z.RefinementCtx, issues: Issue[]): void {
  for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
}

/** A weekly service: lunch on Tuesdays, say. The name is the restaurant's own text. */
export const WeeklyService = ServiceHours.extend({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: z.number().int().min(0).max(6),
  name: z.string().trim().max(60),
});
export type WeeklyService = z.infer<typeof WeeklyService>;

/** PUT …/settings/hours: the whole week's services, and whether to keep affected bookings. */
export const OpeningHoursRequest = z
  .object({
    services: z.array(WeeklyService).max(70),
    /** Save although future bookings fall outside the new hours (they stay as they are). */
    keepBookings: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    value.services.forEach((service, i) => report(ctx, serviceIssues(service, ['services', i])));
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const ofDay = value.services
        .map((hours, i) => ({ hours, path: ['services', i] as (string | number)[] }))
        .filter(({ hours }) => hours.weekday === weekday);
      report(ctx, overlapIssues(ofDay));
    }
  });
export type OpeningHoursRequest = z.input<typeof OpeningHoursRequest>;

/** The longest special period, in days (a year, leap day included). */
export const MAX_PERIOD_DAYS = 366;

/** Days from one local date to another, both included: 24 Dec – 2 Jan is 10. */
export function periodDays(firstDate: string, lastDate: string): number {
  const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return dayOf(lastDate) - dayOf(firstDate) + 1;
}

/**
 * A named run of dates with hours of their own (docs/decisions/074-special-periods.md): closed
 * ("Christmas closure", 24 Dec – 2 Jan), or its own services on every date. One day is a period
 * whose first and last dates are the same. The name may be empty: the period is shown by its dates.
 */
export const SpecialPeriodRequest = z
  .object({
    name: z.string().trim().max(80),
    firstDate: LocalDate,
    lastDate: LocalDate,
    closed: z.boolean(),
    services: z.array(ServiceHours).max(10),
    keepBookings: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const days = periodDays(value.firstDate, value.lastDate);
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: 'last_date_before_first' });
    } else if (days > MAX_PERIOD_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['lastDate'], message: 'period_too_long' });
    }
    if (value.closed && value.services.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: 'closed_day_has_services' });
    }
    if (!value.closed && value.services.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: 'open_day_needs_services' });
    }
    value.services.forEach((service, i) => report(ctx, serviceIssues(service, ['services', i])));
    report(
      ctx,
      overlapIssues(value.services.map((hours, i) => ({ hours, path: ['services', i] }))),
    );
  });
export type SpecialPeriodRequest = z.input<typeof SpecialPeriodRequest>;

export const SpecialPeriod = z.object({
  id: z.number().int(),
  name: z.string(),
  firstDate: LocalDate,
  lastDate: LocalDate,
  closed: z.boolean(),
  services: z.array(ServiceHours),
});
export type SpecialPeriod = z.infer<typeof SpecialPeriod>;

/** GET …/settings/hours: the week, and the special periods that end today or later. */
export const OpeningHoursResponse = z.object({
  timeZone: z.string(),
  /** The restaurant's date today, from which special periods are listed. */
  today: LocalDate,
  services: z.array(WeeklyService),
  specialPeriods: z.array(SpecialPeriod),
});
export type OpeningHoursResponse = z.infer<typeof OpeningHoursResponse>;

export const SpecialPeriodParams = RestaurantIdParams.extend({
  specialPeriodId: IdParam,
});
/** DELETE …/special-periods/{id}?keepBookings=true: removing one can move bookings outside too. */
export const RemoveSpecialDayQuery = z.object({
  keepBookings: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** A future booking a change would leave outside the hours: the staff's own diner. */
export const AffectedBooking = z.object({
  id: z.number().int(),
  /** The restaurant's local date and time of the sitting. */
  date: LocalDate,
  time: z.string(),
  guests: z.number().int(),
  name: z.string(),
  status: z.enum(['held', 'confirmed']),
  /** A table the staff blocked (no party, no guests): shown as the block it is. */
  block: z.boolean(),
});
export type AffectedBooking = z.infer<typeof AffectedBooking>;

/**
 * 409 to a change that would leave future bookings outside the hours: nothing was saved; sending
 * the same change with `keepBookings: true` saves it and leaves those bookings as they are.
 */
export const BookingsAffectedResponse = ErrorResponse.extend({
  code: z.literal('bookings_affected'),
  bookings: z.array(AffectedBooking),
});
export type BookingsAffectedResponse = z.infer<typeof BookingsAffectedResponse>;

/** Sitting length for a range of party sizes. */
export const DurationRule = z
  .object({
    minGuests: z.number().int().min(1).max(100),
    maxGuests: z.number().int().min(1).max(100),
    minutes: z.number().int().min(15).max(720),
  })
  .refine((rule) => rule.minGuests <= rule.maxGuests, {
    path: ['maxGuests'],
    message: 'max_below_min',
  });
export type DurationRule = z.infer<typeof DurationRule>;

/** The booking rules' fields, each with its range (BookingRules adds the rules across them). */
const BookingRulesFields = z.object({
  slotIntervalMinutes: z.union([
    z.literal(10),
    z.literal(15),
    z.literal(20),
    z.literal(30),
    z.literal(60),
  ]),
  /** How late a diner may book: at least this long before the sitting. */
  leadTimeMinutes: z.number().int().min(0).max(10_080),
  /** How far ahead a diner may book. */
  bookingWindowDays: z.number().int().min(1).max(730),
  maxOnlinePartySize: z.number().int().min(1).max(100),
  /** The restaurant's phone number, shown to larger parties (and on its page). */
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[+\d][\d\s-]*$|^$/, 'expected a phone number'),
  cancellationDeadlineHours: z.number().int().min(0).max(720),
  /** How long after a booking's start the guest list may mark the party a no-show (ADR 065). */
  noShowGraceMinutes: z.number().int().min(0).max(MAX_NO_SHOW_GRACE_MINUTES),
  defaultDurationMinutes: z.number().int().min(15).max(720),
  durationRules: z.array(DurationRule).max(20),
  /** Covers that may start in one slot; null: no limit. */
  pacingMaxCoversPerSlot: z.number().int().min(1).max(1000).nullable(),
  waitingListEnabled: z.boolean(),
  /** A freed table is offered by e-mail to the first waiting-list entry it fits. */
  waitingListOffers: z.boolean(),
  /** How long an offered table is held for the entry before it goes to the next one. */
  offerHoldMinutes: z.number().int().min(5).max(120),
  /** Hours before a booking its reminder e-mail goes out; 0 sends none. */
  reminderHoursBefore: z.number().int().min(0).max(168),
});

/** PUT …/settings/rules: how, when and for how many a diner may book online. */
export const BookingRules = BookingRulesFields.superRefine((value, ctx) => {
  value.durationRules.forEach((rule, i) => {
    const clash = value.durationRules.some(
      (other, j) => j < i && rule.minGuests <= other.maxGuests && other.minGuests <= rule.maxGuests,
    );
    if (clash) {
      ctx.addIssue({
        code: 'custom',
        path: ['durationRules', i, 'minGuests'],
        message: 'ranges_overlap',
      });
    }
  });
});
export type BookingRules = z.infer<typeof BookingRules>;

/**
 * GET …/settings/rules: the rules as stored. Rows written before these pages (the seed, a hand
 * edit) may hold a value the form would refuse, such as a 45-minute interval or a phone number
 * in brackets; they are shown as they are, to be corrected, rather than failing the page.
 */
export const BookingRulesView = BookingRulesFields.extend({
  slotIntervalMinutes: z.number().int(),
  phone: z.string(),
});
export type BookingRulesView = z.infer<typeof BookingRulesView>;

/** One change of the settings: who made it, when, and each field's old and new value. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string().datetime(),
  area: z.string(),
  action: z.string(),
  /** The staff member's name and e-mail; null once their account is deleted. */
  by: z.object({ name: z.string(), email: z.string() }).nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = z.object({
  /** The id of the last entry of the previous page: the next page is older ones. */
  before: IdParam.optional(),
});
export const AuditLogResponse = z.object({
  entries: z.array(AuditEntry),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;
