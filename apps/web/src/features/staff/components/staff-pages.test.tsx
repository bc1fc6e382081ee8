import type {
  MyRestaurantsResponse,
  TeamResponse,
  WorkspaceResponse,
} from '@dekka/contracts/staff';
import { STAFF_PERMISSIONS } from '@dekka/contracts/staff-permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ROLE_ABILITIES } from './role-abilities';

const ACCOUNT = {
  token: 'account-token.signature',
  userId: '2b6f0c1e-1111-4222-8333-444455556666',
  isAnonymous: false,
  email: 'anna@example.is',
  expiresAt: '2099-01-01T00:00:00.000Z',
};

const MINE: MyRestaurantsResponse = {
  restaurants: [
    { restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role: 'manager', sellsFood: true },
  ],
};

const WORKSPACE: WorkspaceResponse = {
  restaurant: { id: 7, slug: 'hafnarljos', name: 'Hafnarljós' },
  role: 'manager',
  today: { date: '2026-12-02', bookings: 12, covers: 41, waitingList: 3 },
};

const TEAM: TeamResponse = {
  members: [
    {
      userId: '2b6f0c1e-1111-4222-8333-444455556666',
      email: 'anna@example.is',
      name: '',
      role: 'owner',
      since: '2026-11-01T10:00:00.000Z',
    },
    {
      userId: '9a8b7c6d-1111-4222-8333-444455556666',
      email: 'gunnar@example.is',
      name: 'Gunnar',
      role: 'host',
      since: '2026-11-02T10:00:00.000Z',
    },
  ],
  invitations: [
    {
      id: 'inv-1',
      email: 'bjarni@example.is',
      role: 'host',
      expiresAt: '2026-12-09T10:00:00.000Z',
    },
  ],
};

function signIn() {
  window.localStorage.setItem('dekka.session', JSON.stringify(ACCOUNT));
}

