import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { PublishingService } from './publishing.service.ts';

const schema = (summary: string) => ({
  tags: ['staff', 'settings'],
  summary,
  security: [{ bearerAuth: [] }],
});

/**
 * Whether diners see the restaurant (owners and managers, like every settings area;
 * docs/decisions/043-joining-dekka.md).
 */
export const publishingSettingsRoutes: FastifyPluginAsyncZod<{
  publishing: PublishingService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  app.get(
    API_ROUTES.settingsPublishing.path,
    {
      preHandler: opts.staffOnly('settings.view'),
      schema: {
        ...schema('Whether diners see the restaurant, and what it lacks before it may be shown'),
        params: ROUTE_SCHEMAS.settingsPublishing.params,
        response: { 200: ROUTE_SCHEMAS.settingsPublishing.response, ...staffErrorResponses },
      },
    },
    async (request) => opts.publishing.read(request.params.restaurantId),
  );

  app.put(
    API_ROUTES.saveSettingsPublishing.path,
    {
      preHandler: opts.staffOnly('settings.change'),
      schema: {
        ...schema(
          'Publish or unpublish (400 naming openingHours and tables while either is missing)',
        ),
        params: ROUTE_SCHEMAS.saveSettingsPublishing.params,
        body: ROUTE_SCHEMAS.saveSettingsPublishing.body,
        response: { 200: ROUTE_SCHEMAS.saveSettingsPublishing.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.publishing.save(
        request.params.restaurantId,
        identityOf(request).userId,
        request.body.published,
      ),
  );
};
