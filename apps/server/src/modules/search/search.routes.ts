import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../plugins/define-route.ts';
import { contentLanguage } from '../../content-language.ts';
import { DEFAULT_PAGE_SIZE, type SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, opts) => {
  defineRoute(
    app,
    'filtersInUse',
    // Names in the diner's language (Accept-Language), where they have them.
    async (request) =>
      opts.search.filtersInUse(contentLanguage(request.headers['accept-language'])),
  );

  defineRoute(app, 'globalSearch', async (request) =>
    opts.search.globalSearch(
      request.params.searchString,
      contentLanguage(request.headers['accept-language']),
    ),
  );

  // The client trims before calling, but a bare path (empty text) still answers "no results".
  defineRoute(app, 'globalSearchEmpty', async () => opts.search.globalSearch(''));

  defineRoute(app, 'searchResults', async (request) => {
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
  });

  defineRoute(app, 'nearby', async (request) => {
    const { lat, lon, take, harpa, dateTime, guests } = request.query;
    return opts.search.nearby({
      near: { lat, lon },
      take,
      harpaOnly: harpa ?? false,
      dateTime,
      guests,
      language: contentLanguage(request.headers['accept-language']),
    });
  });
};
