import { describe, expect, it } from 'vitest';
import { countdownEnd, parseExpires, remaining } from './countdown';

const NOW = Date.parse('2026-05-01T18:42:05.000Z');
const SECOND = 1000;

describe('remaining', () => {
  it.each([
    [5 * 60 * SECOND, { minutes: 5, seconds: 0, expired: false, label: '05:00' }],
    [5 * 60 * SECOND - 1, { minutes: 5, seconds: 0, expired: false, label: '05:00' }],
    [4 * 60 * SECOND + 59 * SECOND, { minutes: 4, seconds: 59, expired: false, label: '04:59' }],
    [61 * SECOND, { minutes: 1, seconds: 1, expired: false, label: '01:01' }],
    [9 * SECOND, { minutes: 0, seconds: 9, expired: false, label: '00:09' }],
    [1, { minutes: 0, seconds: 1, expired: false, label: '00:01' }],
    [0, { minutes: 0, seconds: 0, expired: true, label: '00:00' }],
    [-90 * SECOND, { minutes: 0, seconds: 0, expired: true, label: '00:00' }],
    [125 * 60 * SECOND, { minutes: 125, seconds: 0, expired: false, label: '125:00' }],
  ])('%i ms left → %j', (left, expected) => {
    expect(remaining(NOW + left, NOW)).toEqual(expected);
  });
});

describe('countdownEnd', () => {
  const LINK = Date.parse('2030-12-06T18:05:00Z');
  it.each<[string, number | null, string | null, number | null]>([
    ['the link’s time while the hold lasts longer', LINK, '2030-12-06T18:06:00Z', LINK],
    [
      'the hold’s end when it comes first',
      LINK,
      '2030-12-06T18:01:00Z',
      Date.parse('2030-12-06T18:01:00Z'),
    ],
    ['the link’s time without a hold (a waiting list)', LINK, null, LINK],
    ['the link’s time when the hold is not a time', LINK, 'soon', LINK],
    ['nothing when the link has no expiry', null, '2030-12-06T18:06:00Z', null],
  ])('%s', (_name, expires, hold, expected) => {
    expect(countdownEnd(expires, hold)).toBe(expected);
  });
});

describe('parseExpires', () => {
  it.each<[string | null | undefined, number | null]>([
    ['1777661225000', 1_777_661_225_000],
    ['0', 0],
    ['', null],
    ['abc', null],
    ['1777661225000abc', null],
    ['-1', null],
    ['1.5', null],
    ['1e12', null],
    [' 1777661225000', null],
    ['99999999999999999', null],
    ['9999999999999999', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (param, expected) => {
    expect(parseExpires(param)).toBe(expected);
  });
});
