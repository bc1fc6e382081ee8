import { BookingStep } from '@dekka/contracts/enums';
import { describe, expect, it } from 'vitest';
import type { BookingProcessState } from './booking-process';
import { processForAddress } from './process-from-address';
import { parseProcessState } from './process-storage';

const stored: BookingProcessState = {
  restaurantId: 3,
  dateTime: '2026-12-01T19:00',
  guests: 4,
  eventId: 9,
  isWaitingList: false,
  isWaitingListWhenFullyBooked: true,
  guid: null,
  currentStep: BookingStep.Upsell,
  remainingSteps: [BookingStep.Reserve, BookingStep.Complete, BookingStep.Confirmation],
};

const params = (search: string) => new URLSearchParams(search);

describe('processForAddress', () => {
  it.each<[string, BookingStep, BookingStep[]]>([
    [
      'currentStep=upsell',
      BookingStep.Upsell,
      [BookingStep.Reserve, BookingStep.Complete, BookingStep.Confirmation],
    ],
    ['currentStep=reserve', BookingStep.Reserve, [BookingStep.Complete, BookingStep.Confirmation]],
    ['currentStep=complete&guid=g', BookingStep.Complete, [BookingStep.Confirmation]],
    ['currentStep=confirmation&guid=g', BookingStep.Confirmation, []],
  ])('restores the stored plan on %s, dropping earlier steps', (search, current, remaining) => {
    const state = processForAddress(stored, params(search));
    expect(state.currentStep).toBe(current);
    expect(state.remainingSteps).toEqual(remaining);
    expect(state.guests).toBe(4);
  });

  it('rebuilds from the address when the stored plan lacks the step', () => {
    const state = processForAddress(
      { ...stored, currentStep: BookingStep.Confirmation, remainingSteps: [] },
      params(
        'currentStep=reserve&restaurantId=7&guests=2&dateTime=2026-12-02T18:30&isWaitingList=TRUE',
      ),
    );
    expect(state).toEqual({
      restaurantId: 7,
      dateTime: '2026-12-02T18:30',
      guests: 2,
      eventId: null,
      isWaitingList: true,
      isWaitingListWhenFullyBooked: false,
      guid: null,
      currentStep: BookingStep.Reserve,
      remainingSteps: [BookingStep.Complete, BookingStep.Confirmation],
    });
  });

  it.each([['restaurantId=abc'], ['restaurantId=-3'], ['restaurantId=1.5']])(
    'ignores a malformed id (%s)',
    (search) => {
      expect(processForAddress(null, params(search)).restaurantId).toBeNull();
    },
  );

  it('throws for an unknown step name', () => {
    expect(() => processForAddress(stored, params('currentStep=dessert'))).toThrow(
      'Unknown booking step: dessert',
    );
  });
});

describe('parseProcessState', () => {
  it('reads what was written', () => {
    expect(parseProcessState(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['not json', '{'],
    ['not an object', '42'],
    ['a bad step', JSON.stringify({ ...stored, remainingSteps: [3] })],
    ['a missing flag', JSON.stringify({ ...stored, isWaitingList: undefined })],
    ['a string id', JSON.stringify({ ...stored, restaurantId: '3' })],
  ])('ignores %s', (_name, raw) => {
    expect(parseProcessState(raw)).toBeNull();
  });
});
