import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { openDay, stubGuestList } from '../test/fake-guest-list';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketIoModule,
);

beforeEach(() => {
  fakeSockets.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const TIMELINE = '/hafnarljos/guestlist?date=2026-12-04&view=timeline';
const ANNA_BAR = '19:00–21:00, Anna Jónsdóttir, 4 guests, Expected';

/** The timeline row (list item) of a table, by its name ("Table 4"). */
function tableRow(name: string): HTMLElement {
  const region = screen.getByRole('region', { name: 'Timeline by table' });
  const row = within(region)
    .getAllByRole('listitem')
    .find((item) => item.querySelector('.guest-timeline__table-name')?.textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('guest list timeline', () => {
  it('has a row per table and a bar on every table of a booking, blocks hatched with the reason', async () => {
    storeSession();
    stubGuestList();
    await openDay(TIMELINE);

    const region = screen.getByRole('region', { name: 'Timeline by table' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.guest-timeline__table')?.textContent)).toEqual([
      'Table 1 1–2 seats',
      'Table 2 2–4 seats',
      'Table 4 2–4 seats',
      'Table 5 2–4 seats',
      'Table 6 4–6 seats',
      'Table 8 6–10 seats',
    ]);
    // Anna sits at tables 4 and 5: a bar on each. The cancelled party and the waiting list have none.
    expect(within(region).getAllByRole('button', { name: ANNA_BAR })).toHaveLength(2);
    expect(within(tableRow('Table 4')).getByRole('button', { name: ANNA_BAR })).toBeVisible();
    expect(within(tableRow('Table 5')).getByRole('button', { name: ANNA_BAR })).toBeVisible();
    expect(
      within(tableRow('Table 2')).getByRole('button', {
        name: '18:00–20:00, Gunnar Pálsson, 2 guests, Arrived',
      }),
    ).toHaveClass('guest-timeline__bar--arrived');
    expect(
      within(tableRow('Table 6')).getByRole('button', {
        name: '20:10–21:40, Walk-in, 3 guests, Seated',
      }),
    ).toBeVisible();
    expect(within(region).queryByRole('button', { name: /Sigríður|Bjarni/ })).toBeNull();
    const table8 = tableRow('Table 8');
    expect(within(table8).queryAllByRole('button')).toEqual([]);
    expect(within(table8).getByText('Blocked: Broken chair')).toBeVisible();
    // 18:00–20:00 of the day's 11:00–23:00.
    const block = table8.querySelector('.guest-timeline__bar--block') as HTMLElement;
    expect(block.style.getPropertyValue('--at')).toBe(String(7 / 12));
    expect(block.style.getPropertyValue('--span')).toBe(String(2 / 12));

    // The tables under their rooms' names, and a key to the colours.
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Dining room', 'Terrace']);
    expect(
      within(screen.getByRole('list', { name: 'Key to the colours' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Expected', 'Arrived', 'Seated', 'Finished', 'No-show', 'Waiting list', 'Blocked']);

    // The list is not on screen, but stays in the page for the printed day sheet.
    expect(screen.queryByRole('heading', { level: 4, name: /Anna/ })).toBeNull();
    const list = document.querySelector('.guest-list__listview') as HTMLElement;
    expect(list).toHaveAttribute('hidden');
    expect(list).toHaveTextContent('Anna Jónsdóttir');
  });

  it('opens the booking’s edit panel from its bar, and Escape returns to the bar', async () => {
    storeSession();
    stubGuestList();
    const { user } = await openDay(TIMELINE);
    const bar = within(tableRow('Table 5')).getByRole('button', { name: ANNA_BAR });

    await user.click(bar);
    const dialog = screen.getByRole('dialog', {
      name: 'Change the booking of Anna Jónsdóttir, 19:00',
    });
    expect(within(dialog).getByLabelText('Time')).toHaveValue('19:00');
    expect(within(dialog).getByLabelText('Party size')).toHaveValue(4);
    expect(within(dialog).getByRole('checkbox', { name: /^Table 4 / })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Table 5 / })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Table 6 / })).not.toBeChecked();
    expect(within(dialog).getByLabelText('Note (staff only)')).toHaveValue(
      'Regulars: the owner knows them',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bar).toHaveFocus();
  });

  it('moves a booking from its bar, and the bar moves with it', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay(TIMELINE);
    await user.click(within(tableRow('Table 4')).getAllByRole('button')[0] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 4 / }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 5 / }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Table 1 / }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(tableRow('Table 1')).findByRole('button', { name: ANNA_BAR }),
    ).toHaveFocus();
    expect(api.sent('PUT /api/restaurant/7/guestlist/bookings/4711')).toEqual([{ tableIds: [11] }]);
    expect(within(tableRow('Table 4')).queryByRole('button')).toBeNull();
    expect(screen.getByText('Booking changed: Anna Jónsdóttir, 19:00')).toBeInTheDocument();
  });

  it('switches layout through the address, keeping the day', async () => {
    storeSession();
    stubGuestList();
    const { user, router } = await openDay();
    const layout = screen.getByRole('group', { name: 'Layout' });
    const query = () => new URLSearchParams(router.state.location.search);
    expect(within(layout).getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(layout).getByRole('button', { name: 'Timeline' }));
    expect(await screen.findByRole('region', { name: 'Timeline by table' })).toBeVisible();
    expect(query().get('view')).toBe('timeline');
    expect(query().get('date')).toBe('2026-12-04');
    expect(within(layout).getByRole('button', { name: 'Timeline' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Another day keeps the layout.
    await user.click(screen.getByRole('button', { name: /Next day/ }));
    expect(
      await screen.findByRole('button', { name: /Ása Kristjánsdóttir, 2 guests, Expected$/ }),
    ).toBeVisible();
    expect(query().get('view')).toBe('timeline');

    await user.click(within(layout).getByRole('button', { name: 'List' }));
    expect(
      await screen.findByRole('heading', { level: 4, name: 'Ása Kristjánsdóttir' }),
    ).toBeVisible();
    expect(query().has('view')).toBe(false);
    expect(screen.queryByRole('region', { name: 'Timeline by table' })).toBeNull();
  });

  it('draws the current time on today only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T19:30:00Z'));
    storeSession();
    stubGuestList();
    const { user } = await openDay(TIMELINE);
    const lines = document.querySelectorAll<HTMLElement>('.guest-timeline__now');
    expect(lines).toHaveLength(6);
    // 19:30 of 11:00–23:00.
    expect(lines[0]?.style.getPropertyValue('--at')).toBe(String(8.5 / 12));
    expect(document.querySelector('.guest-timeline__now-label')).toHaveTextContent('19:30');

    await user.click(screen.getByRole('button', { name: /Next day/ }));
    await screen.findByRole('button', { name: /Ása Kristjánsdóttir/ });
    expect(document.querySelector('.guest-timeline__now')).toBeNull();
  });
});
