import type { TimeSuggestion } from '@dekka/contracts/suggestion';

export type SlotState = 'available' | 'unavailable' | 'waitingList';

type SlotFlags = Pick<
  TimeSuggestion,
  'date' | 'isAvailable' | 'isWaitingListAvailable' | 'eventIds'
>;

/** What a click on a time-slot button should do (docs/product.md, "The booking flow", "Time slot button"). */
export type SlotClick =
  | { kind: 'alert'; key: 'full' }
  | { kind: 'alert'; message: 'Invalid date' }
  | { kind: 'chooseBooking' }
  | { kind: 'start'; isWaitingList: boolean };

/**
 * The button's look. `isAvailable` already means "a table or an event has room" (the engine
 * sets it to isTableAvailable || isEventAvailable), so an event-only slot is available and leads
 * to the BookingSelection modal. A slot without room but with a waiting list looks unavailable
 * yet stays clickable; that is the third state.
 */
export function slotState(
  slot: Pick<SlotFlags, 'isAvailable' | 'isWaitingListAvailable'>,
): SlotState {
  if (slot.isAvailable) return 'available';
  return slot.isWaitingListAvailable ? 'waitingList' : 'unavailable';
}

function hasDate(date: string): boolean {
  return date.trim() !== '' && !Number.isNaN(Date.parse(date));
}

/**
 * In the product's order: a full slot says so first; a slot without a (parseable) date cannot be
 * booked; a slot with events asks table-or-event first unless the diner already came from an
 * event; anything else starts the booking, on the waiting list when only that has room.
 */
export function onSlotClick(slot: SlotFlags, options: { eventChosen: boolean }): SlotClick {
  const state = slotState(slot);
  if (state === 'unavailable') return { kind: 'alert', key: 'full' };
  if (!hasDate(slot.date)) return { kind: 'alert', message: 'Invalid date' };
  if (slot.eventIds.length > 0 && !options.eventChosen) return { kind: 'chooseBooking' };
  return { kind: 'start', isWaitingList: state === 'waitingList' };
}
