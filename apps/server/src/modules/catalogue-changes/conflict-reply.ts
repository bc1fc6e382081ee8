import type { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../plugins/error-handler.ts';
import type { SettingsResult } from './settings-result.ts';

/**
 * A change's answer: the saved value, or 409 listing the bookings it would leave outside the
 * hours (the staff's own diners: names are theirs to see). Nothing of them is logged.
 */
export function replyToChange<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: SettingsResult<T>,
  message = 'Future bookings fall outside the new hours; send keepBookings to save anyway',
): T | FastifyReply {
  if (result.saved) return result.value;
  const body: BookingsAffectedResponse = {
    ...errorBody(request, 'bookings_affected', message),
    code: 'bookings_affected',
    bookings: result.affected,
  };
  return reply.code(409).send(body);
}
