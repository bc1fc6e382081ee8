import { describe, expect, it, vi } from 'vitest';
import { checkApplePay } from './apple-pay';

const MERCHANT = 'merchant.is.dekka';

function safari(session: object) {
  return { ApplePaySession: session };
}

describe('checkApplePay', () => {
  it('asks with the configured merchant identifier', async () => {
    const canMakePaymentsWithActiveCard = vi.fn(async () => true);
    await expect(
      checkApplePay(
        MERCHANT,
        safari({ canMakePayments: () => true, canMakePaymentsWithActiveCard }),
      ),
    ).resolves.toBe(true);
    expect(canMakePaymentsWithActiveCard).toHaveBeenCalledWith(MERCHANT);
  });

  it('is false when there is no active card', async () => {
    await expect(
      checkApplePay(MERCHANT, safari({ canMakePaymentsWithActiveCard: async () => false })),
    ).resolves.toBe(false);
  });

  it('is false without a merchant identifier, without asking', async () => {
    const canMakePaymentsWithActiveCard = vi.fn(async () => true);
    await expect(checkApplePay(null, safari({ canMakePaymentsWithActiveCard }))).resolves.toBe(
      false,
    );
    expect(canMakePaymentsWithActiveCard).not.toHaveBeenCalled();
  });

  it.each([
    ['no ApplePaySession', {}],
    ['a session without the check', safari({})],
    ['a session that is not an object', { ApplePaySession: 'yes' }],
  ])('is false in a browser with %s', async (_label, scope) => {
    await expect(checkApplePay(MERCHANT, scope)).resolves.toBe(false);
  });

  it('is false when the device cannot pay at all, without asking for a card', async () => {
    const canMakePaymentsWithActiveCard = vi.fn(async () => true);
    await expect(
      checkApplePay(
        MERCHANT,
        safari({ canMakePayments: () => false, canMakePaymentsWithActiveCard }),
      ),
    ).resolves.toBe(false);
    expect(canMakePaymentsWithActiveCard).not.toHaveBeenCalled();
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('InvalidAccessError');
      },
    ],
    ['rejects', () => Promise.reject(new Error('not allowed'))],
  ])('logs and answers false when the check %s', async (_label, canMakePaymentsWithActiveCard) => {
    const log = vi.fn();
    await expect(
      checkApplePay(MERCHANT, safari({ canMakePaymentsWithActiveCard }), log),
    ).resolves.toBe(false);
    expect(log).toHaveBeenCalledWith('Apple Pay check failed', expect.any(Error));
  });

  it('takes only a real true as a yes', async () => {
    await expect(
      checkApplePay(MERCHANT, safari({ canMakePaymentsWithActiveCard: async () => 'yes' })),
    ).resolves.toBe(false);
  });
});
