import { SiteSettingsResponse } from '@dekka/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-schemas.ts';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  opts,
) => {
  app.get(
    '/web/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Meta tags, theme, display country and site links the client needs to render',
        response: { 200: SiteSettingsResponse, ...errorResponses },
      },
    },
    async () => opts.settings.getSiteSettings(),
  );
};
