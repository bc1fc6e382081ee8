import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { PaymentsSettingsService } from './payment-policy.service.ts';

/**
 * The restaurant's payment rule, amount per guest and policy (owners and managers, like every
 * settings area; docs/decisions/041-payments-settings.md).
 */
export const paymentsSettingsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsSettingsService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const payments = opts.payments;

  defineRoute(
    app,
    'settingsPayments',
    { preHandler: opts.staffOnly('settings.view'), errors: staffErrorResponses },
    async (request) => payments.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'saveSettingsPayments',
    { preHandler: opts.staffOnly('settings.change'), errors: staffErrorResponses },
    async (request) =>
      payments.save(request.params.restaurantId, identityOf(request).userId, request.body),
  );
};