describe('staff pages', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('shows a manager today’s numbers and the team link, asking with the account’s token', async () => {
    signIn();
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/workspace': () => json(WORKSPACE),
    });
    renderApp('/hafnarljos/workspace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hafnarljós' })).toBeVisible();
    const numbers = await screen.findByText('Guests');
    expect(numbers.parentElement).toHaveTextContent('41');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'href',
      '/hafnarljos/team',
    );
    const call = api.calls.find((c) => c.path === '/api/restaurant/7/workspace');
    expect(call?.headers.get('authorization')).toBe(`Bearer ${ACCOUNT.token}`);
  });

  it('offers the order board only where the restaurant sells food', async () => {
    signIn();
    stubApi({
      'GET /api/web/my/restaurants': () =>
        json({ restaurants: [{ ...MINE.restaurants[0]!, sellsFood: false }] }),
      'GET /api/restaurant/7/workspace': () => json(WORKSPACE),
    });
    renderApp('/hafnarljos/workspace');
    const pages = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(within(pages).getByRole('link', { name: 'Guest list' })).toBeVisible();
    expect(await screen.findByText('Guests')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Food orders' })).toBeNull();
  });

  it('frames staff pages in the staff header, with a switch to the same page elsewhere', async () => {
    signIn();
    stubApi({
      'GET /api/web/my/restaurants': () =>
        json({
          restaurants: [
            ...MINE.restaurants,
            { restaurantId: 9, slug: 'lyng', name: 'Lyng', role: 'host', sellsFood: true },
          ],
        }),
      'GET /api/restaurant/7/workspace': () => json(WORKSPACE),
      'GET /api/restaurant/9/workspace': () =>
        json({ ...WORKSPACE, restaurant: { id: 9, slug: 'lyng', name: 'Lyng' }, role: 'host' }),
    });
    const { user, router } = renderApp('/hafnarljos/workspace');
    const header = await screen.findByRole('banner');
    const menu = await within(header).findByRole('navigation', { name: 'Staff menu' });
    expect(within(menu).getByRole('link', { name: 'Guest list' })).toHaveAttribute(
      'href',
      '/hafnarljos/guestlist',
    );
    expect(within(header).getByRole('link', { name: 'Sign out' })).toHaveAttribute(
      'href',
      '/logout',
    );
    // The diner's footer (store badges, newsletter) is not on a staff page.
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const switcher = within(header).getByRole('combobox', { name: 'Restaurant' });
    expect(switcher).toHaveValue('hafnarljos');
    await user.selectOptions(switcher, 'lyng');
    await waitFor(() => expect(router.state.location.pathname).toBe('/lyng/workspace'));
  });

  it('tells someone off the staff that this is not their restaurant, and never asks for it', async () => {
    signIn();
    const api = stubApi({ 'GET /api/web/my/restaurants': () => json(MINE) });
    renderApp('/lyng/workspace');
    expect(await screen.findByText('You are not on the staff of this restaurant.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Hafnarljós' })).toHaveAttribute(
      'href',
      '/hafnarljos/workspace',
    );
    expect(api.calls.some((c) => c.path.startsWith('/api/restaurant/'))).toBe(false);
  });

  it('sends an anonymous visitor to sign in and back', async () => {
    stubApi();
    renderApp('/hafnarljos/workspace');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Staff workspace' });
    const page = heading.closest('section') as HTMLElement;
    // The page's own link (the header may have one too).
    const link = within(page).getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toMatch(/^\/login\?returnTo=%2Fhafnarljos%2Fworkspace/);
  });

  it('lets an owner invite, and says why a duplicate is refused', async () => {
    signIn();
    let invites = 0;
    const api = stubApi({
      'GET /api/web/my/restaurants': () =>
        json({ restaurants: [{ ...MINE.restaurants[0], role: 'owner' }] }),
      'GET /api/restaurant/7/team': () => json(TEAM),
      'POST /api/restaurant/7/team/invitations': () => {
        invites += 1;
        return invites === 1
          ? json({
              id: 'inv-2',
              email: 'gudrun@example.is',
              role: 'manager',
              expiresAt: '2026-12-09T10:00:00.000Z',
            })
          : json({ code: 'conflict', message: 'already', requestId: 'r' }, { status: 409 });
      },
    });
    const { user } = renderApp('/hafnarljos/team');
    const list = await screen.findByRole('heading', { name: 'Open invitations' });
    expect(list).toBeVisible();
    expect(screen.getByText('bjarni@example.is')).toBeVisible();
    // The owner removes others, never themselves from here.
    expect(screen.getByRole('button', { name: 'Remove Gunnar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove anna@example.is' })).toBeNull();

    await user.type(screen.getByLabelText('E-mail address'), 'gudrun@example.is');
    await user.selectOptions(screen.getByLabelText('Role'), 'manager');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to gudrun@example.is.')).toBeVisible();
    const sent = api.calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ email: 'gudrun@example.is', role: 'manager' });

    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already on the team');
  });

  it('shows a manager the team without the owner’s buttons', async () => {
    signIn();
    stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/team': () => json(TEAM),
    });
    renderApp('/hafnarljos/team');
    const staff = await screen.findByRole('heading', { name: 'Staff' });
    expect(staff).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove|Cancel the invitation/ })).toBeNull();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
  });

  it('explains each role from the table the server enforces', async () => {
    signIn();
    stubApi({
      'GET /api/web/my/restaurants': () => json(MINE),
      'GET /api/restaurant/7/team': () => json(TEAM),
    });
    renderApp('/hafnarljos/team');
    const roles = await screen.findByRole('region', { name: 'What each role may do' });
    const listed = (role: string) =>
      within(within(roles).getByRole('region', { name: role }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    const host = within(roles).getByRole('region', { name: 'Host' });
    expect(listed('Host')).toContain('Run the guest list: book, seat and move parties');
    expect(listed('Host')).not.toContain('Charge no-show and late-cancellation fees');
    expect(within(host).queryByText(/Everything/)).toBeNull();
    const manager = within(roles).getByRole('region', { name: 'Manager' });
    expect(within(manager).getByText('Everything a host may do, and:')).toBeVisible();
    expect(listed('Manager')).toContain('Charge no-show and late-cancellation fees');
    expect(listed('Manager')).not.toContain('Run the guest list: book, seat and move parties');
    expect(listed('Owner')).toEqual(['Invite and remove staff']);
  });

  it('puts every staff action in exactly one of the abilities the team page explains', () => {
    const rows = Object.values(ROLE_ABILITIES).flat();
    expect(rows.toSorted()).toEqual(Object.keys(STAFF_PERMISSIONS).toSorted());
  });

  it('accepts an invitation for this account and opens the workspace', async () => {
    signIn();
    const api = stubApi({
      'GET /api/web/invitations/inv-9': () =>
        json({
          restaurantName: 'Hafnarljós',
          role: 'host',
          email: ACCOUNT.email,
          expiresAt: '2026-12-09T10:00:00.000Z',
          forYou: true,
        }),
      'POST /api/web/invitations/inv-9/accept': () =>
        json({ ...MINE.restaurants[0], role: 'host' }),
      'GET /api/web/my/restaurants': () =>
        json({ restaurants: [{ ...MINE.restaurants[0], role: 'host' }] }),
      'GET /api/restaurant/7/workspace': () => json({ ...WORKSPACE, role: 'host' }),
    });
    const { user, router } = renderApp('/invitation/inv-9');
    expect(await screen.findByText('Hafnarljós invites you to its team as Host.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hafnarljos/workspace'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/accept'))).toBe(true);
    const numbers = await screen.findByRole('navigation', { name: 'Staff pages' });
    expect(within(numbers).queryByRole('link', { name: 'Team' })).toBeNull();
  });

  it('explains an invitation sent to another address, and one that is gone', async () => {
    signIn();
    stubApi({
      'GET /api/web/invitations/inv-9': () =>
        json({
          restaurantName: 'Hafnarljós',
          role: 'host',
          email: 'someone@else.is',
          expiresAt: '2026-12-09T10:00:00.000Z',
          forYou: false,
        }),
    });
    renderApp('/invitation/inv-9');
    expect(await screen.findByText(/sent to someone@else\.is/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
  });

  it('says when an invitation is no longer open', async () => {
    signIn();
    stubApi({
      'GET /api/web/invitations/inv-0': () =>
        json({ code: 'not_found', message: 'gone', requestId: 'r' }, { status: 404 }),
    });
    renderApp('/invitation/inv-0');
    expect(await screen.findByRole('alert')).toHaveTextContent('no longer open');
  });
});
