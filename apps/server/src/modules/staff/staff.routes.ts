import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toLanguage } from '../../languages.ts';
import { identityOf, requireAccount } from '../../plugins/auth.ts';
import { authErrorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import { type StaffGuard, staffRoleOf } from '../../plugins/staff-guard.ts';
import type { StaffService } from './staff.service.ts';

/** The team's routes: the workspace's first screen, the team, its invitations. */
export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const { staffOnly } = opts;

  const schema = (summary: string) => ({
    tags: ['staff'],
    summary,
    security: [{ bearerAuth: [] }],
  });

  app.get(
    API_ROUTES.myRestaurants.path,
    {
      preHandler: requireAccount,
      schema: {
        ...schema('The restaurants the signed-in person works at, with their role'),
        response: { 200: ROUTE_SCHEMAS.myRestaurants.response, ...authErrorResponses },
      },
    },
    async (request) => opts.staff.myRestaurants(identityOf(request)),
  );

  app.get(
    API_ROUTES.workspace.path,
    {
      preHandler: staffOnly('workspace.view'),
      schema: {
        ...schema("The staff workspace's first screen: the restaurant, your role, today"),
        params: ROUTE_SCHEMAS.workspace.params,
        response: { 200: ROUTE_SCHEMAS.workspace.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.staff.workspace(request.params.restaurantId, staffRoleOf(request)),
  );

  app.get(
    API_ROUTES.team.path,
    {
      preHandler: staffOnly('team.view'),
      schema: {
        ...schema("The restaurant's staff and open invitations (owners, managers)"),
        params: ROUTE_SCHEMAS.team.params,
        response: { 200: ROUTE_SCHEMAS.team.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.staff.team(request.params.restaurantId),
  );

  app.post(
    API_ROUTES.invite.path,
    {
      preHandler: staffOnly('team.invite'),
      schema: {
        ...schema('Invite someone by e-mail (owners); the e-mail goes in the request language'),
        params: ROUTE_SCHEMAS.invite.params,
        body: ROUTE_SCHEMAS.invite.body,
        response: { 200: ROUTE_SCHEMAS.invite.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.staff.invite(
        identityOf(request),
        request.params.restaurantId,
        request.body,
        toLanguage(request.headers['accept-language']),
      ),
  );

  app.delete(
    API_ROUTES.cancelInvitation.path,
    {
      preHandler: staffOnly('team.invite'),
      schema: {
        ...schema('Cancel an open invitation (owners)'),
        params: ROUTE_SCHEMAS.cancelInvitation.params,
        response: { 200: ROUTE_SCHEMAS.cancelInvitation.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, invitationId } = request.params;
      await opts.staff.cancelInvitation(identityOf(request), restaurantId, invitationId);
      return { done: true as const };
    },
  );

  app.delete(
    API_ROUTES.removeMember.path,
    {
      preHandler: staffOnly('team.remove'),
      schema: {
        ...schema('Remove someone from the staff (owners; the last owner stays)'),
        params: ROUTE_SCHEMAS.removeMember.params,
        response: { 200: ROUTE_SCHEMAS.removeMember.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, userId } = request.params;
      await opts.staff.removeMember(identityOf(request), restaurantId, userId);
      return { done: true as const };
    },
  );

  app.get(
    API_ROUTES.invitation.path,
    {
      preHandler: requireAccount,
      schema: {
        ...schema('An open invitation to a restaurant’s staff, for its accept page'),
        params: ROUTE_SCHEMAS.invitation.params,
        response: { 200: ROUTE_SCHEMAS.invitation.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.staff.invitation(identityOf(request), request.params.invitationId),
  );

  app.post(
    API_ROUTES.acceptInvitation.path,
    {
      preHandler: requireAccount,
      schema: {
        ...schema('Accept an invitation sent to the signed-in e-mail address'),
        params: ROUTE_SCHEMAS.acceptInvitation.params,
        response: { 200: ROUTE_SCHEMAS.acceptInvitation.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.staff.acceptInvitation(identityOf(request), request.params.invitationId),
  );
};
