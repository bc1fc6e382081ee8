import type { BookingInfoForConfirmationResponse } from '@dekka/contracts/booking';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi, TEST_SETTINGS } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { CONFIRMATION_REDIRECT_MS } from './confirmation-page';

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const PATH = '/api/web/booking/bookinginfoforconfirmation/' + GUID;

function booking(
  overrides: Partial<BookingInfoForConfirmationResponse> = {},
): BookingInfoForConfirmationResponse {
  return {
    bookingId: 4711,
    start: '2026-12-01T19:00:00.000Z',
    timeZone: 'Atlantic/Reykjavik',
    end: '2026-12-01T21:00:00.000Z',
    guests: 2,
    restaurantName: 'Lyng',
    restaurantLat: 64.14,
    restaurantLon: -21.94,
    restaurantAddress: 'Laugavegur 20, 101 Reykjavík',
    restaurantWebsite: 'https://lyng.test',
    restaurantNote: '<p>Welcome! <strong>Bring a coat.</strong></p>',
    logoUrl: null,
    redirectUrl: null,
    gaTrackingId: null,
    fbPixelId: null,
    isWaitingList: false,
    status: 'confirmed',
    emailHint: 'gu•••@example.is',
    ...overrides,
  };
}

describe('confirmation page', () => {
  it('shows the booking: number, day, time range, guests, restaurant and note', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(booking()) });
    renderApp(`/checkout/confirmation?guid=${GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thanks, your booking is confirmed' }),
    ).toBeVisible();
    expect(screen.getByText('4711')).toBeVisible();
    expect(screen.getByText('Tuesday, December 1')).toBeVisible();
    // Reykjavík is on UTC all year.
    expect(screen.getByText('19:00–21:00')).toBeVisible();
    expect(screen.getByText('2 guests')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Lyng' })).toBeVisible();
    expect(screen.getByText('Laugavegur 20, 101 Reykjavík')).toBeVisible();
    expect(screen.getByRole('link', { name: "Visit the restaurant's website" })).toHaveAttribute(
      'href',
      'https://lyng.test/',
    );
    expect(screen.getByText('Bring a coat.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/download-app',
    );
    expect(
      screen.getByText('We have e-mailed the confirmation to gu•••@example.is.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Manage booking' })).toHaveAttribute(
      'href',
      `/booking?guid=${GUID}`,
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/web/booking/calendar/${GUID}/`,
    );
  });

  it('draws its own map unless a map image source is configured', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(booking()) });
    const plain = renderApp(`/checkout/confirmation?guid=${GUID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(plain.container.querySelector('.confirmation__map img')).toBeNull();
    plain.unmount();

    stubApi({
      'GET /api/web/settings': () =>
        json({ ...TEST_SETTINGS, mapImageUrl: 'https://maps.test/static?c={lat},{lon}' }),
      [`GET ${PATH}`]: () => json(booking()),
    });
    const { container } = renderApp(`/checkout/confirmation?guid=${GUID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('.confirmation__map img')).toHaveAttribute(
      'src',
      'https://maps.test/static?c=64.14,-21.94',
    );
  });

  it('says "you have been added" for the waiting list', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(booking({ isWaitingList: true })) });
    renderApp(`/confirmation?guid=${GUID}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have been added to the waiting list',
      }),
    ).toBeVisible();
  });

  it('never says a table is held or a booking confirmed for a waiting-list place', async () => {
    stubApi({
      [`GET ${PATH}`]: () => json(booking({ isWaitingList: true, status: 'waitlisted' })),
    });
    renderApp(`/confirmation?guid=${GUID}`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'You have been added to the waiting list',
    });
    expect(screen.getByText(/You are on the waiting list for this time/)).toBeVisible();
    expect(screen.getByText('We have e-mailed the details to gu•••@example.is.')).toBeVisible();
    expect(screen.queryByText(/confirmed/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/holding/i)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('On the waiting list – Dekka'));
  });

  it('shows none of the restaurant note, written for held tables, to a waiting-list place', async () => {
    const holdNote = '<p>We hold your table for 15 minutes after the booked time.</p>';
    stubApi({
      [`GET ${PATH}`]: () =>
        json(booking({ isWaitingList: true, status: 'waitlisted', restaurantNote: holdNote })),
    });
    const { container } = renderApp(`/confirmation?guid=${GUID}`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'You have been added to the waiting list',
    });
    expect(screen.getByText(/no table is held for you yet/i)).toBeVisible();
    expect(screen.queryByText(/We hold your table/)).not.toBeInTheDocument();
    expect(container.querySelector('.confirmation__note')).toBeNull();
  });

  it('shows no note either when only the address says it is a waiting-list place', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(booking()) });
    renderApp(`/confirmation?guid=${GUID}&isWaitingList=true`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'You have been added to the waiting list',
    });
    expect(screen.queryByText('Bring a coat.')).not.toBeInTheDocument();
  });

  it('titles the tab "Booking confirmed" for a confirmed booking', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(booking()) });
    renderApp(`/confirmation?guid=${GUID}`);
    await screen.findByRole('heading', { level: 1, name: 'Thanks, your booking is confirmed' });
    expect(document.title).toBe('Booking confirmed – Dekka');
  });

  it('trusts the address flag for the waiting list too', async () => {
    stubApi({ [`GET ${PATH}`]: () => json(booking()) });
    renderApp(`/confirmation?guid=${GUID}&isWaitingList=true`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have been added to the waiting list',
      }),
    ).toBeVisible();
  });

  it('never renders scripts or event handlers from the note', async () => {
    const onerror = vi.fn();
    vi.stubGlobal('pwned', onerror);
    stubApi({
      [`GET ${PATH}`]: () =>
        json(
          booking({
            restaurantNote:
              '<p>See you soon</p><script>window.pwned()</script><img src="x" onerror="window.pwned()">',
          }),
        ),
    });
    const { container } = renderApp(`/checkout/confirmation?guid=${GUID}`);
    expect(await screen.findByText('See you soon')).toBeVisible();
    expect(container.querySelector('.confirmation__note script')).toBeNull();
    expect(container.querySelector('.confirmation__note [onerror]')).toBeNull();
    expect(onerror).not.toHaveBeenCalled();
  });

  it('shows the gift card banner in Icelandic', async () => {
    await i18n.changeLanguage('is');
    stubApi({ [`GET ${PATH}`]: () => json(booking()) });
    renderApp(`/checkout/confirmation?guid=${GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Takk fyrir, bókunin þín er staðfest' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kaupa gjafabréf' })).toHaveAttribute(
      'href',
      '/gjafabref',
    );
    expect(screen.queryByRole('link', { name: 'Sækja appið' })).not.toBeInTheDocument();
  });

  it('goes to the redirect address after 3 seconds, once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ [`GET ${PATH}`]: () => json(booking({ redirectUrl: '/terms' })) });
    const { router } = renderApp(`/checkout/confirmation?guid=${GUID}`);
    await screen.findByRole('heading', { level: 1, name: 'Thanks, your booking is confirmed' });
    const navigate = vi.spyOn(router, 'navigate');
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe('/checkout/confirmation');
    await act(() => vi.advanceTimersByTimeAsync(200));
    // The terms page is a lazy route: the address changes once its code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_REDIRECT_MS * 3));
    // The app also normalizes the address (adds lng); count only the redirect.
    const redirects = navigate.mock.calls.filter(([to]) => to === '/terms');
    expect(redirects).toHaveLength(1);
  });

  it('stays when shouldRedirect=false', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ [`GET ${PATH}`]: () => json(booking({ redirectUrl: '/terms' })) });
    const { router } = renderApp(`/checkout/confirmation?guid=${GUID}&shouldRedirect=false`);
    await screen.findByRole('heading', { level: 1, name: 'Thanks, your booking is confirmed' });
    await act(() => vi.advanceTimersByTimeAsync(CONFIRMATION_REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/checkout/confirmation');
  });

  it('explains a link without a guid instead of failing', async () => {
    const { calls } = stubApi();
    renderApp('/checkout/confirmation');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that booking" }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('missing its booking reference');
    expect(calls.some((call) => call.path.includes('bookinginfoforconfirmation'))).toBe(false);
  });

  it('shows the error page and reports when the booking cannot be fetched', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = stubApi({
      [`GET ${PATH}`]: () =>
        json({ code: 'not_found', message: 'No such booking', requestId: 'r' }, { status: 404 }),
    });
    renderApp(`/checkout/confirmation?guid=${GUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    // The error page reports from an effect, which may run after its heading is on screen.
    await waitFor(() => {
      const reports = calls.filter((call) => call.path === '/api/web/client-errors');
      expect(reports.map((call) => call.body)).toContainEqual(
        expect.objectContaining({ message: 'Error fetching booking for confirmation.' }),
      );
    });
  });
});
