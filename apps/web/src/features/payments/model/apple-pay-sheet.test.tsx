import type { ApplePayToken } from '@dekka/contracts/apple-pay';
import { describe, expect, it, vi } from 'vitest';
import { applePayRequest, runApplePaySheet, type ApplePayPaymentRequest } from './apple-pay-sheet';

const TOKEN: ApplePayToken = {
  paymentData: { data: 'x' },
  paymentMethod: { displayName: 'Visa 4242', network: 'Visa', type: 'credit' },
  transactionIdentifier: 'T1',
};

/** Safari's ApplePaySession as far as the sheet runner uses it, driven by the test. */
function fakeSafari() {
  const sessions: FakeSession[] = [];
  class FakeSession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: { token: ApplePayToken } }) => void) | null = null;
    oncancel: (() => void) | null = null;
    begin = vi.fn();
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();
    constructor(
      readonly version: number,
      readonly request: ApplePayPaymentRequest,
    ) {
      sessions.push(this);
    }
  }
  return { scope: { ApplePaySession: FakeSession }, sessions };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applePayRequest', () => {
  it('shows the amount in major units of the currency', () => {
    expect(
      applePayRequest({ restaurantName: 'Lyng', countryCode: 'is', currency: 'ISK', amount: 5000 })
        .total,
    ).toEqual({ label: 'Lyng', amount: '5000', type: 'final' });
    expect(
      applePayRequest({ restaurantName: 'Olas', countryCode: 'es', currency: 'EUR', amount: 4550 }),
    ).toMatchObject({ countryCode: 'ES', currencyCode: 'EUR', total: { amount: '45.50' } });
  });

  it('asks a guarantee for nothing now, as pending', () => {
    expect(
      applePayRequest({ restaurantName: 'Lyng', countryCode: 'IS', currency: 'ISK', amount: 0 })
        .total,
    ).toEqual({ label: 'Lyng', amount: '0', type: 'pending' });
  });
});

describe('runApplePaySheet', () => {
  const request = applePayRequest({
    restaurantName: 'Lyng',
    countryCode: 'IS',
    currency: 'ISK',
    amount: 5000,
  });

  it('validates the merchant through the server, then pays with the token', async () => {
    const { scope, sessions } = fakeSafari();
    const validate = vi.fn(async () => ({ merchantSessionIdentifier: 's1' }));
    const pay = vi.fn(async () => true);
    const outcome = runApplePaySheet({ request, validate, pay, scope });
    const [session] = sessions;
    if (!session) throw new Error('no sheet');
    expect(session.version).toBe(3);
    expect(session.begin).toHaveBeenCalled();
    session.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await flush();
    expect(validate).toHaveBeenCalledWith('https://apple-pay-gateway.apple.com/x');
    expect(session.completeMerchantValidation).toHaveBeenCalledWith({
      merchantSessionIdentifier: 's1',
    });
    session.onpaymentauthorized?.({ payment: { token: TOKEN } });
    await expect(outcome).resolves.toBe('paid');
    expect(pay).toHaveBeenCalledWith(TOKEN);
    expect(session.completePayment).toHaveBeenCalledWith({ status: 0 });
  });

  it('keeps the sheet open after a refused card; closing it then says failed', async () => {
    const { scope, sessions } = fakeSafari();
    const outcome = runApplePaySheet({
      request,
      validate: async () => ({}),
      pay: async () => false,
      scope,
    });
    const [session] = sessions;
    if (!session) throw new Error('no sheet');
    session.onpaymentauthorized?.({ payment: { token: TOKEN } });
    await flush();
    expect(session.completePayment).toHaveBeenCalledWith({ status: 1 });
    session.oncancel?.();
    await expect(outcome).resolves.toBe('failed');
  });

  it('says cancelled when the diner closes the sheet without paying', async () => {
    const { scope, sessions } = fakeSafari();
    const outcome = runApplePaySheet({ request, validate: async () => ({}), pay: vi.fn(), scope });
    sessions[0]?.oncancel?.();
    await expect(outcome).resolves.toBe('cancelled');
  });

  it('aborts the sheet when merchant validation fails', async () => {
    const { scope, sessions } = fakeSafari();
    const outcome = runApplePaySheet({
      request,
      validate: async () => Promise.reject(new Error('409')),
      pay: vi.fn(),
      scope,
    });
    sessions[0]?.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/x' });
    await expect(outcome).resolves.toBe('failed');
    expect(sessions[0]?.abort).toHaveBeenCalled();
  });

  it('fails without Apple Pay in the browser', async () => {
    await expect(
      runApplePaySheet({ request, validate: vi.fn(), pay: vi.fn(), scope: {} }),
    ).resolves.toBe('failed');
  });
});
