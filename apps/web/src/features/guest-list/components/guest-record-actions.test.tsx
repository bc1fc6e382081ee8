import type {
  GuestProfile,
  GuestSearchResponse,
  GuestSummary,
  GuestVisit,
} from '@dekka/contracts/guests';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, storeSession, stubApi, type StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { refusal, signedInAs } from '../test/fake-guest-list';

/*
 * Merging and splitting guest records from the profile on the guests page of Hafnarljós
 * (restaurant 7): Anna has two past visits and a booking ahead; a second record of her name came
 * from a phone booking with another number.
 */

function visit(bookingId: number, startsAt: string, more: Partial<GuestVisit> = {}): GuestVisit {
  return {
    bookingId,
    startsAt,
    guests: 2,
    status: 'confirmed',
    isWaitingList: false,
    specialRequest: null,
    internalNote: null,
    name: 'Anna Jónsdóttir',
    email: 'anna@example.is',
    phone: null,
    ...more,
  };
}

const SUMMARY: GuestSummary = {
  id: 1,
  name: 'Anna Jónsdóttir',
  email: 'anna@example.is',
  phone: null,
  tags: ['regular'],
  allergies: '',
  visits: 2,
  lastVisit: '2026-11-20T19:00:00.000Z',
};
const OTHER: GuestSummary = {
  ...SUMMARY,
  id: 2,
  email: null,
  phone: '+354 699 1234',
  tags: [],
  visits: 1,
  lastVisit: '2026-11-02T19:00:00.000Z',
};
const SHARED_PHONE = visit(402, '2026-10-01T12:00', {
  name: 'Anni Jóns',
  email: null,
  phone: '+354 581 2345',
});
const ANNA: GuestProfile = {
  ...SUMMARY,
  language: 'is',
  preferences: '',
  notes: 'Window table',
  covers: 4,
  noShows: 0,
  lateCancellations: 0,
  firstVisit: '2026-10-01T12:00:00.000Z',
  spend: { amount: 0, currency: 'ISK' },
  upcoming: [visit(501, '2026-12-10T19:00')],
  history: [visit(401, '2026-11-20T19:00'), SHARED_PHONE],
  foodOrders: 0,
};
const MERGED: GuestProfile = {
  ...ANNA,
  visits: 3,
  history: [
    ANNA.history[0] as GuestVisit,
    visit(410, '2026-11-02T19:00', { email: null, phone: '+354 699 1234' }),
    SHARED_PHONE,
  ],
};
const ANNI: GuestProfile = {
  ...ANNA,
  id: 3,
  name: 'Anni Jóns',
  email: null,
  phone: '+354 581 2345',
  tags: [],
  notes: '',
  visits: 1,
  upcoming: [],
  history: [SHARED_PHONE],
};

const GUESTS = 'GET /api/restaurant/7/guests';
const PROFILE = (id: number) => `GET /api/restaurant/7/guests/${id}`;
const MERGE = 'POST /api/restaurant/7/guests/1/merge';
const SPLIT = 'POST /api/restaurant/7/guests/1/split';

/** The guests page's server: Anna, her second record until it is merged, and the profiles. */
function stubGuests(
  role: 'owner' | 'host' = 'owner',
  extra: Record<string, (call: StubCall) => Response> = {},
) {
  let anna = ANNA;
  let others = [OTHER];
  const page = (guests: GuestSummary[]): GuestSearchResponse => ({
    guests,
    timeZone: 'Atlantic/Reykjavik',
    nextOffset: null,
  });
  const api = stubApi({
    ...signedInAs(role),
    [GUESTS]: () => json(page([{ ...SUMMARY, visits: anna.visits }, ...others])),
    [PROFILE(1)]: () => json(anna),
    [PROFILE(3)]: () => json(ANNI),
    [MERGE]: () => {
      anna = MERGED;
      others = [];
      return json(anna);
    },
    [SPLIT]: () => {
      anna = { ...ANNA, visits: 1, history: [ANNA.history[0] as GuestVisit] };
      others = [{ ...OTHER, ...ANNI }];
      return json(ANNI);
    },
    ...extra,
  });
  const sent = (route: string) =>
    api.calls.filter((c) => `${c.method} ${c.path}` === route).map((c) => c.body);
  const reads = (route: string) => api.calls.filter((c) => `${c.method} ${c.path}` === route);
  return { ...api, sent, reads };
}

