import type { UserCustomer } from '@dekka/contracts/auth';
import type { CompleteResult } from '@dekka/contracts/booking';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  json,
  storedSession,
  storeSession,
  stubApi,
  TEST_ACCOUNT,
  TEST_SESSION,
} from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { completeInfo } from './complete-test-info';
import { renderApp } from '../../../test/render-app';

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';
const INFO = `GET /api/web/booking/v3/bookinginfoforcomplete/${GUID}/false`;
const COMPLETE = 'PUT /api/web/booking/complete/v2';
const CUSTOMER = 'GET /api/web/usercustomer';
const SAVE_CUSTOMER = 'PUT /api/web/usercustomer';

const RESULT: CompleteResult = {
  response: 1,
  redirectHtml: null,
  paymentId: null,
  paymentProviderType: null,
  message: null,
  start: '2026-12-01T19:00:00.000Z',
  restaurantId: 7,
};

const SAVED: UserCustomer = {
  created: '2026-11-01T10:00:00.000Z',
  updated: '2026-11-20T10:00:00.000Z',
  email: 'anna@dekka.is',
  firstName: 'Anna',
  lastName: 'Jónsdóttir',
  phone: '+354 5551234',
  phoneRegion: 'IS',
  language: 'is',
  allowDineoutEmails: true,
  allowRestaurantEmails: false,
};

const PATH = `/checkout/complete?guid=${GUID}&restaurantId=7&currentStep=complete&expires=${Date.now() + 5 * 60_000}`;

function callsTo(calls: StubCall[], route: string) {
  return calls.filter((call) => `${call.method} ${call.path}` === route);
}

/** An answer the test releases when it is ready, to act before it arrives. */
function held(body: unknown) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    handler: async () => {
      await released;
      return json(body);
    },
  };
}

