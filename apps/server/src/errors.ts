import type { ErrorCode } from '@dekka/contracts/errors';

/**
 * The one error type services throw. The error handler turns it into `{ code, message, requestId }`
 * with `httpStatus`; `params` are for logs and future translated messages, never sent as-is.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    readonly httpStatus: number,
    message: string = code,
    readonly params: Readonly<Record<string, string | number | boolean>> = {},
  ) {
    super(message);
  }
}
