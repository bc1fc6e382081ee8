import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import {
  ANNA,
  BJARNI,
  BLOCK,
  BLOCKS,
  GUNNAR,
  OFFER,
  openDay,
  refusal,
  REMOVE_BLOCK,
  rowOf,
  SEAT,
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

const blockedTables = () => screen.getByRole('region', { name: 'Blocked tables' });

describe('blocked tables', () => {
  it('blocks tables for a while, with a reason, and lists the block', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Block table' }));
    const dialog = screen.getByRole('dialog', { name: 'Block tables' });

    // Nothing is sent without tables and times.
    await user.click(within(dialog).getByRole('button', { name: 'Block the tables' }));
    expect(within(dialog).getByText('Tick at least one table.')).toBeVisible();
    expect(within(dialog).getAllByText('Choose a time.')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 1 / }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 2 / }));
    await user.type(within(dialog).getByLabelText('From'), '21:00');
    await user.type(within(dialog).getByLabelText('To'), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Block the tables' }));
    expect(within(dialog).getByText('The end must be after the start.')).toBeVisible();
    expect(api.sent(BLOCKS)).toEqual([]);

    await user.clear(within(dialog).getByLabelText('To'));
    await user.type(within(dialog).getByLabelText('To'), '23:00');
    await user.type(within(dialog).getByLabelText('Reason (staff only, optional)'), 'Staff dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Block the tables' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BLOCKS)).toEqual([
      {
        tableIds: [11, 12],
        startsAt: '2026-12-04T21:00',
        endsAt: '2026-12-04T23:00',
        reason: 'Staff dinner',
      },
    ]);
    const lines = within(blockedTables()).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('.guest-block__text')?.textContent)).toEqual([
      'Blocked: Table 8, 18:00–20:00 (Broken chair)',
      'Blocked: Tables 1 + 2, 21:00–23:00 (Staff dinner)',
    ]);
    expect(screen.getByText('Tables blocked: Tables 1 + 2, 21:00–23:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block table' })).toHaveFocus();
  });

  it('says when a booking is on the table then, and keeps the form', async () => {
    storeSession();
    stubGuestList({ [BLOCKS]: () => refusal('table_taken', 409) });
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Block table' }));
    const dialog = screen.getByRole('dialog', { name: 'Block tables' });
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 4 / }));
    await user.type(within(dialog).getByLabelText('From'), '19:00');
    await user.type(within(dialog).getByLabelText('To'), '20:00');
    await user.click(within(dialog).getByRole('button', { name: 'Block the tables' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That table is taken at that time.',
    );
    expect(within(dialog).getByLabelText('From')).toHaveValue('19:00');
  });

  it('removes a block', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    await user.click(
      within(blockedTables()).getByRole('button', { name: 'Remove block: Table 8, 18:00–20:00' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Blocked tables' })).toBeNull(),
    );
    expect(
      api.calls.filter((c) => `${c.method} ${c.path}` === REMOVE_BLOCK(BLOCK.id)),
    ).toHaveLength(1);
    expect(screen.getByText('Block removed: Table 8, 18:00–20:00')).toBeInTheDocument();
  });
});

describe('the waiting list', () => {
  it('seats a waiting party now at the tables chosen, those that fit first, the free ones said', async () => {
    storeSession();
    // Without the walk-in, table 6 is free now (19:45) for two hours.
    const api = stubGuestList({}, [ANNA, GUNNAR, SIGGA, BJARNI]);
    const { user } = await openDay();
    const bjarni = await rowOf('Bjarni Benediktsson');
    const seat = within(bjarni).getByRole('button', {
      name: 'Seat now: Bjarni Benediktsson, 21:00',
    });
    await user.click(seat);
    const form = within(bjarni).getByRole('form', {
      name: 'Seat Bjarni Benediktsson, 21:00',
    });
    const choices = within(form).getAllByRole('checkbox');
    expect(choices[0]).toHaveFocus();
    expect(await within(form).findByText('Best free: Table 6')).toBeVisible();
    // A party of four: tables for 2–4 and 4–6 first, then the rest; what is taken says so.
    expect(choices.map((box) => box.closest('label')?.textContent)).toEqual([
      'Table 2 2–4 seats Taken at that time',
      'Table 4 2–4 seats Taken at that time',
      'Table 5 2–4 seats Taken at that time',
      'Table 6 4–6 seats Suggested',
      'Table 1 1–2 seats',
      'Table 8 6–10 seats Taken at that time',
    ]);

    await user.click(within(form).getByRole('button', { name: 'Seat now' }));
    expect(within(form).getByText('Tick at least one table.')).toBeVisible();
    expect(api.sent(SEAT(BJARNI.id))).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: /^Table 6 / }));
    await user.click(within(form).getByRole('button', { name: 'Seat now' }));
    expect(await within(bjarni).findByText('Seated', { selector: '.guest-badge' })).toBeVisible();
    expect(api.sent(SEAT(BJARNI.id))).toEqual([{ tableIds: [16] }]);
    expect(within(bjarni).getByText('Table 6')).toBeVisible();
    expect(within(bjarni).queryByRole('form')).toBeNull();
    expect(screen.getByText('Bjarni Benediktsson, 21:00 is now: Seated')).toBeInTheDocument();
  });

  it('offers a table to a waiting party by hand and shows the offer on the row', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    const bjarni = await rowOf('Bjarni Benediktsson');
    await user.click(
      within(bjarni).getByRole('button', { name: 'Offer a table: Bjarni Benediktsson, 21:00' }),
    );
    const form = within(bjarni).getByRole('form', {
      name: 'Offer a table to Bjarni Benediktsson, 21:00',
    });
    const table = within(form).getByRole('combobox', { name: 'Table' });
    expect(table).toHaveFocus();
    // The smallest free table by default, or one that seats the party.
    expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'The smallest free table that seats the party',
      '2 (2–4 guests)',
      '4 (2–4 guests)',
      '5 (2–4 guests)',
      '6 (4–6 guests)',
    ]);
    await user.selectOptions(table, '6 (4–6 guests)');
    await user.click(within(form).getByRole('button', { name: 'Offer the table' }));
    expect(await within(bjarni).findByText('Offered 6 until 12:15')).toBeVisible();
    expect(api.sent(OFFER(BJARNI.id))).toEqual([{ tableId: 16 }]);
    expect(within(bjarni).queryByRole('form')).toBeNull();
    // One live offer per entry: no second offer while this one is open.
    expect(within(bjarni).queryByRole('button', { name: /^Offer a table/ })).toBeNull();
    expect(screen.getByText('Bjarni Benediktsson, 21:00: offered 6')).toBeInTheDocument();
  });

  it('closes the seating panel with Back or Escape, and returns to its button', async () => {
    storeSession();
    stubGuestList();
    const { user } = await openDay();
    const bjarni = await rowOf('Bjarni Benediktsson');
    const seat = within(bjarni).getByRole('button', {
      name: 'Seat now: Bjarni Benediktsson, 21:00',
    });
    await user.click(seat);
    expect(seat).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(within(bjarni).queryByRole('form')).toBeNull();
    expect(seat).toHaveFocus();
    await user.click(seat);
    await user.click(within(bjarni).getByRole('button', { name: 'Back' }));
    expect(within(bjarni).queryByRole('form')).toBeNull();
    expect(seat).toHaveFocus();
  });
});
