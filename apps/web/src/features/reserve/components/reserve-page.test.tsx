import { BookingStep } from '@dekka/contracts/enums';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { routes } from '../../../app/routes';
import { createQueryClient } from '../../../lib/query-client';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { PROCESS_STORAGE_KEY } from '../../booking-process/model/process-storage';

// Pages are lazy routes whose code and strings load on navigation; on a busy machine that can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const RESERVE_URL =
  '/book/reserve?dateTime=2026-12-01T19:00&guests=2&restaurantId=3&currentStep=reserve';

function reserveCalls(calls: StubCall[]) {
  return calls.filter((call) => call.method === 'POST' && call.path === '/api/web/booking/reserve');
}

function searchOf(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

describe('reserve page', () => {
  it('holds the table and moves to the complete step with the guid', async () => {
    const { calls } = stubApi({
      'POST /api/web/booking/reserve': () => json({ success: true, guid: GUID }),
    });
    const { router } = renderApp(`${RESERVE_URL}&menuSelection=12;2`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/complete'));
    expect(searchOf(router).get('guid')).toBe(GUID);
    expect(searchOf(router).get('currentStep')).toBe('complete');
    expect(searchOf(router).get('restaurantId')).toBe('3');

    const [call] = reserveCalls(calls);
    expect(call?.body).toEqual({
      date: '2026-12-01T19:00',
      guests: 2,
      restaurantId: 3,
      eventId: null,
      source: 2,
      menus: [{ id: 12, count: 2 }],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(call?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('follows the stored plan and books as Portal when isolated', async () => {
    window.sessionStorage.setItem(
      PROCESS_STORAGE_KEY,
      JSON.stringify({
        restaurantId: 3,
        dateTime: '2026-12-01T19:00',
        guests: 2,
        eventId: null,
        isWaitingList: true,
        isWaitingListWhenFullyBooked: false,
        guid: null,
        // Upsell was done; a reload on reserve drops it.
        currentStep: BookingStep.Upsell,
        remainingSteps: [BookingStep.Reserve, BookingStep.Complete, BookingStep.Confirmation],
      }),
    );
    const { calls } = stubApi({
      'POST /api/web/booking/reserve': () => json({ success: true, guid: GUID }),
    });
    const { router } = renderApp(`${RESERVE_URL}&isWaitingList=true&isolation=true`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/complete'));
    expect(searchOf(router).get('isolation')).toBe('true');
    expect(searchOf(router).get('isWaitingList')).toBe('true');
    expect(reserveCalls(calls)[0]?.body).toMatchObject({ source: 5, isWaitingList: true });
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(PROCESS_STORAGE_KEY) ?? '');
    expect(stored).toMatchObject({
      guid: GUID,
      currentStep: BookingStep.Complete,
      remainingSteps: [BookingStep.Confirmation],
    });
  });

  it('reserves once under StrictMode double effects', async () => {
    const { calls } = stubApi({
      'POST /api/web/booking/reserve': () => json({ success: true, guid: GUID }),
    });
    const router = createMemoryRouter(routes, { initialEntries: [RESERVE_URL] });
    render(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/complete'));
    expect(reserveCalls(calls)).toHaveLength(1);
  });

  it('sends the diner to reservation-unsuccessful when no table was held', async () => {
    stubApi({
      'POST /api/web/booking/reserve': () => json({ success: false, guid: null }),
    });
    const { router } = renderApp(RESERVE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/book/reservation-unsuccessful');
    expect(searchOf(router).get('restaurantId')).toBe('3');
  });

  it('does not call the server when the address lacks time, party or restaurant', async () => {
    const { calls } = stubApi();
    const { router } = renderApp('/book/reserve?guests=2&restaurantId=3');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/book/reservation-unsuccessful'),
    );
    expect(reserveCalls(calls)).toHaveLength(0);
  });

  it('goes back after HTTP 429, with the alert shown', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi({
      'POST /api/web/booking/reserve': () =>
        json({ code: 'rate_limited', message: 'Too many', requestId: 'r1' }, { status: 429 }),
    });
    const { router } = renderApp('/terms');
    await router.navigate(RESERVE_URL);
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect(alert).toHaveBeenCalledOnce();
  });

  it('shows the error page and reports any other failure', async () => {
    const { calls } = stubApi({
      'POST /api/web/booking/reserve': () =>
        json({ code: 'internal_error', message: 'Internal', requestId: 'r2' }, { status: 500 }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(RESERVE_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    expect(
      screen.getByText('Something went wrong and our technicians have been notified.'),
    ).toBeVisible();
    // The error page reports from an effect, which may run after its heading is on screen.
    await waitFor(() => {
      const reports = calls.filter((call) => call.path === '/api/web/client-errors');
      expect(reports.map((call) => call.body)).toContainEqual(
        expect.objectContaining({ message: 'Error reserving. Please try again.' }),
      );
    });
  });
});
