import type { GiftCardStatusResponse } from '@dekka/contracts/gift-card';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { openDay, refusal, stubGuestList } from '../test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const CODE = 'ABCDEFGHJKMNPQRS';
const LOOK_UP = 'POST /api/web/giftcards/status';
const REDEEM = 'POST /api/restaurant/7/giftcards/redeem';

function card(overrides: Partial<GiftCardStatusResponse> = {}): GiftCardStatusResponse {
  return {
    code: CODE,
    amount: 15_000,
    balance: 12_000,
    currency: 'ISK',
    restaurant: null,
    expiresAt: '2030-12-02T12:00:00.000Z',
    state: 'active',
    history: [],
    ...overrides,
  };
}

type User = Awaited<ReturnType<typeof openDay>>['user'];

/** Opens the panel from the day bar and looks the code up. */
async function lookUp(user: User, code = 'abcd efgh jkmn pqrs') {
  await user.click(screen.getByRole('button', { name: 'Gift card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Take a gift card' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Gift card code' }), code);
  await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
  return dialog;
}

describe('taking a gift card at the table', () => {
  it('looks the card up, takes an amount and says what is left', async () => {
    storeSession();
    const api = stubGuestList({
      [LOOK_UP]: () => json(card()),
      [REDEEM]: () => json({ redeemed: 4_500, balance: 7_500, currency: 'ISK' }),
    });
    const { user } = await openDay();
    const dialog = await lookUp(user);

    const balance = await within(dialog).findByText('Balance');
    expect(balance.nextElementSibling).toHaveTextContent(/^ISK\s12,000$/);
    expect(within(dialog).getByText('Any Dekka restaurant')).toBeVisible();
    expect(within(dialog).getByText('December 2, 2030')).toBeVisible();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to take (ISK)' });
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveAccessibleDescription(/^At most ISK\s12,000$/);

    // More than is left is not sent.
    await user.type(amount, '13000');
    await user.click(within(dialog).getByRole('button', { name: 'Take the amount' }));
    expect(amount).toHaveAccessibleDescription(/That is more than is left on the card\./);
    expect(api.sent(REDEEM)).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '4.500');
    await user.click(within(dialog).getByRole('button', { name: 'Take the amount' }));
    expect(
      await within(dialog).findByText(
        /^Took ISK\s4,500 from the gift card\. ISK\s7,500 is left on it\.$/,
      ),
    ).toBeVisible();
    expect(api.sent(REDEEM)).toEqual([{ code: CODE, amount: 4_500 }]);
    const redeem = api.calls.find((call) => `${call.method} ${call.path}` === REDEEM);
    expect(redeem?.headers.get('Authorization')).toBe('Bearer account-token.signature');
    expect(within(dialog).getByText('Balance').nextElementSibling).toHaveTextContent(
      /^ISK\s7,500$/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Announced to a screen reader once the panel has closed.
    expect(
      screen.getByText(/^Took ISK\s4,500 from the gift card\. ISK\s7,500 is left on it\.$/),
    ).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: 'Gift card' })).toHaveFocus();
  });

  it('shows the server’s refusal in place, and keeps what was typed', async () => {
    storeSession();
    stubGuestList({
      [LOOK_UP]: () => json(card()),
      [REDEEM]: () => refusal('gift_card_insufficient_balance', 409),
    });
    const { user } = await openDay();
    const dialog = await lookUp(user);
    const amount = await within(dialog).findByRole('textbox', { name: 'Amount to take (ISK)' });
    await user.type(amount, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Take the amount' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is not enough left on this gift card.',
    );
    expect(amount).toHaveValue('5000');
  });

  it('says when no card has the code', async () => {
    storeSession();
    stubGuestList({ [LOOK_UP]: () => refusal('gift_card_not_found', 404) });
    const { user } = await openDay();
    const dialog = await lookUp(user);
    const field = within(dialog).getByRole('textbox', { name: 'Gift card code' });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'No gift card has that code. Check it and try again.',
      ),
    );
    expect(within(dialog).queryByRole('textbox', { name: /Amount to take/ })).toBeNull();
  });

  it.each<[string, Partial<GiftCardStatusResponse>, string]>([
    [
      'another restaurant’s card',
      { restaurant: { id: 9, name: 'Lyng', slug: 'lyng' } },
      'This gift card is for another restaurant.',
    ],
    ['an expired card', { state: 'expired' }, 'This gift card has expired.'],
    ['a used-up card', { state: 'used', balance: 0 }, 'This gift card has been used up.'],
  ])('offers nothing to take from %s', async (_name, change, message) => {
    storeSession();
    stubGuestList({ [LOOK_UP]: () => json(card(change)) });
    const { user } = await openDay();
    const dialog = await lookUp(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).queryByRole('textbox', { name: /Amount to take/ })).toBeNull();
  });
});
