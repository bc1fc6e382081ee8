import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../plugins/define-route.ts';
import type { AvailabilityService, SuggestionMode } from './availability.service.ts';

const variants: Array<{
  route: 'suggestions' | 'suggestionsAll' | 'suggestionsWaitingList';
  mode: SuggestionMode;
}> = [
  { route: 'suggestions', mode: 'around' },
  { route: 'suggestionsAll', mode: 'all' },
  { route: 'suggestionsWaitingList', mode: 'waitingList' },
];

export const availabilityRoutes: FastifyPluginAsyncZod<{
  availability: AvailabilityService;
}> = async (app, opts) => {
  for (const { route, mode } of variants) {
    defineRoute(app, route, async (request) => {
      const { restaurantId, dateTime, guests } = request.params;
      return opts.availability.suggestions(restaurantId, dateTime, guests, mode);
    });
  }
};
