import { describe, expect, it } from 'vitest';
import { readReferrer, referrerCookie, rwgTokenCookie } from './referrer-cookie';

describe('referrerCookie', () => {
  it('expires two days later, for the whole site, SameSite=Lax', () => {
    expect(referrerCookie('partner-42', new Date('2026-05-01T10:00:00Z'))).toBe(
      'do_referrer=partner-42; expires=Sun, 03 May 2026 10:00:00 GMT; path=/; SameSite=Lax',
    );
  });

  it('encodes characters that would break the cookie', () => {
    expect(referrerCookie('a b;c', new Date(0))).toMatch(/^do_referrer=a%20b%3Bc;/);
  });
});

describe('rwgTokenCookie', () => {
  it('keeps the token 30 days, the Actions Center attribution window, for the whole site', () => {
    expect(rwgTokenCookie('AJKvS9W', new Date('2026-05-01T10:00:00Z'))).toBe(
      'rwg_token=AJKvS9W; expires=Sun, 31 May 2026 10:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(rwgTokenCookie('a;b', new Date(0))).toMatch(/^rwg_token=a%3Bb;/);
  });
});

describe('readReferrer', () => {
  it.each([
    ['', null],
    ['i18next=is', null],
    ['i18next=is; do_referrer=partner-42', 'partner-42'],
    ['do_referrer=a%20b%3Bc; other=1', 'a b;c'],
    ['do_referrer=%E0%A4%A', null],
  ])('%j → %j', (cookies, expected) => {
    expect(readReferrer(cookies)).toBe(expected);
  });
});
