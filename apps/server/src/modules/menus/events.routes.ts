import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { EventsService } from './events.service.ts';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, opts) => {
  // Registered before the parameterised route; find-my-way prefers static segments anyway.
  defineRoute(
    app,
    'upcomingXmasEvents',
    // Names and texts in the diner's language (Accept-Language), where the events have them.
    async (request) =>
      opts.events.upcomingChristmas(contentLanguage(request.headers['accept-language'])),
  );

  defineRoute(
    app,
    'eventsOnDate',
    { errors: { ...errorResponses, 404: ErrorResponse } },
    async (request) =>
      opts.events.onDate(
        request.params.restaurantId,
        request.params.date,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
