import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../staff/staff-access.ts';
import type { GuestListService } from './guest-list.service.ts';

export type GuestListRoutesOptions = {
  guestList: GuestListService;
  /** The staff routes' guard: signed in, on this restaurant's staff, allowed the action. */
  staffOnly: StaffGuard;
};

export const guestListRoutes: FastifyPluginAsyncZod<GuestListRoutesOptions> = async (app, opts) => {
  const schema = (summary: string) => ({
    tags: ['staff'],
    summary,
    security: [{ bearerAuth: [] }],
  });

  app.get(
    API_ROUTES.guestList.path,
    {
      preHandler: opts.staffOnly('guestList.view'),
      schema: {
        ...schema("A day's bookings and waiting list at the restaurant, for its staff"),
        params: ROUTE_SCHEMAS.guestList.params,
        response: { 200: ROUTE_SCHEMAS.guestList.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.guestList.day(request.params.restaurantId, request.params.date),
  );

  app.put(
    API_ROUTES.changeGuestStatus.path,
    {
      preHandler: opts.staffOnly('guestList.change'),
      schema: {
        ...schema(
          'Mark a booking arrived, seated, finished, a no-show, or cancel it (with a reason)',
        ),
        params: ROUTE_SCHEMAS.changeGuestStatus.params,
        body: ROUTE_SCHEMAS.changeGuestStatus.body,
        response: { 200: ROUTE_SCHEMAS.changeGuestStatus.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.guestList.changeStatus(
        identityOf(request),
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );
};
