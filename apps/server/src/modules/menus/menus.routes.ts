import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import { replyToChange } from '../catalogue-changes/conflict-reply.ts';
import type { EventsSettingsService } from './events-settings.service.ts';
import type { MenusService } from './menus.service.ts';

const schema = (summary: string) => ({
  tags: ['staff', 'settings'],
  summary,
  security: [{ bearerAuth: [] }],
});

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

  app.get(
    API_ROUTES.settingsMenus.path,
    {
      preHandler: view,
      schema: {
        ...schema('The set menus, and the events with their dates and tickets'),
        params: ROUTE_SCHEMAS.settingsMenus.params,
        response: { 200: ROUTE_SCHEMAS.settingsMenus.response, ...staffErrorResponses },
      },
    },
    async (request) => menus.read(request.params.restaurantId),
  );

  app.post(
    API_ROUTES.addMenu.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a set menu'),
        params: ROUTE_SCHEMAS.addMenu.params,
        body: ROUTE_SCHEMAS.addMenu.body,
        response: { 200: ROUTE_SCHEMAS.addMenu.response, ...staffErrorResponses },
      },
    },
    async (request) => menus.addMenu(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeMenu.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change a set menu (bookings that chose it keep it)'),
        params: ROUTE_SCHEMAS.changeMenu.params,
        body: ROUTE_SCHEMAS.changeMenu.body,
        response: { 200: ROUTE_SCHEMAS.changeMenu.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, menuId } = request.params;
      return menus.changeMenu(restaurantId, userOf(request), menuId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeMenu.path,
    {
      preHandler: change,
      schema: {
        ...schema(
          'Remove a set menu: deleted if never chosen, else no longer offered ' +
            '(409 lists upcoming bookings that chose it)',
        ),
        params: ROUTE_SCHEMAS.removeMenu.params,
        querystring: ROUTE_SCHEMAS.removeMenu.querystring,
        response: { 200: ROUTE_SCHEMAS.removeMenu.response, ...questionErrors },
      },
    },
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

  app.post(
    API_ROUTES.addEvent.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add an event (its address made from its name when none is given)'),
        params: ROUTE_SCHEMAS.addEvent.params,
        body: ROUTE_SCHEMAS.addEvent.body,
        response: { 200: ROUTE_SCHEMAS.addEvent.response, ...staffErrorResponses },
      },
    },
    async (request) => events.addEvent(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeEvent.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change an event: texts, address, price, Christmas (bookings keep it)'),
        params: ROUTE_SCHEMAS.changeEvent.params,
        body: ROUTE_SCHEMAS.changeEvent.body,
        response: { 200: ROUTE_SCHEMAS.changeEvent.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, eventId } = request.params;
      return events.changeEvent(restaurantId, userOf(request), eventId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeEvent.path,
    {
      preHandler: change,
      schema: {
        ...schema(
          'Remove an event: deleted if never booked, else its dates to come are taken off sale ' +
            '(409 lists upcoming bookings)',
        ),
        params: ROUTE_SCHEMAS.removeEvent.params,
        querystring: ROUTE_SCHEMAS.removeEvent.querystring,
        response: { 200: ROUTE_SCHEMAS.removeEvent.response, ...questionErrors },
      },
    },
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

  app.post(
    API_ROUTES.addOccurrence.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a date to an event, with its tickets'),
        params: ROUTE_SCHEMAS.addOccurrence.params,
        body: ROUTE_SCHEMAS.addOccurrence.body,
        response: { 200: ROUTE_SCHEMAS.addOccurrence.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, eventId } = request.params;
      return events.addOccurrence(restaurantId, userOf(request), eventId, request.body);
    },
  );

  app.put(
    API_ROUTES.changeOccurrence.path,
    {
      preHandler: change,
      schema: {
        ...schema(
          "Change a date's times or tickets (never below the seats booked; 409 lists " +
            'bookings the new times leave outside)',
        ),
        params: ROUTE_SCHEMAS.changeOccurrence.params,
        body: ROUTE_SCHEMAS.changeOccurrence.body,
        response: { 200: ROUTE_SCHEMAS.changeOccurrence.response, ...questionErrors },
      },
    },
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

  app.delete(
    API_ROUTES.removeOccurrence.path,
    {
      preHandler: change,
      schema: {
        ...schema(
          'Remove a date: deleted if never booked, else taken off sale ' +
            '(409 lists upcoming bookings)',
        ),
        params: ROUTE_SCHEMAS.removeOccurrence.params,
        querystring: ROUTE_SCHEMAS.removeOccurrence.querystring,
        response: { 200: ROUTE_SCHEMAS.removeOccurrence.response, ...questionErrors },
      },
    },
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
