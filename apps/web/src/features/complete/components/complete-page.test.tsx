import type { CompleteResult } from '@dekka/contracts/booking';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, TEST_SETTINGS } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import type { StubCall } from '../../../test/api-stub';
import { completeInfo } from './complete-test-info';
import { renderApp } from '../../../test/render-app';

// Pages are lazy routes whose code and strings load on navigation; on a busy machine that can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const INFO = `GET /api/web/booking/v3/bookinginfoforcomplete/${GUID}/false`;
const WAITING_INFO = `GET /api/web/booking/v3/bookinginfoforcomplete/${GUID}/true`;
const COMPLETE = 'PUT /api/web/booking/complete/v2';
const STATUS = `GET /api/web/booking/paymentstatus/${GUID}`;
const EVENT_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const CHALLENGE_FORM =
  '<form method="get" action="/api/payments/sandbox/challenge/ref_1"><button type="submit">Continue to your bank</button></form>';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
});

function result(overrides: Partial<CompleteResult> = {}): CompleteResult {
  return {
    response: 1,
    redirectHtml: null,
    paymentId: null,
    paymentProviderType: null,
    message: null,
    start: '2026-12-01T19:00:00.000Z',
    restaurantId: 7,
    ...overrides,
  };
}

function pathFor(extra = '', expires = Date.now() + 5 * 60_000) {
  return `/checkout/complete?guid=${GUID}&restaurantId=7&currentStep=complete&expires=${expires}${extra}`;
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Jónsdóttir');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@dekka.is');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '611 1234');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

function completeCalls(calls: StubCall[]) {
  return calls.filter((call) => `${call.method} ${call.path}` === COMPLETE);
}

