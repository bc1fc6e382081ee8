import { ErrorResponse } from '@dekka/contracts/errors';
import {
  EventsOnDateParams,
  EventsOnDateResponse,
  UpcomingXmasResponse,
} from '@dekka/contracts/event';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { EventsService } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, opts) => {
  // Registered before the parameterised route; find-my-way prefers static segments anyway.
  app.get(
    '/web/event/upcomingxmas',
    {
      schema: {
        tags: ['events'],
        summary: 'Upcoming Christmas events across restaurants',
        response: { 200: UpcomingXmasResponse, ...errorResponses },
      },
    },
    async () => opts.events.upcomingChristmas(),
  );

  app.get(
    '/web/event/:restaurantId/:date',
    {
      schema: {
        tags: ['events'],
        summary: "The restaurant's events with occurrences on a restaurant-local date",
        params: EventsOnDateParams,
        response: { 200: EventsOnDateResponse, ...errorResponses, 404: ErrorResponse },
      },
    },
    async (request) => opts.events.onDate(request.params.restaurantId, request.params.date),
  );
};
