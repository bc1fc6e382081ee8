import { describe, expect, it } from 'vitest';
import { runningTotal } from './running-total';

describe('runningTotal', () => {
  const menus = [
    { id: 1, paymentAmount: 14_900 },
    { id: 2, paymentAmount: 6_900 },
    { id: 3, paymentAmount: 0 },
  ];

  it('sums count × price of the chosen menus', () => {
    expect(
      runningTotal(menus, [
        { id: 1, count: 2 },
        { id: 2, count: 1 },
      ]),
    ).toEqual({ amount: 36_700, varies: false });
  });

  it('is 0 for nothing chosen, and says when a chosen menu has no set price', () => {
    expect(runningTotal(menus, [])).toEqual({ amount: 0, varies: false });
    expect(
      runningTotal(menus, [
        { id: 1, count: 1 },
        { id: 3, count: 1 },
      ]),
    ).toEqual({ amount: 14_900, varies: true });
  });
});
