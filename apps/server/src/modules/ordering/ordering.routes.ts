import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { OrderingService } from './ordering.service.ts';

/**
 * The ordering setup: modes, capacity, zones, the ordering menu and catering packages (owners
 * and managers, like every settings area; the sold-out switch hosts too;
 * docs/decisions/044-ordering-setup.md). Every change answers the whole setup.
 */
export const orderingSettingsRoutes: FastifyPluginAsyncZod<{
  ordering: OrderingService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const view = opts.staffOnly('settings.view');
  const change = opts.staffOnly('settings.change');
  const userOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).userId;
  const { ordering } = opts;

  defineRoute(
    app,
    'settingsOrdering',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => ordering.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'saveSettingsOrdering',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      ordering.saveSettings(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'addOrderingCategory',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      ordering.addCategory(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeOrderingCategory',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, categoryId } = request.params;
      return ordering.changeCategory(restaurantId, userOf(request), categoryId, request.body);
    },
  );

  defineRoute(
    app,
    'removeOrderingCategory',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, categoryId } = request.params;
      return ordering.removeCategory(restaurantId, userOf(request), categoryId);
    },
  );

  defineRoute(
    app,
    'addOrderingItem',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => ordering.addItem(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeOrderingItem',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, itemId } = request.params;
      return ordering.changeItem(restaurantId, userOf(request), itemId, request.body);
    },
  );

  defineRoute(
    app,
    'removeOrderingItem',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, itemId } = request.params;
      return ordering.removeItem(restaurantId, userOf(request), itemId);
    },
  );

  defineRoute(
    app,
    'setItemSoldOut',
    { preHandler: opts.staffOnly('ordering.soldOut'), errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, itemId } = request.params;
      return ordering.setSoldOut(restaurantId, userOf(request), itemId, request.body.soldOut);
    },
  );

  defineRoute(
    app,
    'addCateringPackage',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      ordering.addPackage(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeCateringPackage',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, packageId } = request.params;
      return ordering.changePackage(restaurantId, userOf(request), packageId, request.body);
    },
  );

  defineRoute(
    app,
    'removeCateringPackage',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, packageId } = request.params;
      return ordering.removePackage(restaurantId, userOf(request), packageId);
    },
  );
};
