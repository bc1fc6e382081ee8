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
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const EMAIL_CODE = 'POST /api/auth/email-code';
const SIGN_IN = 'POST /api/auth/sign-in';
const MY_BOOKINGS = 'GET /api/web/my/bookings';

function error(code: string, status: number, headers: Record<string, string> = {}) {
  return () => json({ code, message: code, requestId: 'r-1' }, { status, headers });
}

function callsTo(calls: StubCall[], route: string) {
  return calls.filter((call) => `${call.method} ${call.path}` === route);
}

/** Types the address, asks for the code and waits for the code step. */
async function askForCode(user: ReturnType<typeof renderApp>['user'], email = 'anna@dekka.is') {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('textbox', { name: 'Code from the e-mail' });
}

describe('sign-in page', () => {
  it('signs in with the e-mailed code, carrying the anonymous token over, and goes back', async () => {
    const { calls } = stubApi({
      [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }),
      [SIGN_IN]: () => json(TEST_ACCOUNT),
      [MY_BOOKINGS]: () => json({ upcoming: [], past: [] }),
    });
    const { user, router } = renderApp('/login?returnTo=%2Fmy-bookings%3Ffrom%3Dheader');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    const code = await askForCode(user, '  anna@dekka.is ');
    expect(callsTo(calls, EMAIL_CODE)[0]?.body).toEqual({ email: 'anna@dekka.is' });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Told where the code went and for how long it works; both describe the field.
    expect(code).toHaveAccessibleDescription(/We sent a six-digit code to anna@dekka\.is/);
    expect(screen.getByRole('timer')).toHaveTextContent(/^The code expires in (10:00|9:59)$/);

    // A pasted "123 456" keeps its digits.
    await user.type(code, '123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
    // The address's own query comes back too (the app adds its language to every address).
    expect(router.state.location.search).toMatch(/^\?from=header(&lng=en)?$/);
    expect(router.state.historyAction).toBe('REPLACE');
    const [signIn] = callsTo(calls, SIGN_IN);
    expect(signIn?.body).toEqual({ email: 'anna@dekka.is', code: '123456' });
    expect(signIn?.headers.get('authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(storedSession()).toEqual(TEST_ACCOUNT);
    // The header reads the same session: signed in at once.
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My bookings' })).toBeVisible();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it("lands a restaurant's staff on their guest list when there is nowhere to go back to", async () => {
    stubApi({
      [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }),
      [SIGN_IN]: () => json(TEST_ACCOUNT),
      'GET /api/web/my/restaurants': () =>
        json({
          restaurants: [{ restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'host' }],
        }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await askForCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hafnarljos/guestlist'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['another site', '//evil.example'],
    ['another site behind a backslash', '/\\evil.example'],
    ['a full address', 'https://evil.example/steal'],
  ])('goes home, not to %s, after signing in', async (_name, returnTo) => {
    stubApi({
      [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }),
      [SIGN_IN]: () => json(TEST_ACCOUNT),
    });
    const { user, router } = renderApp(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    await user.type(await askForCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(storedSession()).toEqual(TEST_ACCOUNT));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).not.toContain('evil');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Book a table at the best restaurants in the country',
      }),
    ).toBeVisible();
  });

  it.each([
    [
      'invalid_code',
      'That code is not right. Check the e-mail and try again.',
      400,
      '123456', // A wrong code stays to be corrected.
    ],
    ['code_expired', 'That code has expired. Send a new code and use that one.', 400, ''],
    [
      'too_many_attempts',
      'Too many wrong tries: this code no longer works. Send a new code.',
      400,
      '',
    ],
  ])(
    'says what %s means, on the code field, with focus on the message',
    async (code, message, status, left) => {
      stubApi({
        [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }),
        [SIGN_IN]: error(code, status),
      });
      const { user } = renderApp('/login');
      const field = await askForCode(user);
      await user.type(field, '123456');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert.parentElement).toHaveFocus();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(field).toHaveValue(left);
      expect(storedSession()).toEqual(TEST_SESSION);
    },
  );

  it('says when to try again after too many tries, in the page rather than a window alert', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T18:42:05Z'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi({
      [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }),
      [SIGN_IN]: error('rate_limited', 429, { 'Retry-After': '120' }),
    });
    const { user } = renderApp('/login');
    await user.type(await askForCode(user), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many tries. Please try again at 18:44:05.',
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('says so when codes are asked for too often', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T18:42:05Z'));
    vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubApi({ [EMAIL_CODE]: error('rate_limited', 429, { 'Retry-After': '600' }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'a@dekka.is');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Too many tries. Please try again at 18:52:05.');
    expect(message.parentElement).toHaveFocus();
    // Still the first step: no code was sent.
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('a@dekka.is');
  });

  it('checks the address before asking for a code', async () => {
    const { calls } = stubApi();
    const { user } = renderApp('/login');
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(email).toHaveFocus();
    await user.type(email, 'anna@dekka');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, EMAIL_CODE)).toHaveLength(0);
  });

  it('asks for all six digits before trying the code', async () => {
    const { calls } = stubApi({ [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }) });
    const { user } = renderApp('/login');
    const code = await askForCode(user);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(code).toHaveAccessibleDescription(/^Enter the six digits from the e-mail/);
    expect(callsTo(calls, SIGN_IN)).toHaveLength(0);
  });

  it('shows the buttons busy while a call is under way', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubApi({
      [EMAIL_CODE]: async () => {
        await answered;
        return json({ expiresInSeconds: 600 });
      },
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), 'a@dekka.is');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const button = screen.getByRole('button', { name: /Send code/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('status', { name: 'Sending the code' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('textbox', { name: 'Code from the e-mail' })).toBeVisible();
  });

  it('sends a new code, and goes back to change the address', async () => {
    const { calls } = stubApi({
      [EMAIL_CODE]: () => json({ expiresInSeconds: 600 }),
      [SIGN_IN]: error('code_expired', 400),
    });
    const { user } = renderApp('/login');
    const code = await askForCode(user);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('We sent a new code to anna@dekka.is. Only the newest code works.'),
    ).toBeVisible();
    expect(callsTo(calls, EMAIL_CODE)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Use another address' }));
    const email = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveValue('anna@dekka.is');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('tells a visitor who is signed in already as whom, with the ways on', async () => {
    storeSession(TEST_ACCOUNT);
    const { calls } = stubApi();
    renderApp('/login');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'You are signed in' }),
    ).toBeVisible();
    expect(within(main).getByText('anna@dekka.is')).toBeVisible();
    expect(within(main).getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(within(main).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    expect(within(main).queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/anonymous')).toBe(false);
  });
});
