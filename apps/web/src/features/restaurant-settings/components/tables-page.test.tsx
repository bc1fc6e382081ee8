import type { BookingsAffectedResponse } from '@dekka/contracts/restaurant-settings';
import type { TablesSettingsResponse } from '@dekka/contracts/restaurant-tables';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const mine = (role: 'owner' | 'manager' | 'host'): MyRestaurantsResponse => ({
  restaurants: [{ restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role, sellsFood: true }],
});

const TABLES: TablesSettingsResponse = {
  floorPlans: [
    {
      id: 3,
      name: 'Salur',
      tables: [
        {
          id: 11,
          floorPlanId: 3,
          name: '1',
          minGuests: 2,
          maxGuests: 4,
          bookableOnline: true,
          shape: 'square',
          layout: { x: 0, y: 0 },
        },
        {
          id: 12,
          floorPlanId: 3,
          name: '2',
          minGuests: 2,
          maxGuests: 4,
          bookableOnline: false,
          shape: 'round',
          layout: null,
        },
      ],
      combinations: [
        {
          id: 21,
          name: '1 + 2',
          tableIds: [11, 12],
          minGuests: 5,
          maxGuests: 8,
          bookableOnline: false,
        },
      ],
      menus: 0,
    },
  ],
};

const CONFLICT: BookingsAffectedResponse = {
  code: 'bookings_affected',
  message: 'Future bookings are seated at these tables',
  requestId: 'r1',
  bookings: [
    {
      id: 41,
      date: '2030-03-08',
      time: '19:00',
      guests: 4,
      name: 'Guðrún Jónsdóttir',
      status: 'confirmed',
      block: false,
    },
    {
      id: 42,
      date: '2030-03-08',
      time: '22:00',
      guests: 0,
      name: '',
      status: 'confirmed',
      block: true,
    },
  ],
};

async function openTables() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/tables?lng=en');
  const plan = await screen.findByRole('region', { name: 'Salur' });
  return { user, plan };
}

