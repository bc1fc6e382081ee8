import type { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'manager', sellsFood: true },
  ],
};

const FIRST_PAGE: AuditLogResponse = {
  entries: [
    {
      id: 12,
      at: '2030-03-01T12:00:00.000Z',
      area: 'hours',
      action: 'update',
      by: { name: 'Anna', email: 'anna@example.is' },
      changes: {
        'weekday.4': {
          from: [{ name: 'Kvöld', opens: '17:30', closes: '22:30', lastSeating: '21:00' }],
          to: [{ name: 'Kvöld', opens: '17:30', closes: '21:00', lastSeating: '19:00' }],
        },
      },
    },
  ],
  nextBefore: 12,
};

const SECOND_PAGE: AuditLogResponse = {
  entries: [
    {
      id: 3,
      at: '2030-02-20T09:00:00.000Z',
      area: 'rules',
      action: 'update',
      by: null,
      changes: {
        waitingListEnabled: { from: false, to: true },
        leadTimeMinutes: { from: 60, to: 2880 },
        durationRules: { from: [], to: [{ minGuests: 5, maxGuests: 8, minutes: 150 }] },
      },
    },
  ],
  nextBefore: null,
};

describe('the change history page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('shows who changed which day and how, durations in hours and days, and pages back to older changes', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/history': (call) =>
        json(call.search.includes('before=12') ? SECOND_PAGE : FIRST_PAGE),
    });
    const user = userEvent.setup();
    renderApp('/hafnarljos/settings/history?lng=en');
    const newest = (await screen.findByRole('heading', { name: 'Opening hours · changed' }))
      .parentElement as HTMLElement;
    expect(newest).toHaveTextContent('Anna (anna@example.is)');
    expect(within(newest).getByRole('term')).toHaveTextContent('Thursday');
    expect(within(newest).getByRole('definition')).toHaveTextContent(
      'from Kvöld 17:30–22:30 (21:00) to Kvöld 17:30–21:00 (19:00)',
    );

    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    const older = (await screen.findByRole('heading', { name: 'Booking rules · changed' }))
      .parentElement as HTMLElement;
    expect(older).toHaveTextContent('A removed account');
    expect(older).toHaveTextContent('Offer a waiting list when there is no tablefrom no to yes');
    // Durations read as hours and minutes, or days, not as a count of minutes.
    expect(older).toHaveTextContent('Book at least this long aheadfrom 1 h to 2 days');
    expect(older).toHaveTextContent('Sitting lengthfrom none to 5–8: 2 h 30 min');
    expect(screen.queryByRole('button', { name: 'Show older changes' })).toBeNull();
    expect(api.calls.filter((c) => c.path.endsWith('/settings/history'))).toHaveLength(2);
  });
});
