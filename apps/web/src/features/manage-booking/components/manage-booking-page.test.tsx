import type { ManageBookingResponse } from '@dekka/contracts/booking';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const MANAGE = `GET /api/web/booking/manage/${GUID}`;
const OPTIONS = `GET /api/web/booking/change/options/${GUID}`;
const CHANGE = 'PUT /api/web/booking/change';

function slot(localTime: string, isAvailable = true) {
  return {
    date: `${localTime}:00.000Z`,
    localTime,
    isAvailable,
    isTableAvailable: isAvailable,
    isEventAvailable: false,
    isWaitingListAvailable: false,
    eventIds: [],
  };
}

function booking(overrides: Partial<ManageBookingResponse> = {}): ManageBookingResponse {
  return {
    bookingId: 4711,
    status: 'confirmed',
    isWaitingList: false,
    start: '2026-12-10T19:00:00.000Z',
    end: '2026-12-10T21:00:00.000Z',
    timeZone: 'Atlantic/Reykjavik',
    guests: 2,
    restaurant: {
      id: 7,
      slug: 'lyng',
      name: 'Lyng',
      address: 'Laugavegur 20, 101 Reykjavík',
      phone: '+354 555 1234',
      website: null,
    },
    menus: [{ name: 'Christmas menu', count: 2 }],
    payment: {
      kind: 'prepayment',
      status: 'captured',
      amount: 19_800,
      currency: 'ISK',
      cardBrand: 'visa',
      cardLast4: '4242',
    },
    cancel: { allowed: true, message: 'cancel_allowed', deadline: '2026-12-09T19:00:00.000Z' },
    policyText: '<p>Please arrive on time.</p>',
    waitingList: null,
    ...overrides,
  };
}

