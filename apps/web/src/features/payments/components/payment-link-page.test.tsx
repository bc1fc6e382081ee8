import type { CompleteResult } from '@dekka/contracts/booking';
import type { PaymentLinkResponse } from '@dekka/contracts/payments';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const LINK = `GET /api/web/booking/paymentlink/${GUID}`;
const CONFIRM = 'PUT /api/web/booking/paymentlink/confirm';
const STATUS = `GET /api/web/booking/paymentstatus/${GUID}`;
/** The button for the link's prepayment of ISK 12,900, as the complete page names it. */
const PAY = /^Confirm and pay ISK\s12,900$/;

function link(overrides: Partial<PaymentLinkResponse> = {}): PaymentLinkResponse {
  return {
    guid: GUID,
    restaurantId: 7,
    restaurantName: 'Lyng',
    start: '2026-12-01T19:00:00.000Z',
    timeZone: 'Atlantic/Reykjavik',
    guests: 4,
    currency: { code: 'ISK' },
    locale: 'is-IS',
    paymentRequirements: { totalNoShow: 20000, totalPrepaid: 12900 },
    isActive: true,
    cardRequired: true,
    isExternalPaymentForm: false,
    ...overrides,
  };
}

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

beforeEach(() => {
  fakeSockets.length = 0;
});

async function typeCard(user: ReturnType<typeof renderApp>['user'], number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '012');
}

describe('payment-link page', () => {
  it('shows the booking and what is owed, takes the card and confirms', async () => {
    const { calls } = stubApi({ [LINK]: () => json(link()), [CONFIRM]: () => json(result()) });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your booking at Lyng' }),
    ).toBeVisible();
    expect(screen.getByText('Dec 01')).toBeVisible();
    expect(screen.getByText('19:00')).toBeVisible();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('ISK 12,900')).toBeVisible();
    expect(within(charges).getByText('ISK 20,000')).toBeVisible();
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByText('All set!')).toBeVisible();
    expect(screen.getByText('Thank you. Your booking at Lyng is confirmed.')).toBeVisible();
    const sent = calls.find((call) => `${call.method} ${call.path}` === CONFIRM);
    expect(sent?.body).toEqual({
      guid: GUID,
      card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '012' },
    });
  });

  it('checks the card with the complete form’s rules and sends nothing until it is right', async () => {
    const { calls } = stubApi({ [LINK]: () => json(link()) });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await user.type(number, '4242424242424241');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(number).toHaveAccessibleDescription('That card number isn’t valid');
    expect(number).toHaveFocus();
    expect(
      screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }),
    ).toHaveAccessibleDescription('Please enter the card’s expiry date');
    expect(calls.some((call) => call.path.endsWith('/confirm'))).toBe(false);
  });

  it('runs 3-D Secure in the payment dialog', async () => {
    stubApi({
      [LINK]: () => json(link()),
      [CONFIRM]: () =>
        json(
          result({
            response: 3,
            redirectHtml:
              '<form action="/api/payments/sandbox/challenge/r"><button>Go</button></form>',
            paymentProviderType: 1,
          }),
        ),
      [STATUS]: () => json({ status: 'pending', latestEvent: null }),
    });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    await typeCard(user, '4000000000003220');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your payment' })).toBeVisible();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    act(() =>
      fakeSockets[0]?.serverSends('PaymentEvent', {
        type: 4,
        id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
        title: 'payment_authentication_failed',
        sentDate: '2026-11-23T12:00:00.000Z',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveFocus());
  });

  it('a declined card shows the failure and keeps the form', async () => {
    stubApi({
      [LINK]: () => json(link()),
      [CONFIRM]: () => json(result({ response: 2, message: 'payment_declined' })),
    });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment did not go through');
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });

  it('says in place when too many cards were tried, and when the server takes one again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T18:42:05'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi({
      [LINK]: () => json(link()),
      [CONFIRM]: () =>
        json(
          { code: 'rate_limited', message: 'Too many card attempts', requestId: 'r1' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
    });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    await typeCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: PAY }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many payment attempts have been made for this booking or from your connection. Nothing was charged. Please try again at 18:44:05.',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: PAY })).toBeEnabled();
  });

  it('says "Confirm booking", not "pay", for a guarantee that charges nothing now', async () => {
    const { calls } = stubApi({
      [LINK]: () => json(link({ paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 } })),
      [CONFIRM]: () => json(result()),
    });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /pay/i })).not.toBeInTheDocument();
    await typeCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('All set!')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/confirm'))?.body).toMatchObject({
      guid: GUID,
      card: { number: '4242424242424242' },
    });
  });

  it('names the prepayment it takes on the button, in the page’s language', async () => {
    stubApi({ [LINK]: () => json(link()) });
    await i18n.changeLanguage('is');
    renderApp(`/paymentlink?guid=${GUID}&lng=is`);
    const pay = await screen.findByRole('button', { name: /^Staðfesta og greiða 12\.900\skr\.$/ });
    expect(within(pay).getByText(/^12\.900\skr\.$/)).toHaveClass('price-amount');
  });

  it('confirms without a card when nothing is owed', async () => {
    const { calls } = stubApi({
      [LINK]: () => json(link({ cardRequired: false })),
      [CONFIRM]: () => json(result()),
    });
    const { user } = renderApp(`/additionalinfo?guid=${GUID}&lng=en`);
    expect(
      await screen.findByText('Nothing more is owed for this booking. Confirm to finish.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Charges' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('All set!')).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/confirm'))?.body).toEqual({
      guid: GUID,
      card: null,
    });
  });

  it('leaves the card to the provider’s checkout for an external payment form', async () => {
    stubApi({
      [LINK]: () =>
        json(link({ isExternalPaymentForm: true, currency: { code: 'NOK' }, locale: 'nb-NO' })),
      [CONFIRM]: () => json(result({ response: 3, paymentId: 'pay_9', paymentProviderType: 4 })),
      [STATUS]: () => json({ status: 'pending', latestEvent: null }),
    });
    const { user } = renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    expect(
      await screen.findByText('You’ll enter your card on the payment provider’s secure page.'),
    ).toBeVisible();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('NOK 129.00')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Confirm and pay NOK\s129\.00$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your payment' });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      '/api/payments/sandbox/checkout/pay_9?lng=en',
    );
  });

  it('says a cancelled or lapsed booking is no longer active, and asks for no card', async () => {
    stubApi({ [LINK]: () => json(link({ isActive: false, cardRequired: false })) });
    renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer active');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('in Icelandic, amounts in Icelandic krónur', async () => {
    stubApi({ [LINK]: () => json(link()) });
    await i18n.changeLanguage('is');
    renderApp(`/paymentlink?guid=${GUID}&lng=is`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Bókunin þín hjá Lyng',
    );
    const charges = screen.getByRole('region', { name: 'Gjöld' });
    expect(within(charges).getByText('12.900 kr.')).toBeVisible();
  });

  it('explains a link without a guid, and one for a booking that does not exist', async () => {
    stubApi({});
    renderApp('/paymentlink?lng=en');
    expect(await screen.findByRole('alert')).toHaveTextContent('missing its booking reference');
  });

  it('says when the booking is not found', async () => {
    stubApi({});
    renderApp(`/paymentlink?guid=${GUID}&lng=en`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find this booking');
  });
});
