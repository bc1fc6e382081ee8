import type { BookingRules } from '@dekka/contracts/restaurant-settings';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'owner', sellsFood: true },
  ],
};

const RULES: BookingRules = {
  slotIntervalMinutes: 15,
  leadTimeMinutes: 60,
  bookingWindowDays: 90,
  maxOnlinePartySize: 8,
  phone: '+354 555 1234',
  cancellationDeadlineHours: 24,
  noShowGraceMinutes: 15,
  defaultDurationMinutes: 120,
  durationRules: [{ minGuests: 5, maxGuests: 8, minutes: 150 }],
  pacingMaxCoversPerSlot: null,
  waitingListEnabled: false,
  waitingListOffers: true,
  offerHoldMinutes: 15,
  reminderHoursBefore: 24,
};

async function openRules() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/rules?lng=en');
  await screen.findByRole('group', { name: 'When diners can book' });
  return user;
}

describe('the booking rules page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('names every field out of range and a party-size range upside down, sending nothing', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () => json(RULES),
    });
    const user = await openRules();
    await user.clear(screen.getByLabelText('Largest party bookable online'));
    await user.type(screen.getByLabelText('Largest party bookable online'), '0');
    const lengths = screen.getByRole('group', { name: 'Sitting length 1' });
    await user.clear(within(lengths).getByLabelText('To guests'));
    await user.type(within(lengths).getByLabelText('To guests'), '3');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Largest party bookable online: Enter a number in the allowed range.',
      'To guests: The largest party must be at least the smallest.',
    ]);
    expect(screen.getByLabelText('Largest party bookable online')).toHaveAccessibleDescription(
      'Enter a number in the allowed range. From 1 to 100',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a stored interval the form does not offer, and asks for another before saving', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () => json({ ...RULES, slotIntervalMinutes: 45 }),
    });
    const user = await openRules();
    expect(screen.getByLabelText('Time between slots')).toHaveDisplayValue('45 minutes');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveTextContent('Time between slots: Enter a valid value.');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows each stored duration as days, hours and minutes', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () =>
        json({ ...RULES, leadTimeMinutes: 2880, defaultDurationMinutes: 150 }),
    });
    await openRules();
    const lead = screen.getByRole('group', { name: 'Book at least this long ahead' });
    expect(within(lead).getByLabelText('Days')).toHaveValue(2);
    expect(within(lead).getByLabelText('Hours')).toHaveValue(0);
    expect(within(lead).getByLabelText('Minutes')).toHaveValue(0);
    expect(within(lead).getByLabelText('Days')).toHaveAccessibleDescription(
      'From 0 minutes to 7 days',
    );
    const usual = screen.getByRole('group', { name: 'Usual sitting length' });
    expect(within(usual).queryByLabelText('Days')).toBeNull();
    expect(within(usual).getByLabelText('Hours')).toHaveValue(2);
    expect(within(usual).getByLabelText('Minutes')).toHaveValue(30);
    const row = within(screen.getByRole('group', { name: 'Sitting length 1' }));
    expect(row.getByLabelText('Hours')).toHaveValue(2);
    expect(row.getByLabelText('Minutes')).toHaveValue(30);
    expect(row.getByLabelText('Hours')).toHaveAccessibleDescription('From 15 minutes to 12 hours');
  });

  it('sends each duration as its total minutes, an empty part counting as none', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () => json(RULES),
      'PUT /api/restaurant/7/settings/rules': (call) => json(call.body),
    });
    const user = await openRules();
    const lead = within(screen.getByRole('group', { name: 'Book at least this long ahead' }));
    await user.clear(lead.getByLabelText('Days'));
    await user.type(lead.getByLabelText('Days'), '1');
    await user.clear(lead.getByLabelText('Hours'));
    await user.type(lead.getByLabelText('Hours'), '2');
    await user.clear(lead.getByLabelText('Minutes'));
    const usual = within(screen.getByRole('group', { name: 'Usual sitting length' }));
    await user.clear(usual.getByLabelText('Hours'));
    await user.type(usual.getByLabelText('Hours'), '1');
    await user.clear(usual.getByLabelText('Minutes'));
    await user.type(usual.getByLabelText('Minutes'), '45');
    await user.click(
      screen.getByRole('button', { name: 'Add a sitting length for some party sizes' }),
    );
    const added = within(screen.getByRole('group', { name: 'Sitting length 2' }));
    await user.type(added.getByLabelText('From guests'), '9');
    await user.type(added.getByLabelText('To guests'), '12');
    await user.type(added.getByLabelText('Hours'), '3');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ...RULES,
      leadTimeMinutes: 1560,
      defaultDurationMinutes: 105,
      durationRules: [...RULES.durationRules, { minGuests: 9, maxGuests: 12, minutes: 180 }],
    });
  });

  it('names a duration beyond its bounds, or with a part not a whole number, at the field', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () => json(RULES),
    });
    const user = await openRules();
    const lead = within(screen.getByRole('group', { name: 'Book at least this long ahead' }));
    await user.type(lead.getByLabelText('Days'), '{Backspace}7');
    await user.type(lead.getByLabelText('Minutes'), '{Backspace}1');
    const usual = within(screen.getByRole('group', { name: 'Usual sitting length' }));
    await user.clear(usual.getByLabelText('Hours'));
    await user.clear(usual.getByLabelText('Minutes'));
    await user.type(usual.getByLabelText('Minutes'), '10');
    const row = within(screen.getByRole('group', { name: 'Sitting length 1' }));
    await user.clear(row.getByLabelText('Hours'));
    await user.type(row.getByLabelText('Hours'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Book at least this long ahead: Enter at most 7 days.',
      'Usual sitting length: Enter at least 15 minutes.',
      'Length: Enter a whole number of 0 or more in each box.',
    ]);
    expect(lead.getByLabelText('Days')).toHaveAccessibleDescription(
      'Enter at most 7 days. From 0 minutes to 7 days',
    );
    expect(lead.getByLabelText('Minutes')).toBeInvalid();
    expect(usual.getByLabelText('Hours')).toHaveAccessibleDescription(
      'Enter at least 15 minutes. From 15 minutes to 12 hours',
    );
    expect(row.getByLabelText('Minutes')).toHaveAccessibleDescription(
      'Enter a whole number of 0 or more in each box. From 15 minutes to 12 hours',
    );
    // The summary's link leads to the duration's first box.
    expect(within(summary).getByRole('link', { name: /^Usual sitting length/ })).toHaveAttribute(
      'href',
      `#${usual.getByLabelText('Hours').id}`,
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a negative part', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () => json(RULES),
    });
    const user = await openRules();
    const lead = within(screen.getByRole('group', { name: 'Book at least this long ahead' }));
    await user.clear(lead.getByLabelText('Hours'));
    await user.type(lead.getByLabelText('Hours'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(
      await screen.findByRole('link', {
        name: 'Book at least this long ahead: Enter a whole number of 0 or more in each box.',
      }),
    ).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('sends the rules as numbers, with pacing when it is turned on', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/settings/rules': () => json(RULES),
      'PUT /api/restaurant/7/settings/rules': (call) => json(call.body),
    });
    const user = await openRules();
    await user.selectOptions(screen.getByLabelText('Time between slots'), '30 minutes');
    await user.click(screen.getByLabelText('Limit the guests starting in one slot'));
    const pacing = screen.getByLabelText('Most guests starting in one slot');
    await user.clear(pacing);
    await user.type(pacing, '12');
    await user.click(screen.getByRole('button', { name: 'Save the rules' }));
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        ...RULES,
        slotIntervalMinutes: 30,
        pacingMaxCoversPerSlot: 12,
      }),
    );
  });
});
