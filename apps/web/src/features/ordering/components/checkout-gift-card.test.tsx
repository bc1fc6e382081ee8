import type { GiftCardCheckResponse } from '@dekka/contracts/gift-card';
import type { OrderView } from '@dekka/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { storageKey } from '../model/cart';
import { MENU, ORDER_TOKEN, ORDER_VIEW as CARD_PAID, withBurger } from '../test/ordering-fixtures';

// A Dekka gift card paying a food order at checkout (docs/decisions/049-order-gift-cards.md).

const SLOTS = 'GET /api/web/orders/slots';
const CREATE = 'POST /api/web/orders';
const PAY = `POST /api/web/orders/${ORDER_TOKEN}/pay`;
const ORDER = `GET /api/web/orders/${ORDER_TOKEN}`;
const CHECK = 'POST /api/web/giftcards/check';
const CODE = 'ABCDEFGHJKMNPQRS';

const ORDER_VIEW: OrderView = { ...CARD_PAID, paid: 0, giftCardPaid: 2990 };

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  localStorage.clear();
  withBurger();
});

type User = ReturnType<typeof renderApp>['user'];

const checked = (overrides: Partial<GiftCardCheckResponse> = {}) =>
  json({ applies: 2990, balance: 10_000, currency: 'ISK', reason: null, ...overrides });

const api = (routes: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /api/web/ordering/menu/borgarinn': () => json(MENU),
    [SLOTS]: () =>
      json({
        restaurantId: 7,
        mode: 'takeaway',
        date: '2026-12-02',
        timeZone: 'Atlantic/Reykjavik',
        paused: false,
        slots: [{ time: '2026-12-02T12:30', left: 3 }],
      }),
    [CREATE]: () =>
      json({ ...ORDER_VIEW, status: 'pending_payment', expiresAt: '2026-12-02T12:20:00.000Z' }),
    [ORDER]: () => json(ORDER_VIEW),
    ...routes,
  });

const calledWith = (calls: StubCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);

/** The checkout with a time and who orders filled in. */
async function fillCheckout(user: User) {
  const form = await screen.findByRole('form', { name: 'Checkout' });
  const time = within(form).getByRole('combobox', { name: 'Time' });
  await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(time, '12:30');
  await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Jónsdóttir');
  await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'anna@dekka.is');
  await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '+354 555 1234');
  return form;
}

async function applyGiftCard(user: User, form: HTMLElement) {
  await user.click(within(form).getByText('Pay with a gift card'));
  expect(
    await within(form).findByText(/It pays toward your order, and a card pays what is left/),
  ).toBeVisible();
  await user.type(
    within(form).getByRole('textbox', { name: 'Gift card code' }),
    'abcd efgh jkmn pqrs',
  );
  await user.click(within(form).getByRole('button', { name: 'Apply' }));
}

describe('a gift card at the checkout', () => {
  it('paying it all: no card fields, the button says so, and the order is paid with the code alone', async () => {
    const { calls } = api({
      [CHECK]: () => checked(),
      [PAY]: () =>
        json({
          response: 1,
          token: ORDER_TOKEN,
          status: 'placed',
          redirectHtml: null,
          message: null,
        }),
    });
    const { user } = renderApp('/borgarinn/order?lng=en');
    const form = await fillCheckout(user);
    await applyGiftCard(user, form);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      /The gift card pays all .*2,990.*: nothing is charged to a card now\./,
    );
    expect(calledWith(calls, CHECK)[0]?.body).toEqual({
      code: CODE,
      order: { restaurantId: 7, amount: 2990 },
    });
    expect(within(form).queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Order and pay with gift card' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    expect(await screen.findByText('Paid with gift card')).toBeVisible();
    expect(calledWith(calls, PAY)[0]?.body).toEqual({
      card: null,
      giftCardCode: CODE,
      language: 'en',
    });
  });

  it('paying part: the rest by card, whose fields are then required', async () => {
    const { calls } = api({
      [CHECK]: () => checked({ applies: 1000, balance: 1000 }),
      [PAY]: () =>
        json({
          response: 1,
          token: ORDER_TOKEN,
          status: 'placed',
          redirectHtml: null,
          message: null,
        }),
    });
    const { user } = renderApp('/borgarinn/order?lng=en');
    const form = await fillCheckout(user);
    await applyGiftCard(user, form);
    expect(await within(form).findByRole('status')).toHaveTextContent(
      /The gift card pays .*1,000.*, .*1,990.* by card\./,
    );
    await user.click(within(form).getByRole('button', { name: 'Order and pay' }));
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toHaveFocus();
    expect(calledWith(calls, CREATE)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(within(form).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
    await user.type(within(form).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Order and pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    expect(calledWith(calls, PAY)[0]?.body).toMatchObject({
      card: { number: '4242424242424242' },
      giftCardCode: CODE,
    });
  });

  it('refused when paying: says why, takes the gift card off, and keeps the cart', async () => {
    api({
      [CHECK]: () => checked(),
      [PAY]: () =>
        json(
          {
            code: 'gift_card_insufficient_balance',
            message: 'Nothing is left on this gift card',
            requestId: 'r',
          },
          { status: 409 },
        ),
    });
    const { user } = renderApp('/borgarinn/order?lng=en');
    const form = await fillCheckout(user);
    await applyGiftCard(user, form);
    await user.click(
      await within(form).findByRole('button', { name: 'Order and pay with gift card' }),
    );
    expect(await within(form).findByText(/There is nothing left on this gift card/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Gift card code' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Card number' })).toBeVisible();
    expect(localStorage.getItem(storageKey('borgarinn'))).not.toBeNull();
  });

  it('a card for another currency: the order’s words for why', async () => {
    api({ [CHECK]: () => checked({ applies: 0, reason: 'other_currency' }) });
    const { user } = renderApp('/borgarinn/order?lng=en');
    const form = await fillCheckout(user);
    await applyGiftCard(user, form);
    expect(
      await within(form).findByText(
        "This gift card is in another currency than this restaurant's prices.",
      ),
    ).toBeVisible();
  });
});
