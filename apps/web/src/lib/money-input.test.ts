import { describe, expect, it } from 'vitest';
import { parseAmount } from './money-input';

describe('amounts as typed', () => {
  it.each([
    ['15000', 0, 15_000],
    ['15.000', 0, 15_000],
    ['15 000', 0, 15_000],
    ['1.234.567', 0, 1_234_567],
    ['1.5', 0, null],
    ['15.00', 0, null],
    ['49,50', 2, 4_950],
    ['49.5', 2, 4_950],
    ['1.000,50', 2, 100_050],
    ['100', 2, 10_000],
    ['-5', 2, null],
    ['abc', 2, null],
    ['', 0, null],
  ])('%j with %i decimals is %s minor units', (text, exponent, minor) => {
    expect(parseAmount(text, exponent)).toBe(minor);
  });
});
