import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { i18n } from '../../../lib/i18n';
import { json, stubApi } from '../../../test/api-stub';
import type { StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { PROCESS_STORAGE_KEY } from '../../booking-process/model/process-storage';
import { restaurant, slot, SLUG, suggestionsPath } from '../test/fake-restaurant';

// docs/product.md, "Choosing a time on the restaurant page". Lyng: dinner Tuesday to Sunday,
// closed on Mondays, at most 8 guests online; 4 Dec 2026 is a Friday, 7 Dec a Monday.

const GUID = '0b9f5a52-52c7-4b8e-9a51-4d7c7e1f6a10';

type Handlers = Parameters<typeof stubApi>[0];

function open(path: string, handlers: Handlers = {}, overrides: Partial<RestaurantResponse> = {}) {
  const api = stubApi({
    [`GET /api/web/restaurant/${SLUG}`]: () => json(restaurant(overrides)),
    ...handlers,
  });
  return { api, ...renderApp(path) };
}

const suggestionCalls = (calls: StubCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/web/suggestion/'));

function addressOf(router: { state: { location: { search: string } } }) {
  return new URLSearchParams(router.state.location.search);
}

async function timeOptions(): Promise<string[]> {
  const select = await screen.findByRole('combobox', { name: 'Time' });
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('the asked-for time', () => {
  it('is marked in the row, and only there', async () => {
    open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`, {
      [suggestionsPath('2026-12-04T19:00', 2)]: () =>
        json([slot('2026-12-04T18:45'), slot('2026-12-04T19:00'), slot('2026-12-04T19:15')]),
    });
    const asked = await screen.findByRole('button', { name: '19:00' });
    expect(asked).toHaveAttribute('aria-current', 'true');
    expect(asked).toHaveClass('time-slot--current');
    expect(screen.getByRole('button', { name: '18:45' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '19:15' })).not.toHaveAttribute('aria-current');
  });

  it('follows a time picked in the picker', async () => {
    const { user } = open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`, {
      [suggestionsPath('2026-12-04T19:00', 2)]: () =>
        json([slot('2026-12-04T19:00'), slot('2026-12-04T19:15')]),
      [suggestionsPath('2026-12-04T19:15', 2)]: () =>
        json([slot('2026-12-04T19:00'), slot('2026-12-04T19:15')]),
    });
    await screen.findByRole('button', { name: '19:00', current: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Time' }), '19:15');
    expect(await screen.findByRole('button', { name: '19:15', current: true })).toBeVisible();
    expect(screen.getByRole('button', { name: '19:00' })).not.toHaveAttribute('aria-current');
  });

  it('is marked in the day’s list under "More times" too', async () => {
    const { user } = open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`, {
      [suggestionsPath('2026-12-04T19:00', 2)]: () => json([slot('2026-12-04T19:00')]),
      [`${suggestionsPath('2026-12-04T19:00', 2)}/all`]: () =>
        json([slot('2026-12-04T17:00'), slot('2026-12-04T19:00'), slot('2026-12-04T21:30')]),
    });
    await user.click(await screen.findByRole('button', { name: 'More times' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: '19:00' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: '17:00' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('the time picker', () => {
  it('offers only the quarter hours from opening to last seating of that day', async () => {
    open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`, {
      [suggestionsPath('2026-12-04T19:00', 2)]: () => json([slot('2026-12-04T19:00')]),
    });
    const times = await timeOptions();
    expect(times[0]).toBe('17:00');
    expect(times.at(-1)).toBe('21:30');
    expect(times).toHaveLength(19);
  });

  it('follows a special day’s own hours, moving the time into them', async () => {
    const { router } = open(`/${SLUG}?dateTime=2026-12-23T19:00&guests=2`, {
      [suggestionsPath('2026-12-23T19:00', 2)]: () => json([slot('2026-12-23T19:00')]),
      [suggestionsPath('2026-12-24T14:00', 2)]: () => json([slot('2026-12-24T14:00')]),
    });
    await screen.findByRole('button', { name: '19:00' });
    // Christmas Eve: lunch only, last seating 14:00; 19:00 is not offered, 14:00 is closest.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('14:00');
    expect(await timeOptions()).toEqual([
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
    expect(await screen.findByRole('button', { name: '14:00', current: true })).toBeVisible();
    await waitFor(() => expect(addressOf(router).get('dateTime')).toBe('2026-12-24T14:00'));
  });

  it('keeps a time from the address outside the hours as asked, and looks around it', async () => {
    const { api } = open(`/${SLUG}?dateTime=2026-12-04T12:00&guests=2`, {
      [suggestionsPath('2026-12-04T12:00', 2)]: () =>
        json([slot('2026-12-04T17:00'), slot('2026-12-04T17:15')]),
    });
    expect(await screen.findByRole('button', { name: '17:00' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('12:00');
    expect((await timeOptions())[0]).toBe('12:00');
    expect(screen.queryByRole('button', { current: true })).toBeNull();
    expect(suggestionCalls(api.calls)).toHaveLength(1);
  });
});

describe('a closed day', () => {
  it('says the restaurant is closed on Mondays, looks for no times, and offers Tuesday', async () => {
    const { api, router, user } = open(`/${SLUG}?dateTime=2026-12-07T19:00&guests=2`, {
      [suggestionsPath('2026-12-08T19:00', 2)]: () =>
        json([slot('2026-12-08T18:45'), slot('2026-12-08T19:00')]),
    });
    const closed = await screen.findByText('Closed on Mondays');
    expect(closed).toBeVisible();
    // Announced when it appears (a status), not only seen.
    expect(closed.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'More times' })).toBeNull();
    expect(suggestionCalls(api.calls)).toEqual([]);

    const next = screen.getByRole('button', { name: 'Next open day: Tue, Dec 8' });
    await user.click(next);
    await waitFor(() => expect(addressOf(router).get('dateTime')).toBe('2026-12-08T19:00'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-08');
    // The button went with the closed day: the date field, with the new day, has the focus.
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(await screen.findByRole('button', { name: '19:00', current: true })).toBeVisible();
    expect(screen.queryByText('Closed on Mondays')).toBeNull();
  });

  it('is reachable from the keyboard', async () => {
    const { router, user } = open(`/${SLUG}?dateTime=2026-12-07T19:00&guests=2`, {
      [suggestionsPath('2026-12-08T19:00', 2)]: () => json([slot('2026-12-08T19:00')]),
    });
    const next = await screen.findByRole('button', { name: /^Next open day: / });
    next.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(addressOf(router).get('dateTime')).toBe('2026-12-08T19:00'));
  });

  it('says a special closed day is closed on that day and skips to the next open one', async () => {
    const { router, user } = open(
      `/${SLUG}?dateTime=2026-12-25T19:00&guests=2`,
      { [suggestionsPath('2026-12-27T19:00', 2)]: () => json([slot('2026-12-27T19:00')]) },
      {
        specialDays: [
          { date: '2026-12-25', closed: true, services: [] },
          { date: '2026-12-26', closed: true, services: [] },
        ],
      },
    );
    expect(await screen.findByText('Closed on this day')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next open day: Sun, Dec 27' }));
    await waitFor(() => expect(addressOf(router).get('dateTime')).toBe('2026-12-27T19:00'));
  });

  it('moves the time into the next open day’s hours', async () => {
    const { router, user } = open(
      `/${SLUG}?dateTime=2026-12-07T19:00&guests=2`,
      { [suggestionsPath('2026-12-08T13:30', 2)]: () => json([slot('2026-12-08T13:30')]) },
      {
        openingHours: [
          {
            weekday: 2,
            services: [{ name: 'Hádegi', opens: '11:30', closes: '14:30', lastSeating: '13:30' }],
          },
        ],
        specialDays: [],
      },
    );
    await user.click(await screen.findByRole('button', { name: /^Next open day: / }));
    await waitFor(() => expect(addressOf(router).get('dateTime')).toBe('2026-12-08T13:30'));
  });

  it('says so without a button when no open day comes', async () => {
    open(`/${SLUG}?dateTime=2026-12-07T19:00&guests=2`, {}, { openingHours: [], specialDays: [] });
    expect(await screen.findByText('Closed on Mondays')).toBeVisible();
    expect(
      screen.getByText(
        'The restaurant has no opening hours in the coming year. Please contact the restaurant.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Next open day/ })).toBeNull();
  });

  it('reads in Icelandic', async () => {
    await i18n.changeLanguage('is');
    open(`/${SLUG}?dateTime=2026-12-07T19:00&guests=2`);
    expect(await screen.findByText('Lokað á mánudögum')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Næsti opnunardagur: / })).toBeVisible();
  });
});

describe('a fully booked time with a waiting list', () => {
  const waiting = slot('2026-12-04T19:00', {
    isAvailable: false,
    isTableAvailable: false,
    isWaitingListAvailable: true,
  });

  it('stays in its place in the row, named as a waiting-list time', async () => {
    open(
      `/${SLUG}?dateTime=2026-12-04T19:00&guests=2`,
      {
        [suggestionsPath('2026-12-04T19:00', 2)]: () =>
          json([slot('2026-12-04T18:45'), waiting, slot('2026-12-04T19:15')]),
      },
      { waitingListEnabled: true },
    );
    const button = await screen.findByRole('button', { name: '19:00, waiting list' });
    expect(button).toHaveAttribute('aria-current', 'true');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(within(button).getByText('waiting list')).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Book a table' });
    const row = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(row).toEqual(['18:45', '19:00waiting list', '19:15']);
  });

  it('starts a waiting-list booking when chosen', async () => {
    const { api, router, user } = open(
      `/${SLUG}?dateTime=2026-12-04T19:00&guests=2`,
      {
        [suggestionsPath('2026-12-04T19:00', 2)]: () => json([waiting]),
        'GET /api/web/booking/v4/processsteps/7/null/true/2026-12-04T19:00': () =>
          json({ bookingProcessSteps: [0, 1, 2] }),
        'POST /api/web/booking/reserve': () => json({ success: true, guid: GUID }),
      },
      { waitingListEnabled: true },
    );
    await user.click(await screen.findByRole('button', { name: '19:00, waiting list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/complete'));
    expect(addressOf(router).get('isWaitingList')).toBe('true');
    const reserve = api.calls.find((call) => call.path === '/api/web/booking/reserve');
    expect(reserve?.body).toMatchObject({
      date: '2026-12-04T19:00',
      guests: 2,
      restaurantId: 7,
      isWaitingList: true,
    });
    expect(JSON.parse(window.sessionStorage.getItem(PROCESS_STORAGE_KEY) ?? '')).toMatchObject({
      isWaitingList: true,
    });
  });

  it('names a full time without a waiting list as fully booked', async () => {
    open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=2`, {
      [suggestionsPath('2026-12-04T19:00', 2)]: () =>
        json([slot('2026-12-04T19:00', { isAvailable: false, isTableAvailable: false })]),
    });
    const button = await screen.findByRole('button', { name: '19:00, fully booked' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('a party larger than the restaurant books online', () => {
  it('shows the asked-for party, the call message with the phone, and no times', async () => {
    const { api, router } = open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=16`);
    const guests = await screen.findByRole('combobox', { name: 'Guests' });
    expect(guests).toHaveValue('16');
    expect(
      screen.getByText(
        'Online booking takes parties of up to 8. For a party of 16, please call the restaurant.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call +354 555 0100' })).toHaveAttribute(
      'href',
      'tel:+3545550100',
    );
    const panel = screen.getByRole('region', { name: 'Book a table' });
    expect(within(panel).queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button', { name: 'More times' })).toBeNull();
    expect(suggestionCalls(api.calls)).toEqual([]);
    // Nothing reset the party in the address either.
    expect(addressOf(router).get('guests')).toBe('16');
  });

  it('looks for times again once the diner picks a party the restaurant takes', async () => {
    const { user } = open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=16`, {
      [suggestionsPath('2026-12-04T19:00', 8)]: () => json([slot('2026-12-04T19:00')]),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Guests' }), '8');
    expect(await screen.findByRole('button', { name: '19:00' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Call / })).toBeNull();
  });

  it('calls in Icelandic', async () => {
    await i18n.changeLanguage('is');
    open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=16`);
    expect(
      await screen.findByText(
        'Á netinu er hægt að bóka fyrir allt að 8 manns. Hringdu í staðinn til að bóka fyrir 16 manns.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hringja í +354 555 0100' })).toBeVisible();
  });

  it('treats a party size the API cannot answer for as no party size', async () => {
    open(`/${SLUG}?dateTime=2026-12-04T19:00&guests=500`, {
      [suggestionsPath('2026-12-04T19:00', 2)]: () => json([slot('2026-12-04T19:00')]),
    });
    expect(await screen.findByRole('combobox', { name: 'Guests' })).toHaveValue('2');
    expect(await screen.findByRole('button', { name: '19:00' })).toBeVisible();
  });
});
