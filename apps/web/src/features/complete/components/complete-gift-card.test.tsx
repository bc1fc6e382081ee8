import type { CompleteResult } from '@dekka/contracts/booking';
import type { GiftCardCheckResponse } from '@dekka/contracts/gift-card';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { completeInfo } from './complete-test-info';

// A gift card toward the prepayment on the complete page (docs/product.md, "Gift cards").

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const INFO = `GET /api/web/booking/v3/bookinginfoforcomplete/${GUID}/false`;
const WAITING_INFO = `GET /api/web/booking/v3/bookinginfoforcomplete/${GUID}/true`;
const COMPLETE = 'PUT /api/web/booking/complete/v2';
const CHECK = 'POST /api/web/giftcards/check';
const CODE = 'ABCDEFGHJKMNPQRS';

const PREPAID = completeInfo({ paymentRequirements: { totalNoShow: 0, totalPrepaid: 25_800 } });

function checked(overrides: Partial<GiftCardCheckResponse> = {}): GiftCardCheckResponse {
  return { applies: 10_000, balance: 10_000, currency: 'ISK', reason: null, ...overrides };
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

const path = (extra = '') =>
  `/checkout/complete?guid=${GUID}&restaurantId=7&currentStep=complete&expires=${Date.now() + 5 * 60_000}${extra}`;

type User = ReturnType<typeof renderApp>['user'];

async function fillContact(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@dekka.is');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '611 1234');
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
}

/** Opens "Pay with a gift card", types the code and presses Apply. */
async function applyGiftCard(user: User, code = 'abcd-efgh-jkmn-pqrs') {
  await user.click(await screen.findByText('Pay with a gift card'));
  await user.type(await screen.findByRole('textbox', { name: 'Gift card code' }), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

const sent = (calls: StubCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body);

describe('paying a prepayment with a gift card', () => {
  it('pays part with the gift card and the rest by card', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(PREPAID),
      [CHECK]: () => json(checked()),
      [COMPLETE]: () => json(result()),
    });
    const { user, router } = renderApp(path());
    await screen.findByRole('heading', { level: 1 });
    await applyGiftCard(user);
    expect(
      await screen.findByText(/The gift card pays ISK\s10,000, ISK\s15,800 by card\./),
    ).toBeVisible();
    expect(screen.getByText('ABCD-EFGH-JKMN-PQRS')).toBeVisible();
    expect(sent(calls, CHECK)).toEqual([{ code: CODE, bookingGuid: GUID }]);
    const charges = screen.getByRole('region', { name: 'Charges' });
    const row = (label: string) => within(charges).getByText(label).closest('div');
    expect(row('Gift card')).toHaveTextContent(/−ISK\s10,000$/);
    expect(row('Total to pay now')).toHaveTextContent(/ISK\s15,800$/);
    const pay = screen.getByRole('button', { name: /^Confirm and pay ISK\s15,800$/ });

    await fillContact(user);
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(sent(calls, COMPLETE)[0]).toMatchObject({
      giftCardCode: CODE,
      cardNumber: '4242424242424242',
    });
  });

  it('asks for no card when the gift card pays the whole prepayment, and can be removed', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(PREPAID),
      [CHECK]: () => json(checked({ applies: 25_800, balance: 40_000 })),
      [COMPLETE]: () => json(result()),
    });
    const { user, router } = renderApp(path());
    await screen.findByRole('heading', { level: 1 });
    await applyGiftCard(user);
    expect(
      await screen.findByText(
        /The gift card pays all ISK\s25,800: nothing is charged to a card now\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
    const charges = screen.getByRole('region', { name: 'Charges' });
    expect(within(charges).getByText('Total to pay now').closest('div')).toHaveTextContent(
      /ISK\s0$/,
    );

    // Removed, the card is asked for again and the button says what it costs.
    await user.click(screen.getByRole('button', { name: 'Remove gift card' }));
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Confirm and pay ISK\s25,800$/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Gift card code' })).toHaveValue('');

    // Applied again, with Enter: the code is checked and the booking form is not sent.
    await user.type(screen.getByRole('textbox', { name: 'Gift card code' }), `${CODE}{Enter}`);
    await screen.findByText(/The gift card pays all/);
    expect(sent(calls, COMPLETE)).toEqual([]);

    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(sent(calls, COMPLETE)[0]).toMatchObject({
      giftCardCode: CODE,
      cardNumber: null,
      cardCvc: null,
    });
  });

  it('keeps the card for a no-show fee even when the gift card pays the prepayment', async () => {
    stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 10_000, totalPrepaid: 25_800 } })),
      [CHECK]: () => json(checked({ applies: 25_800 })),
    });
    const { user } = renderApp(path());
    await screen.findByRole('heading', { level: 1 });
    await applyGiftCard(user);
    await screen.findByText(/The gift card pays all/);
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeEnabled();
  });

  it.each<[string, () => Response, RegExp]>([
    [
      'a card of another restaurant',
      () => json(checked({ applies: 0, reason: 'other_restaurant' })),
      /This gift card is for another restaurant\./,
    ],
    [
      'a used card',
      () => json(checked({ applies: 0, balance: 0, reason: 'used' })),
      /This gift card has been used up\./,
    ],
    [
      'an unknown code',
      () => json({ code: 'gift_card_not_found', message: 'No', requestId: 'r' }, { status: 404 }),
      /No gift card has that code\./,
    ],
  ])('says why %s cannot pay, and keeps the price', async (_name, answer, message) => {
    stubApi({ [INFO]: () => json(PREPAID), [CHECK]: answer });
    const { user } = renderApp(path());
    await screen.findByRole('heading', { level: 1 });
    await applyGiftCard(user);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: /^Confirm and pay ISK\s25,800$/ })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  });

  it('does not ask the server about a code that cannot be one', async () => {
    const { calls } = stubApi({ [INFO]: () => json(PREPAID), [CHECK]: () => json(checked()) });
    const { user } = renderApp(path());
    await screen.findByRole('heading', { level: 1 });
    await applyGiftCard(user, 'ABCD-1234');
    expect(screen.getByRole('textbox', { name: 'Gift card code' })).toHaveAccessibleDescription(
      'That isn’t a gift card code: codes have 16 letters and digits.',
    );
    expect(sent(calls, CHECK)).toEqual([]);
  });

  it('takes the gift card off again when it no longer pays at completion', async () => {
    stubApi({
      [INFO]: () => json(PREPAID),
      [CHECK]: () => json(checked({ applies: 25_800 })),
      [COMPLETE]: () => json(result({ response: 2, message: 'gift_card_insufficient_balance' })),
    });
    const { user } = renderApp(path());
    await screen.findByRole('heading', { level: 1 });
    await applyGiftCard(user);
    await screen.findByText(/The gift card pays all/);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The gift card could not be used: it may have been used or run out since it was checked.',
    );
    expect(screen.getByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Confirm and pay ISK\s25,800$/ })).toBeEnabled();
  });

  it('is not offered without a prepayment, nor on the waiting list', async () => {
    stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 10_000, totalPrepaid: 0 } })),
      [WAITING_INFO]: () => json({ ...PREPAID, isWaitingList: true }),
    });
    const first = renderApp(path());
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeVisible();
    expect(screen.queryByText('Pay with a gift card')).not.toBeInTheDocument();
    first.unmount();

    renderApp(path('&isWaitingList=true'));
    expect(await screen.findByRole('button', { name: 'Join the waiting list' })).toBeVisible();
    expect(screen.queryByText('Pay with a gift card')).not.toBeInTheDocument();
  });
});
