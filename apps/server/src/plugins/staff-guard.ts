import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayDo, type StaffAction } from '@dekka/contracts/staff-permissions';
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
