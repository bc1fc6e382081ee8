import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  opts,
) => {
  app.get(
    API_ROUTES.settings.path,
    {
      schema: {
        tags: ['settings'],
        summary: 'Meta tags, theme, display country and site links the client needs to render',
        response: { 200: ROUTE_SCHEMAS.settings.response, ...errorResponses },
      },
    },
    async () => opts.settings.getSiteSettings(),
  );
};
