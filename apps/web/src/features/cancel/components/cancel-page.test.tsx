import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const ALLOWED = `GET /api/web/booking/iscancelallowed/${GUID}`;
const CANCEL = `PUT /api/web/booking/cancel/${GUID}`;
const URL = `/cancelbooking?guid=${GUID}`;

describe('cancel page', () => {
  it('asks, then cancels on Confirm and shows the result', async () => {
    // The check answers only once the test has seen the spinner, so the loading state is
    // asserted while it is certainly on screen.
    let answerCheck = () => {};
    const checkAnswered = new Promise<void>((resolve) => (answerCheck = resolve));
    const { calls } = stubApi({
      [ALLOWED]: async () => {
        await checkAnswered;
        return json({ success: true, isWaitingList: false, message: 'cancel_allowed' });
      },
      [CANCEL]: () => json({ success: true, message: 'cancelled' }),
    });
    const { user } = renderApp(URL);
    expect(await screen.findByRole('status', { name: 'Checking your booking' })).toBeVisible();
    answerCheck();
    expect(await screen.findByText('Are you sure you want to cancel your booking?')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your booking has been cancelled.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('shows the booking it cancels, then its refund and a way back to it', async () => {
    let cancelled = false;
    const summary = {
      bookingId: 4711,
      status: 'confirmed',
      isWaitingList: false,
      start: '2026-12-10T19:00:00.000Z',
      end: '2026-12-10T21:00:00.000Z',
      timeZone: 'Atlantic/Reykjavik',
      guests: 2,
      restaurant: { id: 7, slug: 'lyng', name: 'Lyng', address: null, phone: null, website: null },
      menus: [],
      payment: {
        kind: 'prepayment',
        status: 'captured',
        amount: 9800,
        currency: 'ISK',
        cardBrand: 'visa',
        cardLast4: '4242',
      },
      cancel: { allowed: true, message: 'cancel_allowed', deadline: '2026-12-09T19:00:00.000Z' },
      policyText: null,
    };
    stubApi({
      [ALLOWED]: () => json({ success: true, isWaitingList: false, message: 'cancel_allowed' }),
      [`GET /api/web/booking/manage/${GUID}`]: () =>
        json(
          cancelled
            ? {
                ...summary,
                status: 'cancelled',
                payment: { ...summary.payment, status: 'refund_pending' },
              }
            : summary,
        ),
      [CANCEL]: () => {
        cancelled = true;
        return json({ success: true, message: 'cancelled' });
      },
    });
    const { user } = renderApp(URL);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lyng' })).toBeVisible();
    expect(screen.getByText('Thursday, December 10')).toBeVisible();
    expect(screen.getByText(/^Prepaid ISK\s9,800/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(/A refund of ISK\s9,800 to the card ending in 4242 is on its way/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your booking' })).toHaveAttribute(
      'href',
      `/booking?guid=${GUID}`,
    );
  });

  it('names the waiting list when the booking is one', async () => {
    stubApi({
      [ALLOWED]: () => json({ success: true, isWaitingList: true, message: 'cancel_allowed' }),
      [CANCEL]: () => json({ success: true, message: 'cancelled' }),
    });
    const { user } = renderApp(URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Remove from waiting list' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You have been removed from the waiting list.')).toBeVisible();
  });

  it('goes home on Back without cancelling', async () => {
    const { calls } = stubApi({
      [ALLOWED]: () => json({ success: true, isWaitingList: false, message: 'cancel_allowed' }),
    });
    const { user, router } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it.each([
    ['cancel_deadline_passed', 'The deadline for cancelling online has passed.'],
    ['booking_not_active', 'This booking is no longer active.'],
  ])('explains %s and says to contact the restaurant', async (message, text) => {
    stubApi({ [ALLOWED]: () => json({ success: false, isWaitingList: false, message }) });
    renderApp(URL);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveTextContent(
      'Please contact the restaurant directly to change or cancel your booking.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('says to contact the restaurant when the link has no guid', async () => {
    const { calls } = stubApi();
    renderApp('/cancelbooking');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please contact the restaurant directly to change or cancel your booking.',
    );
    expect(calls.some((call) => call.path.includes('iscancelallowed'))).toBe(false);
  });

  it('shows the cancel-allowed error when the check fails', async () => {
    stubApi({
      [ALLOWED]: () =>
        json({ code: 'internal_error', message: 'Internal', requestId: 'r' }, { status: 500 }),
    });
    renderApp(URL);
    expect(await screen.findByText('Error fetching is cancel allowed.')).toBeVisible();
  });

  it('shows the cancel error when cancelling fails', async () => {
    const { calls } = stubApi({
      [ALLOWED]: () => json({ success: true, isWaitingList: false, message: 'cancel_allowed' }),
      [CANCEL]: () =>
        json({ code: 'internal_error', message: 'Internal', requestId: 'r' }, { status: 500 }),
    });
    const { user } = renderApp(URL);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Error cancelling booking. Please contact the restaurant for cancellation.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/web/client-errors')).toBe(true),
    );
  });
});
