import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../plugins/define-route.ts';
import type { SettingsService } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (
  app,
  opts,
) => {
  defineRoute(app, 'settings', async () => opts.settings.getSiteSettings());
};
