import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { PaymentsSettingsService } from './payment-policy.service.ts';

const schema = (summary: string) => ({
  tags: ['staff', 'settings'],
  summary,
  security: [{ bearerAuth: [] }],
});

/**
 * The restaurant's payment rule, amount per guest and policy (owners and managers, like every
 * settings area; docs/decisions/041-payments-settings.md).
 */
export const paymentsSettingsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsSettingsService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const payments = opts.payments;

  app.get(
    API_ROUTES.settingsPayments.path,
    {
      preHandler: opts.staffOnly('settings.view'),
      schema: {
        ...schema('The payment rule, amount per guest, policy texts and card provider'),
        params: ROUTE_SCHEMAS.settingsPayments.params,
        response: { 200: ROUTE_SCHEMAS.settingsPayments.response, ...staffErrorResponses },
      },
    },
    async (request) => payments.read(request.params.restaurantId),
  );

  app.put(
    API_ROUTES.saveSettingsPayments.path,
    {
      preHandler: opts.staffOnly('settings.change'),
      schema: {
        ...schema('Change the payment rule and policy (for bookings completed from now on)'),
        params: ROUTE_SCHEMAS.saveSettingsPayments.params,
        body: ROUTE_SCHEMAS.saveSettingsPayments.body,
        response: { 200: ROUTE_SCHEMAS.saveSettingsPayments.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      payments.save(request.params.restaurantId, identityOf(request).userId, request.body),
  );
};
