import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { OrderMenuService } from './order-menu.service.ts';

/** Public and read-only: what the diner's ordering pages show (ADR 046). */
export const orderMenuRoutes: FastifyPluginAsyncZod<{ orderMenu: OrderMenuService }> = async (
  app,
  opts,
) => {
  defineRoute(app, 'orderRestaurants', async (request) => {
    const { mode, city, cuisine } = request.query;
    return opts.orderMenu.restaurants(
      {
        ...(mode ? { mode } : {}),
        ...(city === undefined ? {} : { cityId: city }),
        ...(cuisine === undefined ? {} : { cuisineId: cuisine }),
      },
      contentLanguage(request.headers['accept-language']),
    );
  });

  defineRoute(
    app,
    'orderMenu',
    { errors: { ...errorResponses, 404: ErrorResponse } },
    async (request) =>
      opts.orderMenu.menu(
        request.params.restaurantSlug,
        contentLanguage(request.headers['accept-language']),
      ),
  );
};
