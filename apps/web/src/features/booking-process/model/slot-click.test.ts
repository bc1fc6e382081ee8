import { describe, expect, it } from 'vitest';
import { onSlotClick, type SlotClick, type SlotState, slotState } from './slot-click';

interface Slot {
  date: string;
  isAvailable: boolean;
  isWaitingListAvailable: boolean;
  eventIds: number[];
}

function buildSlot(overrides: Partial<Slot> = {}): Slot {
  return {
    date: '2026-05-01T19:00:00.000Z',
    isAvailable: true,
    isWaitingListAvailable: false,
    eventIds: [],
    ...overrides,
  };
}

describe('slotState', () => {
  it.each<[string, Partial<Slot>, SlotState]>([
    ['room', { isAvailable: true }, 'available'],
    [
      'room, waiting list also open',
      { isAvailable: true, isWaitingListAvailable: true },
      'available',
    ],
    [
      'no room, waiting list open',
      { isAvailable: false, isWaitingListAvailable: true },
      'waitingList',
    ],
    ['no room, no waiting list', { isAvailable: false }, 'unavailable'],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(slotState(buildSlot(overrides))).toBe(expected);
  });
});

describe('onSlotClick', () => {
  it.each<[string, Partial<Slot>, boolean, SlotClick]>([
    ['full', { isAvailable: false }, false, { kind: 'alert', key: 'full' }],
    [
      'full and no date: full wins',
      { isAvailable: false, date: '' },
      false,
      { kind: 'alert', key: 'full' },
    ],
    ['no date', { date: '' }, false, { kind: 'alert', message: 'Invalid date' }],
    ['unparseable date', { date: 'soon' }, false, { kind: 'alert', message: 'Invalid date' }],
    ['events, none chosen', { eventIds: [4] }, false, { kind: 'chooseBooking' }],
    [
      'events, one already chosen',
      { eventIds: [4] },
      true,
      { kind: 'start', isWaitingList: false },
    ],
    ['table', {}, false, { kind: 'start', isWaitingList: false }],
    [
      'waiting list',
      { isAvailable: false, isWaitingListAvailable: true },
      false,
      { kind: 'start', isWaitingList: true },
    ],
  ])('%s', (_name, overrides, eventChosen, expected) => {
    expect(onSlotClick(buildSlot(overrides), { eventChosen })).toEqual(expected);
  });
});
