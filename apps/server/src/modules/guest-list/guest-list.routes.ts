import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
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
  defineRoute(
    app,
    'guestList',
    { preHandler: opts.staffOnly('guestList.view'), errors: staffErrorResponses },
    async (request) => opts.guestList.day(request.params.restaurantId, request.params.date),
  );

  defineRoute(
    app,
    'changeGuestStatus',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) =>
      opts.guestList.changeStatus(
        identityOf(request),
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );

  defineRoute(
    app,
    'createStaffBooking',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) => opts.staffBookings.create(request.params.restaurantId, request.body),
  );

  defineRoute(
    app,
    'staffTableOptions',
    { preHandler: opts.staffOnly('guestList.view'), errors: staffErrorResponses },
    async (request) => opts.staffBookings.tableOptions(request.params.restaurantId, request.query),
  );

  defineRoute(
    app,
    'changeStaffBooking',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) =>
      opts.staffBookings.change(
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );

  defineRoute(
    app,
    'seatWaiting',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) =>
      opts.staffBookings.seatWaiting(
        identityOf(request),
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );

  defineRoute(
    app,
    'offerTable',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) =>
      opts.guestList.offerTable(
        identityOf(request),
        request.params.restaurantId,
        request.params.bookingId,
        request.body,
      ),
  );

  defineRoute(
    app,
    'chargeNoShowFee',
    {
      preHandler: opts.staffOnly('guestList.charge'),
      errors: { 402: ErrorResponse, 503: ErrorResponse, ...staffErrorResponses },
    },
    async (request) => {
      const { restaurantId, bookingId } = request.params;
      await opts.noShowFee.charge(identityOf(request), restaurantId, bookingId);
      return opts.guestList.entry(restaurantId, bookingId);
    },
  );

  defineRoute(
    app,
    'createTableBlock',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) => opts.staffBookings.block(request.params.restaurantId, request.body),
  );

  defineRoute(
    app,
    'removeTableBlock',
    { preHandler: opts.staffOnly('guestList.change'), errors: staffErrorResponses },
    async (request) => {
      await opts.staffBookings.unblock(request.params.restaurantId, request.params.blockId);
      return { done: true as const };
    },
  );
};
