import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffRole } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Identity } from '../modules/auth/auth-tokens.ts';
import { identityOf, requireAccount } from './auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** On staff routes: the caller's role at the restaurant the address names. */
    staffRole: StaffRole | null;
  }
}

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
 * staff of; that is decided before this table is read (staffGuard below).
 */
const ALLOWED: Record<StaffAction, readonly StaffRole[]> = {
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
  return ALLOWED[action].includes(role);
}

/** The preHandlers of a staff route allowed `action` (staffGuard builds them). */
export type StaffGuard = (action: StaffAction) => ((request: FastifyRequest) => Promise<void>)[];

/** Where the guard asks for the caller's role; the staff module answers (its team tables). */
type StaffRoles = {
  roleAt(identity: Identity, restaurantId: number): Promise<StaffRole | null>;
  roleAtSlug(identity: Identity, slug: string): Promise<StaffRole | null>;
};

/**
 * Every staff route: a signed-in person (401 otherwise) on the staff of the restaurant in the
 * address, in a role allowed the route's one action (403 otherwise, also for a restaurant that
 * does not exist, so ids and slugs cannot be probed). Registered once on the API scope; each
 * module passes the returned guard to its own staff routes, so no module mounts another's.
 */
export function registerStaffGuard(app: FastifyInstance, roles: StaffRoles): StaffGuard {
  app.decorateRequest('staffRole', null);
  return (action) => [
    requireAccount,
    async (request: FastifyRequest) => {
      // The address names the restaurant by id, or (the survey reply) by slug.
      const params = request.params as { restaurantId?: number; restaurantSlug?: string };
      const role =
        params.restaurantSlug === undefined
          ? await roles.roleAt(identityOf(request), Number(params.restaurantId))
          : await roles.roleAtSlug(identityOf(request), params.restaurantSlug);
      if (!role || !mayDo(role, action)) {
        throw new AppError('forbidden', 403, 'Not allowed at this restaurant');
      }
      request.staffRole = role;
    },
  ];
}

/** The caller's role on a staff route (set by the guard; 403 should it be missing). */
export function staffRoleOf(request: FastifyRequest): StaffRole {
  if (!request.staffRole) throw new AppError('forbidden', 403);
  return request.staffRole;
}
