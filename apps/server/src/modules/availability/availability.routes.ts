import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { API_ROUTES } from '@dekka/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { AvailabilityService, SuggestionMode } from './availability.service.ts';

const variants: Array<{
  route: 'suggestions' | 'suggestionsAll' | 'suggestionsWaitingList';
  mode: SuggestionMode;
  summary: string;
}> = [
  {
    route: 'suggestions',
    mode: 'around',
    summary: 'The five slots nearest the chosen restaurant-local time',
  },
  { route: 'suggestionsAll', mode: 'all', summary: 'Every slot of the chosen day' },
  {
    route: 'suggestionsWaitingList',
    mode: 'waitingList',
    summary: 'Slots of the chosen day open for the waiting list',
  },
];

export const availabilityRoutes: FastifyPluginAsyncZod<{
  availability: AvailabilityService;
}> = async (app, opts) => {
  for (const { route, mode, summary } of variants) {
    app.get(
      API_ROUTES[route].path,
      {
        schema: {
          tags: ['availability'],
          summary,
          params: ROUTE_SCHEMAS[route].params,
          response: { 200: ROUTE_SCHEMAS[route].response, ...errorResponses },
        },
      },
      async (request) => {
        const { restaurantId, dateTime, guests } = request.params;
        return opts.availability.suggestions(restaurantId, dateTime, guests, mode);
      },
    );
  }
};
