import type { PaymentSettingsView } from '@dekka/contracts/restaurant-payments';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'owner', sellsFood: true },
  ],
};

const SETTINGS: PaymentSettingsView = {
  rule: 'none',
  amountPerGuest: 0,
  policyTexts: { is: '', en: '', es: '', nb: '', da: '' },
  requirePolicyAccept: false,
  currency: 'ISK',
  ownLanguage: 'is',
  provider: { name: 'Borgun', hostedCheckout: false },
};

async function openPayments() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/payments?lng=en');
  await screen.findByRole('group', { name: 'What diners pay when they book' });
  return user;
}

describe('the payments page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('names a prepayment of nothing and a policy to accept that is not written, sending nothing', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/payments': () => json(SETTINGS),
    });
    const user = await openPayments();
    expect(screen.getByText('Cards are taken by Borgun.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'A prepayment per guest' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Diners must accept the policy before they book' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save the payment settings' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Amount per guest: Enter an amount above 0 for a no-show fee or a prepayment.']);
    // Once there is an amount, the missing Icelandic policy is named.
    await user.type(screen.getByLabelText('Amount per guest (ISK)'), '2500');
    await user.click(screen.getByRole('button', { name: 'Save the payment settings' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Please correct the following before saving:' }))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual([
        'Policy text (Icelandic): Diners must accept the policy, so write it in your own language.',
      ]),
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends the prepayment in minor units with the policies written in the editor', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/payments': () =>
        json({
          ...SETTINGS,
          currency: 'EUR',
          ownLanguage: 'es',
          provider: { name: null, hostedCheckout: false },
        }),
      'PUT /api/restaurant/7/settings/payments': (call) =>
        json({ ...SETTINGS, ...(call.body as object), currency: 'EUR', ownLanguage: 'es' }),
    });
    const user = await openPayments();
    await user.click(screen.getByRole('radio', { name: 'A no-show fee per guest' }));
    await user.type(screen.getByLabelText('Amount per guest (EUR)'), '19,90');
    expect(screen.getByText(/A party of 4 pays/)).toHaveTextContent('79.60');
    await user.type(screen.getByRole('textbox', { name: 'Policy text (Spanish)' }), 'Cancela.');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    // The text is written, not its markup: what looks like a tag is text.
    await user.type(
      screen.getByRole('textbox', { name: 'Policy text (English)' }),
      'Cancel <b>ahead</b>.',
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Diners must accept the policy before they book' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save the payment settings' }));

    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rule: 'no_show_fee',
        amountPerGuest: 1990,
        requirePolicyAccept: true,
        policyTexts: {
          is: '',
          en: 'Cancel &lt;b&gt;ahead&lt;/b&gt;.',
          es: 'Cancela.',
          nb: '',
          da: '',
        },
      }),
    );
  });
});
