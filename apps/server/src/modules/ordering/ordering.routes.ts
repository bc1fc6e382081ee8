import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { OrderingService } from './ordering.service.ts';

const schema = (summary: string) => ({
  tags: ['staff', 'settings'],
  summary,
  security: [{ bearerAuth: [] }],
});

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
  const responses = <N extends keyof typeof ROUTE_SCHEMAS>(name: N) => ({
    200: ROUTE_SCHEMAS[name].response,
    ...staffErrorResponses,
  });

  app.get(
    API_ROUTES.settingsOrdering.path,
    {
      preHandler: view,
      schema: {
        ...schema('The ordering setup: settings, zones, menu and catering packages'),
        params: ROUTE_SCHEMAS.settingsOrdering.params,
        response: responses('settingsOrdering'),
      },
    },
    async (request) => ordering.read(request.params.restaurantId),
  );

  app.put(
    API_ROUTES.saveSettingsOrdering.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change the order modes, pause, capacity, lead times, zones and catering terms'),
        params: ROUTE_SCHEMAS.saveSettingsOrdering.params,
        body: ROUTE_SCHEMAS.saveSettingsOrdering.body,
        response: responses('saveSettingsOrdering'),
      },
    },
    async (request) =>
      ordering.saveSettings(request.params.restaurantId, userOf(request), request.body),
  );

  app.post(
    API_ROUTES.addOrderingCategory.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a category to the ordering menu'),
        params: ROUTE_SCHEMAS.addOrderingCategory.params,
        body: ROUTE_SCHEMAS.addOrderingCategory.body,
        response: responses('addOrderingCategory'),
      },
    },
    async (request) =>
      ordering.addCategory(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeOrderingCategory.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change a category of the ordering menu'),
        params: ROUTE_SCHEMAS.changeOrderingCategory.params,
        body: ROUTE_SCHEMAS.changeOrderingCategory.body,
        response: responses('changeOrderingCategory'),
      },
    },
    async (request) => {
      const { restaurantId, categoryId } = request.params;
      return ordering.changeCategory(restaurantId, userOf(request), categoryId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeOrderingCategory.path,
    {
      preHandler: change,
      schema: {
        ...schema('Remove an empty category (409 while it has items)'),
        params: ROUTE_SCHEMAS.removeOrderingCategory.params,
        response: responses('removeOrderingCategory'),
      },
    },
    async (request) => {
      const { restaurantId, categoryId } = request.params;
      return ordering.removeCategory(restaurantId, userOf(request), categoryId);
    },
  );

  app.post(
    API_ROUTES.addOrderingItem.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add an item with its option groups and choices'),
        params: ROUTE_SCHEMAS.addOrderingItem.params,
        body: ROUTE_SCHEMAS.addOrderingItem.body,
        response: responses('addOrderingItem'),
      },
    },
    async (request) => ordering.addItem(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeOrderingItem.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change an item; its option groups and choices are replaced by the body’s'),
        params: ROUTE_SCHEMAS.changeOrderingItem.params,
        body: ROUTE_SCHEMAS.changeOrderingItem.body,
        response: responses('changeOrderingItem'),
      },
    },
    async (request) => {
      const { restaurantId, itemId } = request.params;
      return ordering.changeItem(restaurantId, userOf(request), itemId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeOrderingItem.path,
    {
      preHandler: change,
      schema: {
        ...schema('Remove an item with its option groups'),
        params: ROUTE_SCHEMAS.removeOrderingItem.params,
        response: responses('removeOrderingItem'),
      },
    },
    async (request) => {
      const { restaurantId, itemId } = request.params;
      return ordering.removeItem(restaurantId, userOf(request), itemId);
    },
  );

  app.patch(
    API_ROUTES.setItemSoldOut.path,
    {
      preHandler: opts.staffOnly('ordering.soldOut'),
      schema: {
        ...schema('Mark an item sold out, or back on the menu (hosts too)'),
        params: ROUTE_SCHEMAS.setItemSoldOut.params,
        body: ROUTE_SCHEMAS.setItemSoldOut.body,
        response: responses('setItemSoldOut'),
      },
    },
    async (request) => {
      const { restaurantId, itemId } = request.params;
      return ordering.setSoldOut(restaurantId, userOf(request), itemId, request.body.soldOut);
    },
  );

  app.post(
    API_ROUTES.addCateringPackage.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a catering package'),
        params: ROUTE_SCHEMAS.addCateringPackage.params,
        body: ROUTE_SCHEMAS.addCateringPackage.body,
        response: responses('addCateringPackage'),
      },
    },
    async (request) =>
      ordering.addPackage(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeCateringPackage.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change a catering package'),
        params: ROUTE_SCHEMAS.changeCateringPackage.params,
        body: ROUTE_SCHEMAS.changeCateringPackage.body,
        response: responses('changeCateringPackage'),
      },
    },
    async (request) => {
      const { restaurantId, packageId } = request.params;
      return ordering.changePackage(restaurantId, userOf(request), packageId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeCateringPackage.path,
    {
      preHandler: change,
      schema: {
        ...schema('Remove a catering package'),
        params: ROUTE_SCHEMAS.removeCateringPackage.params,
        response: responses('removeCateringPackage'),
      },
    },
    async (request) => {
      const { restaurantId, packageId } = request.params;
      return ordering.removePackage(restaurantId, userOf(request), packageId);
    },
  );
};
