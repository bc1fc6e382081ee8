import { BookingStep } from '@dekka/contracts/enums';
import { describe, expect, it } from 'vitest';
import type { BookingProcessState } from './booking-process';
import { stepLocation } from './step-location';

const NOW = new Date('2026-05-01T18:42:05.000Z');
// Written out rather than recomputed, so a wrong TTL in the code cannot also pass here.
const EXPIRES = 1_777_661_225_000;

function buildState(overrides: Partial<BookingProcessState> = {}): BookingProcessState {
  return {
    restaurantId: 7,
    dateTime: '2026-05-01T19:00',
    guests: 2,
    eventId: null,
    isWaitingList: false,
    isWaitingListWhenFullyBooked: false,
    guid: 'b3f1c2d4-0000-4000-8000-000000000001',
    currentStep: null,
    remainingSteps: [],
    ...overrides,
  };
}

const GUID = 'b3f1c2d4-0000-4000-8000-000000000001';
const PLAIN = { now: NOW, isolation: false };
const EMBEDDED = { now: NOW, isolation: true };

describe('stepLocation', () => {
  it.each<
    [string, BookingProcessState, number, Parameters<typeof stepLocation>[2], string, string]
  >([
    [
      'reserve, plain',
      buildState(),
      BookingStep.Reserve,
      PLAIN,
      '/book/reserve',
      '?dateTime=2026-05-01T19:00&guests=2&restaurantId=7&currentStep=reserve',
    ],
    [
      'reserve with every option',
      buildState({ eventId: 3, isWaitingList: true, isWaitingListWhenFullyBooked: true }),
      BookingStep.Reserve,
      { ...EMBEDDED, menuSelection: '12;2,14;1' },
      '/book/reserve',
      '?dateTime=2026-05-01T19:00&guests=2&restaurantId=7&currentStep=reserve&isWaitingList=true' +
        '&isWaitingListWhenFullyBooked=true&menuSelection=12;2,14;1&eventId=3&isolation=true',
    ],
    [
      'reserve with an empty selection leaves menuSelection out',
      buildState(),
      BookingStep.Reserve,
      { ...PLAIN, menuSelection: null },
      '/book/reserve',
      '?dateTime=2026-05-01T19:00&guests=2&restaurantId=7&currentStep=reserve',
    ],
    [
      'complete, plain: expires is now + 5 minutes in ms',
      buildState(),
      BookingStep.Complete,
      PLAIN,
      '/checkout/complete',
      `?guid=${GUID}&restaurantId=7&currentStep=complete&expires=${EXPIRES}`,
    ],
    [
      'complete for a waiting list, event, embedded',
      buildState({ eventId: 3, isWaitingList: true, isWaitingListWhenFullyBooked: true }),
      BookingStep.Complete,
      EMBEDDED,
      '/checkout/complete',
      `?guid=${GUID}&restaurantId=7&currentStep=complete&expires=${EXPIRES}&isWaitingList=true` +
        '&isWaitingListWhenFullyBooked=true&eventId=3&isolation=true',
    ],
    [
      'confirmation, plain',
      buildState({ eventId: 3 }),
      BookingStep.Confirmation,
      PLAIN,
      '/checkout/confirmation',
      `?guid=${GUID}&restaurantId=7&currentStep=confirmation`,
    ],
    [
      'confirmation for a waiting list, embedded',
      buildState({ isWaitingList: true }),
      BookingStep.Confirmation,
      EMBEDDED,
      '/checkout/confirmation',
      `?guid=${GUID}&restaurantId=7&currentStep=confirmation&isWaitingList=true&isolation=true`,
    ],
    [
      'upsell, plain (no guid needed)',
      buildState({ guid: null }),
      BookingStep.Upsell,
      PLAIN,
      '/checkout/upsell',
      '?restaurantId=7&dateTime=2026-05-01T19:00&guests=2&currentStep=upsell',
    ],
    [
      'upsell with event, embedded',
      buildState({ guid: null, eventId: 3 }),
      BookingStep.Upsell,
      EMBEDDED,
      '/checkout/upsell',
      '?restaurantId=7&dateTime=2026-05-01T19:00&guests=2&currentStep=upsell&eventId=3&isolation=true',
    ],
  ])('%s', (_name, state, step, options, pathname, search) => {
    expect(stepLocation(state, step, options)).toEqual({ pathname, search });
  });

  it('the query reads back with URLSearchParams', () => {
    const { search } = stepLocation(buildState(), BookingStep.Reserve, {
      ...PLAIN,
      menuSelection: '12;2,14;1',
    });
    const params = new URLSearchParams(search);
    expect(params.get('dateTime')).toBe('2026-05-01T19:00');
    expect(params.get('menuSelection')).toBe('12;2,14;1');
  });

  it.each<[string, BookingProcessState, number, string]>([
    ['complete without a guid', buildState({ guid: null }), BookingStep.Complete, 'guid'],
    ['confirmation without a guid', buildState({ guid: null }), BookingStep.Confirmation, 'guid'],
    [
      'upsell without a restaurant',
      buildState({ restaurantId: null }),
      BookingStep.Upsell,
      'restaurantId',
    ],
    ['upsell without guests', buildState({ guests: null }), BookingStep.Upsell, 'guests'],
    ['reserve without a time', buildState({ dateTime: null }), BookingStep.Reserve, 'dateTime'],
    ['an unknown step (3)', buildState(), 3, 'Unknown booking step: 3'],
    ['an unknown step (-1)', buildState(), -1, 'Unknown booking step: -1'],
  ])('%s throws', (_name, state, step, message) => {
    expect(() => stepLocation(state, step, PLAIN)).toThrow(message);
  });
});
