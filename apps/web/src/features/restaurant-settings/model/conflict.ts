import {
  type AffectedBooking,
  BookingsAffectedResponse,
} from '@dekka/contracts/restaurant-settings';
import { ApiError } from '../../../lib/api-client';

/** The bookings a refused change would leave outside the hours, or null for any other error. */
export function affectedBookings(error: unknown): AffectedBooking[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = BookingsAffectedResponse.safeParse(error.body);
  return parsed.success ? parsed.data.bookings : null;
}

/** The fields a 400 answer names (a date already taken, in the past), to mark them. */
export function refusedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { fields?: unknown } | undefined;
  return Array.isArray(body?.fields) ? body.fields.filter((f) => typeof f === 'string') : [];
}
