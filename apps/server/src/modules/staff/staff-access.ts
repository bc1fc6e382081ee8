import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../db/schema.ts';

/** Everything a staff route can do; each staff route names exactly one. */
export type StaffAction =
  | 'workspace.view'
  | 'guestList.view'
  | 'guestList.change'
  | 'guestList.charge'
  | 'team.view'
  | 'team.invite'
  | 'team.remove'
  | 'surveys.reply'
  | 'giftCards.redeem'
  | 'settings.view'
  | 'settings.change'
  | 'ordering.soldOut'
  | 'orders.view'
  | 'orders.change';

/**
 * Who may do what at their own restaurant. Nobody may do anything at a restaurant they are not
 * staff of; that is decided before this table is read (staff.routes.ts).
 */
const ALLOWED: Record<StaffAction, readonly StaffRole[]> = {
  'workspace.view': ['owner', 'manager', 'host'],
  // Hosts run the door: everyone on the staff sees and moves the evening's bookings.
  'guestList.view': ['owner', 'manager', 'host'],
  'guestList.change': ['owner', 'manager', 'host'],
  // Money leaves a diner's card: the people who answer for the restaurant's accounts.
  'guestList.charge': ['owner', 'manager'],
  'team.view': ['owner', 'manager'],
  'team.invite': ['owner'],
  'team.remove': ['owner'],
  // A public reply speaks for the restaurant: those who answer for it.
  'surveys.reply': ['owner', 'manager'],
  // Whoever takes the bill at the table takes a gift card toward it.
  'giftCards.redeem': ['owner', 'manager', 'host'],
  // Hours, rules and their history decide what diners may book: those who run the restaurant.
  'settings.view': ['owner', 'manager'],
  'settings.change': ['owner', 'manager'],
  // An item running out on a busy night is marked by whoever is on the floor: hosts too
  // (Dekka has no kitchen role; docs/decisions/044-ordering-setup.md).
  'ordering.soldOut': ['owner', 'manager', 'host'],
  // The order board is run by whoever is on shift (Dekka has no kitchen role): every staff role.
  // A rejection refunds the diner in full, which any of them may decide, as a host may turn a
  // guest away at the door (docs/decisions/045-food-orders.md).
  'orders.view': ['owner', 'manager', 'host'],
  'orders.change': ['owner', 'manager', 'host'],
};

export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[action].includes(role);
}

/** The preHandlers of a staff route allowed `action` (staff.routes.ts builds them). */
export type StaffGuard = (action: StaffAction) => ((request: FastifyRequest) => Promise<void>)[];
