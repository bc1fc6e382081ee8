import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { EventsService } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, opts) => {
  // Registered before the parameterised route; find-my-way prefers static segments anyway.
  app.get(
    API_ROUTES.upcomingXmasEvents.path,
    {
      schema: {
        tags: ['events'],
        summary: 'Upcoming Christmas events across restaurants',
        response: { 200: ROUTE_SCHEMAS.upcomingXmasEvents.response, ...errorResponses },
      },
    },
    // Names and texts in the diner's language (Accept-Language), where the events have them.
    async (request) =>
      opts.events.upcomingChristmas(contentLanguage(request.headers['accept-language'])),
  );

  app.get(
    API_ROUTES.eventsOnDate.path,
    {
      schema: {
        tags: ['events'],
        summary: "The restaurant's events with occurrences on a restaurant-local date",
        params: ROUTE_SCHEMAS.eventsOnDate.params,
        response: {
          200: ROUTE_SCHEMAS.eventsOnDate.response,
          ...errorResponses,
          404: ErrorResponse,
        },
      },
    },
    async (request) =>
      opts.events.onDate(
        request.params.restaurantId,
        request.params.date,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
