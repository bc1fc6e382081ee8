import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  json,
  storedSession,
  storeSession,
  stubApi,
  TEST_ACCOUNT,
  TEST_SESSION,
} from '../test/api-stub';
import { renderApp } from '../test/render-app';

const unauthorized = () =>
  json({ code: 'unauthorized', message: 'Signed out', requestId: 'r-1' }, { status: 401 });

describe('the stored session', () => {
  it('keeps a signed-in session across a reload', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi();
    renderApp('/signup');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'My bookings' })).toBeVisible();
    expect(calls.some((call) => call.path === '/api/auth/anonymous')).toBe(false);
  });

  it.each([
    ['a signed-in session without its address', { ...TEST_ACCOUNT, email: undefined }],
    ['an address that is not text', { ...TEST_ACCOUNT, email: 42 }],
    ['an anonymity that is neither yes nor no', { ...TEST_ACCOUNT, isAnonymous: 'no' }],
    ['a token that is not text', { ...TEST_SESSION, token: null }],
  ])('replaces %s with a new anonymous one', async (_name, stored) => {
    storeSession(stored);
    const { calls } = stubApi();
    renderApp('/signup');
    await waitFor(() => expect(storedSession()).toEqual(TEST_SESSION));
    expect(calls.filter((call) => call.path === '/api/auth/anonymous')).toHaveLength(1);
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Sign in' }),
    ).toBeVisible();
  });
});

describe('a signed-in token the server no longer takes', () => {
  it('is dropped: the visitor carries on anonymously instead of being stuck', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi({ 'GET /api/web/my/bookings': unauthorized });
    renderApp('/my-bookings');
    // The page turns to its signed-out state, and the header with it.
    expect(
      await screen.findByText('Sign in to see your bookings and waiting-list places.'),
    ).toBeVisible();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(storedSession()).toEqual(TEST_SESSION);
    expect(calls.filter((call) => call.path === '/api/auth/anonymous')).toHaveLength(1);
  });

  it('leaves an anonymous session as it was on a 401', async () => {
    const anonymous = { ...TEST_SESSION, token: 'anonymous-token-2' };
    storeSession(anonymous);
    const { calls } = stubApi({ 'POST /api/web/booking/reserve': unauthorized });
    renderApp(
      '/book/reserve?restaurantId=7&dateTime=2026-12-01T19:00&guests=2&currentStep=reserve',
    );
    // The reserve failure ends on the error page, as it always has.
    expect(await screen.findByRole('heading', { level: 1, name: 'Whoops...' })).toBeVisible();
    const reserve = calls.find((call) => call.path === '/api/web/booking/reserve');
    expect(reserve?.headers.get('authorization')).toBe('Bearer anonymous-token-2');
    expect(storedSession()).toEqual(anonymous);
    expect(calls.some((call) => call.path === '/api/auth/anonymous')).toBe(false);
  });
});
