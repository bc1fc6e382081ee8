import { ErrorResponse } from '@dekka/contracts/errors';
import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { OrderMenuService } from './order-menu.service.ts';

/** Public and read-only: what the diner's ordering pages show (ADR 046). */
export const orderMenuRoutes: FastifyPluginAsyncZod<{ orderMenu: OrderMenuService }> = async (
  app,
  opts,
) => {
  app.get(
    API_ROUTES.orderRestaurants.path,
    {
      schema: {
        tags: ['ordering'],
        summary:
          'Published restaurants that take food orders, by mode, city and cuisine, with the filters’ choices',
        querystring: ROUTE_SCHEMAS.orderRestaurants.querystring,
        response: { 200: ROUTE_SCHEMAS.orderRestaurants.response, ...errorResponses },
      },
    },
    async (request) => {
      const { mode, city, cuisine } = request.query;
      return opts.orderMenu.restaurants(
        {
          ...(mode ? { mode } : {}),
          ...(city === undefined ? {} : { cityId: city }),
          ...(cuisine === undefined ? {} : { cuisineId: cuisine }),
        },
        contentLanguage(request.headers['accept-language']),
      );
    },
  );

  app.get(
    API_ROUTES.orderMenu.path,
    {
      schema: {
        tags: ['ordering'],
        summary: 'A restaurant’s ordering menu, packages, zones and terms in the diner’s language',
        params: ROUTE_SCHEMAS.orderMenu.params,
        response: { 200: ROUTE_SCHEMAS.orderMenu.response, ...errorResponses, 404: ErrorResponse },
      },
    },
    async (request) =>
      opts.orderMenu.menu(
        request.params.restaurantSlug,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
