import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { GuestsService } from './guests.service.ts';

export type GuestsRoutesOptions = {
  guests: GuestsService;
  /** The staff routes' guard: signed in, on this restaurant's staff, allowed the action. */
  staffOnly: StaffGuard;
};

/** Guest profiles: only the restaurant's staff, each read and change in its audit log. */
export const guestsRoutes: FastifyPluginAsyncZod<GuestsRoutesOptions> = async (app, opts) => {
  defineRoute(
    app,
    'listGuests',
    { preHandler: opts.staffOnly('guests.view'), errors: staffErrorResponses },
    async (request) => opts.guests.search(request.params.restaurantId, request.query),
  );

  defineRoute(
    app,
    'exportGuests',
    {
      preHandler: opts.staffOnly('guests.export'),
      errors: staffErrorResponses,
      produces: ['text/csv'],
    },
    async (request, reply) => {
      const csv = await opts.guests.exportCsv(
        identityOf(request),
        request.params.restaurantId,
        request.query,
      );
      void reply.header('content-type', 'text/csv; charset=utf-8');
      void reply.header('content-disposition', 'attachment; filename="guests.csv"');
      void reply.header('cache-control', 'no-store');
      return csv;
    },
  );

  defineRoute(
    app,
    'lookupGuests',
    { preHandler: opts.staffOnly('guests.view'), errors: staffErrorResponses },
    async (request) => opts.guests.lookup(request.params.restaurantId, request.query.phone),
  );

  defineRoute(
    app,
    'guestProfile',
    { preHandler: opts.staffOnly('guests.view'), errors: staffErrorResponses },
    async (request) =>
      opts.guests.profile(identityOf(request), request.params.restaurantId, request.params.guestId),
  );

  defineRoute(
    app,
    'updateGuest',
    { preHandler: opts.staffOnly('guests.change'), errors: staffErrorResponses },
    async (request) =>
      opts.guests.update(
        identityOf(request),
        request.params.restaurantId,
        request.params.guestId,
        request.body,
      ),
  );

  defineRoute(
    app,
    'mergeGuests',
    { preHandler: opts.staffOnly('guests.merge'), errors: staffErrorResponses },
    async (request) =>
      opts.guests.merge(
        identityOf(request),
        request.params.restaurantId,
        request.params.guestId,
        request.body,
      ),
  );

  defineRoute(
    app,
    'splitGuest',
    { preHandler: opts.staffOnly('guests.merge'), errors: staffErrorResponses },
    async (request) =>
      opts.guests.split(
        identityOf(request),
        request.params.restaurantId,
        request.params.guestId,
        request.body,
      ),
  );
};