/** Opens the guests page and Anna's profile from her row. */
async function openAnna() {
  storeSession();
  const view = renderApp('/hafnarljos/guests');
  const rows = await screen.findAllByRole('button', { name: 'Anna Jónsdóttir' });
  await view.user.click(rows[0] as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Guest profile: Anna Jónsdóttir' });
  await within(dialog).findByText('Window table');
  return { ...view, dialog };
}

/** The figure under `term` in the profile (Visits, Guests brought, …). */
function figure(dialog: HTMLElement, term: string) {
  return within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('merging guest records', () => {
  it('finds the other record by name, says which is kept, merges, and reads the lists again', async () => {
    const api = stubGuests();
    const { user, dialog } = await openAnna();
    expect(figure(dialog, 'Visits')).toBe('2');

    await user.click(within(dialog).getByRole('button', { name: 'Merge with another guest…' }));
    expect(within(dialog).getByRole('heading', { name: 'Merge with another guest' })).toHaveFocus();
    // The search starts from her name; her own record is not offered.
    expect(within(dialog).getByRole('searchbox', { name: /^Search by name/ })).toHaveValue(
      'Anna Jónsdóttir',
    );
    const found = await within(dialog).findByRole('group', { name: 'Guests found' });
    const choices = within(found).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    const review = within(dialog).getByRole('button', { name: 'Review the merge' });
    expect(review).toBeDisabled();
    await user.click(within(found).getByRole('radio', { name: /\+354 699 1234 · 1 visit$/ }));
    await user.click(review);

    expect(
      within(dialog).getByRole('heading', { name: 'Merge these two profiles?' }),
    ).toHaveFocus();
    const kept = within(dialog).getByText('Kept').nextElementSibling;
    expect(kept).toHaveTextContent('Anna Jónsdóttir anna@example.is · 2 visits');
    const moved = within(dialog).getByText('Moves into it and is removed').nextElementSibling;
    expect(moved).toHaveTextContent('Anna Jónsdóttir +354 699 1234 · 1 visit');
    const searches = api.reads(GUESTS).length;
    await user.click(within(dialog).getByRole('button', { name: 'Merge the profiles' }));

    expect(
      await within(dialog).findByText('Merged the profiles. Anna Jónsdóttir: 3 visits.'),
    ).toHaveAttribute('role', 'status');
    expect(api.sent(MERGE)).toEqual([{ otherGuestId: 2 }]);
    expect(figure(dialog, 'Visits')).toBe('3');
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: 'Merge with another guest…' }),
      ).toHaveFocus(),
    );
    // The page's list behind the dialog is read again: one Anna, with three visits.
    await waitFor(() => expect(api.reads(GUESTS).length).toBeGreaterThan(searches));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Anna Jónsdóttir' })).toHaveLength(1),
    );
  });

  it('shows a failed merge with a retry, and a record gone meanwhile without one', async () => {
    let answers = [500, 404];
    const api = stubGuests('owner', {
      [MERGE]: () => {
        const status = answers[0] ?? 500;
        answers = answers.slice(1);
        return refusal(status === 404 ? 'not_found' : 'internal', status);
      },
    });
    const { user, dialog } = await openAnna();
    await user.click(within(dialog).getByRole('button', { name: 'Merge with another guest…' }));
    await user.click(await within(dialog).findByRole('radio', { name: /699 1234/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Review the merge' }));
    const confirm = within(dialog).getByRole('button', { name: 'Merge the profiles' });
    await user.click(confirm);

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The profiles could not be merged. Try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'One of the profiles is no longer there',
    );
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(api.sent(MERGE)).toHaveLength(2);
    // Back to the search, which was read again.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Merge with another guest' })).toHaveFocus();
  });

  it('is not offered to hosts', async () => {
    stubGuests('host');
    const { dialog } = await openAnna();
    expect(within(dialog).queryByRole('button', { name: /^Merge/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Split/ })).toBeNull();
  });
});

