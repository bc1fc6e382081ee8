import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLanguage } from '../../languages.ts';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { authErrorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { type StaffGuard, staffRoleOf } from '../../plugins/staff-guard.ts';
import type { StaffService } from './staff.service.ts';

/** The team's routes: the workspace's first screen, the team, its invitations. */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const { staffOnly } = opts;

  defineRoute(
    app,
    'myRestaurants',
    { preHandler: requireAccount, errors: authErrorResponses },
    async (request) => opts.staff.myRestaurants(identityOf(request)),
  );

  defineRoute(
    app,
    'workspace',
    { preHandler: staffOnly('workspace.view'), errors: staffErrorResponses },
    async (request) => opts.staff.workspace(request.params.restaurantId, staffRoleOf(request)),
  );

  defineRoute(
    app,
    'team',
    { preHandler: staffOnly('team.view'), errors: staffErrorResponses },
    async (request) => opts.staff.team(request.params.restaurantId),
  );

  defineRoute(
    app,
    'invite',
    { preHandler: staffOnly('team.invite'), errors: staffErrorResponses },
    async (request) =>
      opts.staff.invite(
        identityOf(request),
        request.params.restaurantId,
        request.body,
        toLanguage(request.headers['accept-language']),
      ),
  );

  defineRoute(
    app,
    'cancelInvitation',
    { preHandler: staffOnly('team.invite'), errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, invitationId } = request.params;
      await opts.staff.cancelInvitation(identityOf(request), restaurantId, invitationId);
      return { done: true as const };
    },
  );

  defineRoute(
    app,
    'removeMember',
    { preHandler: staffOnly('team.remove'), errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, userId } = request.params;
      await opts.staff.removeMember(identityOf(request), restaurantId, userId);
      return { done: true as const };
    },
  );

  defineRoute(
    app,
    'invitation',
    { preHandler: requireAccount, errors: staffErrorResponses },
    async (request) => opts.staff.invitation(identityOf(request), request.params.invitationId),
  );

  defineRoute(
    app,
    'acceptInvitation',
    { preHandler: requireAccount, errors: staffErrorResponses },
    async (request) =>
      opts.staff.acceptInvitation(identityOf(request), request.params.invitationId),
  );
};
