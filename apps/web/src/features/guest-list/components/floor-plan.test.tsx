import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import {
  ANNA,
  BOOKING,
  BOOKINGS,
  DEFAULT_ENTRIES,
  entry,
  openDay,
  refusal,
  STATUS,
  stubGuestList,
  WALK_IN,
} from '../test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const FLOOR = '/hafnarljos/guestlist?date=2026-12-04&view=floor';

/** The evening under way: 19:45 at Hafnarljós (Reykjavík, UTC all year). */
function duringService() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-04T19:45:00Z'));
}

afterEach(() => {
  vi.useRealTimers();
});

/** Table `name`'s button on the floor plan. */
const tableButton = (name: string) =>
  within(screen.getByRole('region', { name: 'Floor plan now' })).getByRole('button', {
    name: new RegExp(`^Table ${name}, `),
  });

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

  it('shows each table’s state now, and moves a party with the keyboard to a table free for it', async () => {
    duringService();
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay(FLOOR);

    expect(tableButton('1')).toHaveAccessibleName('Table 1, 1–2 seats, Free');
    expect(tableButton('2')).toHaveAccessibleName(
      'Table 2, 2–4 seats, Arrived, 18:00 Gunnar Pálsson',
    );
    // Anna's party sits at tables 4 and 5: drawn joined, each table naming the other.
    expect(tableButton('4')).toHaveAccessibleName(
      'Table 4, 2–4 seats, Late 45 min, Anna Jónsdóttir, 4 guests, joined with table 5',
    );
    expect(tableButton('4')).toHaveClass('floor-state--overdue');
    expect(tableButton('6')).toHaveAccessibleName(
      'Table 6, 4–6 seats, Seated, Walk-in, 3 guests, 0:00',
    );

    await user.click(tableButton('4'));
    const panel = screen.getByRole('dialog', { name: 'Table 4' });
    // The party's own row, with its buttons.
    expect(within(panel).getByRole('heading', { level: 4, name: 'Anna Jónsdóttir' })).toBeVisible();
    expect(
      within(panel).getByRole('button', { name: 'Seated: Anna Jónsdóttir, 19:00' }),
    ).toBeVisible();
    const to = within(panel).getByRole('combobox', { name: 'Move to table' });
    const options = within(to).getAllByRole('option');
    expect(
      options.map((option) => [option.textContent, (option as HTMLOptionElement).disabled]),
    ).toEqual([
      ['Choose a table', false],
      ['Table 1, Dining room', false],
      ['Table 2, Dining room: taken', true],
      ['Table 6, Dining room: taken', true],
      ['Table 8, Terrace: taken', true],
    ]);
    await user.selectOptions(to, 'Table 1, Dining room');
    await user.click(within(panel).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BOOKING(ANNA.id))).toEqual([{ tableIds: [15, 11] }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Anna Jónsdóttir moved to table 1.');
    await waitFor(() =>
      expect(tableButton('1')).toHaveAccessibleName(/^Table 1, 1–2 seats, Late 45 min, Anna/),
    );
  });

  it('says so when the server finds the table taken meanwhile, and reads the day again', async () => {
    duringService();
    storeSession();
    const api = stubGuestList({ [BOOKING(ANNA.id)]: () => refusal('table_taken', 409) });
    const { user } = await openDay(FLOOR);
    const reads = api.reads('2026-12-04');

    await user.click(tableButton('4'));
    const panel = screen.getByRole('dialog', { name: 'Table 4' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Move to table' }),
      'Table 1, Dining room',
    );
    await user.click(within(panel).getByRole('button', { name: 'Move' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Table 1 was taken meanwhile. The plan is up to date again; nothing was changed.',
    );
    await waitFor(() => expect(api.reads('2026-12-04')).toBeGreaterThan(reads));
    expect(tableButton('4')).toHaveAccessibleName(/Late 45 min, Anna/);
  });

  it('seats the party expected now without a table at a tapped free table', async () => {
    duringService();
    storeSession();
    const helga = entry({ id: 60, startsAt: '2026-12-04T19:30', name: 'Helga Sveinsdóttir' });
    const api = stubGuestList({}, [...DEFAULT_ENTRIES, helga]);
    const { user } = await openDay(FLOOR);

    await user.click(tableButton('1'));
    const panel = screen.getByRole('dialog', { name: 'Table 1' });
    await user.click(
      within(panel).getByRole('button', { name: 'Seat Helga Sveinsdóttir (19:30)' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(BOOKING(60))).toEqual([{ tableIds: [11] }]);
    expect(api.sent(STATUS(60))).toEqual([{ status: 'seated' }]);
    await waitFor(() =>
      expect(tableButton('1')).toHaveAccessibleName(/, Seated, Helga Sveinsdóttir, 2 guests, /),
    );
  });

  it('carries a dragged party into another room held over its tab, and moves it to a table there', async () => {
    duringService();
    storeSession();
    const api = stubGuestList();
    await openDay(FLOOR);
    const from = tableButton('6');
    const terrace = screen.getByRole('tab', { name: 'Terrace' });
    // jsdom lays nothing out: the pointer is over the Terrace tab, then over table 8 there.
    let under: () => Element | null = () => terrace;
    const elementFromPoint = document.elementFromPoint;
    document.elementFromPoint = () => under();
    const pointer = (type: string, target: EventTarget, x: number) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x });
      Object.assign(event, { pointerId: 1, pointerType: 'touch' });
      act(() => void target.dispatchEvent(event));
    };

    pointer('pointerdown', from, 0);
    pointer('pointermove', window, 40);
    expect(terrace).toHaveAttribute('aria-selected', 'true');
    under = () => tableButton('8');
    pointer('pointermove', window, 80);
    pointer('pointerup', window, 80);

    // Free there from 20:10 (the block ends at 20:00): moved, as within one room.
    expect(await screen.findByRole('alert')).toHaveTextContent('Walk-in moved to table 8.');
    expect(api.sent(BOOKING(WALK_IN.id))).toEqual([{ tableIds: [18] }]);
    document.elementFromPoint = elementFromPoint;
  });

  it('moves between rooms with the arrow keys', async () => {
    storeSession();
    stubGuestList();
    const { user } = await openDay(FLOOR);

    const [dining, terrace] = screen.getAllByRole('tab');
    expect(terrace).toHaveAttribute('tabindex', '-1');
    dining!.focus();
    await user.keyboard('{ArrowRight}');
    expect(terrace).toHaveFocus();
    expect(terrace).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Terrace');
    await user.keyboard('{ArrowRight}');
    expect(dining).toHaveFocus();
  });
});
