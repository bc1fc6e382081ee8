import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi, TEST_SETTINGS } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { useApplePayAvailable } from './use-apple-pay';

function Probe() {
  return <p>Apple Pay: {useApplePayAvailable() ? 'yes' : 'no'}</p>;
}

const routes = [{ path: '/', element: <Probe /> }];

describe('useApplePayAvailable', () => {
  it('checks with the merchant identifier from the site settings', async () => {
    const canMakePaymentsWithActiveCard = vi.fn(async () => true);
    vi.stubGlobal('ApplePaySession', { canMakePaymentsWithActiveCard });
    stubApi({
      'GET /api/web/settings': () =>
        json({ ...TEST_SETTINGS, applePayMerchantId: 'merchant.is.dekka' }),
    });
    renderApp('/', routes);
    expect(await screen.findByText('Apple Pay: yes')).toBeVisible();
    expect(canMakePaymentsWithActiveCard).toHaveBeenCalledWith('merchant.is.dekka');
  });

  it('is unavailable when no merchant identifier is configured', async () => {
    const canMakePaymentsWithActiveCard = vi.fn(async () => true);
    vi.stubGlobal('ApplePaySession', { canMakePaymentsWithActiveCard });
    stubApi();
    renderApp('/', routes);
    expect(await screen.findByText('Apple Pay: no')).toBeVisible();
    expect(canMakePaymentsWithActiveCard).not.toHaveBeenCalled();
  });

  it('logs a failing check and treats Apple Pay as unavailable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('ApplePaySession', {
      canMakePaymentsWithActiveCard: () => Promise.reject(new Error('InvalidAccessError')),
    });
    stubApi({
      'GET /api/web/settings': () =>
        json({ ...TEST_SETTINGS, applePayMerchantId: 'merchant.is.dekka' }),
    });
    renderApp('/', routes);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Apple Pay check failed', expect.any(Error)),
    );
    expect(screen.getByText('Apple Pay: no')).toBeVisible();
  });
});
