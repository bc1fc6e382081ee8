import { ErrorResponse } from '@dekka/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { SurveyService } from './survey.service.ts';

/** The diner's survey (by the booking's guid) and a restaurant's published ratings. */
export const surveyRoutes: FastifyPluginAsyncZod<{ surveys: SurveyService }> = async (
  app,
  opts,
) => {
  defineRoute(
    app,
    'survey',
    { errors: { ...errorResponses, 404: ErrorResponse } },
    async (request) => opts.surveys.info(request.params.guid),
  );

  defineRoute(
    app,
    'submitSurvey',
    { errors: { ...errorResponses, 404: ErrorResponse, 409: ErrorResponse, 410: ErrorResponse } },
    async (request) => opts.surveys.submit(request.params.guid, request.body),
  );

  defineRoute(
    app,
    'restaurantRatings',
    { errors: { ...errorResponses, 404: ErrorResponse } },
    async (request) => opts.surveys.ratings(request.params.id),
  );
};

/** The restaurant's public reply to a survey (owners, managers), behind the staff guard. */
export const surveyStaffRoutes: FastifyPluginAsyncZod<{
  surveys: SurveyService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  defineRoute(
    app,
    'replyToSurvey',
    { preHandler: opts.staffOnly('surveys.reply'), errors: staffErrorResponses },
    async (request) =>
      opts.surveys.reply(
        request.params.restaurantSlug,
        request.params.surveyId,
        request.body.reply,
      ),
  );
};
