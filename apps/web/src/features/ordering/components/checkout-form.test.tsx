import type { OrderView } from '@dekka/contracts/orders';
import { ORDER_STATUS_CHANGED, PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';
import { storageKey } from '../model/cart';
import { MENU, ORDER_TOKEN, ORDER_VIEW, withBurger } from '../test/ordering-fixtures';

const SLOTS = 'GET /api/web/orders/slots';
const CREATE = 'POST /api/web/orders';
const PAY = `POST /api/web/orders/${ORDER_TOKEN}/pay`;
const ORDER = `GET /api/web/orders/${ORDER_TOKEN}`;

const slots = () =>
  json({
    restaurantId: 7,
    mode: 'takeaway',
    date: '2026-12-02',
    timeZone: 'Atlantic/Reykjavik',
    paused: false,
    slots: [
      { time: '2026-12-02T12:30', left: 3 },
      { time: '2026-12-02T12:45', left: 3 },
    ],
  });

function created() {
  return json({
    ...ORDER_VIEW,
    status: 'pending_payment',
    expiresAt: '2026-12-02T12:20:00.000Z',
  });
}

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  localStorage.clear();
  fakeSockets.length = 0;
});

type User = ReturnType<typeof renderApp>['user'];

async function fillCard(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
}

const calledWith = (calls: StubCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);

describe('the order status page', () => {
  it('reads the order again the moment the hub says its status changed', async () => {
    let status: OrderView['status'] = 'placed';
    const { calls } = stubApi({ [ORDER]: () => json({ ...ORDER_VIEW, status }) });
    renderApp(`/borgarinn/order?order=${ORDER_TOKEN}&lng=en`);
    expect(await screen.findByText('Paid: waiting for the restaurant to accept it')).toBeVisible();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = fakeSockets[0]!;
    expect(socket.options).toMatchObject({ path: PAYMENT_HUB_PATH, query: { guid: ORDER_TOKEN } });

    status = 'ready';
    // Another order's token is not this page's business.
    act(() => socket.serverSends(ORDER_STATUS_CHANGED, { token: 'other', status: 'ready' }));
    expect(calledWith(calls, ORDER)).toHaveLength(1);
    act(() => socket.serverSends(ORDER_STATUS_CHANGED, { token: ORDER_TOKEN, status: 'ready' }));
    await waitFor(() => expect(calledWith(calls, ORDER)).toHaveLength(2));
    expect(await screen.findByText(/^Ready/, { selector: '.order-status__state' })).toBeVisible();
  });
});

describe('the checkout', () => {
  it('fills in a signed-in diner’s details, sends ids only, and shows the paid order', async () => {
    storeSession(TEST_ACCOUNT);
    withBurger();
    const { calls } = stubApi({
      'GET /api/web/ordering/menu/borgarinn': () => json(MENU),
      'GET /api/web/usercustomer': () =>
        json({
          firstName: 'Anna',
          lastName: 'Jónsdóttir',
          phone: '+354 5551234',
          phoneRegion: 'IS',
          language: 'en',
          allowDineoutEmails: false,
          allowRestaurantEmails: false,
          created: null,
          updated: null,
          email: 'anna@dekka.is',
        }),
      [SLOTS]: slots,
      [CREATE]: created,
      [PAY]: () =>
        json({
          response: 1,
          token: ORDER_TOKEN,
          status: 'placed',
          redirectHtml: null,
          message: null,
        }),
      [ORDER]: () => json(ORDER_VIEW),
    });
    const { user, router } = renderApp('/borgarinn/order?lng=en');
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna@dekka.is');
    const time = within(form).getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(time, '12:45');
    await fillCard(user);
    await user.click(within(form).getByRole('button', { name: 'Order and pay' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    expect(await screen.findByText('Paid: waiting for the restaurant to accept it')).toBeVisible();
    expect(screen.getByText('1 × Burger')).toBeVisible();
    expect(router.state.location.search).toContain(`order=${ORDER_TOKEN}`);
    const [sent] = calledWith(calls, CREATE);
    expect(sent?.body).toEqual({
      restaurantId: 7,
      mode: 'takeaway',
      lines: [{ itemId: 11, quantity: 1, choiceIds: [1001], note: '' }],
      catering: null,
      slot: '2026-12-02T12:45',
      contact: {
        firstName: 'Anna',
        lastName: 'Jónsdóttir',
        email: 'anna@dekka.is',
        phone: '+354 5551234',
      },
      delivery: null,
      language: 'en',
    });
    expect(calledWith(calls, SLOTS)[0]?.search).toMatch(/restaurantId=7&mode=takeaway&date=/);
    // Paid: the cart is emptied.
    expect(localStorage.getItem(storageKey('borgarinn'))).toBeNull();
  });

  it('asks for what is missing before sending, and names the server’s refusal', async () => {
    withBurger();
    const { calls } = stubApi({
      'GET /api/web/ordering/menu/borgarinn': () => json(MENU),
      [SLOTS]: slots,
      [CREATE]: () =>
        json(
          {
            code: 'validation_failed',
            message: 'delivery.postcode: outside_zones',
            requestId: 'r',
            fields: ['delivery.postcode'],
          },
          { status: 400 },
        ),
    });
    const { user } = renderApp('/borgarinn/order?lng=en&mode=delivery');
    const form = await screen.findByRole('form', { name: 'Checkout' });
    await user.click(within(form).getByRole('button', { name: 'Order and pay' }));
    expect(within(form).getByRole('combobox', { name: 'Time' })).toHaveFocus();
    expect(
      within(form).getByRole('textbox', { name: 'Street address' }),
    ).toHaveAccessibleDescription('Please fill this in.');
    expect(calledWith(calls, CREATE)).toHaveLength(0);

    const time = within(form).getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(time, '12:30');
    await user.type(within(form).getByRole('textbox', { name: 'Street address' }), 'Borgartún 1');
    await user.type(within(form).getByRole('textbox', { name: 'Postcode' }), '200');
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Jón');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Jónsson');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'jon@example.is');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '+354 555 1234');
    await fillCard(user);
    await user.click(within(form).getByRole('button', { name: 'Order and pay' }));
    expect(
      await within(form).findByText("The restaurant doesn't deliver to that address."),
    ).toBeVisible();
    expect(calledWith(calls, CREATE)[0]?.body).toMatchObject({
      mode: 'delivery',
      delivery: { street: 'Borgartún 1', postcode: '200', city: 'Reykjavík' },
    });
  });
});