describe('the tables page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('lists the floor plan with its tables and combinations', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(mine('manager')),
      'GET /api/restaurant/7/settings/tables': () => json(TABLES),
    });
    const { plan } = await openTables();
    const [tables, combinations] = within(plan).getAllByRole('list');
    expect(tables).toHaveTextContent('1 · 2–4 guests');
    expect(tables).toHaveTextContent('2 · 2–4 guests · Staff only');
    expect(combinations).toHaveTextContent('1 + 2 · 5–8 guests · Staff only');
    // A floor plan with tables is not removed from here.
    expect(within(plan).queryByRole('button', { name: 'Remove Salur' })).toBeNull();
    expect(
      within(plan).getByText(
        'To remove this floor plan, first remove its tables or move them to another floor plan.',
      ),
    ).toBeVisible();
  });

  it('places a table from the tray with the arrow keys, refuses a taken cell and saves the layout', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/tables': () => json(TABLES),
      'PUT /api/restaurant/7/settings/floor-plans/3/layout': () => json(TABLES),
    });
    const { user, plan } = await openTables();
    const tray = within(plan).getByRole('group', { name: 'Not placed yet' });
    const grid = within(plan).getByRole('group', { name: 'Plan of Salur' });
    const save = within(plan).getByRole('button', { name: 'Save the layout of Salur' });
    expect(save).toBeDisabled();
    within(tray)
      .getByRole('button', { name: /^Table 2,/ })
      .focus();
    await user.keyboard('{ArrowDown}');
    // Onto the first free cell, right of table 1, and the focus goes with it.
    const placed = within(grid).getByRole('button', { name: /^Table 2,.*column 2, row 1$/ });
    expect(placed).toHaveFocus();
    expect(within(plan).getByText('Table 2 moved to column 2, row 1.')).toBeVisible();
    await user.keyboard('{ArrowLeft}');
    expect(within(plan).getByText('Table 2 stays where it was: table 1 is there.')).toBeVisible();
    await user.click(within(plan).getByRole('radio', { name: 'Long' }));
    expect(within(plan).getByText('Table 2: Long.')).toBeVisible();
    await user.click(save);
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        tables: [{ id: 12, x: 1, y: 0, shape: 'long' }],
      }),
    );
  });

  it('refuses a table whose fewest guests are above its most before sending, and adds a good one', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/tables': () => json(TABLES),
      'POST /api/restaurant/7/settings/tables': () => json(TABLES),
    });
    const { user, plan } = await openTables();
    await user.click(within(plan).getByRole('button', { name: 'Add a table to Salur' }));
    expect(screen.getByRole('heading', { name: 'New table' })).toHaveFocus();
    await user.type(screen.getByLabelText('Table name'), 'Gluggi');
    const most = screen.getByLabelText('Most guests');
    await user.clear(most);
    await user.type(most, '1');
    await user.click(screen.getByRole('button', { name: 'Save the table' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', {
        name: 'Most guests: The largest party must be at least the smallest.',
      }),
    ).toHaveAttribute('href', `#${most.id}`);
    expect(most).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(most);
    await user.type(most, '6');
    await user.click(screen.getByLabelText('Bookable online'));
    await user.click(screen.getByRole('button', { name: 'Save the table' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        floorPlanId: 3,
        name: 'Gluggi',
        minGuests: 2,
        maxGuests: 6,
        bookableOnline: false,
      }),
    );
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
  });

  it('says when the server finds the name taken', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/tables': () => json(TABLES),
      'PUT /api/restaurant/7/settings/tables/11': () =>
        json(
          { code: 'validation_failed', message: 'name', requestId: 'r', fields: ['name'] },
          { status: 400 },
        ),
    });
    const { user, plan } = await openTables();
    await user.click(within(plan).getByRole('button', { name: 'Change table 1' }));
    const name = screen.getByLabelText('Table name');
    await user.clear(name);
    await user.type(name, '2');
    await user.click(screen.getByRole('button', { name: 'Save the table' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('Another table already has this name.'),
      ),
    );
  });

  it('lists the bookings at a table being removed, and keeps the table for them when told to', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/tables': () => json(TABLES),
      'DELETE /api/restaurant/7/settings/tables/11': (call) =>
        call.search.includes('keepBookings=true')
          ? json({ outcome: 'offline' })
          : json(CONFLICT, { status: 409 }),
    });
    const { user, plan } = await openTables();
    await user.click(within(plan).getByRole('button', { name: 'Remove table 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bookings at these tables' });
    expect(dialog).toHaveTextContent('1 booking is seated here:');
    expect(dialog).toHaveTextContent('Guðrún Jónsdóttir');
    expect(dialog).toHaveTextContent('4 guests');
    // The staff's block of the table is there as a block, not as a party of none.
    const block = within(dialog).getByText('Table blocked').closest('li');
    expect(block).toHaveTextContent('22:00');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(dialog).not.toHaveTextContent('0 guests');
    expect(dialog).not.toHaveTextContent('No name');
    expect(dialog).toHaveTextContent('diners can no longer book it online');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bookings and go on' }));

    expect(
      await screen.findByText(
        'Table 1 has had bookings, so it stays for them and for the record, but diners can no longer book it online.',
      ),
    ).toBeVisible();
    const deletes = api.calls.filter((c) => c.method === 'DELETE');
    expect(deletes.map((c) => c.search)).toEqual(['?keepBookings=false', '?keepBookings=true']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a host that settings are for owners and managers, and never asks for them', async () => {
    const api = stubApi({ 'GET /api/web/my/restaurants': () => json(mine('host')) });
    renderApp('/hafnarljos/settings/tables?lng=en');
    expect(
      await screen.findByText("Only the restaurant's owners and managers can change its settings."),
    ).toBeVisible();
    expect(api.calls.some((c) => c.path.startsWith('/api/restaurant/'))).toBe(false);
  });
});
