import type { MyBooking, MyBookingsResponse } from '@dekka/contracts/auth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  json,
  storedSession,
  storeSession,
  stubApi,
  TEST_ACCOUNT,
  TEST_SESSION,
} from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MY_BOOKINGS = 'GET /api/web/my/bookings';
const SIGN_OUT = 'POST /api/auth/sign-out';
/** The food orders section asks too (my-orders.test.tsx covers it); here it has none. */
const NO_ORDERS = { 'GET /api/web/my/orders': () => json({ orders: [] }) };

function booking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    guid: '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10',
    id: 4711,
    restaurantName: 'Lyng',
    restaurantSlug: 'lyng',
    dateTime: '2026-12-24T19:00',
    guests: 4,
    status: 'confirmed',
    isWaitingList: false,
    ...overrides,
  };
}

const BOOKINGS: MyBookingsResponse = {
  upcoming: [
    booking(),
    booking({
      guid: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
      id: 4712,
      restaurantName: 'Hafnarljós',
      restaurantSlug: 'hafnarljos',
      dateTime: '2027-01-02T18:30',
      guests: 1,
      status: 'waitlisted',
      isWaitingList: true,
    }),
  ],
  past: [
    booking({
      guid: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      id: 4100,
      restaurantName: 'Fjara',
      restaurantSlug: 'fjara',
      dateTime: '2025-10-03T20:00',
      guests: 2,
      status: 'cancelled',
    }),
  ],
};

function today() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
}

describe('my bookings page', () => {
  it('lists upcoming and past bookings, each with its day, party, status and manage link', async () => {
    today();
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: () => json(BOOKINGS),
    });
    renderApp('/my-bookings');
    expect(await screen.findByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });

    const items = await within(upcoming).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [lyng, hafnarljos] = items as [HTMLElement, HTMLElement];
    expect(within(lyng).getByRole('heading', { level: 3, name: 'Lyng' })).toBeVisible();
    expect(lyng).toHaveTextContent('Thu, Dec 24 at 19:00');
    expect(lyng).toHaveTextContent('4 guests');
    expect(lyng).toHaveTextContent('Confirmed');
    expect(within(lyng).getByRole('link', { name: 'Manage booking at Lyng' })).toHaveAttribute(
      'href',
      '/booking?guid=0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10',
    );
    // Next year's booking says its year; a waiting-list place says it is one.
    expect(hafnarljos).toHaveTextContent('Sat, Jan 2, 2027 at 18:30');
    expect(hafnarljos).toHaveTextContent('1 guest');
    expect(hafnarljos).not.toHaveTextContent('1 guests');
    expect(hafnarljos).toHaveTextContent('Waiting list');

    const [fjara] = within(past).getAllByRole('listitem');
    expect(fjara).toHaveTextContent('Fri, Oct 3, 2025 at 20:00');
    expect(fjara).toHaveTextContent('Cancelled');
    expect(within(fjara as HTMLElement).getByRole('link', { name: /Fjara/ })).toHaveAttribute(
      'href',
      '/booking?guid=9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    );

    expect(screen.getByText('anna@dekka.is')).toBeVisible();
    const call = calls.find((c) => `${c.method} ${c.path}` === MY_BOOKINGS);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
  });

  it('dates and counts in the diner’s language', async () => {
    today();
    storeSession(TEST_ACCOUNT);
    stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: () => json({ upcoming: [booking()], past: [] }),
    });
    const { user } = renderApp('/my-bookings');
    await screen.findByRole('heading', { level: 1, name: 'My bookings' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'is');
    const item = await within(screen.getByRole('main')).findByRole('listitem');
    await waitFor(() => expect(item).toHaveTextContent('4 gestir'));
    expect(item).toHaveTextContent(/kl\. 19:00/);
    expect(item).toHaveTextContent('Staðfest');
  });

  it('says when there is nothing to show, with a way to book', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: () => json({ upcoming: [], past: [] }),
    });
    renderApp('/my-bookings');
    expect(await screen.findByText('You have no upcoming bookings.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a table' })).toHaveAttribute('href', '/');
    expect(screen.getByText('No past bookings yet.')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('holds the lists’ places while loading, then fills them', async () => {
    storeSession(TEST_ACCOUNT);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: async () => {
        await answered;
        return json(BOOKINGS);
      },
    });
    renderApp('/my-bookings');
    expect(await screen.findByText('Loading your bookings')).toHaveAttribute('role', 'status');
    const main = screen.getByRole('main');
    // The section headings are in place already; the placeholders are hidden from readers.
    expect(within(main).getByRole('heading', { level: 2, name: 'Upcoming' })).toBeVisible();
    expect(within(main).queryAllByRole('listitem')).toHaveLength(0);
    const placeholders = (name: string) =>
      screen.getByRole('region', { name }).querySelectorAll('.my-booking--placeholder').length;
    expect([placeholders('Upcoming'), placeholders('Past')]).toEqual([2, 1]);
    answer();
    expect(await within(main).findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Loading your bookings')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    storeSession(TEST_ACCOUNT);
    let fail = true;
    stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: () =>
        fail
          ? json({ code: 'internal_error', message: 'x', requestId: 'r-1' }, { status: 500 })
          : json(BOOKINGS),
    });
    const { user } = renderApp('/my-bookings');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your bookings.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(screen.getByRole('main')).findAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks an anonymous visitor to sign in, coming back here', async () => {
    const { calls } = stubApi();
    renderApp('/my-bookings');
    expect(
      await screen.findByText('Sign in to see your bookings and waiting-list places.'),
    ).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fmy-bookings',
    );
    expect(calls.some((call) => call.path === '/api/web/my/bookings')).toBe(false);
  });

  it('signs out everywhere and goes home', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: () => json(BOOKINGS),
      [SIGN_OUT]: () => json({ signedOut: true }),
    });
    const { user, router } = renderApp('/my-bookings');
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    expect(button).toHaveAccessibleDescription(
      'Signs you out on every phone and computer where you are signed in.',
    );
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const signOut = calls.find((call) => `${call.method} ${call.path}` === SIGN_OUT);
    expect(signOut?.body).toEqual({ everywhere: true });
    expect(signOut?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
    await waitFor(() => expect(storedSession()).toEqual(TEST_SESSION));
  });

  it('says so, and stays signed in, when signing out everywhere fails', async () => {
    storeSession(TEST_ACCOUNT);
    stubApi({
      ...NO_ORDERS,
      [MY_BOOKINGS]: () => json(BOOKINGS),
      [SIGN_OUT]: () =>
        json({ code: 'internal_error', message: 'x', requestId: 'r-1' }, { status: 500 }),
    });
    const { user, router } = renderApp('/my-bookings');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not sign you out everywhere. Please try again.',
    );
    expect(router.state.location.pathname).toBe('/my-bookings');
    expect(storedSession()).toEqual(TEST_ACCOUNT);
  });
});
