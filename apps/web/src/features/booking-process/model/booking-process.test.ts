import { BookingSource, BookingStep } from '@dekka/contracts/enums';
import { isWaitingListParam } from './waiting-list-flag';
import { describe, expect, it } from 'vitest';
import {
  type BookingProcessState,
  bookingSource,
  nextStep,
  restoreOnReload,
  startProcess,
  stepNameToType,
  stepTypeToName,
} from './booking-process';

const { Reserve, Complete, Confirmation, Upsell } = BookingStep;

function buildState(overrides: Partial<BookingProcessState> = {}): BookingProcessState {
  return {
    restaurantId: 7,
    dateTime: '2026-05-01T19:00',
    guests: 2,
    eventId: null,
    isWaitingList: false,
    isWaitingListWhenFullyBooked: false,
    guid: null,
    currentStep: null,
    remainingSteps: [],
    ...overrides,
  };
}

const INPUT = { restaurantId: 7, dateTime: '2026-05-01T19:00', guests: 2 };

describe('BookingStep', () => {
  it('keeps the product’s numbers', () => {
    expect([Reserve, Complete, Confirmation, Upsell]).toEqual([0, 1, 2, 5]);
  });
});

describe('startProcess', () => {
  it.each([
    [[Upsell, Reserve, Complete, Confirmation], Upsell, [Reserve, Complete, Confirmation]],
    [[Reserve, Complete, Confirmation], Reserve, [Complete, Confirmation]],
    [[Confirmation], Confirmation, []],
  ])('steps %j → current %j, remaining %j', (steps, current, remaining) => {
    expect(startProcess(INPUT, steps)).toEqual({
      kind: 'step',
      state: buildState({ currentStep: current, remainingSteps: remaining }),
    });
  });

  it('stores the event and waiting-list flags', () => {
    const move = startProcess(
      { ...INPUT, eventId: 3, isWaitingList: true, isWaitingListWhenFullyBooked: true },
      [Reserve],
    );
    expect(move).toEqual({
      kind: 'step',
      state: buildState({
        eventId: 3,
        isWaitingList: true,
        isWaitingListWhenFullyBooked: true,
        currentStep: Reserve,
      }),
    });
  });

  it('with no steps at all → unsuccessful', () => {
    expect(startProcess(INPUT, [])).toEqual({ kind: 'unsuccessful' });
  });
});

describe('nextStep', () => {
  it.each<[string, BookingProcessState, { guid?: string }, ReturnType<typeof nextStep>]>([
    [
      'reserve hands its guid on',
      buildState({ currentStep: Reserve, remainingSteps: [Complete, Confirmation] }),
      { guid: 'g-1' },
      {
        kind: 'step',
        state: buildState({ guid: 'g-1', currentStep: Complete, remainingSteps: [Confirmation] }),
      },
    ],
    [
      'a later step keeps the guid',
      buildState({ guid: 'g-1', currentStep: Complete, remainingSteps: [Confirmation] }),
      {},
      {
        kind: 'step',
        state: buildState({ guid: 'g-1', currentStep: Confirmation, remainingSteps: [] }),
      },
    ],
    [
      'none left → unsuccessful',
      buildState({ guid: 'g-1', currentStep: Confirmation, remainingSteps: [] }),
      {},
      { kind: 'unsuccessful' },
    ],
  ])('%s', (_name, state, options, expected) => {
    expect(nextStep(state, options)).toEqual(expected);
  });
});

describe('restoreOnReload', () => {
  const plan = buildState({
    guid: 'g-1',
    currentStep: Upsell,
    remainingSteps: [Reserve, Complete, Confirmation],
  });

  it.each<[string, BookingProcessState, string, BookingProcessState | null]>([
    ['same step', plan, 'upsell', plan],
    [
      'a later step drops the ones before it',
      plan,
      'complete',
      { ...plan, currentStep: Complete, remainingSteps: [Confirmation] },
    ],
    [
      'the last step',
      plan,
      'confirmation',
      { ...plan, currentStep: Confirmation, remainingSteps: [] },
    ],
    [
      'a state that never moved',
      buildState({ remainingSteps: [Reserve, Complete] }),
      'complete',
      buildState({ currentStep: Complete, remainingSteps: [] }),
    ],
    [
      'a step the plan does not hold → reset',
      buildState({ currentStep: Complete, remainingSteps: [Confirmation] }),
      'upsell',
      null,
    ],
    ['an empty plan → reset', buildState(), 'reserve', null],
  ])('%s', (_name, state, name, expected) => {
    expect(restoreOnReload(state, name)).toEqual(expected);
  });

  it('an unknown step name throws', () => {
    expect(() => restoreOnReload(plan, 'payment')).toThrow('Unknown booking step: payment');
  });
});

describe('stepNameToType / stepTypeToName', () => {
  it.each([
    ['reserve', Reserve],
    ['complete', Complete],
    ['confirmation', Confirmation],
    ['upsell', Upsell],
  ] as const)('%s ↔ %i', (name, type) => {
    expect(stepNameToType(name)).toBe(type);
    expect(stepTypeToName(type)).toBe(name);
  });

  it.each(['x', 'Reserve', '', 'toString', '__proto__'])('%j throws', (name) => {
    expect(() => stepNameToType(name)).toThrow(new Error(`Unknown booking step: ${name}`));
  });
});

describe('isWaitingListParam', () => {
  it.each<[string | null | undefined, boolean]>([
    ['true', true],
    ['TRUE', true],
    ['True', true],
    ['false', false],
    ['1', false],
    ['yes', false],
    [' true', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isWaitingListParam(value)).toBe(expected);
  });
});

describe('bookingSource', () => {
  it.each([
    [true, BookingSource.Portal, 5],
    [false, BookingSource.Web, 2],
  ])('isolation %s → %i (%i)', (isolation, source, number) => {
    expect(bookingSource(isolation)).toBe(source);
    expect(source).toBe(number);
  });
});
