import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentLanguage } from '../../content-language.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { DEFAULT_PAGE_SIZE, type SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, opts) => {
  app.get(
    API_ROUTES.filtersInUse.path,
    {
      schema: {
        tags: ['search'],
        summary: 'Categories, cities (by region), occasions and areas at least one restaurant uses',
        response: { 200: ROUTE_SCHEMAS.filtersInUse.response, ...errorResponses },
      },
    },
    // Names in the diner's language (Accept-Language), where they have them.
    async (request) =>
      opts.search.filtersInUse(contentLanguage(request.headers['accept-language'])),
  );

  app.get(
    API_ROUTES.globalSearch.path,
    {
      schema: {
        tags: ['search'],
        summary:
          'Restaurants whose name, city or category holds every word, name matches first, ignoring case and accents',
        params: ROUTE_SCHEMAS.globalSearch.params,
        response: { 200: ROUTE_SCHEMAS.globalSearch.response, ...errorResponses },
      },
    },
    async (request) =>
      opts.search.globalSearch(
        request.params.searchString,
        contentLanguage(request.headers['accept-language']),
      ),
  );

  // The client trims before calling, but a bare path (empty text) still answers "no results".
  app.get(
    API_ROUTES.globalSearchEmpty.path,
    {
      schema: {
        tags: ['search'],
        summary: 'Empty search text: no restaurants',
        response: { 200: ROUTE_SCHEMAS.globalSearchEmpty.response, ...errorResponses },
      },
    },
    async () => opts.search.globalSearch(''),
  );

  app.get(
    API_ROUTES.searchResults.path,
    {
      schema: {
        tags: ['search'],
        summary:
          'Restaurants matching the filters and the free text `q` (name matches first), free near the asked time first, with time suggestions',
        querystring: ROUTE_SCHEMAS.searchResults.querystring,
        response: { 200: ROUTE_SCHEMAS.searchResults.response, ...errorResponses },
      },
    },
    async (request) => {
      const { dateTime, guests, filters, q, sort, near, page, limit } = request.query;
      return opts.search.results({
        dateTime,
        guests,
        filters: filters ?? [],
        q: q ?? '',
        sort,
        near,
        page: page ?? 1,
        limit: limit ?? DEFAULT_PAGE_SIZE,
        language: contentLanguage(request.headers['accept-language']),
      });
    },
  );

  app.get(
    API_ROUTES.nearby.path,
    {
      schema: {
        tags: ['search'],
        summary:
          'The `take` restaurants closest to a position, closest first, with their distance and time suggestions; `harpa=true` keeps only those in Harpa',
        querystring: ROUTE_SCHEMAS.nearby.querystring,
        response: { 200: ROUTE_SCHEMAS.nearby.response, ...errorResponses },
      },
    },
    async (request) => {
      const { lat, lon, take, harpa, dateTime, guests } = request.query;
      return opts.search.nearby({
        near: { lat, lon },
        take,
        harpaOnly: harpa ?? false,
        dateTime,
        guests,
        language: contentLanguage(request.headers['accept-language']),
      });
    },
  );
};
