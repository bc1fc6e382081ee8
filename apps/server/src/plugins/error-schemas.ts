import { ErrorResponse } from '@dekka/contracts/errors';

/**
 * Error statuses for route schemas: they document the error body in OpenAPI and make the
 * serializer check it. Every /api route can answer 400 (bad input), 429 (rate limit) and 500.
 */
export const errorResponses = { 400: ErrorResponse, 429: ErrorResponse, 500: ErrorResponse };

/** For routes behind requireIdentity. */
export const authErrorResponses = { ...errorResponses, 401: ErrorResponse };

/** For staff routes: also 403 (not this restaurant's staff), 404 and 409. */
export const staffErrorResponses = {
  ...authErrorResponses,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
};
