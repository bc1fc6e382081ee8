import type { GuestStatus } from '@dekka/contracts/guest-list';
import type { BookingStatus, SeatingState } from '../../db/schema.ts';

/**
 * What the guest list calls a booking's state; null for holds, which it does not show, except a
 * waiting-list entry's hold on a table offered to it (`offered`), which is still on the list.
 */
export function guestStatusOf(booking: {
  status: BookingStatus;
  seating: SeatingState;
  offered?: boolean;
}): GuestStatus | null {
  if (booking.status === 'held' && booking.offered === true) return 'waitlisted';
  switch (booking.status) {
    case 'confirmed':
      return booking.seating === 'expected' ? 'confirmed' : booking.seating;
    case 'no_show':
    case 'cancelled':
    case 'waitlisted':
      return booking.status;
    case 'held':
    case 'expired':
      return null;
  }
}

/** The stored form of a guest status: the booking's lifecycle status and its seating. */
export function storedAs(status: GuestStatus): { status: BookingStatus; seating: SeatingState } {
  switch (status) {
    case 'confirmed':
      return { status: 'confirmed', seating: 'expected' };
    case 'arrived':
    case 'seated':
    case 'finished':
      return { status: 'confirmed', seating: status };
    case 'no_show':
    case 'cancelled':
    case 'waitlisted':
      return { status, seating: 'expected' };
  }
}
