import { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import { replyToChange } from '../catalogue-changes/conflict-reply.ts';
import type { EventsSettingsService } from './events-settings.service.ts';
import type { MenusService } from './menus.service.ts';

/** A removal, or a change of a date's times, may answer 409 with the upcoming bookings. */
const questionErrors = { ...staffErrorResponses, 409: BookingsAffectedResponse };
const CHOSEN = 'Upcoming bookings chose this menu; send keepBookings to go on';
const BOOKED = 'Upcoming bookings hold tickets of this event; send keepBookings to go on';
const OUTSIDE = 'Upcoming bookings fall outside the new times; send keepBookings to save anyway';

/**
 * The restaurant's set menus and events with their dates (owners and managers, like every
 * settings area; docs/decisions/042-menus-and-events-settings.md).
 */
export const menusSettingsRoutes: FastifyPluginAsyncZod<{
  menus: MenusService;
  events: EventsSettingsService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const view = opts.staffOnly('settings.view');
  const change = opts.staffOnly('settings.change');
  const userOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).userId;
  const { menus, events } = opts;

  defineRoute(
    app,
    'settingsMenus',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => menus.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'addMenu',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => menus.addMenu(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeMenu',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, menuId } = request.params;
      return menus.changeMenu(restaurantId, userOf(request), menuId, request.body);
    },
  );

  defineRoute(
    app,
    'removeMenu',
    { preHandler: change, errors: questionErrors },
    async (request, reply) => {
      const { restaurantId, menuId } = request.params;
      const result = await menus.removeMenu(
        restaurantId,
        userOf(request),
        menuId,
        request.query.keepBookings,
      );
      return replyToChange(request, reply, result, CHOSEN);
    },
  );

  defineRoute(
    app,
    'addEvent',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => events.addEvent(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeEvent',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, eventId } = request.params;
      return events.changeEvent(restaurantId, userOf(request), eventId, request.body);
    },
  );

  defineRoute(
    app,
    'removeEvent',
    { preHandler: change, errors: questionErrors },
    async (request, reply) => {
      const { restaurantId, eventId } = request.params;
      const result = await events.removeEvent(
        restaurantId,
        userOf(request),
        eventId,
        request.query.keepBookings,
      );
      return replyToChange(request, reply, result, BOOKED);
    },
  );

  defineRoute(
    app,
    'addOccurrence',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, eventId } = request.params;
      return events.addOccurrence(restaurantId, userOf(request), eventId, request.body);
    },
  );

  defineRoute(
    app,
    'changeOccurrence',
    { preHandler: change, errors: questionErrors },
    async (request, reply) => {
      const { restaurantId, eventId, occurrenceId } = request.params;
      const result = await events.changeOccurrence(
        restaurantId,
        userOf(request),
        eventId,
        occurrenceId,
        request.body,
      );
      return replyToChange(request, reply, result, OUTSIDE);
    },
  );

  defineRoute(
    app,
    'removeOccurrence',
    { preHandler: change, errors: questionErrors },
    async (request, reply) => {
      const { restaurantId, eventId, occurrenceId } = request.params;
      const result = await events.removeOccurrence(
        restaurantId,
        userOf(request),
        eventId,
        occurrenceId,
        request.query.keepBookings,
      );
      return replyToChange(request, reply, result, BOOKED);
    },
  );
};
