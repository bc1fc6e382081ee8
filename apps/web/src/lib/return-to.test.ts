import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/my-bookings', '/my-bookings'],
    ['/checkout/complete?guid=abc&expires=1', '/checkout/complete?guid=abc&expires=1'],
    ['/lyng#hours', '/lyng#hours'],
  ])('keeps the path of this site %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/login'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a full address', 'https://evil.example/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'my-bookings'],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
});

describe('loginPath', () => {
  it('comes back to the page with its query', () => {
    expect(loginPath('/checkout/complete?guid=a&x=1')).toBe(
      '/login?returnTo=%2Fcheckout%2Fcomplete%3Fguid%3Da%26x%3D1',
    );
  });

  it('needs no way back from the front page or /logout, and keeps the sign-in page’s own', () => {
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/?isolation=false')).toBe('/login');
    expect(loginPath('/logout')).toBe('/login');
    expect(loginPath('/login?returnTo=%2Flyng')).toBe('/login?returnTo=%2Flyng');
    expect(loginPath('/logins')).toBe('/login?returnTo=%2Flogins');
  });
});
