import { BookingStep } from '@dekka/contracts/enums';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import type { BookingProcessState } from '../model/booking-process';
import { writeProcessState } from '../model/process-storage';

const AT_UPSELL: BookingProcessState = {
  restaurantId: 7,
  dateTime: '2030-12-06T19:00',
  guests: 4,
  eventId: null,
  isWaitingList: false,
  isWaitingListWhenFullyBooked: false,
  guid: null,
  currentStep: BookingStep.Upsell,
  remainingSteps: [BookingStep.Reserve, BookingStep.Complete, BookingStep.Confirmation],
};

describe('/checkout and /book', () => {
  afterEach(() => writeProcessState(null));

  it.each(['/checkout', '/book'])(
    '%s leads back to the step the booking stands at',
    async (path) => {
      stubApi();
      writeProcessState(AT_UPSELL);
      const { router } = renderApp(path);
      await expect.poll(() => router.state.location.pathname).toBe('/checkout/upsell');
      const query = new URLSearchParams(router.state.location.search);
      expect(query.get('restaurantId')).toBe('7');
      expect(query.get('guests')).toBe('4');
    },
  );

  it.each<[string, BookingProcessState | null]>([
    ['no booking under way', null],
    ['a process that has not started', { ...AT_UPSELL, currentStep: null }],
    // The complete step needs the hold's guid.
    ['a step without what it needs', { ...AT_UPSELL, currentStep: BookingStep.Complete }],
  ])('lead home with %s', async (_name, state) => {
    stubApi();
    writeProcessState(state);
    const { router } = renderApp('/checkout');
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });
});
