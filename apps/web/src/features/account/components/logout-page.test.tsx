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
import { renderApp } from '../../../test/render-app';

const SIGN_OUT = 'POST /api/auth/sign-out';

describe('sign-out page', () => {
  it('signs this device out, carries on anonymously and goes home in place of /logout', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({ [SIGN_OUT]: () => json({ signedOut: true }) });
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    const signOut = calls.filter((call) => `${call.method} ${call.path}` === SIGN_OUT);
    expect(signOut).toHaveLength(1);
    expect(signOut[0]?.body).toEqual({ everywhere: false });
    expect(signOut[0]?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
    // A new anonymous identity replaces the account's session, and the header says so.
    await waitFor(() => expect(storedSession()).toEqual(TEST_SESSION));
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(within(banner).queryByRole('link', { name: 'My bookings' })).not.toBeInTheDocument();
  });

  it('forgets the session here even when the server cannot be told', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({
      [SIGN_OUT]: () =>
        json({ code: 'internal_error', message: 'x', requestId: 'r-1' }, { status: 500 }),
    });
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(storedSession()).toEqual(TEST_SESSION));
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
    // The failure is reported, not shown.
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/web/client-errors')).toBe(true),
    );
  });

  it('only goes home for a visitor who is not signed in', async () => {
    const { calls } = stubApi();
    const { router } = renderApp('/logout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((call) => call.path === '/api/auth/sign-out')).toBe(false);
    expect(storedSession()).toEqual(TEST_SESSION);
  });
});
