import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { UpsellService } from './upsell.service.ts';

const readErrors = { ...errorResponses, 404: ErrorResponse };

export const upsellRoutes: FastifyPluginAsyncZod<{ upsell: UpsellService }> = async (app, opts) => {
  defineRoute(app, 'upsell', { errors: readErrors }, async (request) => {
    const { restaurantId, dateTime, guests, eventId } = request.params;
    // Menus and floor plans in the diner's language (Accept-Language), where they have it.
    const language = contentLanguage(request.headers['accept-language']);
    return opts.upsell.upsell(restaurantId, dateTime, guests, eventId, language);
  });

  defineRoute(app, 'processSteps', { errors: readErrors }, async (request) => {
    const { restaurantId, eventId, isWaitingList, dateTime } = request.params;
    return opts.upsell.processSteps(restaurantId, eventId, isWaitingList, dateTime);
  });
};
