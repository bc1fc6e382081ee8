import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { PublishingService } from './publishing.service.ts';

/**
 * Whether diners see the restaurant (owners and managers, like every settings area;
 * docs/decisions/043-joining-dekka.md).
 */
export const publishingSettingsRoutes: FastifyPluginAsyncZod<{
  publishing: PublishingService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  defineRoute(
    app,
    'settingsPublishing',
    { preHandler: opts.staffOnly('settings.view'), errors: staffErrorResponses },
    async (request) => opts.publishing.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'saveSettingsPublishing',
    { preHandler: opts.staffOnly('settings.change'), errors: staffErrorResponses },
    async (request) =>
      opts.publishing.save(
        request.params.restaurantId,
        identityOf(request).userId,
        request.body.published,
      ),
  );
};
