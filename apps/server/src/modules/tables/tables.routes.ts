import { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import { replyToChange } from '../catalogue-changes/conflict-reply.ts';
import type { TablesService } from './tables.service.ts';

/** A removal may answer 409 with the future bookings seated at the tables. */
const removalErrors = { ...staffErrorResponses, 409: BookingsAffectedResponse };
const SEATED = 'Future bookings are seated at these tables; send keepBookings to go on';

/**
 * The restaurant's floor plans, tables and combinations (owners and managers, like every settings
 * area; docs/decisions/039-tables-settings.md).
 */
export const tablesSettingsRoutes: FastifyPluginAsyncZod<{
  tables: TablesService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const view = opts.staffOnly('settings.view');
  const change = opts.staffOnly('settings.change');
  const userOf = (request: Parameters<typeof identityOf>[0]) => identityOf(request).userId;
  const tables = opts.tables;

  defineRoute(
    app,
    'settingsTables',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => tables.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'addFloorPlan',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      tables.addFloorPlan(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'renameFloorPlan',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, floorPlanId } = request.params;
      return tables.renameFloorPlan(restaurantId, userOf(request), floorPlanId, request.body);
    },
  );

  defineRoute(
    app,
    'removeFloorPlan',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, floorPlanId } = request.params;
      return tables.removeFloorPlan(restaurantId, userOf(request), floorPlanId);
    },
  );

  defineRoute(
    app,
    'saveFloorPlanLayout',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, floorPlanId } = request.params;
      return tables.saveLayout(restaurantId, userOf(request), floorPlanId, request.body);
    },
  );

  defineRoute(
    app,
    'addTable',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => tables.addTable(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeTable',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, tableId } = request.params;
      return tables.changeTable(restaurantId, userOf(request), tableId, request.body);
    },
  );

  defineRoute(
    app,
    'removeTable',
    { preHandler: change, errors: removalErrors },
    async (request, reply) => {
      const { restaurantId, tableId } = request.params;
      const result = await tables.removeTable(
        restaurantId,
        userOf(request),
        tableId,
        request.query.keepBookings,
      );
      return replyToChange(request, reply, result, SEATED);
    },
  );

  defineRoute(
    app,
    'addCombination',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      tables.addCombination(request.params.restaurantId, userOf(request), request.body),
  );

  defineRoute(
    app,
    'changeCombination',
    { preHandler: change, errors: staffErrorResponses },
    async (request) => {
      const { restaurantId, combinationId } = request.params;
      return tables.changeCombination(restaurantId, userOf(request), combinationId, request.body);
    },
  );

  defineRoute(
    app,
    'removeCombination',
    { preHandler: change, errors: removalErrors },
    async (request, reply) => {
      const { restaurantId, combinationId } = request.params;
      const result = await tables.removeCombination(
        restaurantId,
        userOf(request),
        combinationId,
        request.query.keepBookings,
      );
      return replyToChange(request, reply, result, SEATED);
    },
  );
};
