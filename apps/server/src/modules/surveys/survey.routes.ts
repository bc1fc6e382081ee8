import { ErrorResponse } from '@dekka/contracts/errors';
import { API_ROUTES } from '@dekka/contracts/routes';
import { ROUTE_SCHEMAS } from '@dekka/contracts/route-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { SurveyService } from './survey.service.ts';

/** The diner's survey (by the booking's guid) and a restaurant's published ratings. */
export const surveyRoutes: FastifyPluginAsyncZod<{ surveys: SurveyService }> = async (
  app,
  opts,
) => {
  app.get(
    API_ROUTES.survey.path,
    {
      schema: {
        tags: ['surveys'],
        summary: 'What the survey page shows: the visit, and whether it was answered or closed',
        params: ROUTE_SCHEMAS.survey.params,
        response: { 200: ROUTE_SCHEMAS.survey.response, ...errorResponses, 404: ErrorResponse },
      },
    },
    async (request) => opts.surveys.info(request.params.guid),
  );

  app.post(
    API_ROUTES.submitSurvey.path,
    {
      schema: {
        tags: ['surveys'],
        summary: 'Answer the survey of a visit: once per booking, for 30 days after the visit',
        params: ROUTE_SCHEMAS.submitSurvey.params,
        body: ROUTE_SCHEMAS.submitSurvey.body,
        response: {
          200: ROUTE_SCHEMAS.submitSurvey.response,
          ...errorResponses,
          404: ErrorResponse,
          409: ErrorResponse,
          410: ErrorResponse,
        },
      },
    },
    async (request) => opts.surveys.submit(request.params.guid, request.body),
  );

  app.get(
    API_ROUTES.restaurantRatings.path,
    {
      schema: {
        tags: ['surveys'],
        summary: "A restaurant's published ratings: averages, count and the latest comments",
        params: ROUTE_SCHEMAS.restaurantRatings.params,
        response: {
          200: ROUTE_SCHEMAS.restaurantRatings.response,
          ...errorResponses,
          404: ErrorResponse,
        },
      },
    },
    async (request) => opts.surveys.ratings(request.params.id),
  );
};

/** The restaurant's public reply to a survey (owners, managers), behind the staff guard. */
export const surveyStaffRoutes: FastifyPluginAsyncZod<{
  surveys: SurveyService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  app.put(
    API_ROUTES.replyToSurvey.path,
    {
      preHandler: opts.staffOnly('surveys.reply'),
      schema: {
        tags: ['staff'],
        summary: "Write, change or (blank) take down the restaurant's public reply to a survey",
        security: [{ bearerAuth: [] }],
        params: ROUTE_SCHEMAS.replyToSurvey.params,
        body: ROUTE_SCHEMAS.replyToSurvey.body,
        response: { 200: ROUTE_SCHEMAS.replyToSurvey.response, ...staffErrorResponses },
      },
    },
    async (request) =>
      opts.surveys.reply(
        request.params.restaurantSlug,
        request.params.surveyId,
        request.body.reply,
      ),
  );
};
