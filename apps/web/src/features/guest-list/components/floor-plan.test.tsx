import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { BOOKINGS, openDay, stubGuestList } from '../test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const FLOOR = '/hafnarljos/guestlist?date=2026-12-04&view=floor';

describe('guest list floor plan', () => {
  it('shows each room as a tab with its tables, and a legend of the states', async () => {
    storeSession();
    stubGuestList();
    const { user } = await openDay(FLOOR);

    const plan = screen.getByRole('region', { name: 'Floor plan now' });
    const tabs = within(plan).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Dining room', 'Terrace']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const room = within(plan).getByRole('tabpanel');
    expect(
      within(room)
        .getAllByRole('button')
        .map((table) => table.querySelector('.floor-table__name')?.textContent),
    ).toEqual(['1', '2', '4', '5', '6']);
    // Table 6 is long (two cells) where the owner put it; 4 and 5 follow the placed tables.
    const six = within(room).getByRole('button', { name: /^Table 6, 4–6 seats/ });
    expect(six).toHaveStyle({ gridColumn: '2 / span 2', gridRow: '5' });
    expect(within(room).getByRole('button', { name: /^Table 4, / })).toHaveStyle({
      gridColumn: '1 / span 1',
      gridRow: '6',
    });
    expect(within(plan).getByRole('list', { name: 'What the tables show' })).toHaveTextContent(
      'FreeReserved soonSeatedOverdue or lateBlocked',
    );

    await user.click(tabs[1]!);
    expect(within(plan).getByRole('button', { name: /^Table 8, 6–10 seats/ })).toBeVisible();
    expect(within(plan).queryByRole('button', { name: /^Table 1, / })).toBeNull();
  });

  it('seats a walk-in at a tapped free table, with that table chosen', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay(FLOOR);

    const plan = screen.getByRole('region', { name: 'Floor plan now' });
    await user.click(within(plan).getByRole('button', { name: /^Table 1, .*Free/ }));
    const panel = screen.getByRole('dialog', { name: 'Table 1' });
    await user.click(within(panel).getByRole('button', { name: 'Seat a walk-in here' }));
    const form = await screen.findByRole('dialog', { name: 'New booking' });
    expect(within(form).getByRole('radio', { name: 'Walk-in' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /^Table 1 / })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Seat the walk-in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BOOKINGS)).toEqual([{ kind: 'walk_in', guests: 2, tableIds: [11] }]);
  });
});
