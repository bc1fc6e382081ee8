import { PAYMENT_HUB_PATH } from '@dekka/contracts/payment-hub';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { fakeSockets } from '../../../test/fake-socket';
import { renderApp } from '../../../test/render-app';
import { browserToday } from '../model/local-date';
import {
  ANNA,
  day,
  GUNNAR,
  LIST,
  openDay,
  refusal,
  rowOf,
  STATUS,
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

/** A row's buttons but the details toggle. */
const actionButtons = (row: HTMLElement) =>
  within(row)
    .getAllByRole('button')
    .filter((button) => !button.classList.contains('guest-row__more'));

describe('guest list page', () => {
  it('shows the day: numbers, covers per service and quarter, each party, the waiting list apart', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();

    expect(screen.getByRole('heading', { level: 1, name: 'Hafnarljós' })).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Today, Friday, December 4' }),
    ).toBeVisible();
    // Bookings leave out the cancellation and the waiting list; covers the cancelled party too.
    expect(screen.getByText('Bookings', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '3',
    );
    expect(screen.getByText('Guests', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '9',
    );
    expect(
      screen.getByText('Waiting list', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('1');
    expect(screen.getByText('Dinner 17:00–23:00').nextElementSibling).toHaveTextContent('9 guests');
    expect(screen.getByText('Lunch 11:30–14:00').nextElementSibling).toHaveTextContent('0 guests');
    const quarters = screen.getByRole('heading', { name: 'Guests per quarter hour' })
      .nextElementSibling as HTMLElement;
    const perQuarter = within(quarters).getAllByRole('listitem');
    expect(perQuarter).toHaveLength(3);
    expect(perQuarter[0]).toHaveTextContent(/^18:00.*2 guests$/);
    expect(perQuarter[1]).toHaveTextContent(/^19:00.*4 guests$/);
    expect(perQuarter[2]).toHaveTextContent(/^20:00.*3 guests$/);

    // Sorted by start time; the waiting list in a section of its own.
    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(
      within(bookings)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Gunnar Pálsson', 'Sigríður Ólafsdóttir', 'Anna Jónsdóttir', 'Walk-in']);
    const waiting = screen.getByRole('region', { name: 'Waiting list' });
    expect(within(waiting).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Bjarni Benediktsson',
    );

    const anna = await rowOf('Anna Jónsdóttir');
    // The row shows icons for the note, the request and the menus; their words open under it.
    expect(within(anna).getByText('Staff note')).toBeInTheDocument();
    expect(within(anna).getByText("Guest's request")).toBeInTheDocument();
    expect(within(anna).queryByText('Window table, please')).not.toBeVisible();
    await user.click(within(anna).getByRole('button', { name: 'Details: Anna Jónsdóttir, 19:00' }));
    for (const text of [
      '19:00',
      '4 guests',
      'Tables 4 + 5',
      'Booked on Dekka',
      '3rd visit',
      'Expected',
      'Prepaid',
      '2 × Jólamatseðill',
      'Jólahlaðborð',
      'Window table, please',
      '4711',
    ]) {
      expect(within(anna).getByText(text)).toBeVisible();
    }
    // The staff's note is labelled apart from the guest's own request.
    expect(within(anna).getByText('Note (staff only)').nextElementSibling).toHaveTextContent(
      'Regulars: the owner knows them',
    );
    expect(within(anna).getByText('Request').nextElementSibling).toHaveTextContent(
      'Window table, please',
    );
    expect(within(anna).getByRole('link', { name: '+354 555 1234' })).toHaveAttribute(
      'href',
      'tel:+3545551234',
    );
    const gunnar = await rowOf('Gunnar Pálsson');
    await user.click(
      within(gunnar).getByRole('button', { name: 'Details: Gunnar Pálsson, 18:00' }),
    );
    expect(within(gunnar).getByText('Booked by phone')).toBeVisible();
    // No e-mail address, no way to know his earlier visits: the row says nothing about them.
    expect(within(gunnar).queryByText(/visit/)).toBeNull();
    expect(within(gunnar).getByText('Card guarantee')).toBeVisible();
    expect(within(gunnar).getByText('Table 2')).toBeVisible();
    expect(within(gunnar).getByText('No-show fee').nextElementSibling).toHaveTextContent(/8,000/);
    // Arrived, not a no-show: nothing to charge.
    expect(within(gunnar).queryByRole('button', { name: /Charge/ })).toBeNull();
    const sigga = await rowOf('Sigríður Ólafsdóttir');
    await user.click(
      within(sigga).getByRole('button', { name: 'Details: Sigríður Ólafsdóttir, 18:30' }),
    );
    expect(within(sigga).getByText('Private party')).toBeVisible();
    expect(actionButtons(sigga)).toEqual([]);

    // Exactly the steps the rules allow, each named with the guest.
    expect(actionButtons(anna).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Arrived: Anna Jónsdóttir, 19:00',
      'Seated: Anna Jónsdóttir, 19:00',
      'No-show: Anna Jónsdóttir, 19:00',
      'Edit booking: Anna Jónsdóttir, 19:00',
      'Cancel booking: Anna Jónsdóttir, 19:00',
    ]);
    expect(actionButtons(gunnar).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Seated: Gunnar Pálsson, 18:00',
      'Undo, back to Expected: Gunnar Pálsson, 18:00',
      'Edit booking: Gunnar Pálsson, 18:00',
      'Cancel booking: Gunnar Pálsson, 18:00',
    ]);
    const walkIn = await rowOf('Walk-in');
    await user.click(within(walkIn).getByRole('button', { name: 'Details: Walk-in, 20:10' }));
    expect(
      within(walkIn).getByText('Walk-in', { selector: '.guest-row__facts span' }),
    ).toBeVisible();
    expect(
      within(walkIn).getByRole('button', { name: 'Undo, back to Arrived: Walk-in, 20:10' }),
    ).toBeVisible();
    expect(actionButtons(await rowOf('Bjarni Benediktsson')).map((b) => b.textContent)).toEqual([
      'Seat now…',
      'Offer a table…',
      'Cancel booking…',
    ]);

    const call = api.calls.find((c) => c.path === '/api/restaurant/7/guestlist/2026-12-04');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);
    expect(fakeSockets[0]?.uri).toBe('/guest-list');
    expect(fakeSockets[0]?.options).toMatchObject({
      path: PAYMENT_HUB_PATH,
      auth: { token: TEST_ACCOUNT.token, restaurantId: 7 },
      transports: ['websocket', 'polling'],
    });
  });

  it('moves between days through the address, and Back returns', async () => {
    storeSession();
    const api = stubGuestList();
    const { user, router } = await openDay();
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Next day/ }));
    expect(
      await screen.findByRole('heading', { level: 4, name: 'Ása Kristjánsdóttir' }),
    ).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-12-05');
    expect(api.reads('2026-12-05')).toBe(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday, December 5' })).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-05');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 4, name: 'Anna Jónsdóttir' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: /Previous day/ }));
    expect(await screen.findByText('No bookings on this day.')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2026-12-03');

    // Today leaves the date out of the address: the restaurant's today.
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Anna Jónsdóttir' })).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).has('date')).toBe(false);
  });

  it('without a date asks for the browser’s day, then follows the restaurant’s today', async () => {
    // The browser's clock is a day behind the restaurant's: the test holds on any real day.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-03T12:00:00Z'));
    storeSession();
    const guess = browserToday();
    expect(guess).toBe('2026-12-03');
    const api = stubGuestList({
      [LIST(guess)]: () => json({ ...day(guess, []), today: '2026-12-04' }),
    });
    await openDay('/hafnarljos/guestlist');
    expect(api.reads(guess)).toBe(1);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Today, Friday, December 4' }),
    ).toBeVisible();
  });

  it('narrows the day by search and by status', async () => {
    storeSession();
    stubGuestList();
    const { user } = await openDay();
    const names = () =>
      screen.queryAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

    await user.type(screen.getByLabelText('Search by name, phone or booking number'), 'gunn');
    expect(names()).toEqual(['Gunnar Pálsson']);
    await user.clear(screen.getByLabelText('Search by name, phone or booking number'));
    await user.type(screen.getByLabelText('Search by name, phone or booking number'), '555 12');
    expect(names()).toEqual(['Anna Jónsdóttir']);
    await user.clear(screen.getByLabelText('Search by name, phone or booking number'));

    const chips = screen.getByRole('group', { name: 'Show by status' });
    expect(within(chips).getByRole('button', { name: 'All 5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(chips).getByRole('button', { name: 'Cancelled 1' }));
    expect(names()).toEqual(['Sigríður Ólafsdóttir']);
    // Chips combine: the cancelled and the waiting list together.
    await user.click(within(chips).getByRole('button', { name: 'Waiting list 1' }));
    expect(names()).toEqual(['Sigríður Ólafsdóttir', 'Bjarni Benediktsson']);
    await user.click(within(chips).getByRole('button', { name: 'Cancelled 1' }));
    expect(names()).toEqual(['Bjarni Benediktsson']);
    expect(within(chips).getByRole('button', { name: 'To come 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(chips).getByRole('button', { name: 'No-show 0' }));
    await user.click(within(chips).getByRole('button', { name: 'Waiting list 1' }));
    expect(names()).toEqual([]);
    expect(screen.getByText('No guests match the search and filter.')).toBeVisible();
  });

  it('marks a party arrived, shows the new status and announces it', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');

    await user.click(within(anna).getByRole('button', { name: 'Arrived: Anna Jónsdóttir, 19:00' }));
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/restaurant/7/guestlist/bookings/4711/status');
    expect(put?.body).toEqual({ status: 'arrived' });
    expect(put?.headers.get('authorization')).toBe(`Bearer ${TEST_ACCOUNT.token}`);

    expect(
      await within(anna).findByRole('button', { name: 'Seated: Anna Jónsdóttir, 19:00' }),
    ).toBeVisible();
    expect(within(anna).getByText('Arrived', { selector: '.guest-badge' })).toBeVisible();
    expect(
      within(anna).getByRole('button', { name: 'Undo, back to Expected: Anna Jónsdóttir, 19:00' }),
    ).toBeVisible();
    expect(screen.getByText('Anna Jónsdóttir, 19:00 is now: Arrived')).toBeInTheDocument();
    // Focus stays in the row, on its heading, now the pressed button is gone.
    expect(within(anna).getByRole('heading', { level: 4 })).toHaveFocus();
    // Then the day is read again.
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(2));
  });

  it('cancels only with a reason, and sends it', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');

    await user.click(
      within(anna).getByRole('button', { name: 'Cancel booking: Anna Jónsdóttir, 19:00' }),
    );
    const form = within(anna).getByRole('form', {
      name: 'Cancel the booking of Anna Jónsdóttir, 19:00?',
    });
    const reason = within(form).getByLabelText('Reason (the guest sees it)');
    expect(reason).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Cancel the booking' }));
    expect(within(form).getByText('Write the reason for cancelling.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(reason, '  The kitchen is closed  ');
    await user.click(within(form).getByRole('button', { name: 'Cancel the booking' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        status: 'cancelled',
        reason: 'The kitchen is closed',
      }),
    );
    await user.click(within(anna).getByRole('button', { name: 'Details: Anna Jónsdóttir, 19:00' }));
    expect(await within(anna).findByText('The kitchen is closed')).toBeVisible();
    expect(within(anna).getByText('Cancelled', { selector: '.guest-badge' })).toBeVisible();
    expect(within(anna).queryByRole('form')).toBeNull();
    expect(actionButtons(anna)).toEqual([]);
  });

  it('keeping the booking closes the panel and returns to its button', async () => {
    storeSession();
    stubGuestList();
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');
    const cancel = within(anna).getByRole('button', {
      name: 'Cancel booking: Anna Jónsdóttir, 19:00',
    });
    await user.click(cancel);
    await user.click(within(anna).getByRole('button', { name: 'Keep the booking' }));
    expect(within(anna).queryByRole('form')).toBeNull();
    expect(cancel).toHaveFocus();
  });

  it('says in the row when the booking changed meanwhile, and reads the list again', async () => {
    storeSession();
    const api = stubGuestList({
      [STATUS(GUNNAR.id)]: () =>
        json({ code: 'conflict', message: 'moved on', requestId: 'r' }, { status: 409 }),
    });
    const { user } = await openDay();
    const gunnar = await rowOf('Gunnar Pálsson');
    await user.click(within(gunnar).getByRole('button', { name: 'Seated: Gunnar Pálsson, 18:00' }));
    expect(await within(gunnar).findByRole('alert')).toHaveTextContent(
      'This booking changed in the meantime.',
    );
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(2));
    // Other rows are untouched.
    expect(within(await rowOf('Anna Jónsdóttir')).queryByRole('alert')).toBeNull();
  });

  it('says when a change did not go through for another reason', async () => {
    // 19:30: Anna (19:00) is late past the 15 minutes' grace, so a no-show may be marked.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T19:30:00Z'));
    storeSession();
    stubGuestList({
      [STATUS(ANNA.id)]: () =>
        json({ code: 'internal_error', message: 'x', requestId: 'r' }, { status: 500 }),
    });
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');
    await user.click(within(anna).getByRole('button', { name: 'No-show: Anna Jónsdóttir, 19:00' }));
    expect(await within(anna).findByRole('alert')).toHaveTextContent(
      'The change did not go through. Try again.',
    );
    expect(within(anna).getByText('Expected', { selector: '.guest-badge' })).toBeVisible();
  });

  it('refuses a no-show before the start plus the grace period, and says from when', async () => {
    // 19:05: Anna's party (19:00) is five minutes late; the restaurant waits 15.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T19:05:00Z'));
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');
    const noShow = within(anna).getByRole('button', { name: 'No-show: Anna Jónsdóttir, 19:00' });
    expect(noShow).toHaveAttribute('aria-disabled', 'true');
    expect(noShow).toHaveAccessibleDescription('No-show from 19:15');
    expect(within(anna).getByText('No-show from 19:15')).toBeVisible();
    await user.click(noShow);
    expect(api.sent(STATUS(ANNA.id))).toEqual([]);
    // Arriving is not a matter of time: offered as ever.
    expect(
      within(anna).getByRole('button', { name: 'Arrived: Anna Jónsdóttir, 19:00' }),
    ).toBeEnabled();
  });

  it('says so when the server finds a no-show too early (another screen’s clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T19:30:00Z'));
    storeSession();
    stubGuestList({ [STATUS(ANNA.id)]: () => refusal('no_show_too_early', 409) });
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');
    await user.click(within(anna).getByRole('button', { name: 'No-show: Anna Jónsdóttir, 19:00' }));
    expect(await within(anna).findByRole('alert')).toHaveTextContent(
      'Too early: a party is a no-show only after its start plus the grace period.',
    );
  });

  it('keeps each step in its own place, so a second tap after Seated does not mark Finished', async () => {
    storeSession();
    const api = stubGuestList();
    const { user } = await openDay();
    const anna = await rowOf('Anna Jónsdóttir');
    const actions = anna.querySelector('.guest-row__actions') as HTMLElement;
    const slotOf = (name: string) =>
      [...actions.children].findIndex((child) => child.getAttribute('aria-label') === name);
    const seated = 'Seated: Anna Jónsdóttir, 19:00';
    const finished = 'Finished: Anna Jónsdóttir, 19:00';
    const where = slotOf(seated);
    expect(where).toBeGreaterThanOrEqual(0);

    await user.click(within(anna).getByRole('button', { name: seated }));
    expect(await within(anna).findByText('Seated', { selector: '.guest-badge' })).toBeVisible();
    // Where "Seated" was is an empty slot now; "Finished" has a place of its own.
    const there = actions.children[where];
    expect(there?.tagName).toBe('SPAN');
    expect(there).toHaveAttribute('aria-hidden', 'true');
    expect(slotOf(finished)).not.toBe(where);
    // And for a moment after the change the row's buttons wait, then take taps again.
    expect(within(anna).getByRole('button', { name: finished })).toBeDisabled();
    await waitFor(
      () => expect(within(anna).getByRole('button', { name: finished })).toBeEnabled(),
      { timeout: 5_000 },
    );
    expect(api.sent(STATUS(ANNA.id))).toEqual([{ status: 'seated' }]);
  });

  it('reads the list again when the hub says it changed, and after a reconnect', async () => {
    storeSession();
    const api = stubGuestList();
    await openDay();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = fakeSockets[0];
    if (!socket) throw new Error('no socket');

    act(() => socket.serverSends('connect'));
    expect(api.reads('2026-12-04')).toBe(1);
    act(() => socket.serverSends('guest-list-changed', { restaurantId: 7, bookingId: 4711 }));
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(2));

    act(() => socket.serverSends('disconnect', 'transport close'));
    expect(
      await screen.findByText('Live updates are off; the list refreshes every minute.'),
    ).toBeVisible();
    act(() => socket.serverSends('connect'));
    await waitFor(() => expect(api.reads('2026-12-04')).toBe(3));
    expect(screen.queryByText('Live updates are off; the list refreshes every minute.')).toBeNull();
  });

  it('keeps working without live updates when the hub refuses, and disconnects on leaving', async () => {
    storeSession();
    stubGuestList();
    const { unmount } = await openDay();
    await waitFor(() => expect(fakeSockets).toHaveLength(1));
    const socket = fakeSockets[0];
    if (!socket) throw new Error('no socket');
    act(() => socket.serverSends('connect_error', new Error('forbidden')));
    expect(
      await screen.findByText('Live updates are off; the list refreshes every minute.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 4, name: 'Anna Jónsdóttir' })).toBeVisible();

    unmount();
    expect(socket.disconnected).toBe(true);
  });

  it('tells someone off the staff that this is not their restaurant, and never asks for the list', async () => {
    storeSession();
    const api = stubGuestList();
    renderApp('/lyng/guestlist');
    expect(await screen.findByText('You are not on the staff of this restaurant.')).toBeVisible();
    expect(api.calls.some((c) => c.path.startsWith('/api/restaurant/'))).toBe(false);
    expect(fakeSockets).toHaveLength(0);
  });

  it('offers a failed day again', async () => {
    storeSession();
    let fail = true;
    stubGuestList({
      [LIST('2026-12-04')]: () =>
        fail
          ? json({ code: 'internal_error', message: 'x', requestId: 'r' }, { status: 500 })
          : json(day('2026-12-04', [ANNA])),
    });
    const { user } = renderApp('/hafnarljos/guestlist?date=2026-12-04');
    expect(await screen.findByText('We could not load this page.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 4, name: 'Anna Jónsdóttir' })).toBeVisible();
  });

  it('prints the day sheet', async () => {
    storeSession();
    stubGuestList();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await openDay();
    await user.click(screen.getByRole('button', { name: 'Print day sheet' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
