import { describe, expect, it } from 'vitest';
import { paymentTotals } from './payment-totals.ts';

describe('paymentTotals', () => {
  const none = { paymentRule: 'none', paymentAmountPerGuest: 0 } as const;

  it('charges nothing without a rule or paid menus', () => {
    expect(paymentTotals(none, 4, [{ count: 4, price: 5_000, paymentType: 0 }])).toEqual({
      totalNoShow: 0,
      totalPrepaid: 0,
    });
  });

  it('adds the per-guest no-show fee and prepaid menus (the documented example)', () => {
    const restaurant = { paymentRule: 'no_show_fee', paymentAmountPerGuest: 2_000 } as const;
    expect(paymentTotals(restaurant, 4, [{ count: 2, price: 9_900, paymentType: 2 }])).toEqual({
      totalNoShow: 8_000,
      totalPrepaid: 19_800,
    });
  });

  it('prepays per guest and guarantees no-show menus; a menu without a price adds nothing', () => {
    const restaurant = { paymentRule: 'prepayment', paymentAmountPerGuest: 1_500 } as const;
    const menus = [
      { count: 3, price: 4_000, paymentType: 1 },
      { count: 1, price: null, paymentType: 2 },
    ];
    expect(paymentTotals(restaurant, 3, menus)).toEqual({
      totalNoShow: 12_000,
      totalPrepaid: 4_500,
    });
  });
});
