import type { AffectedBooking } from '@dekka/contracts/restaurant-settings';

/** A change's outcome: saved, or refused because it would leave these bookings outside. */
export type SettingsResult<T> =
  { saved: true; value: T } | { saved: false; affected: AffectedBooking[] };
