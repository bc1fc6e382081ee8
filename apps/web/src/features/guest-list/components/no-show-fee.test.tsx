import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/locale-format';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import {
  ANNA,
  FEE,
  GUNNAR,
  openDay,
  refusal,
  rowOf,
  signedInAs,
  stubGuestList,
} from '../test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Gunnar did not come; his card is kept for a fee of 8,000 ISK. */
const NO_SHOW = { ...GUNNAR, status: 'no_show' as const };
/** "ISK 8,000", as the app formats money (Intl puts a no-break space after the code). */
const FEE_TEXT = formatMoney(8000, 'ISK', 'en');
const CHARGE = `Charge no-show fee ${FEE_TEXT}: Gunnar Pálsson, 18:00`;

/** Gunnar's row as a manager sees it (charging is for owners and managers). */
async function gunnarsRow(extra = {}, role: 'manager' | 'host' = 'manager') {
  storeSession();
  const api = stubGuestList({ ...signedInAs(role), ...extra }, [ANNA, NO_SHOW]);
  const view = await openDay();
  return { ...view, api, gunnar: await rowOf('Gunnar Pálsson') };
}

describe('the no-show fee', () => {
  it('is not offered to a host, whom the server would refuse', async () => {
    const { gunnar } = await gunnarsRow({}, 'host');
    expect(within(gunnar).getByText('No-show', { selector: '.guest-badge' })).toBeVisible();
    expect(within(gunnar).queryByRole('button', { name: /Charge/ })).toBeNull();
  });

  it('asks first, charges once however fast the taps, and shows the fee charged', async () => {
    const { user, api, gunnar } = await gunnarsRow();
    const charge = within(gunnar).getByRole('button', { name: CHARGE });
    expect(FEE_TEXT).toMatch(/^ISK\s8,000$/);
    expect(charge).toHaveTextContent(/^Charge no-show fee ISK\s8,000$/);
    // Only a no-show with a kept card offers it.
    expect(
      within(await rowOf('Anna Jónsdóttir')).queryByRole('button', { name: /Charge/ }),
    ).toBeNull();

    await user.click(charge);
    const question = within(gunnar).getByRole('group', {
      name: `Charge ${FEE_TEXT} to the card kept for this booking?`,
    });
    const confirm = within(question).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveFocus();
    expect(api.sent(FEE(GUNNAR.id))).toEqual([]);

    // Two taps before the page can even disable the button.
    act(() => {
      confirm.click();
      confirm.click();
    });
    expect(
      await within(gunnar).findByText('Fee charged', { selector: '.guest-badge' }),
    ).toBeVisible();
    expect(api.sent(FEE(GUNNAR.id))).toHaveLength(1);
    expect(within(gunnar).queryByRole('button', { name: /Charge/ })).toBeNull();
    expect(within(gunnar).queryByRole('group')).toBeNull();
    expect(
      screen.getByText(/^No-show fee of ISK\s8,000 charged: Gunnar Pálsson, 18:00$/),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(gunnar).getByRole('heading', { level: 4 })).toHaveFocus());
  });

  it('goes back without charging, by Back or Escape', async () => {
    const { user, api, gunnar } = await gunnarsRow();
    await user.click(within(gunnar).getByRole('button', { name: CHARGE }));
    await user.click(within(gunnar).getByRole('button', { name: 'Back' }));
    expect(within(gunnar).queryByRole('group')).toBeNull();
    expect(within(gunnar).getByRole('button', { name: CHARGE })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(gunnar).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(gunnar).queryByRole('group')).toBeNull();
    expect(within(gunnar).getByRole('button', { name: CHARGE })).toHaveFocus();
    expect(api.sent(FEE(GUNNAR.id))).toEqual([]);
  });

  it('says in the row when the card is declined, and offers the charge again', async () => {
    const { user, gunnar } = await gunnarsRow({
      [FEE(GUNNAR.id)]: () => refusal('payment_declined', 402),
    });
    await user.click(within(gunnar).getByRole('button', { name: CHARGE }));
    await user.click(within(gunnar).getByRole('button', { name: 'Confirm' }));
    expect(await within(gunnar).findByRole('alert')).toHaveTextContent(
      'The card was declined. The fee was not charged.',
    );
    expect(within(gunnar).getByRole('button', { name: CHARGE })).toHaveFocus();
    expect(within(gunnar).getByText('Card guarantee', { selector: '.guest-badge' })).toBeVisible();
  });

  it('says when the fee was charged already, and reads the day again', async () => {
    const { user, api, gunnar } = await gunnarsRow({
      [FEE(GUNNAR.id)]: () => refusal('fee_already_charged', 409),
    });
    await user.click(within(gunnar).getByRole('button', { name: CHARGE }));
    await user.click(within(gunnar).getByRole('button', { name: 'Confirm' }));
    expect(await within(gunnar).findByRole('alert')).toHaveTextContent(
      'The no-show fee has already been charged.',
    );
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(2));
  });
});
