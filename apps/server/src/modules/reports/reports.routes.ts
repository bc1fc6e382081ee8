import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { ReportsService } from './reports.service.ts';

/** A period's report for owners and managers, as JSON for the page and as a CSV file. */
export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  defineRoute(
    app,
    'report',
    { preHandler: opts.staffOnly('reports.view'), errors: staffErrorResponses },
    async (request) => opts.reports.report(request.params.restaurantId, request.query),
  );

  defineRoute(
    app,
    'reportCsv',
    { preHandler: opts.staffOnly('reports.view'), produces: ['text/csv'] },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await opts.reports.csv(request.params.restaurantId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
