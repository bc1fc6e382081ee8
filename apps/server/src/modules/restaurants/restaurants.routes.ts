import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { RestaurantsService } from './restaurants.service.ts';

export const restaurantsRoutes: FastifyPluginAsyncZod<{ restaurants: RestaurantsService }> = async (
  app,
  opts,
) => {
  defineRoute(
    app,
    'restaurant',
    { errors: { ...errorResponses, 404: ErrorResponse } },
    // Its texts in the diner's language (Accept-Language), where the restaurant has them.
    async (request) =>
      opts.restaurants.get(
        request.params.idOrSlug,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
