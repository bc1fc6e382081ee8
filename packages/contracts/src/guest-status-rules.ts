import type { GuestStatus } from './guest-list.ts';

/*
 * How a booking moves through the restaurant's evening (docs/product.md, "The guest list"): the one
 * table both the server (which refuses anything else) and the guest list (which offers only these)
 * read. Plain values, so the web page can import it without zod.
 *
 *   confirmed ─▶ arrived ─▶ seated ─▶ finished
 *       │  └──────────────────▲
 *       ├─▶ no_show      (a party may be seated straight away)
 *       └─▶ cancelled (by the restaurant, with a reason)
 *   waitlisted ─▶ cancelled
 *
 * Every forward step can be taken back one step (a tap on the wrong row happens), except
 * cancelling, which has told the diner and refunded them.
 */
export const GUEST_TRANSITIONS: Readonly<Record<GuestStatus, readonly GuestStatus[]>> = {
  confirmed: ['arrived', 'seated', 'no_show', 'cancelled'],
  arrived: ['seated', 'confirmed', 'cancelled'],
  seated: ['finished', 'arrived'],
  finished: ['seated'],
  no_show: ['confirmed'],
  waitlisted: ['cancelled'],
  cancelled: [],
};

export function canMoveGuest(from: GuestStatus, to: GuestStatus): boolean {
  return GUEST_TRANSITIONS[from].includes(to);
}

/** The step back an action undoes, when `to` is one: marking "confirmed" again after "arrived". */
export function isUndo(from: GuestStatus, to: GuestStatus): boolean {
  const order: readonly GuestStatus[] = ['confirmed', 'arrived', 'seated', 'finished'];
  if (from === 'no_show' && to === 'confirmed') return true;
  const a = order.indexOf(from);
  const b = order.indexOf(to);
  return a >= 0 && b >= 0 && b < a;
}
