import { SuggestionParams, SuggestionResponse } from '@dekka/contracts/suggestion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { AvailabilityService, SuggestionMode } from './availability.service.ts';

const variants: Array<{ suffix: string; mode: SuggestionMode; summary: string }> = [
  {
    suffix: '',
    mode: 'around',
    summary: 'The five slots nearest the chosen restaurant-local time',
  },
  { suffix: '/all', mode: 'all', summary: 'Every slot of the chosen day' },
  {
    suffix: '/waitinglisttimes/v2',
    mode: 'waitingList',
    summary: 'Slots of the chosen day open for the waiting list',
  },
];

export const availabilityRoutes: FastifyPluginAsyncZod<{
  availability: AvailabilityService;
}> = async (app, opts) => {
  for (const { suffix, mode, summary } of variants) {
    app.get(
      `/web/suggestion/restaurant/:restaurantId/:dateTime/:guests${suffix}`,
      {
        schema: {
          tags: ['availability'],
          summary,
          params: SuggestionParams,
          response: { 200: SuggestionResponse, ...errorResponses },
        },
      },
      async (request) => {
        const { restaurantId, dateTime, guests } = request.params;
        return opts.availability.suggestions(restaurantId, dateTime, guests, mode);
      },
    );
  }
};