describe('manage booking page', () => {
  it('shows the booking, what was paid, until when it can be cancelled, and the actions', async () => {
    stubApi({ [MANAGE]: () => json(booking()) });
    renderApp(`/booking?guid=${GUID}`);
    expect(await screen.findByText('Confirmed')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Lyng' })).toBeVisible();
    expect(screen.getByText('Thursday, December 10')).toBeVisible();
    expect(screen.getByText('19:00–21:00')).toBeVisible();
    expect(screen.getByText('4711')).toBeVisible();
    expect(screen.getByText('2 × Christmas menu')).toBeVisible();
    expect(screen.getByText(/^Prepaid ISK\s19,800 with the card ending in 4242\.$/)).toBeVisible();
    expect(
      screen.getByText('You can cancel free of charge until Wednesday, December 9 19:00.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `/api/web/booking/calendar/${GUID}/`,
    );
    const google = screen.getByRole('link', { name: 'Google Calendar' });
    expect(google.getAttribute('href')).toContain('dates=20261210T190000Z%2F20261210T210000Z');
    expect(screen.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
      'href',
      `/cancelbooking?guid=${GUID}`,
    );
    expect(screen.getByRole('link', { name: 'Call +354 555 1234' })).toHaveAttribute(
      'href',
      'tel:+3545551234',
    );
    expect(screen.getByText('Please arrive on time.')).toBeVisible();
  });

  it('says when the online deadline has passed and offers no cancel', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            cancel: { allowed: false, message: 'cancel_deadline_passed', deadline: null },
          }),
        ),
    });
    renderApp(`/booking?guid=${GUID}`);
    expect(
      await screen.findByText(/The deadline for changing or cancelling online has passed/),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Cancel booking' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  });

  it('shows a cancelled booking without actions, with its refund', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            status: 'cancelled',
            cancel: { allowed: false, message: 'booking_not_active', deadline: null },
            payment: { ...booking().payment!, status: 'refund_pending' },
          }),
        ),
    });
    renderApp(`/booking?guid=${GUID}`);
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.getByText(/A refund of ISK\s19,800 to the card ending in 4242/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Cancel booking' })).toBeNull();
  });

  it('says when the restaurant charged the no-show fee', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            status: 'no_show',
            cancel: { allowed: false, message: 'booking_not_active', deadline: null },
            payment: { ...booking().payment!, kind: 'no_show_fee', amount: 8000 },
          }),
        ),
    });
    renderApp(`/booking?guid=${GUID}`);
    expect(
      await screen.findByText(/A no-show fee of ISK\s8,000 was charged to the card ending in 4242/),
    ).toBeVisible();
  });

  it('offers to leave the waiting list, and no calendar, for a waiting-list entry', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            status: 'waitlisted',
            isWaitingList: true,
            payment: null,
            cancel: { allowed: true, message: 'cancel_allowed', deadline: null },
            waitingList: { state: 'waiting', offerExpiresAt: null, offerNeedsCard: false },
          }),
        ),
    });
    renderApp(`/booking?guid=${GUID}`);
    expect(await screen.findByText('On the waiting list')).toBeVisible();
    expect(screen.getByText('We will e-mail you if a table frees up.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Leave the waiting list' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();
  });

  it('shows a table offered to the entry, with the e-mail’s answer first, and books it', async () => {
    const offered = booking({
      status: 'held',
      payment: null,
      cancel: { allowed: true, message: 'cancel_allowed', deadline: null },
      waitingList: {
        state: 'offered',
        offerExpiresAt: '2026-12-02T12:15:00.000Z',
        offerNeedsCard: false,
      },
    });
    let accepted = false;
    const answers: string[] = [];
    stubApi({
      [MANAGE]: () =>
        json(
          accepted
            ? booking({
                payment: null,
                waitingList: { state: 'booked', offerExpiresAt: null, offerNeedsCard: false },
              })
            : offered,
        ),
      [`PUT /api/web/booking/offer/${GUID}/accept`]: (call) => {
        answers.push(call.path);
        accepted = true;
        return json({
          outcome: 'booked',
          holdExpiresAt: null,
          restaurantId: 7,
          start: '2026-12-10T19:00:00.000Z',
        });
      },
    });
    const { user } = renderApp(`/offer?guid=${GUID}&answer=accept`);
    expect(await screen.findByText('Table offered')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'A table is free for you' }),
    ).toBeVisible();
    expect(screen.getByText('Held for you until 12:15.')).toBeVisible();
    const accept = screen.getByRole('button', { name: 'Accept the table' });
    await waitFor(() => expect(accept).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Decline' })).toBeVisible();
    // Held, not yet booked: no cancelling, no calendar while the offer is open.
    expect(screen.queryByRole('link', { name: 'Cancel booking' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).toBeNull();

    await user.click(accept);
    expect(
      await screen.findByText('You accepted the table offered to you: your booking is confirmed.'),
    ).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(answers).toHaveLength(1);
  });

  it('puts Decline first when the diner came from the e-mail’s Decline', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            status: 'held',
            payment: null,
            waitingList: {
              state: 'offered',
              offerExpiresAt: '2026-12-02T12:15:00.000Z',
              offerNeedsCard: true,
            },
          }),
        ),
    });
    renderApp(`/offer?guid=${GUID}&answer=decline`);
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await waitFor(() => expect(decline).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Accept and add a card' })).toBeVisible();
    expect(screen.getByText(/The restaurant asks for a card to book/)).toBeVisible();
  });

  it('says when an offer lapsed and the entry is waiting again', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            status: 'waitlisted',
            isWaitingList: true,
            payment: null,
            waitingList: { state: 'lapsed', offerExpiresAt: null, offerNeedsCard: false },
          }),
        ),
    });
    renderApp(`/booking?guid=${GUID}`);
    expect(
      await screen.findByText(/A table was offered to you, but the offer lapsed/),
    ).toBeVisible();
    expect(screen.getByText('On the waiting list')).toBeVisible();
  });

  it('says the booking cannot be found for an unknown guid or a link without one', async () => {
    stubApi({
      [MANAGE]: () => json({ code: 'not_found', message: 'No such booking' }, { status: 404 }),
    });
    renderApp(`/booking?guid=${GUID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that booking" }),
    ).toBeVisible();
  });

  it('lets the diner try again when loading fails', async () => {
    let calls = 0;
    stubApi({
      [MANAGE]: () => {
        calls += 1;
        return calls === 1
          ? json({ code: 'internal', message: 'Internal error' }, { status: 500 })
          : json(booking());
      },
    });
    const { user } = renderApp(`/booking?guid=${GUID}`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lyng' })).toBeVisible();
  });

  it('changes the booking: day and party, a free time, confirm, then the new booking', async () => {
    const optionCalls: string[] = [];
    const changes: StubCall[] = [];
    let changed = false;
    stubApi({
      [MANAGE]: () =>
        json(
          changed
            ? booking({
                start: '2026-12-10T20:30:00.000Z',
                end: '2026-12-10T22:30:00.000Z',
                guests: 3,
              })
            : booking(),
        ),
      [OPTIONS]: (call) => {
        optionCalls.push(call.search);
        return json({
          allowed: true,
          message: 'change_allowed',
          maxGuests: 8,
          slots: [slot('2026-12-10T18:00', false), slot('2026-12-10T20:30')],
        });
      },
      [CHANGE]: (call) => {
        changes.push(call);
        changed = true;
        return json({ success: true, message: 'changed' });
      },
    });
    const { user } = renderApp(`/booking?guid=${GUID}`);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Change your booking' })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    // Only the free times are offered.
    expect(screen.queryByRole('button', { name: '18:00' })).toBeNull();
    const time = await screen.findByRole('button', { name: '20:30' });
    // The times for two stay, disabled, until those for three arrive.
    await waitFor(() => expect(time).toBeEnabled());
    expect(optionCalls).toContain('?date=2026-12-10&guests=3');
    await user.click(time);
    expect(time).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('New time: Thursday, December 10 at 20:30, 3 guests.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByText(
        'Your booking has been changed. We have e-mailed you the new details.',
      ),
    ).toBeVisible();
    expect(await screen.findByText('20:30–22:30')).toBeVisible();
    expect(changes).toHaveLength(1);
    expect(changes[0]?.body).toEqual({ guid: GUID, dateTime: '2026-12-10T20:30', guests: 3 });
    expect(changes[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for a card when a change costs more, and changes once the difference is paid', async () => {
    const changes: StubCall[] = [];
    const money = { kind: 'charge', amount: 9_900, currency: 'ISK' };
    stubApi({
      [MANAGE]: () => json(booking()),
      [OPTIONS]: () =>
        json({
          allowed: true,
          message: 'change_allowed',
          maxGuests: 8,
          slots: [slot('2026-12-10T19:00')],
        }),
      [CHANGE]: (call) => {
        changes.push(call);
        const body = call.body as { card?: unknown };
        return json(
          body.card
            ? { success: true, message: 'changed', money }
            : { success: false, message: 'payment_required', money },
        );
      },
    });
    const { user } = renderApp(`/booking?guid=${GUID}`);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.selectOptions(screen.getByLabelText('Guests'), '3');
    const time = await screen.findByRole('button', { name: '19:00' });
    await waitFor(() => expect(time).toBeEnabled());
    await user.click(time);
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(await screen.findByText(/^This change costs ISK\s9,900 more\./)).toBeVisible();
    // Nothing is sent without a valid card.
    await user.click(screen.getByRole('button', { name: /^Pay ISK\s9,900 and change$/ }));
    expect(changes).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1234');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: /^Pay ISK\s9,900 and change$/ }));
    expect(
      await screen.findByText(
        'Your booking has been changed. We have e-mailed you the new details.',
      ),
    ).toBeVisible();
    expect(changes).toHaveLength(2);
    // The same intended change: one idempotency key for both requests.
    expect(changes[1]?.headers.get('idempotency-key')).toBe(
      changes[0]?.headers.get('idempotency-key'),
    );
    expect(changes[1]?.body).toMatchObject({
      guid: GUID,
      guests: 3,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2034, cvc: '123' },
    });
  });

  it('says why a change did not go through and keeps the booking as it was', async () => {
    stubApi({
      [MANAGE]: () => json(booking()),
      [OPTIONS]: () =>
        json({
          allowed: true,
          message: 'change_allowed',
          maxGuests: 8,
          slots: [slot('2026-12-10T20:30')],
        }),
      [CHANGE]: () => json({ success: false, message: 'unavailable' }),
    });
    const { user } = renderApp(`/booking?guid=${GUID}`);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.click(await screen.findByRole('button', { name: '20:30' }));
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByText('That time has just been taken. Please pick another.'),
    ).toBeVisible();
    expect(screen.getByText('19:00–21:00')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.queryByRole('heading', { name: 'Change your booking' })).toBeNull();
  });

  it('says when the booked menus do not fit the new party', async () => {
    stubApi({
      [MANAGE]: () => json(booking()),
      [OPTIONS]: () =>
        json({
          allowed: true,
          message: 'change_allowed',
          maxGuests: 8,
          slots: [slot('2026-12-10T20:30')],
        }),
      [CHANGE]: () =>
        json(
          {
            code: 'invalid_menu_selection',
            message: 'The menus cover 2 guests but the party is 1',
            requestId: 'req-1',
          },
          { status: 400 },
        ),
    });
    const { user } = renderApp(`/booking?guid=${GUID}`);
    await user.click(await screen.findByRole('button', { name: 'Change booking' }));
    await user.click(await screen.findByRole('button', { name: '20:30' }));
    await user.click(screen.getByRole('button', { name: 'Confirm change' }));
    expect(
      await screen.findByText(
        'Your set menus don’t fit the new party size. Please contact the restaurant to change them.',
      ),
    ).toBeVisible();
  });

  it('offers no change for a waiting-list entry or after the deadline', async () => {
    stubApi({
      [MANAGE]: () =>
        json(
          booking({
            cancel: { allowed: false, message: 'cancel_deadline_passed', deadline: null },
          }),
        ),
    });
    renderApp(`/booking?guid=${GUID}`);
    await screen.findByText(/The deadline for changing or cancelling online has passed/);
    expect(screen.queryByRole('button', { name: 'Change booking' })).toBeNull();
  });
});
