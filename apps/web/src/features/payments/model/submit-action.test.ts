import { describe, expect, it } from 'vitest';
import { submitAction } from './submit-action';

describe('submitAction', () => {
  const requirements = (totalPrepaid: number, totalNoShow: number) => ({
    isWaitingList: false,
    paymentRequirements: { totalPrepaid, totalNoShow },
  });

  it('pays the prepayment, confirms a guarantee, and otherwise completes', () => {
    expect(submitAction(requirements(25_800, 10_000))).toEqual({ kind: 'pay', amount: 25_800 });
    expect(submitAction(requirements(0, 10_000))).toEqual({ kind: 'confirm' });
    expect(submitAction(requirements(0, 0))).toEqual({ kind: 'complete' });
  });

  it('pays what a gift card leaves of the prepayment, and only confirms when it pays it all', () => {
    expect(submitAction(requirements(25_800, 0), 10_000)).toEqual({ kind: 'pay', amount: 15_800 });
    expect(submitAction(requirements(25_800, 0), 25_800)).toEqual({ kind: 'confirm' });
    // The card is still kept for the no-show fee.
    expect(submitAction(requirements(25_800, 10_000), 25_800)).toEqual({ kind: 'confirm' });
  });

  it('joins the waiting list for a waiting-list entry', () => {
    expect(submitAction({ ...requirements(0, 0), isWaitingList: true })).toEqual({
      kind: 'joinWaitingList',
    });
  });
});
