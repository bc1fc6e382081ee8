import { randomUUID } from 'node:crypto';
import {
  MyRestaurantsResponse,
  TeamInvitation,
  TeamResponse,
  WorkspaceResponse,
} from '@dekka/contracts/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingRestaurant, createTestClock } from '../helpers/booking-factories.ts';
import { createBooking } from '../helpers/restaurant-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountClient } from './account-client.ts';
import { mailbox } from './mailbox.ts';
import { addStaff } from './staff-fixtures.ts';

const clock = createTestClock();

type Caller = 'owner' | 'manager' | 'host' | 'outsider' | 'anonymous';
type Target = 'own' | 'other';
type Route =
  | 'workspace'
  | 'guestList'
  | 'guestStatus'
  | 'team'
  | 'invite'
  | 'cancelInvitation'
  | 'removeMember';

/** Who gets through to each staff route at their own restaurant; everyone else is refused. */
const ALLOWED: Record<Route, readonly Caller[]> = {
  workspace: ['owner', 'manager', 'host'],
  guestList: ['owner', 'manager', 'host'],
  guestStatus: ['owner', 'manager', 'host'],
  team: ['owner', 'manager'],
  invite: ['owner'],
  cancelInvitation: ['owner'],
  removeMember: ['owner'],
};

const CALLERS: readonly Caller[] = ['owner', 'manager', 'host', 'outsider', 'anonymous'];
const TARGETS: readonly Target[] = ['own', 'other'];
const ROUTES = Object.keys(ALLOWED) as Route[];

describe('staff routes: every route × every role × own and other restaurant', () => {
  let t: TestApp;
  const mail = mailbox();
  const restaurants: Record<Target, number> = { own: 0, other: 0 };
  const tokens = {} as Record<Caller, string>;

  let client: ReturnType<typeof accountClient>;

  /** An open invitation at the restaurant, made by its owner, for cancelling. */
  async function openInvitation(restaurantId: number, ownerToken: string): Promise<string> {
    const res = await client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/team/invitations`,
      ownerToken,
      { email: `invitee-${randomUUID().slice(0, 8)}@example.com`, role: 'host' },
    );
    return TeamInvitation.parse(res.json()).id;
  }

  let otherOwnerToken = '';

  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport });
    client = accountClient(t.app, mail);
    const db = t.database.db;
    restaurants.own = (await createBookingRestaurant(db)).id;
    restaurants.other = (await createBookingRestaurant(db)).id;
    for (const role of ['owner', 'manager', 'host'] as const) {
      const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
      await addStaff(db, restaurants.own, role, email);
      tokens[role] = await client.signIn(email);
    }
    tokens.outsider = await client.signIn(`outsider-${randomUUID().slice(0, 8)}@example.com`);
    tokens.anonymous = await client.anonymous();
    const otherOwner = `owner-b-${randomUUID().slice(0, 8)}@example.com`;
    await addStaff(db, restaurants.other, 'owner', otherOwner);
    otherOwnerToken = await client.signIn(otherOwner);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Calls the route as `caller` against the target restaurant, with a real thing to act on. */
  async function call(route: Route, caller: Caller, target: Target) {
    const id = restaurants[target];
    const token = tokens[caller];
    const ownerOfTarget = target === 'own' ? tokens.owner : otherOwnerToken;
    switch (route) {
      case 'workspace':
        return client.inject('GET', `/api/restaurant/${id}/workspace`, token);
      case 'guestList':
        return client.inject('GET', `/api/restaurant/${id}/guestlist/2030-03-04`, token);
      case 'guestStatus': {
        const booking = await createBooking(t.database.db, {
          restaurantId: id,
          tableIds: [],
          startAt: new Date('2030-03-04T19:00:00Z'),
          endAt: new Date('2030-03-04T21:00:00Z'),
          status: 'confirmed',
        });
        return client.inject(
          'PUT',
          `/api/restaurant/${id}/guestlist/bookings/${booking.id}/status`,
          token,
          { status: 'arrived' },
        );
      }
      case 'team':
        return client.inject('GET', `/api/restaurant/${id}/team`, token);
      case 'invite':
        return client.inject('POST', `/api/restaurant/${id}/team/invitations`, token, {
          email: `new-${randomUUID().slice(0, 8)}@example.com`,
          role: 'host',
        });
      case 'cancelInvitation': {
        const invitationId = await openInvitation(id, ownerOfTarget);
        return client.inject(
          'DELETE',
          `/api/restaurant/${id}/team/invitations/${invitationId}`,
          token,
        );
      }
      case 'removeMember': {
        const userId = await addStaff(
          t.database.db,
          id,
          'host',
          `leaver-${randomUUID().slice(0, 8)}@example.com`,
        );
        return client.inject('DELETE', `/api/restaurant/${id}/team/members/${userId}`, token);
      }
    }
  }

  const cases = ROUTES.flatMap((route) =>
    CALLERS.flatMap((caller) =>
      TARGETS.map((target) => {
        const allowed = target === 'own' && ALLOWED[route].includes(caller);
        // Anonymous identities are not signed in at all; everyone else signed in is refused.
        const expected = allowed ? 200 : caller === 'anonymous' ? 401 : 403;
        return [route, caller, target, expected] as const;
      }),
    ),
  );

  it('covers 7 routes × 5 callers × 2 restaurants', () => {
    expect(cases).toHaveLength(70);
  });

  it.each(cases)('%s as %s at the %s restaurant → %i', async (route, caller, target, expected) => {
    const res = await call(route, caller, target);
    expect(res.statusCode, res.body).toBe(expected);
  });

  it('answers without a token with 401, and for a restaurant that does not exist with 403', async () => {
    expect(
      (await client.inject('GET', `/api/restaurant/${restaurants.own}/workspace`, null)).statusCode,
    ).toBe(401);
    expect(
      (await client.inject('GET', '/api/restaurant/999999/workspace', tokens.owner)).statusCode,
    ).toBe(403);
  });

  it('shows the workspace and the team to those allowed', async () => {
    const workspace = WorkspaceResponse.parse(
      (
        await client.inject('GET', `/api/restaurant/${restaurants.own}/workspace`, tokens.host)
      ).json(),
    );
    expect(workspace.role).toBe('host');
    expect(workspace.today).toMatchObject({ date: '2030-03-01', bookings: 0, covers: 0 });
    const team = TeamResponse.parse(
      (
        await client.inject('GET', `/api/restaurant/${restaurants.own}/team`, tokens.manager)
      ).json(),
    );
    expect(team.members.map((m) => m.role)).toEqual(
      expect.arrayContaining(['owner', 'manager', 'host']),
    );
    const mine = MyRestaurantsResponse.parse(
      (await client.inject('GET', '/api/web/my/restaurants', tokens.manager)).json(),
    );
    expect(mine.restaurants).toEqual([
      expect.objectContaining({ restaurantId: restaurants.own, role: 'manager' }),
    ]);
  });
});
