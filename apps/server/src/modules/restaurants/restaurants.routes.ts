import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { RestaurantsService } from './restaurants.service.ts';

export const restaurantsRoutes: FastifyPluginAsyncZod<{ restaurants: RestaurantsService }> = async (
  app,
  opts,
) => {
  app.get(
    API_ROUTES.restaurant.path,
    {
      schema: {
        tags: ['restaurants'],
        summary: 'What the restaurant page shows, by id or slug',
        params: ROUTE_SCHEMAS.restaurant.params,
        response: { 200: ROUTE_SCHEMAS.restaurant.response, ...errorResponses, 404: ErrorResponse },
      },
    },
    // Its texts in the diner's language (Accept-Language), where the restaurant has them.
    async (request) =>
      opts.restaurants.get(
        request.params.idOrSlug,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
