import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

// The browser's passkey dialog: the real one runs in the browser tests (Chromium's virtual
// authenticator); here each test says what the dialog answers.
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const SIGN_IN_OPTIONS = 'POST /api/auth/passkey/sign-in-options';
const PASSKEY_SIGN_IN = 'POST /api/auth/passkey/sign-in';
const REGISTER_OPTIONS = 'POST /api/auth/passkey/register-options';
const REGISTER = 'POST /api/auth/passkey/register';
const MY_PASSKEYS = 'GET /api/web/my/passkeys';
const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' };
const CREDENTIAL = {
  id: 'a2V5',
  rawId: 'a2V5',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'YQ', signature: 'cw' },
};
const PHONE = {
  id: '0f6b6c1e-1111-4222-8333-444455556666',
  name: 'iPhone',
  createdAt: '2026-11-02T12:00:00.000Z',
  lastUsedAt: null,
  backedUp: true,
};

const callsTo = (calls: StubCall[], route: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === route);
const error = (code: string, status: number) => () =>
  json({ code, message: code, requestId: 'r-1' }, { status });
const domError = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  window.localStorage.clear();
  // jsdom has no WebAuthn; a browser that has it exposes this constructor.
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  webauthn.startAuthentication.mockReset();
  webauthn.startRegistration.mockReset();
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey the device offers, carrying the anonymous token over', async () => {
    webauthn.startAuthentication.mockResolvedValue(CREDENTIAL);
    const { calls } = stubApi({
      [SIGN_IN_OPTIONS]: () => json(OPTIONS),
      [PASSKEY_SIGN_IN]: () => json(TEST_ACCOUNT),
      'GET /api/web/my/bookings': () => json({ upcoming: [], past: [] }),
    });
    const { user, router } = renderApp('/login?returnTo=%2Fmy-bookings');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-bookings'));
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    const [signIn] = callsTo(calls, PASSKEY_SIGN_IN);
    expect(signIn?.body).toEqual({ credential: CREDENTIAL });
    expect(signIn?.headers.get('authorization')).toBe(`Bearer ${TEST_SESSION.token}`);
    expect(storedSession()).toEqual(TEST_ACCOUNT);
    expect(callsTo(calls, 'POST /api/auth/email-code')).toEqual([]);
  });

  it.each([
    [
      'the dialog is dismissed',
      () => Promise.reject(domError('NotAllowedError')),
      undefined,
      /No passkey was used/,
    ],
    [
      'the passkey was removed',
      () => Promise.resolve(CREDENTIAL),
      error('passkey_unknown', 400),
      /Dekka does not know this passkey/,
    ],
    [
      'the answer came too late',
      () => Promise.resolve(CREDENTIAL),
      error('passkey_expired', 400),
      /took too long/,
    ],
  ])('says so when %s, and the code form stays', async (_case, dialog, answer, message) => {
    webauthn.startAuthentication.mockImplementation(dialog);
    stubApi({
      [SIGN_IN_OPTIONS]: () => json(OPTIONS),
      ...(answer ? { [PASSKEY_SIGN_IN]: answer } : {}),
    });
    const { user, router } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    const problem = await screen.findByText(message);
    await waitFor(() => expect(problem.closest('[tabindex="-1"]')).toHaveFocus());
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    expect(storedSession()).not.toEqual(TEST_ACCOUNT);
  });

  it('offers only the code where the browser has no passkeys', async () => {
    vi.unstubAllGlobals();
    stubApi();
    renderApp('/login');
    expect(await screen.findByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Sign in with a passkey' }),
    ).not.toBeInTheDocument();
  });
});

describe('My bookings: passkeys', () => {
  beforeEach(() => {
    storeSession();
  });

  const account = (passkeys: unknown[]) => ({
    'GET /api/web/my/bookings': () => json({ upcoming: [], past: [] }),
    'GET /api/web/my/restaurants': () => json({ restaurants: [] }),
    [MY_PASSKEYS]: () => json({ passkeys }),
  });

  it('adds a passkey named for the device, and lists it', async () => {
    webauthn.startRegistration.mockResolvedValue(CREDENTIAL);
    let passkeys: unknown[] = [];
    const { calls } = stubApi({
      ...account([]),
      [MY_PASSKEYS]: () => json({ passkeys }),
      [REGISTER_OPTIONS]: () => json(OPTIONS),
      [REGISTER]: () => {
        passkeys = [PHONE];
        return json(PHONE);
      },
    });
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    );
    const { user } = renderApp('/my-bookings');
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    expect(await within(section).findByText('You have no passkeys yet.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add a passkey' }));

    expect(await within(section).findByText(/^Passkey added\./)).toBeVisible();
    expect(await within(section).findByRole('heading', { name: 'iPhone' })).toBeVisible();
    expect(within(section).getByText(/^Added November 2, 2026/)).toHaveTextContent(
      'Added November 2, 2026 · synced across your devices',
    );
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    const [register] = callsTo(calls, REGISTER);
    expect(register?.body).toEqual({ credential: CREDENTIAL, name: 'iPhone' });
    expect(register?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
  });

  it('tells when this device has a passkey already', async () => {
    webauthn.startRegistration.mockRejectedValue(domError('InvalidStateError'));
    stubApi({ ...account([PHONE]), [REGISTER_OPTIONS]: () => json(OPTIONS) });
    const { user } = renderApp('/my-bookings');
    const section = await screen.findByRole('region', { name: 'Passkeys' });
    await user.click(await within(section).findByRole('button', { name: 'Add a passkey' }));
    expect(
      await within(section).findByText('This device already has a passkey for your account.'),
    ).toBeVisible();
  });

  it('removes a passkey and says the device may still list it', async () => {
    let passkeys: unknown[] = [PHONE];
    const { calls } = stubApi({
      ...account([]),
      [MY_PASSKEYS]: () => json({ passkeys }),
      [`DELETE /api/web/my/passkeys/${PHONE.id}`]: () => {
        passkeys = [];
        return json({ done: true });
      },
    });
    const { user } = renderApp('/my-bookings');
    await user.click(
      await screen.findByRole('button', {
        name: 'Remove the passkey iPhone, added November 2, 2026',
      }),
    );
    const section = screen.getByRole('region', { name: 'Passkeys' });
    expect(await within(section).findByText('You have no passkeys yet.')).toBeVisible();
    expect(within(section).getByText(/Your device may still list it/)).toBeVisible();
    expect(callsTo(calls, `DELETE /api/web/my/passkeys/${PHONE.id}`)).toHaveLength(1);
  });
});
