import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import { replyToChange } from '../catalogue-changes/conflict-reply.ts';
import type { TablesService } from './tables.service.ts';

const schema = (summary: string) => ({
  tags: ['staff', 'settings'],
  summary,
  security: [{ bearerAuth: [] }],
});

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

  app.get(
    API_ROUTES.settingsTables.path,
    {
      preHandler: view,
      schema: {
        ...schema('The floor plans with their tables and combinations'),
        params: ROUTE_SCHEMAS.settingsTables.params,
        response: { 200: ROUTE_SCHEMAS.settingsTables.response, ...staffErrorResponses },
      },
    },
    async (request) => tables.read(request.params.restaurantId),
  );

  app.post(
    API_ROUTES.addFloorPlan.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a floor plan'),
        params: ROUTE_SCHEMAS.addFloorPlan.params,
        body: ROUTE_SCHEMAS.addFloorPlan.body,
        response: { 200: ROUTE_SCHEMAS.addFloorPlan.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      tables.addFloorPlan(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.renameFloorPlan.path,
    {
      preHandler: change,
      schema: {
        ...schema('Rename a floor plan (its translations stay)'),
        params: ROUTE_SCHEMAS.renameFloorPlan.params,
        body: ROUTE_SCHEMAS.renameFloorPlan.body,
        response: { 200: ROUTE_SCHEMAS.renameFloorPlan.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, floorPlanId } = request.params;
      return tables.renameFloorPlan(restaurantId, userOf(request), floorPlanId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeFloorPlan.path,
    {
      preHandler: change,
      schema: {
        ...schema('Remove an empty floor plan no menu names (409 otherwise)'),
        params: ROUTE_SCHEMAS.removeFloorPlan.params,
        response: { 200: ROUTE_SCHEMAS.removeFloorPlan.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, floorPlanId } = request.params;
      return tables.removeFloorPlan(restaurantId, userOf(request), floorPlanId);
    },
  );

  app.post(
    API_ROUTES.addTable.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a table to a floor plan'),
        params: ROUTE_SCHEMAS.addTable.params,
        body: ROUTE_SCHEMAS.addTable.body,
        response: { 200: ROUTE_SCHEMAS.addTable.response, ...staffErrorResponses },
      },
    },
    async (request) => tables.addTable(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeTable.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change a table: name, seats, floor plan, online booking (bookings keep it)'),
        params: ROUTE_SCHEMAS.changeTable.params,
        body: ROUTE_SCHEMAS.changeTable.body,
        response: { 200: ROUTE_SCHEMAS.changeTable.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, tableId } = request.params;
      return tables.changeTable(restaurantId, userOf(request), tableId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeTable.path,
    {
      preHandler: change,
      schema: {
        ...schema(
          'Remove a table: deleted if never booked, else kept and made not bookable online ' +
            '(409 lists future bookings seated at it)',
        ),
        params: ROUTE_SCHEMAS.removeTable.params,
        querystring: ROUTE_SCHEMAS.removeTable.querystring,
        response: { 200: ROUTE_SCHEMAS.removeTable.response, ...removalErrors },
      },
    },
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

  app.post(
    API_ROUTES.addCombination.path,
    {
      preHandler: change,
      schema: {
        ...schema('Add a combination of tables in one floor plan'),
        params: ROUTE_SCHEMAS.addCombination.params,
        body: ROUTE_SCHEMAS.addCombination.body,
        response: { 200: ROUTE_SCHEMAS.addCombination.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      tables.addCombination(request.params.restaurantId, userOf(request), request.body),
  );

  app.put(
    API_ROUTES.changeCombination.path,
    {
      preHandler: change,
      schema: {
        ...schema('Change a combination: its tables and seats (bookings keep their tables)'),
        params: ROUTE_SCHEMAS.changeCombination.params,
        body: ROUTE_SCHEMAS.changeCombination.body,
        response: { 200: ROUTE_SCHEMAS.changeCombination.response, ...staffErrorResponses },
      },
    },
    async (request) => {
      const { restaurantId, combinationId } = request.params;
      return tables.changeCombination(restaurantId, userOf(request), combinationId, request.body);
    },
  );

  app.delete(
    API_ROUTES.removeCombination.path,
    {
      preHandler: change,
      schema: {
        ...schema('Remove a combination (409 lists future bookings seated at its tables)'),
        params: ROUTE_SCHEMAS.removeCombination.params,
        querystring: ROUTE_SCHEMAS.removeCombination.querystring,
        response: { 200: ROUTE_SCHEMAS.removeCombination.response, ...removalErrors },
      },
    },
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
