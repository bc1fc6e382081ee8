import type { StaffRole } from './staff.ts';

/** Everything a staff route can do; each staff route names exactly one. */
export type StaffAction =
  | 'workspace.view'
  | 'guestList.view'
  | 'guestList.change'
  | 'guestList.charge'
  | 'guests.view'
  | 'guests.change'
  | 'guests.export'
  | 'guests.merge'
  | 'team.view'
  | 'team.invite'
  | 'team.remove'
  | 'surveys.reply'
  | 'giftCards.redeem'
  | 'settings.view'
  | 'settings.change'
  | 'ordering.soldOut'
  | 'orders.view'
  | 'orders.change'
  | 'reports.view';

/**
 * Who may do what at their own restaurant. Nobody may do anything at a restaurant they are not
 * staff of; that is decided before this table is read (the server's staff guard). The
 * server enforces it on every staff route; the web shows and explains what a role may do from it.
 */
export const STAFF_PERMISSIONS: Record<StaffAction, readonly StaffRole[]> = {
  'workspace.view': ['owner', 'manager', 'host'],
  // Hosts run the door: everyone on the staff sees and moves the evening's bookings.
  'guestList.view': ['owner', 'manager', 'host'],
  'guestList.change': ['owner', 'manager', 'host'],
  // Money leaves a diner's card: the people who answer for the restaurant's accounts.
  'guestList.charge': ['owner', 'manager'],
  // Whoever greets the guest needs to know her allergy and that she is a regular: every role
  // reads a profile and keeps its tags, allergies and notes (every read is in the audit log).
  'guests.view': ['owner', 'manager', 'host'],
  'guests.change': ['owner', 'manager', 'host'],
  // The whole guest list leaving the building, or records joined and torn apart: those who
  // answer for the restaurant's data.
  'guests.export': ['owner', 'manager'],
  'guests.merge': ['owner', 'manager'],
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
  // The business's numbers (money taken and refunded among them): those who run the restaurant.
  'reports.view': ['owner', 'manager'],
};

export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return STAFF_PERMISSIONS[action].includes(role);
}
