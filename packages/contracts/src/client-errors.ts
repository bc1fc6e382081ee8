import { z } from './zod.ts';

/**
 * POST /api/web/client-errors: the web app's error reporting (the product's "reported" errors).
 * `non_error` is a thrown value that is not an Error, serialized into `message`.
 * Answered with 204 and no body.
 */
export const ClientErrorReport = z.object({
  message: z.string().max(2000),
  stack: z.string().max(10000).optional(),
  kind: z.enum(['error', 'non_error']),
  url: z.string().max(2000),
  release: z.string().max(100),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;
