import { describe, expect, it } from 'vitest';
import { isSessionValid, isSignedIn, shouldFetchCustomer } from './session';
import type { Session } from './session';

const now = new Date('2026-05-01T12:00:00Z');

const ANONYMOUS: Session = {
  token: 't',
  userId: '9f1c2a56-0000-4000-8000-000000000001',
  isAnonymous: true,
  expiresAt: '2026-05-02T12:00:00Z',
};

function session(overrides: { expiresAt?: string } = {}): Session {
  return { ...ANONYMOUS, ...overrides };
}

function signedIn(overrides: { expiresAt?: string } = {}): Session {
  return { ...ANONYMOUS, isAnonymous: false, email: 'anna@dekka.is', ...overrides };
}

describe('isSessionValid', () => {
  it.each<[string, Session | null, boolean]>([
    ['no session', null, false],
    ['expires tomorrow', session(), true],
    ['already expired', session({ expiresAt: '2026-05-01T11:00:00Z' }), false],
    ['expires within the one-minute margin', session({ expiresAt: '2026-05-01T12:00:30Z' }), false],
    ['expires just after the margin', session({ expiresAt: '2026-05-01T12:01:01Z' }), true],
    ['unreadable expiry', session({ expiresAt: 'soon' }), false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isSessionValid(value, now)).toBe(expected);
  });
});

describe('shouldFetchCustomer', () => {
  it.each<[string, Session | null, boolean]>([
    ['nobody', null, false],
    ['an anonymous visitor', session(), false],
    ['a signed-in customer', signedIn(), true],
    [
      'a signed-in customer with an expired token',
      signedIn({ expiresAt: '2026-04-01T00:00:00Z' }),
      false,
    ],
  ])('%s → %s', (_name, value, expected) => {
    expect(shouldFetchCustomer(value, now)).toBe(expected);
  });
});

describe('isSignedIn', () => {
  it.each<[string, Session | null | undefined, boolean]>([
    ['nothing yet', undefined, false],
    ['nobody', null, false],
    ['an anonymous visitor', session(), false],
    ['a signed-in customer', signedIn(), true],
    [
      'a signed-in customer whose token has lapsed',
      signedIn({ expiresAt: '2026-04-01T00:00:00Z' }),
      true,
    ],
  ])('%s → %s', (_name, value, expected) => {
    expect(isSignedIn(value)).toBe(expected);
  });
});
