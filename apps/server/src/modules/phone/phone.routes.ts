import { ErrorResponse } from '@dekka/contracts/errors';
import { phonePlanOf } from '@dekka/validation/phone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { errorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';

/** A day: the rules change only with a new build of the phone library. */
const PLAN_MAX_AGE_SECONDS = 86_400;

/**
 * The complete form checks the diner's phone in the plan of the calling code they picked, and
 * fetches that plan here rather than carrying every country's rules in its JavaScript.
 */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  defineRoute(
    app,
    'phonePlan',
    { errors: { ...errorResponses, 404: ErrorResponse } },
    async (request, reply) => {
      const plan = phonePlanOf(request.params.callingCode);
      if (!plan) throw new AppError('not_found', 404, 'No country uses this calling code');
      void reply.header('cache-control', `public, max-age=${PLAN_MAX_AGE_SECONDS}`);
      return plan;
    },
  );
};