describe('splitting a wrong match off', () => {
  it('ticks the booking someone else made, makes a new record of it, and opens it', async () => {
    const api = stubGuests();
    const { user, dialog } = await openAnna();
    await user.click(within(dialog).getByRole('button', { name: 'Split off bookings…' }));
    expect(within(dialog).getByRole('heading', { name: 'Split off bookings' })).toHaveFocus();

    // Newest first, each with whom it was booked for.
    const bookings = within(within(dialog).getByRole('group', { name: 'Bookings' })).getAllByRole(
      'checkbox',
    );
    expect(bookings.map((box) => box.closest('label')?.textContent)).toEqual([
      'December 10, 2026 at 19:00 · 2 guests · Anna Jónsdóttir · anna@example.is',
      'November 20, 2026 at 19:00 · 2 guests · Anna Jónsdóttir · anna@example.is',
      'October 1, 2026 at 12:00 · 2 guests · Anni Jóns · +354 581 2345',
    ]);
    const review = within(dialog).getByRole('button', { name: 'Review the split' });
    expect(review).toBeDisabled();
    await user.click(bookings[2] as HTMLElement);
    await user.click(review);

    expect(within(dialog).getByRole('heading', { name: 'Split off 1 booking?' })).toHaveFocus();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('October 1, 2026 at 12:00');
    expect(within(dialog).getByText(/^It moves to a new guest profile/)).toHaveTextContent(
      'Anna Jónsdóttir keeps the other bookings',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Split off' }));

    expect(
      await within(dialog).findByText('Split off 1 booking into a new guest profile: Anni Jóns.'),
    ).toHaveAttribute('role', 'status');
    expect(api.sent(SPLIT)).toEqual([{ bookingIds: [402], foodOrderIds: [] }]);
    const open = within(dialog).getByRole('button', { name: 'Open the new profile: Anni Jóns' });
    await waitFor(() => expect(open).toHaveFocus());
    // Anna's profile is read again without the booking.
    await waitFor(() => expect(figure(dialog, 'Visits')).toBe('1'));

    await user.click(open);
    const anni = screen.getByRole('dialog', { name: 'Guest profile: Anni Jóns' });
    expect(anni).toHaveFocus();
    expect(figure(anni, 'Visits')).toBe('1');
    expect(within(anni).getByText('+354 581 2345')).toBeInTheDocument();
  });

  it('says when the bookings changed meanwhile and lists them as they are now', async () => {
    // Another screen split the October booking off first: the split is refused, and Anna's
    // profile reads without it.
    const api = stubGuests('owner', {
      [SPLIT]: () => refusal('validation_failed', 400),
      [PROFILE(1)]: () =>
        json(
          api.sent(SPLIT).length > 0
            ? { ...ANNA, visits: 1, history: [ANNA.history[0] as GuestVisit] }
            : ANNA,
        ),
    });
    const { user, dialog } = await openAnna();
    await user.click(within(dialog).getByRole('button', { name: 'Split off bookings…' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^October 1, 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Review the split' }));
    await user.click(within(dialog).getByRole('button', { name: 'Split off' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some of those bookings are no longer on this profile.',
    );
    expect(within(dialog).getByRole('heading', { name: 'Split off bookings' })).toHaveFocus();
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Review the split' })).toBeDisabled();
  });
});
