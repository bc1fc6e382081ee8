import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { GuestListService } from './guest-list.service.ts';
import type { NoShowFeeService } from './no-show-fee.service.ts';
import type { StaffBookingsService } from './staff-bookings.service.ts';

export type GuestListRoutesOptions = {
  guestList: GuestListService;
  staffBookings: StaffBookingsService;
  noShowFee: NoShowFeeService;
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

  app.post(
    API_ROUTES.createStaffBooking.path,
    {
      preHandler: opts.staffOnly('guestList.change'),
      schema: {
        ...schema('Take a phone booking or seat a walk-in (contact details optional)'),
        params: ROUTE_SCHEMAS.createStaffBooking.params,
        body: ROUTE_SCHEMAS.createStaffBooking.body,
        response: { 200: ROUTE_SCHEMAS.createStaffBooking.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.staffBookings.create(request.params.restaurantId, request.body),
  );

  app.put(
    API_ROUTES.changeStaffBooking.path,
    {
      preHandler: opts.staffOnly('guestList.change'),
      schema: {
        ...schema('Move a booking to other tables or another time, change its party or note'),
        params: ROUTE_SCHEMAS.changeStaffBooking.params,
        body: ROUTE_SCHEMAS.changeStaffBooking.body,
        response: { 200: ROUTE_SCHEMAS.changeStaffBooking.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.staffBookings.change(
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );

  app.post(
    API_ROUTES.seatWaiting.path,
    {
      preHandler: opts.staffOnly('guestList.change'),
      schema: {
        ...schema('Seat a waiting-list party now at the given tables'),
        params: ROUTE_SCHEMAS.seatWaiting.params,
        body: ROUTE_SCHEMAS.seatWaiting.body,
        response: { 200: ROUTE_SCHEMAS.seatWaiting.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.staffBookings.seatWaiting(
        identityOf(request),
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );

  app.post(
    API_ROUTES.chargeNoShowFee.path,
    {
      preHandler: opts.staffOnly('guestList.charge'),
      schema: {
        ...schema("Charge a no-show's fee to the card kept for it, once"),
        params: ROUTE_SCHEMAS.chargeNoShowFee.params,
        response: {
          200: ROUTE_SCHEMAS.chargeNoShowFee.response,
          402: ErrorResponse,
          503: ErrorResponse,
          ...staffErrorResponses,
        },
      },
    },
    async (request) => {
      const { restaurantId, bookingId } = request.params;
      await opts.noShowFee.charge(identityOf(request), restaurantId, bookingId);
      return opts.guestList.entry(restaurantId, bookingId);
    },
  );

  app.post(
    API_ROUTES.createTableBlock.path,
    {
      preHandler: opts.staffOnly('guestList.change'),
      schema: {
        ...schema('Close tables for a period'),
        params: ROUTE_SCHEMAS.createTableBlock.params,
        body: ROUTE_SCHEMAS.createTableBlock.body,
        response: { 200: ROUTE_SCHEMAS.createTableBlock.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.staffBookings.block(request.params.restaurantId, request.body),
  );

  app.delete(
    API_ROUTES.removeTableBlock.path,
    {
      preHandler: opts.staffOnly('guestList.change'),
      schema: {
        ...schema('Open blocked tables again'),
        params: ROUTE_SCHEMAS.removeTableBlock.params,
        response: { 200: ROUTE_SCHEMAS.removeTableBlock.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      await opts.staffBookings.unblock(request.params.restaurantId, request.params.blockId);
      return { done: true as const };
    },
  );
};
