import { ErrorResponse } from '@dekka/contracts/errors';
import { RestaurantParams, RestaurantResponse } from '@dekka/contracts/restaurant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { RestaurantsService } from './restaurants.service.ts';

export const restaurantsRoutes: FastifyPluginAsyncZod<{ restaurants: RestaurantsService }> = async (
  app,
  opts,
) => {
  app.get(
    '/web/restaurant/:idOrSlug',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'What the restaurant page shows, by id or slug',
        params: RestaurantParams,
        response: { 200: RestaurantResponse, ...errorResponses, 404: ErrorResponse },
      },
    },
    async (request) => opts.restaurants.get(request.params.idOrSlug),
  );
};
