import type { GuestStatus } from './guest-list.ts';

/*
 * How a booking moves through the restaurant's evening (docs/product.md, "The guest list"): the one
 * table both the server (which refuses anything else) and the guest list (which offers only these,
 * and says why one is not offered yet) read. Plain values, so the web page can import it without
 * zod.
 *
 *   confirmed ─▶ arrived ─▶ seated ─▶ finished
 *       │  └──────────────────▲
 *       ├─▶ no_show      (a party may be seated straight away; no-show only after the start
 *       │                 plus the restaurant's grace period)
 *       └─▶ cancelled (by the restaurant, with a reason)
 *   waitlisted ─▶ cancelled
 *
 * Every forward step can be taken back one step (a tap on the wrong row happens), except
 * cancelling, which has told the diner and refunded them. A party is finished only once it was
 * seated: "finished" is reached from "seated" alone.
 */

/**
 * When a move may be made: at any time, or only from the booking's start plus the restaurant's
 * grace period (a party ten minutes late is late, not a no-show).
 */
export type GuestMoveTiming = 'any_time' | 'after_grace';

/** From each status, the statuses it may become and when. Nothing else is allowed. */
export const GUEST_STATUS_RULES = {
  confirmed: {
    arrived: 'any_time',
    seated: 'any_time',
    no_show: 'after_grace',
    cancelled: 'any_time',
  },
  arrived: { seated: 'any_time', confirmed: 'any_time', cancelled: 'any_time' },
  seated: { finished: 'any_time', arrived: 'any_time' },
  finished: { seated: 'any_time' },
  no_show: { confirmed: 'any_time' },
  waitlisted: { cancelled: 'any_time' },
  cancelled: {},
} as const satisfies Record<GuestStatus, Partial<Record<GuestStatus, GuestMoveTiming>>>;

const rulesFrom = (from: GuestStatus): Partial<Record<GuestStatus, GuestMoveTiming>> =>
  GUEST_STATUS_RULES[from];

/** The statuses each status may become, in the table's order (the row's buttons follow it). */
export const GUEST_TRANSITIONS: Readonly<Record<GuestStatus, readonly GuestStatus[]>> = {
  confirmed: Object.keys(GUEST_STATUS_RULES.confirmed) as GuestStatus[],
  arrived: Object.keys(GUEST_STATUS_RULES.arrived) as GuestStatus[],
  seated: Object.keys(GUEST_STATUS_RULES.seated) as GuestStatus[],
  finished: Object.keys(GUEST_STATUS_RULES.finished) as GuestStatus[],
  no_show: Object.keys(GUEST_STATUS_RULES.no_show) as GuestStatus[],
  waitlisted: Object.keys(GUEST_STATUS_RULES.waitlisted) as GuestStatus[],
  cancelled: [],
};

/** The grace period a restaurant starts with (its booking rules change it), in minutes. */
export const DEFAULT_NO_SHOW_GRACE_MINUTES = 15;
/** The longest grace period the booking rules accept: four hours. */
export const MAX_NO_SHOW_GRACE_MINUTES = 240;

const MINUTE_MS = 60_000;

/** What a move is judged against: the booking's start and now (epoch ms), and the grace period. */
export interface GuestMoveContext {
  startsAt: number;
  now: number;
  noShowGraceMinutes: number;
}

/**
 * Whether a move may be made now. Refused either because the table has no such move
 * (`not_allowed`), or because it is too early (`too_early`, with the instant it becomes allowed).
 */
export type GuestMoveVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'not_allowed' }
  | { allowed: false; reason: 'too_early'; allowedFrom: number };

/** The first instant a party counts as a no-show: the start plus the grace period. */
export function noShowFrom(startsAt: number, noShowGraceMinutes: number): number {
  return startsAt + noShowGraceMinutes * MINUTE_MS;
}

export function canMoveGuest(from: GuestStatus, to: GuestStatus): boolean {
  return rulesFrom(from)[to] !== undefined;
}

/** The table's answer for one move at `context.now`. */
export function guestMoveVerdict(
  from: GuestStatus,
  to: GuestStatus,
  context: GuestMoveContext,
): GuestMoveVerdict {
  const timing = rulesFrom(from)[to];
  if (timing === undefined) return { allowed: false, reason: 'not_allowed' };
  if (timing === 'after_grace') {
    const allowedFrom = noShowFrom(context.startsAt, context.noShowGraceMinutes);
    if (context.now < allowedFrom) return { allowed: false, reason: 'too_early', allowedFrom };
  }
  return { allowed: true };
}

/**
 * A no-show's fee is charged no earlier than the party became one: a booking marked a no-show
 * under an older, shorter grace period still waits for the current one.
 */
export function feeVerdict(context: GuestMoveContext): GuestMoveVerdict {
  const allowedFrom = noShowFrom(context.startsAt, context.noShowGraceMinutes);
  return context.now < allowedFrom
    ? { allowed: false, reason: 'too_early', allowedFrom }
    : { allowed: true };
}

/** The step back an action undoes, when `to` is one: marking "confirmed" again after "arrived". */
export function isUndo(from: GuestStatus, to: GuestStatus): boolean {
  const order: readonly GuestStatus[] = ['confirmed', 'arrived', 'seated', 'finished'];
  if (from === 'no_show' && to === 'confirmed') return true;
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  return a >= 0 && b >= 0 && b < a;
}

/**
 * How a party stands against the clock during service:
 * - `late`: expected (confirmed) and not arrived although the booking has started;
 * - `overdue`: seated for longer than their booked sitting (they have had the time they booked).
 * A party in any other status, or on time, is `on_time`. The guest list marks and counts both.
 */
export type GuestTimeFlag = 'late' | 'overdue' | 'on_time';

/**
 * What the time flag is judged against: the booking's start and end, now, and when a seated
 * party sat down, when that was recorded (epoch ms).
 */
export interface GuestTimeContext {
  startsAt: number;
  endsAt: number;
  now: number;
  seatedAt?: number | null;
}

/**
 * When a seated party's turn began: when it sat down, or without a recorded seating the booking's
 * start (the table has been theirs since). A party seated before its booked time still has its
 * sitting from then: it was given a free table early, not less time.
 */
export function turnStartsAt(context: GuestTimeContext): number {
  return Math.max(context.seatedAt ?? context.startsAt, context.startsAt);
}

/**
 * When a seated party's sitting runs out: the booked length after its turn began. A party seated
 * 20 minutes late still has its whole sitting.
 */
function sittingEndsAt(context: GuestTimeContext): number {
  return turnStartsAt(context) + (context.endsAt - context.startsAt);
}

export function guestTimeFlag(status: GuestStatus, context: GuestTimeContext): GuestTimeFlag {
  if (status === 'confirmed' && context.now > context.startsAt) return 'late';
  if (status === 'seated' && context.now > sittingEndsAt(context)) return 'overdue';
  return 'on_time';
}

/** Whole minutes a late party is behind its start, or an overdue one past its sitting's end. */
export function minutesBehind(flag: GuestTimeFlag, context: GuestTimeContext): number {
  if (flag === 'late') return Math.floor((context.now - context.startsAt) / MINUTE_MS);
  if (flag === 'overdue') return Math.floor((context.now - sittingEndsAt(context)) / MINUTE_MS);
  return 0;
}
