import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { storageKey } from '../model/cart';
import { MENU } from '../test/ordering-fixtures';

const DISTANCE_ZONE = {
  id: 2,
  name: 'Nearby',
  fee: 490,
  minimumOrder: 2000,
  estimatedMinutes: 25,
  postcodes: [],
  maxDistanceKm: 3,
};

const SLOTS = {
  restaurantId: 7,
  mode: 'delivery',
  date: '2026-12-02',
  timeZone: 'Atlantic/Reykjavik',
  paused: false,
  slots: [{ time: '2026-12-02T12:30', left: 3 }],
};

function geolocation(answer: 'grant' | 'deny') {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback) => {
    if (answer === 'grant') {
      found({ coords: { latitude: 64.1466, longitude: -21.9426 } } as GeolocationPosition);
    } else {
      failed?.({ code: 1, message: 'denied' } as GeolocationPositionError);
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(
    storageKey('borgarinn'),
    JSON.stringify({
      lines: [{ key: 'k', itemId: 11, quantity: 2, choiceIds: [1001], note: '' }],
      package: null,
    }),
  );
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function openCheckout(menu = { ...MENU, zones: [...MENU.zones, DISTANCE_ZONE] }) {
  const { calls } = stubApi({
    'GET /api/web/ordering/menu/borgarinn': () => json(menu),
    'GET /api/web/orders/slots': () => json(SLOTS),
    'POST /api/web/orders': () =>
      json({ code: 'validation_failed', message: 'x', requestId: 'r' }, { status: 400 }),
  });
  const { user } = renderApp('/borgarinn/order?lng=en&mode=delivery');
  const form = await screen.findByRole('form', { name: 'Checkout' });
  return { calls, user, form };
}

describe('the delivery position', () => {
  it('sends the shared position with the address when a zone is drawn by distance', async () => {
    const asked = geolocation('grant');
    const { calls, user, form } = await openCheckout();
    await user.click(within(form).getByRole('button', { name: 'Use my location' }));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Your location will be sent with the address.',
    );

    const time = within(form).getByRole('combobox', { name: 'Time' });
    await waitFor(() => expect(within(time).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(time, '12:30');
    await user.type(within(form).getByRole('textbox', { name: 'Street address' }), 'Hringbraut 1');
    await user.type(within(form).getByRole('textbox', { name: 'Postcode' }), '107');
    await user.type(within(form).getByRole('textbox', { name: 'First name' }), 'Jón');
    await user.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Jónsson');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'jon@example.is');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '+354 555 1234');
    await user.type(within(form).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(within(form).getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1230');
    await user.type(within(form).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Order and pay' }));

    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === '/api/web/orders')).toBe(
        true,
      ),
    );
    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/web/orders');
    expect(sent?.body).toMatchObject({
      delivery: { street: 'Hringbraut 1', postcode: '107', lat: 64.1466, lon: -21.9426 },
    });
  });

  it('says so when the position is refused', async () => {
    geolocation('deny');
    const { user, form } = await openCheckout();
    await user.click(within(form).getByRole('button', { name: 'Use my location' }));
    expect(within(form).getByRole('status')).toHaveTextContent("We couldn't get your location.");
  });

  it('is not offered when every zone is a list of postcodes', async () => {
    const { form } = await openCheckout(MENU);
    expect(within(form).queryByRole('button', { name: 'Use my location' })).toBeNull();
  });
});
