import {
  FiltersInUseResponse,
  GlobalSearchParams,
  GlobalSearchResponse,
  SearchResultsQuery,
  SearchResultsResponse,
} from '@dekka/contracts/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { DEFAULT_PAGE_SIZE, type SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, opts) => {
  app.get(
    '/web/filter/inuse',
    {
      schema: {
        tags: ['search'],
        summary: 'Categories, cities (by region), occasions and areas at least one restaurant uses',
        response: { 200: FiltersInUseResponse, ...errorResponses },
      },
    },
    async () => opts.search.filtersInUse(),
  );

  app.get(
    '/web/search/globalsearch/:searchString',
    {
      schema: {
        tags: ['search'],
        summary: 'Restaurants whose name, city or category matches, ignoring case and accents',
        params: GlobalSearchParams,
        response: { 200: GlobalSearchResponse, ...errorResponses },
      },
    },
    async (request) => opts.search.globalSearch(request.params.searchString),
  );

  // The client trims before calling, but a bare path (empty text) still answers "no results".
  app.get(
    '/web/search/globalsearch',
    {
      schema: {
        tags: ['search'],
        summary: 'Empty search text: no restaurants',
        response: { 200: GlobalSearchResponse, ...errorResponses },
      },
    },
    async () => opts.search.globalSearch(''),
  );

  app.get(
    '/web/search/results',
    {
      schema: {
        tags: ['search'],
        summary: 'Restaurants matching the filters, by relevance, with time suggestions',
        querystring: SearchResultsQuery,
        response: { 200: SearchResultsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { dateTime, guests, filters, page, limit } = request.query;
      return opts.search.results({
        dateTime,
        guests,
        filters: filters ?? [],
        page: page ?? 1,
        limit: limit ?? DEFAULT_PAGE_SIZE,
      });
    },
  );
};
