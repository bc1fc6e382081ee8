import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/terms', '/terms'],
    ['https://lyng.test/thanks', 'https://lyng.test/thanks'],
    ['//evil.test', null],
    ['javascript:alert(1)', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });
});
