import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import {
  ANNA,
  BJARNI,
  BOOKINGS,
  GUNNAR,
  openDay,
  refusal,
  SIGGA,
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

async function openNewBooking() {
  storeSession();
  const view = await openDay();
  await view.user.click(screen.getByRole('button', { name: 'New booking' }));
  return { ...view, dialog: screen.getByRole('dialog', { name: 'New booking' }) };
}

describe('a booking taken by the staff', () => {
  it('seats a walk-in now without any contact details', async () => {
    const api = stubGuestList();
    const { user, dialog } = await openNewBooking();

    await user.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    // Today, a walk-in starts now: the time shows the restaurant's clock and is left out.
    expect(within(dialog).getByLabelText('Time')).not.toHaveValue('');
    expect(within(dialog).getByText('Now, unless you change the time.')).toBeVisible();
    await user.clear(within(dialog).getByLabelText('Party size'));
    await user.type(within(dialog).getByLabelText('Party size'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Seat the walk-in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BOOKINGS)).toEqual([{ kind: 'walk_in', guests: 3 }]);
    expect(screen.getByText('Booking added: Walk-in, 19:45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New booking' })).toHaveFocus();
    // The day is read again: the new party is on the list.
    expect(await screen.findAllByRole('heading', { level: 4, name: 'Walk-in' })).toHaveLength(2);
  });

  it('takes a phone booking with the guest’s details and the tables chosen', async () => {
    const api = stubGuestList();
    const { user, dialog } = await openNewBooking();
    expect(within(dialog).getByRole('radio', { name: 'Phone booking' })).toBeChecked();
    expect(
      within(dialog).getByText('None ticked: the best free table for the party is chosen.'),
    ).toBeVisible();

    // A phone booking needs a time.
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    expect(within(dialog).getByText('Choose a time.')).toBeVisible();
    expect(within(dialog).getByLabelText('Time')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent(BOOKINGS)).toEqual([]);

    // At 21:45 the walk-in has left table 6 and the block on table 8 is over.
    await user.type(within(dialog).getByLabelText('Time'), '21:45');
    await user.clear(within(dialog).getByLabelText('Party size'));
    await user.type(within(dialog).getByLabelText('Party size'), '7');
    await within(dialog).findByText('Best free: Table 8');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 8 / }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 6 / }));
    await user.type(within(dialog).getByLabelText('First name'), 'Ólafur');
    await user.type(within(dialog).getByLabelText('Last name'), 'Arnalds');
    await user.type(within(dialog).getByLabelText('Phone'), '+354 699 1234');
    await user.type(within(dialog).getByLabelText('E-mail'), 'olafur@example.is');
    await user.type(within(dialog).getByLabelText('Special request (from the guest)'), 'Birthday');
    await user.type(within(dialog).getByLabelText('Note (staff only)'), 'Call if late');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));

    expect(await screen.findByRole('heading', { level: 4, name: 'Ólafur Arnalds' })).toBeVisible();
    expect(api.sent(BOOKINGS)).toEqual([
      {
        kind: 'phone',
        startsAt: '2026-12-04T21:45',
        guests: 7,
        tableIds: [16, 18],
        firstName: 'Ólafur',
        lastName: 'Arnalds',
        phone: '+354 699 1234',
        email: 'olafur@example.is',
        specialRequest: 'Birthday',
        internalNote: 'Call if late',
      },
    ]);
  });

  it('says in the form when the table is taken, and keeps what was typed', async () => {
    // Free when the picker asked, taken by someone else by the time of saving.
    const api = stubGuestList({ [BOOKINGS]: () => refusal('table_taken', 409) });
    const { user, dialog } = await openNewBooking();
    await user.type(within(dialog).getByLabelText('Time'), '19:00');
    await within(dialog).findByText('Best free: Table 1');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 1 / }));
    await user.type(within(dialog).getByLabelText('First name'), 'Katrín');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That table is taken at that time. Choose another table or time.',
    );
    expect(screen.getByRole('dialog', { name: 'New booking' })).toBe(dialog);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Katrín');
    expect(within(dialog).getByRole('checkbox', { name: /^Table 1 / })).toBeChecked();
    // The list may be out of date: it is read again.
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(2));
  });

  it('shows which tables are free for a walk-in now, never a taken one as fitting, and seats the party at the suggestion', async () => {
    // Without the walk-in at table 6, that table is free now (19:45) and the best for four.
    const api = stubGuestList({}, [ANNA, GUNNAR, SIGGA, BJARNI]);
    const { user, dialog } = await openNewBooking();
    await user.click(within(dialog).getByRole('radio', { name: 'Walk-in' }));
    await user.clear(within(dialog).getByLabelText('Party size'));
    await user.type(within(dialog).getByLabelText('Party size'), '4');

    expect(await within(dialog).findByText('Best free: Table 6')).toBeVisible();
    const label = (name: string) =>
      within(dialog)
        .getByRole('checkbox', { name: new RegExp(`^Table ${name} `) })
        .closest('label')?.textContent;
    // Anna has tables 4 and 5 from 19:00: taken, and not ticked by mistake.
    expect(label('4')).toBe('Table 4 2–4 seats Taken at that time');
    const four = within(dialog).getByRole('checkbox', { name: /^Table 4 / });
    expect(four).toHaveAttribute('aria-disabled', 'true');
    await user.click(four);
    expect(four).not.toBeChecked();
    expect(label('6')).toBe('Table 6 4–6 seats Suggested');
    expect(within(dialog).queryAllByText('Fits the party')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Choose Table 6' }));
    expect(within(dialog).getByRole('checkbox', { name: /^Table 6 / })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Seat the walk-in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BOOKINGS)).toEqual([{ kind: 'walk_in', guests: 4, tableIds: [16] }]);
    // Asked for the party seated now: no start time, four guests.
    const asked = api.calls.filter((c) => c.path === '/api/restaurant/7/guestlist/tables');
    expect(asked.at(-1)?.search).toBe('?guests=4');
  });

  it('checks the e-mail address before sending, and Escape closes the form', async () => {
    const api = stubGuestList();
    const { user, dialog } = await openNewBooking();
    await user.type(within(dialog).getByLabelText('Time'), '20:00');
    await user.type(within(dialog).getByLabelText('E-mail'), 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    expect(within(dialog).getByText('Check the e-mail address.')).toBeVisible();
    expect(api.sent(BOOKINGS)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'New booking' })).toHaveFocus();
  });
});