describe('complete page', () => {
  it('shows the booking and a countdown that ticks every second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ [INFO]: () => json(completeInfo()) });
    renderApp(pathFor('', Date.now() + 5 * 60_000));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Complete your reservation for Lyng',
      }),
    ).toBeVisible();
    expect(screen.getByText('Dec 01')).toBeVisible();
    expect(screen.getByText('19:00')).toBeVisible();
    expect(screen.getByText('4')).toBeVisible();
    expect(screen.getByText('We are holding this table')).toBeVisible();
    expect(screen.getByText(/^0[45]:\d\d$/)).toBeVisible();
    const before = screen.getByText(/^0[45]:\d\d$/).textContent;
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText(/^0[45]:\d\d$/).textContent).not.toBe(before);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('IS');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('never counts down past the hold the server keeps (a link opened again later)', async () => {
    const holdEnds = new Date(Date.now() + 90_000).toISOString();
    stubApi({ [INFO]: () => json(completeInfo({ holdExpiresAt: holdEnds })) });
    renderApp(pathFor('', Date.now() + 5 * 60_000));
    expect(await screen.findByText(/^01:[23]\d$/)).toBeVisible();
  });

  it('is a waiting list with "expires in" when the address says so', async () => {
    stubApi({ [WAITING_INFO]: () => json(completeInfo({ isWaitingList: true })) });
    renderApp(pathFor('&isWaitingList=true'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting list for Lyng' }),
    ).toBeVisible();
    expect(screen.getByText('Expires in')).toBeVisible();
  });

  it('words a waiting-list place as one: no table held, no "complete booking", no prices', async () => {
    stubApi({
      [WAITING_INFO]: () =>
        json(
          completeInfo({
            isWaitingList: true,
            prices: {
              prepaymentPerGuest: 0,
              noShowFeePerGuest: 0,
              menus: [{ id: 1, name: 'Tasting', count: 4, pricePerGuest: 9900, paymentType: 2 }],
              event: null,
            },
          }),
        ),
    });
    renderApp(pathFor('&isWaitingListWhenFullyBooked=true'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Waiting list for Lyng' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
    expect(screen.getByText(/No table is held for you/)).toBeVisible();
    expect(screen.queryByText(/complete booking/i)).not.toBeInTheDocument();
    expect(screen.queryByText('We are holding this table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Charges' })).not.toBeInTheDocument();
    expect(document.title).toBe('Join the waiting list – Dekka');
  });

  it('follows the server when a table was held although the address allowed the waiting list', async () => {
    stubApi({ [WAITING_INFO]: () => json(completeInfo()) });
    renderApp(pathFor('&isWaitingListWhenFullyBooked=true'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your reservation for Lyng' }),
    ).toBeVisible();
    expect(screen.getByText('We are holding this table')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete booking' })).toBeEnabled();
    expect(document.title).toBe('Complete your booking – Dekka');
  });

  it('heads an event booking as one', async () => {
    stubApi({ [INFO]: () => json(completeInfo()) });
    renderApp(pathFor('&eventId=3'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Complete your event booking at Lyng',
      }),
    ).toBeVisible();
  });

  it('starts the country code at the restaurant’s country', async () => {
    stubApi({ [INFO]: () => json(completeInfo({ restaurantCountry: 'nb' })) });
    renderApp(pathFor());
    expect(await screen.findByRole('combobox', { name: 'Country code' })).toHaveValue('NO');
  });

  it('checks a field when it is left and clears the message once it is fixed', async () => {
    stubApi({ [INFO]: () => json(completeInfo()) });
    const { user } = renderApp(pathFor());
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.click(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await user.type(firstName, 'A');
    expect(firstName).toHaveAccessibleDescription('Your first name needs at least 2 letters');
    await user.type(firstName, 'nna');
    expect(firstName).not.toHaveAttribute('aria-invalid');

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '412 34 567');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(
      'That isn’t a valid phone number for the chosen country',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'NO');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('sends nothing while the terms are not accepted, and says so above the box', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(completeInfo()),
      [COMPLETE]: () => json(result()),
    });
    const { user } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    const terms = screen.getByRole('checkbox', { name: /I accept the terms/ });
    await user.click(terms);
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    const message = screen.getByText('Please accept the terms to complete your booking');
    expect(message).toBeVisible();
    // Above the box, in reading order.
    expect(message.compareDocumentPosition(terms) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(terms).toHaveFocus();
    expect(completeCalls(calls)).toHaveLength(0);
  });

  it('completes the booking and moves on to the confirmation', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(completeInfo()),
      [COMPLETE]: () => json(result()),
    });
    const { user, router } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Special request (optional)' }), 'Vegan');
    await user.click(screen.getByRole('checkbox', { name: /from Lyng by e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(router.state.location.search).toContain(`guid=${GUID}`);
    expect(completeCalls(calls)[0]?.body).toEqual({
      guid: GUID,
      bookingName: 'Anna Jónsdóttir',
      bookingPhone: '+354 6111234',
      phoneNumberRegion: 'IS',
      bookingEmail: 'anna@dekka.is',
      bookingSpecialRequest: 'Vegan',
      cardNumber: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      cardCvc: null,
      allowDineoutEmails: false,
      allowRestaurantEmails: true,
      referrerCode: null,
      isWaitingList: false,
    });
  });

  it('says it could not finish the booking when the server answers with an error', async () => {
    stubApi({
      [INFO]: () => json(completeInfo()),
      [COMPLETE]: () => json(result({ response: 2, message: 'hold_expired' })),
    });
    const { user, router } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not finish your booking. Please try again or contact the restaurant.',
    );
    expect(router.state.location.pathname).toBe('/checkout/complete');
  });

  it('opens the payment dialog for a redirect and moves on when the payment event arrives', async () => {
    stubApi({
      [INFO]: () => json(completeInfo()),
      [COMPLETE]: () =>
        json(result({ response: 3, redirectHtml: CHALLENGE_FORM, paymentProviderType: 1 })),
      [STATUS]: () => json({ status: 'pending', latestEvent: null }),
    });
    const { user, router } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.querySelector('iframe')?.getAttribute('srcdoc')).toContain(
      'Continue to your bank',
    );
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    act(() =>
      fakeSockets[0]?.serverSends('PaymentEvent', {
        type: 5,
        id: EVENT_ID,
        title: GUID,
        sentDate: '2026-11-23T12:00:00.000Z',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
  });

  it('marks the card fields and focuses the number when the bank declines after 3-D Secure', async () => {
    stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 0, totalPrepaid: 12900 } })),
      [COMPLETE]: () => json(result({ response: 3, paymentId: 'pay_123', paymentProviderType: 4 })),
      [STATUS]: () => json({ status: 'pending', latestEvent: null }),
    });
    const { user, router } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000003220');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1299');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: /^Confirm and pay ISK\s12,900$/ }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    act(() =>
      fakeSockets[0]?.serverSends('PaymentEvent', {
        type: 4,
        id: EVENT_ID,
        title: 'payment_declined',
        sentDate: '2026-11-23T12:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/complete');
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveFocus());
    for (const name of ['Card number', 'Expiry date (MM/YY)', 'Security code (CVC)']) {
      const field = screen.getByRole('textbox', { name });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('This card was declined');
    }
    expect(screen.getByRole('button', { name: /^Confirm and pay/ })).toBeEnabled();
    // Another card clears the marks.
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect(number).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Security code (CVC)' })).not.toHaveAttribute(
      'aria-invalid',
    );
  });

  it('says in place when too many cards were tried, and when the server takes one again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T18:42:05'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 } })),
      [COMPLETE]: () =>
        json(
          { code: 'rate_limited', message: 'Too many card attempts', requestId: 'r1' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
    });
    const { user, router } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1299');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many payment attempts have been made for this booking or from your connection. Nothing was charged. Please try again at 18:52:05.',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/checkout/complete');
  });

  it('says a card declined at once was declined, and marks its fields', async () => {
    stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 } })),
      [COMPLETE]: () => json(result({ response: 2, message: 'payment_declined' })),
    });
    const { user } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1299');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card was declined. Nothing was charged',
    );
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('This card was declined');
  });

  it('gives focus to the submit button after a failed hosted checkout, which has no card field', async () => {
    stubApi({
      [INFO]: () =>
        json(
          completeInfo({
            paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 },
            isExternalPaymentForm: true,
          }),
        ),
      [COMPLETE]: () => json(result({ response: 3, paymentId: 'pay_9', paymentProviderType: 4 })),
      [STATUS]: () => json({ status: 'pending', latestEvent: null }),
    });
    const { user } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await screen.findByRole('dialog', { name: 'Confirm your payment' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm booking' })).toHaveFocus(),
    );
  });

  it('reports a failed request and lets the diner try again', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(completeInfo()),
      [COMPLETE]: () =>
        json(
          { code: 'payment_required_unavailable', message: 'No payments', requestId: 'r1' },
          { status: 409 },
        ),
    });
    const { user } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while completing your booking.',
    );
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/web/client-errors')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Complete booking' })).toBeEnabled();
  });

  it('disables and relabels the button once the hold has expired', async () => {
    stubApi({ [INFO]: () => json(completeInfo()) });
    renderApp(pathFor('', Date.now() - 1000));
    expect(await screen.findByRole('button', { name: 'Reservation has expired' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Choose a new time' })).toHaveAttribute(
      'href',
      '/restaurant?id=7',
    );
  });

  it('says in the countdown cell that the hold expired, and holds the same table again', async () => {
    const NEW_GUID = '5d1c7b8e-3f2a-4c9d-8e7f-6a5b4c3d2e1f';
    const { calls } = stubApi({
      [INFO]: () =>
        json(
          completeInfo({
            prices: {
              prepaymentPerGuest: 0,
              noShowFeePerGuest: 0,
              menus: [{ id: 3, name: 'Tasting', count: 4, pricePerGuest: 9900, paymentType: 0 }],
              event: null,
            },
          }),
        ),
      [`GET /api/web/booking/v3/bookinginfoforcomplete/${NEW_GUID}/false`]: () =>
        json(completeInfo()),
      'POST /api/auth/anonymous': () => json({ token: 'anon-token' }),
      'POST /api/web/booking/reserve': () => json({ success: true, guid: NEW_GUID }),
    });
    const { user, router } = renderApp(pathFor('&eventId=3', Date.now() - 1000));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('00:00')).not.toBeInTheDocument();
    expect(screen.getByText('Your table')).toBeVisible();
    expect(screen.getAllByText('Reservation has expired')[0]).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Hold the table again' }));
    await waitFor(() => expect(router.state.location.search).toContain(`guid=${NEW_GUID}`));
    const reserve = calls.find((call) => call.path === '/api/web/booking/reserve');
    expect(reserve?.body).toEqual({
      date: '2026-12-01T19:00',
      guests: 4,
      restaurantId: 7,
      eventId: 3,
      source: 2,
      menus: [{ id: 3, count: 4 }],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    expect(await screen.findByText(/^0[45]:\d\d$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete booking' })).toBeEnabled();
    // What the diner typed stays.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
  });

  it('says so when the table cannot be held again, and leads back to the restaurant', async () => {
    stubApi({
      [INFO]: () => json(completeInfo()),
      'POST /api/auth/anonymous': () => json({ token: 'anon-token' }),
      'POST /api/web/booking/reserve': () => json({ success: false, guid: null }),
    });
    const { user } = renderApp(pathFor('', Date.now() - 1000));
    await user.click(await screen.findByRole('button', { name: 'Hold the table again' }));
    expect(await screen.findByText('This time is no longer free.')).toBeVisible();
    const back = screen.getByRole('link', { name: 'Choose another time' });
    expect(back).toHaveAttribute('href', '/restaurant?id=7');
    expect(back).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Hold the table again' })).not.toBeInTheDocument();
  });

  it('offers no table hold again for an expired waiting-list form', async () => {
    stubApi({ [WAITING_INFO]: () => json(completeInfo({ isWaitingList: true })) });
    renderApp(pathFor('&isWaitingList=true', Date.now() - 1000));
    expect(await screen.findByText('The time to join the waiting list ran out')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hold the table again' })).not.toBeInTheDocument();
  });

  it('asks for a card and shows the charges when the booking needs a payment', async () => {
    stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 20000, totalPrepaid: 12900 } })),
    });
    const { user } = renderApp(pathFor());
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    const expiry = screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await user.type(expiry, '1299');
    expect(expiry).toHaveValue('12/99');
    const cvc = screen.getByRole('textbox', { name: 'Security code (CVC)' });
    await user.type(cvc, '12a345');
    expect(cvc).toHaveValue('1234');
    await user.tab();
    expect(cvc).toHaveAccessibleDescription('That security code isn’t valid');

    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('Prepayment')).toBeVisible();
    expect(within(charges).getByText('No-show fee')).toBeVisible();
    expect(within(charges).getByText(/only charged if you neither arrive/)).toBeVisible();
  });

  it('lists every price line by line, and the button says what confirming costs', async () => {
    stubApi({
      [INFO]: () =>
        json(
          completeInfo({
            guests: 2,
            paymentRequirements: { totalNoShow: 10_000, totalPrepaid: 55_600 },
            prices: {
              prepaymentPerGuest: 12_900,
              noShowFeePerGuest: 5_000,
              menus: [
                { id: 1, name: 'Tasting', count: 2, pricePerGuest: 14_900, paymentType: 2 },
                { id: 2, name: 'Wine pairing', count: 1, pricePerGuest: 6_900, paymentType: 0 },
              ],
              event: { name: 'Jazz night', pricePerGuest: 8_900 },
            },
          }),
        ),
    });
    renderApp(pathFor('&eventId=3'));
    const charges = await screen.findByRole('region', { name: 'Charges' });
    const row = (label: string) => within(charges).getByText(label).closest('div');
    expect(row('2 × Tasting')).toHaveTextContent(/ISK\s14,900 per guest · prepaid/);
    expect(row('2 × Tasting')).toHaveTextContent(/ISK\s29,800$/);
    expect(row('1 × Wine pairing')).toHaveTextContent(/paid at the restaurant.*ISK\s6,900$/);
    expect(row('Jazz night')).toHaveTextContent(/Event price per guest.*ISK\s8,900 per guest/);
    expect(row('Prepayment')).toHaveTextContent(
      /Covers: 2 × Tasting, ISK\s12,900 per guest × 2.*ISK\s55,600$/,
    );
    expect(row('No-show fee')).toHaveTextContent(
      /ISK\s5,000 per guest × 2.*Charged only if you do not come.*ISK\s10,000$/,
    );
    expect(row('To pay at the restaurant')).toHaveTextContent(/ISK\s6,900$/);
    expect(row('Total to pay now')).toHaveTextContent(/ISK\s55,600$/);
    const submit = screen.getByRole('button', { name: /^Confirm and pay ISK\s55,600$/ });
    // The amount is one piece that never wraps.
    expect(within(submit).getByText(/^ISK\s55,600$/)).toHaveClass('price-amount');
  });

  it('says "Confirm booking" when a guarantee charges nothing now', async () => {
    stubApi({
      [INFO]: () =>
        json(
          completeInfo({
            paymentRequirements: { totalNoShow: 20_000, totalPrepaid: 0 },
            prices: { prepaymentPerGuest: 0, noShowFeePerGuest: 5_000, menus: [], event: null },
          }),
        ),
    });
    renderApp(pathFor());
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('Total to pay now').closest('div')).toHaveTextContent(
      /ISK\s0$/,
    );
    expect(within(charges).getByText('Charged only if you do not come')).toBeVisible();
  });

  it('leaves the card to the provider’s own form when the restaurant uses one', async () => {
    stubApi({
      [INFO]: () =>
        json(
          completeInfo({
            paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 },
            isExternalPaymentForm: true,
          }),
        ),
    });
    renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    // The prices still show before the diner goes on to the provider's form.
    expect(screen.getByRole('region', { name: 'Charges' })).toBeVisible();
  });

  it('shows the policy and asks for its acceptance when the restaurant requires it', async () => {
    stubApi({
      [INFO]: () =>
        json(
          completeInfo({
            requirePolicyAccept: true,
            policyText: '<p>Cancel 24 h ahead.</p><img src=x onerror="alert(1)">',
          }),
        ),
    });
    const { user, container } = renderApp(pathFor());
    const summary = await screen.findByText('Reservation policy');
    expect(screen.getByText('Cancel 24 h ahead.')).not.toBeVisible();
    await user.click(summary);
    expect(screen.getByText('Cancel 24 h ahead.')).toBeVisible();
    expect(container.querySelector('.policy img')?.getAttribute('onerror')).toBeFalsy();
    expect(
      screen.getByRole('checkbox', {
        name: /I have also read and accept the reservation policy of Lyng/,
      }),
    ).toBeInTheDocument();
  });

  it('credits Reserve with Google and reports the conversion when configured', async () => {
    document.cookie = 'rwg_token=tok%3D123; path=/';
    const { calls } = stubApi({
      'GET /api/web/settings': () =>
        json({
          ...TEST_SETTINGS,
          rwgConversionUrl: 'https://www.google.com/maps/conversion/collect',
          rwgPartnerId: 'dekka-partner',
        }),
      [INFO]: () => json(completeInfo()),
      [COMPLETE]: () => json(result()),
      'POST /maps/conversion/collect': () => new Response(null, { status: 200 }),
    });
    const { user, router } = renderApp(pathFor());
    await screen.findByRole('heading', { level: 1 });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(completeCalls(calls)[0]?.body).toMatchObject({ referrerCode: 'GOGL_RESRV' });
    const conversion = calls.find((call) => call.path === '/maps/conversion/collect');
    expect(conversion?.method).toBe('POST');
    expect(conversion?.body).toEqual({
      conversion_partner_id: 'dekka-partner',
      rwg_token: 'tok=123',
    });
  });

  it('explains a link without a guid', async () => {
    stubApi();
    renderApp('/complete');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your reservation' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('missing its booking reference');
  });
});
