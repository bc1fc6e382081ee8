import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './auth-tokens.ts';

const SECRET = 'test-secret-test-secret-test-secret';
const USER = '7f3c2a56-1c1e-4d2f-9a4b-2f1d7e9c0a11';
const OTHER = '0b8e6f1a-3d2c-4e5f-8a9b-1c2d3e4f5a6b';
const DAY_MS = 24 * 60 * 60 * 1000;

function frozenClock(iso: string) {
  let now = new Date(iso);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
  };
}

describe('token service', () => {
  it('verifies an issued token, again from the cache, as the same identity', async () => {
    const clock = frozenClock('2026-03-01T12:00:00Z');
    const tokens = createTokenService({ secret: SECRET, clock });
    const { token } = await tokens.issue({ userId: USER, isAnonymous: true });
    expect(await tokens.verify(token)).toEqual({ userId: USER, isAnonymous: true });
    expect(await tokens.verify(token)).toEqual({ userId: USER, isAnonymous: true });
  });

  it('hands out copies: a caller changing its identity does not change the cached one', async () => {
    const clock = frozenClock('2026-03-01T12:00:00Z');
    const tokens = createTokenService({ secret: SECRET, clock });
    const { token } = await tokens.issue({ userId: USER, isAnonymous: false });
    const first = await tokens.verify(token);
    if (first) first.userId = OTHER;
    expect(await tokens.verify(token)).toEqual({ userId: USER, isAnonymous: false });
  });

  it('refuses a cached token once it has expired (30 days), and from then on', async () => {
    const clock = frozenClock('2026-03-01T12:00:00Z');
    const tokens = createTokenService({ secret: SECRET, clock });
    const { token } = await tokens.issue({ userId: USER, isAnonymous: true });
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(30 * DAY_MS - 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never accepts a forged or tampered token, however often it is sent', async () => {
    const clock = frozenClock('2026-03-01T12:00:00Z');
    const tokens = createTokenService({ secret: SECRET, clock });
    const { token } = await tokens.issue({ userId: USER, isAnonymous: true });
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('dekka')
      .setSubject(OTHER)
      .setExpirationTime(new Date(clock.now().getTime() + DAY_MS))
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: OTHER, iss: 'dekka' })).toString('base64url');
    for (let i = 0; i < 3; i += 1) {
      expect(await tokens.verify(forged)).toBeNull();
      expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
      expect(await tokens.verify('not-a-jwt')).toBeNull();
    }
    expect(await tokens.verify(token)).not.toBeNull();
  });

  it('keeps at most cacheSize tokens and still verifies the ones it dropped', async () => {
    const clock = frozenClock('2026-03-01T12:00:00Z');
    const tokens = createTokenService({ secret: SECRET, clock, cacheSize: 2 });
    const issued = await Promise.all(
      [USER, OTHER, USER].map((userId) => tokens.issue({ userId, isAnonymous: false })),
    );
    for (const { token } of issued) expect(await tokens.verify(token)).not.toBeNull();
    // The first was dropped from the cache; it still verifies the slow way, and still expires.
    expect(await tokens.verify(issued[0]!.token)).toEqual({ userId: USER, isAnonymous: false });
    clock.advance(31 * DAY_MS);
    for (const { token } of issued) expect(await tokens.verify(token)).toBeNull();
  });

  it('does not accept a token signed with another service secret', async () => {
    const clock = frozenClock('2026-03-01T12:00:00Z');
    const a = createTokenService({ secret: SECRET, clock });
    const b = createTokenService({ secret: `${SECRET}-b`, clock });
    const { token } = await a.issue({ userId: USER, isAnonymous: true });
    expect(await a.verify(token)).not.toBeNull();
    expect(await b.verify(token)).toBeNull();
  });
});
