import { describe, expect, it } from 'vitest';
import { priceLabel, SHORT_DESCRIPTION_MAX, shortDescription } from './menu-display';

describe('shortDescription: cut at 200 characters', () => {
  const long = 'x'.repeat(250);
  it.each([
    ['short text is kept', 'Three courses', 'Three courses'],
    ['exactly 200 is kept', 'y'.repeat(200), 'y'.repeat(200)],
    ['201 is cut to 199 + …', 'y'.repeat(201), `${'y'.repeat(199)}…`],
    ['long text', long, `${'x'.repeat(199)}…`],
    ['an emoji at the edge is not split', `${'y'.repeat(198)}🎄🎄🎄`, `${'y'.repeat(198)}🎄…`],
  ])('%s', (_name, text, expected) => {
    expect(shortDescription(text)).toBe(expected);
    expect(Array.from(shortDescription(text)).length).toBeLessThanOrEqual(SHORT_DESCRIPTION_MAX);
  });

  it('is idempotent', () => {
    expect(shortDescription(shortDescription(long))).toBe(shortDescription(long));
  });
});

describe('priceLabel', () => {
  it.each([
    [{ paymentAmount: 0, paymentType: 2 as const }, { kind: 'priceVaries' }],
    [{ paymentAmount: null, paymentType: 1 as const }, { kind: 'priceVaries' }],
    [{ paymentType: 0 as const }, { kind: 'priceVaries' }],
    [
      { paymentAmount: 890000, paymentType: 2 as const },
      { kind: 'price', amount: 890000, tag: 'prepayment' },
    ],
    [
      { paymentAmount: 500000, paymentType: 1 as const },
      { kind: 'price', amount: 500000, tag: 'noShowFee' },
    ],
    [
      { paymentAmount: 12900, paymentType: 0 as const },
      { kind: 'price', amount: 12900, tag: null },
    ],
  ])('%j → %j', (menu, expected) => {
    expect(priceLabel(menu)).toEqual(expected);
  });
});
