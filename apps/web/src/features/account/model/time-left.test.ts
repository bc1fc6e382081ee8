import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds, secondsLeft } from './time-left';

describe('secondsLeft', () => {
  it('rounds a part second up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });
});

describe('formatMinutesSeconds', () => {
  it.each([
    [600, '10:00'],
    [599, '9:59'],
    [61, '1:01'],
    [59, '0:59'],
    [0, '0:00'],
  ])('%i → %s', (seconds, expected) => {
    expect(formatMinutesSeconds(seconds)).toBe(expected);
  });
});
