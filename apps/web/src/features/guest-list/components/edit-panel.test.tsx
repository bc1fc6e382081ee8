import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { ANNA, BOOKING, openDay, refusal, rowOf, stubGuestList } from '../test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function editAnna() {
  storeSession();
  const view = await openDay();
  const anna = await rowOf('Anna Jónsdóttir');
  const edit = within(anna).getByRole('button', { name: 'Edit booking: Anna Jónsdóttir, 19:00' });
  await view.user.click(edit);
  const dialog = screen.getByRole('dialog', {
    name: 'Change the booking of Anna Jónsdóttir, 19:00',
  });
  return { ...view, anna, edit, dialog };
}

describe('changing a booking', () => {
  it('sends only what changed, and null to clear the note', async () => {
    const api = stubGuestList();
    const { user, anna, edit, dialog } = await editAnna();

    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '20:30');
    await user.clear(within(dialog).getByLabelText('Note (staff only)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BOOKING(ANNA.id))).toEqual([
      { startsAt: '2026-12-04T20:30', internalNote: null },
    ]);
    expect(within(anna).getByText('20:30')).toBeVisible();
    expect(within(anna).queryByText('Note (staff only)')).toBeNull();
    expect(screen.getByText('Booking changed: Anna Jónsdóttir, 20:30')).toBeInTheDocument();
    expect(edit).toHaveFocus();
  });

  it('changes the party size and tables, and writes a note', async () => {
    const api = stubGuestList();
    const { user, anna, dialog } = await editAnna();
    await user.clear(within(dialog).getByLabelText('Party size'));
    await user.type(within(dialog).getByLabelText('Party size'), '6');
    // The walk-in has table 6 from 20:10: taken for a sitting from 19:00, and not offered.
    await within(dialog).findByText('No free table seats the party at that time.');
    const six = within(dialog).getByRole('checkbox', { name: /^Table 6 / });
    expect(six).toHaveAttribute('aria-disabled', 'true');
    await user.click(six);
    expect(six).not.toBeChecked();
    // Anna's own tables are free for her.
    expect(within(dialog).getByRole('checkbox', { name: /^Table 4 / })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 4 / }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 1 / }));
    await user.type(within(dialog).getByLabelText('Note (staff only)'), '. Nut allergy');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(anna).findByText('Tables 1 + 5')).toBeVisible();
    expect(api.sent(BOOKING(ANNA.id))).toEqual([
      {
        guests: 6,
        tableIds: [11, 15],
        internalNote: 'Regulars: the owner knows them. Nut allergy',
      },
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const api = stubGuestList();
    const { user, dialog, edit } = await editAnna();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent(BOOKING(ANNA.id))).toEqual([]);
    expect(edit).toHaveFocus();
  });

  it('says the table is taken at that time, keeps the form, and changes nothing', async () => {
    const api = stubGuestList({ [BOOKING(ANNA.id)]: () => refusal('table_taken', 409) });
    const { user, anna, dialog } = await editAnna();
    // Free when the picker asked; someone took it before the save.
    await within(dialog).findByText(/^Best free:/);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 1 / }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That table is taken at that time.',
    );
    expect(within(dialog).getByRole('checkbox', { name: /^Table 1 / })).toBeChecked();
    expect(api.sent(BOOKING(ANNA.id))).toEqual([{ tableIds: [11, 14, 15] }]);
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(2));
    expect(within(anna).getByText('Tables 4 + 5')).toBeInTheDocument();
  });

  it('is offered for the evening’s bookings, not for cancelled ones or the waiting list', async () => {
    stubGuestList();
    storeSession();
    await openDay();
    for (const name of ['Sigríður Ólafsdóttir', 'Bjarni Benediktsson']) {
      expect(within(await rowOf(name)).queryByRole('button', { name: /^Edit/ })).toBeNull();
    }
  });
});