describe('complete page and the diner’s account', () => {
  it('offers an anonymous diner the sign-in, and comes back to the same held booking, filled in', async () => {
    const { calls } = stubApi({
      [INFO]: () => json(completeInfo()),
      'POST /api/auth/email-code': () => json({ expiresInSeconds: 600 }),
      'POST /api/auth/sign-in': () => json(TEST_ACCOUNT),
      [CUSTOMER]: () => json(SAVED),
    });
    const { user, router } = renderApp(PATH);
    const link = await screen.findByRole('link', { name: 'Sign in to use your saved details' });
    const back = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('returnTo')).toMatch(
      new RegExp(`^/checkout/complete\\?guid=${GUID}&restaurantId=7&currentStep=complete&expires=`),
    );
    // Anonymous diners have no saved details to ask for, nor any to remember.
    expect(callsTo(calls, CUSTOMER)).toHaveLength(0);
    expect(screen.queryByRole('checkbox', { name: /Remember these details/ })).toBeNull();

    await user.click(link);
    await user.type(
      await screen.findByRole('textbox', { name: 'E-mail address' }),
      'anna@dekka.is',
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code from the e-mail' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The anonymous token signed in, so its hold moved to the account; the page is the same one.
    expect(callsTo(calls, 'POST /api/auth/sign-in')[0]?.headers.get('authorization')).toBe(
      `Bearer ${TEST_SESSION.token}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete your reservation for Lyng' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout/complete');
    expect(new URLSearchParams(router.state.location.search).get('guid')).toBe(GUID);
    // The form shows before the saved details arrive; wait for them rather than racing them.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    expect(screen.getByRole('checkbox', { name: /Remember these details/ })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'Sign in to use your saved details' })).toBeNull();
    expect(callsTo(calls, CUSTOMER)[0]?.headers.get('authorization')).toBe(
      `Bearer ${TEST_ACCOUNT.token}`,
    );
  });

  it('fills in the saved details around what the diner has already typed', async () => {
    storeSession(TEST_ACCOUNT);
    const customer = held(SAVED);
    // A Norwegian restaurant: the selector starts at Norway, the saved phone is Icelandic.
    stubApi({
      [INFO]: () => json(completeInfo({ restaurantCountry: 'nb' })),
      [CUSTOMER]: customer.handler,
    });
    const { user } = renderApp(PATH);
    const firstName = await screen.findByRole('textbox', { name: 'First name' });
    await user.type(firstName, 'Bjarni');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('NO');

    customer.release();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveValue('anna@dekka.is'));
    expect(firstName).toHaveValue('Bjarni');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Jónsdóttir');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('IS');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('5551234');
    expect(screen.getByRole('checkbox', { name: /news and offers from Dekka/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /news and offers from Lyng/ })).not.toBeChecked();
    // Filled in, not judged: no messages until the diner leaves a field or submits.
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('leaves a typed phone and its country alone', async () => {
    storeSession(TEST_ACCOUNT);
    const customer = held(SAVED);
    stubApi({
      [INFO]: () => json(completeInfo({ restaurantCountry: 'nb' })),
      [CUSTOMER]: customer.handler,
    });
    const { user } = renderApp(PATH);
    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '412 34 567');
    await user.click(screen.getByRole('checkbox', { name: /news and offers from Dekka/ }));
    await user.click(screen.getByRole('checkbox', { name: /news and offers from Dekka/ }));

    customer.release();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    expect(phone).toHaveValue('412 34 567');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('NO');
    // Ticked and unticked again: the diner's choice, which the saved "yes" does not override.
    expect(screen.getByRole('checkbox', { name: /news and offers from Dekka/ })).not.toBeChecked();
  });

  it('remembers the details after the booking, without the card', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      [INFO]: () =>
        json(completeInfo({ paymentRequirements: { totalNoShow: 20000, totalPrepaid: 0 } })),
      [CUSTOMER]: () => json(SAVED),
      [COMPLETE]: () => json(RESULT),
      [SAVE_CUSTOMER]: () => json(SAVED),
    });
    const { user, router } = renderApp(PATH);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    const remember = screen.getByRole('checkbox', { name: 'Remember these details for next time' });
    expect(remember).toBeChecked();
    expect(remember).toHaveAccessibleDescription(/Card details never are\./);
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Sigurðardóttir');
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1299');
    await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(callsTo(calls, COMPLETE)[0]?.body).toMatchObject({ cardNumber: '4242424242424242' });
    await waitFor(() => expect(callsTo(calls, SAVE_CUSTOMER)).toHaveLength(1));
    const [save] = callsTo(calls, SAVE_CUSTOMER);
    expect(save?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
    expect(save?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Sigurðardóttir',
      phone: '+354 5551234',
      phoneRegion: 'IS',
      language: 'en',
      allowDineoutEmails: true,
      allowRestaurantEmails: false,
    });
    expect(JSON.stringify(save?.body)).not.toMatch(/card|4242|1299|123\b/i);
  });

  it('saves nothing when the diner unticks the box', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      [INFO]: () => json(completeInfo()),
      [CUSTOMER]: () => json(SAVED),
      [COMPLETE]: () => json(RESULT),
      [SAVE_CUSTOMER]: () => json(SAVED),
    });
    const { user, router } = renderApp(PATH);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    await user.click(screen.getByRole('checkbox', { name: /Remember these details/ }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(callsTo(calls, COMPLETE)).toHaveLength(1);
    expect(callsTo(calls, SAVE_CUSTOMER)).toHaveLength(0);
  });

  it('never holds the booking up when the details cannot be saved', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      [INFO]: () => json(completeInfo()),
      [CUSTOMER]: () => json(SAVED),
      [COMPLETE]: () => json(RESULT),
      [SAVE_CUSTOMER]: () =>
        json({ code: 'internal_error', message: 'x', requestId: 'r-1' }, { status: 500 }),
    });
    const { user, router } = renderApp(PATH);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna'),
    );
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await user.click(screen.getByRole('button', { name: 'Complete booking' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    // Reported, not shown; the diner is signed in still.
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/web/client-errors')).toBe(true),
    );
    expect(storedSession()).toEqual(TEST_ACCOUNT);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'My bookings' }),
    ).toBeVisible();
  });
});
