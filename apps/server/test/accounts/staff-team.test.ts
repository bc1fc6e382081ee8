import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import {
  InvitationResponse,
  MyRestaurant,
  MyRestaurantsResponse,
  TeamInvitation,
  TeamResponse,
  WorkspaceResponse,
} from '@dekka/contracts/staff';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingSettings, restaurants } from '../../src/db/schema.ts';
import { demoOwnerEmail } from '../../seed/demo/owners.ts';
import { createTestClock } from '../helpers/booking-factories.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { queryRows } from '../helpers/sql.ts';
import { accountClient } from './account-client.ts';
import { mailbox } from './mailbox.ts';

const clock = createTestClock();

describe('a restaurant’s team: demo owners, invitations, members', () => {
  let t: TestApp;
  const mail = mailbox();
  let restaurantId = 0;
  let ownerToken = '';

  let client: ReturnType<typeof accountClient>;

  async function invite(email: string, role = 'host', language = 'en') {
    return client.inject(
      'POST',
      `/api/restaurant/${restaurantId}/team/invitations`,
      ownerToken,
      { email, role },
      language,
    );
  }

  /** The invitation id in the latest e-mail to `email`, read from its accept link. */
  function invitationLinkFor(email: string): string {
    const text = mail.sent.findLast((m) => m.to === email)?.text ?? '';
    const id = /\/invitation\/([\w-]+)/.exec(text)?.[1];
    if (!id) throw new Error(`no invitation link was sent to ${email}`);
    return id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock, mail: mail.transport });
    client = accountClient(t.app, mail);
    const [hafnarljos] = await t.database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.slug, 'hafnarljos'));
    if (!hafnarljos) throw new Error('the demo seed has no hafnarljos');
    restaurantId = hafnarljos.id;
    ownerToken = await client.signIn(demoOwnerEmail('hafnarljos'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every demo restaurant an owner who can sign in and open its workspace', async () => {
    const [row] = await queryRows(
      t.database.db,
      sql`select count(*)::int as restaurants, count(o.id)::int as with_staff
          from restaurants r left join staff_organizations o on o.restaurant_id = r.id`,
    );
    expect(row?.with_staff).toBe(row?.restaurants);

    const mine = MyRestaurantsResponse.parse(
      (await client.inject('GET', '/api/web/my/restaurants', ownerToken)).json(),
    );
    expect(mine.restaurants).toEqual([
      {
        restaurantId,
        slug: 'hafnarljos',
        name: expect.any(String),
        role: 'owner',
        sellsFood: false,
      },
    ]);
    // Once it takes takeaway orders, its staff pages offer the order board.
    await t.database.db.insert(orderingSettings).values({ restaurantId, takeaway: true });
    const selling = MyRestaurantsResponse.parse(
      (await client.inject('GET', '/api/web/my/restaurants', ownerToken)).json(),
    );
    expect(selling.restaurants[0]?.sellsFood).toBe(true);
    await t.database.db
      .delete(orderingSettings)
      .where(eq(orderingSettings.restaurantId, restaurantId));
    const workspace = WorkspaceResponse.parse(
      (await client.inject('GET', `/api/restaurant/${restaurantId}/workspace`, ownerToken)).json(),
    );
    expect(workspace.restaurant.slug).toBe('hafnarljos');
  });

  it('invites by e-mail in the owner’s language; the invitee signs in and joins as that role', async () => {
    const email = `new-host-${randomUUID().slice(0, 8)}@example.com`;
    const invited = await invite(email, 'host', 'is');
    expect(invited.statusCode, invited.body).toBe(200);
    const invitation = TeamInvitation.parse(invited.json());
    const sent = mail.sent.findLast((m) => m.to === email);
    expect(sent?.subject).toMatch(/býður þér í hópinn á Dekku$/);
    expect(invitationLinkFor(email)).toBe(invitation.id);
    // A week to accept.
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const team = TeamResponse.parse(
      (await client.inject('GET', `/api/restaurant/${restaurantId}/team`, ownerToken)).json(),
    );
    expect(team.invitations.map((i) => i.email)).toContain(email);

    // Someone else signed in sees it is not theirs, and cannot take it.
    const stranger = await client.signIn(`stranger-${randomUUID().slice(0, 8)}@example.com`);
    const seen = InvitationResponse.parse(
      (await client.inject('GET', `/api/web/invitations/${invitation.id}`, stranger)).json(),
    );
    expect(seen.forYou).toBe(false);
    const taken = await client.inject(
      'POST',
      `/api/web/invitations/${invitation.id}/accept`,
      stranger,
    );
    expect(taken.statusCode).toBe(403);

    const invitee = await client.signIn(email);
    const offer = InvitationResponse.parse(
      (await client.inject('GET', `/api/web/invitations/${invitation.id}`, invitee)).json(),
    );
    expect(offer).toMatchObject({ role: 'host', forYou: true });
    const accepted = await client.inject(
      'POST',
      `/api/web/invitations/${invitation.id}/accept`,
      invitee,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(MyRestaurant.parse(accepted.json())).toMatchObject({
      restaurantId,
      slug: 'hafnarljos',
      role: 'host',
    });
    const workspace = await client.inject(
      'GET',
      `/api/restaurant/${restaurantId}/workspace`,
      invitee,
    );
    expect(WorkspaceResponse.parse(workspace.json()).role).toBe('host');
    // Accepted once: the link is spent.
    const again = await client.inject('GET', `/api/web/invitations/${invitation.id}`, invitee);
    expect(again.statusCode).toBe(404);
  });

  it('refuses to invite someone already on the team, and to remove the last owner', async () => {
    const existing = await invite(demoOwnerEmail('hafnarljos'), 'manager');
    expect(existing.statusCode).toBe(409);

    const team = TeamResponse.parse(
      (await client.inject('GET', `/api/restaurant/${restaurantId}/team`, ownerToken)).json(),
    );
    const owner = team.members.find((m) => m.role === 'owner');
    const removed = await client.inject(
      'DELETE',
      `/api/restaurant/${restaurantId}/team/members/${owner?.userId}`,
      ownerToken,
    );
    expect(removed.statusCode).toBe(409);
    expect(ErrorResponse.parse(removed.json()).code).toBe('conflict');
  });

  it('a removed member loses the workspace at once; a lapsed or cancelled invitation is gone', async () => {
    const email = `short-stay-${randomUUID().slice(0, 8)}@example.com`;
    const { id } = TeamInvitation.parse((await invite(email, 'manager')).json());
    const member = await client.signIn(email);
    await client.inject('POST', `/api/web/invitations/${id}/accept`, member);
    const team = TeamResponse.parse(
      (await client.inject('GET', `/api/restaurant/${restaurantId}/team`, ownerToken)).json(),
    );
    const joined = team.members.find((m) => m.email === email);
    const removed = await client.inject(
      'DELETE',
      `/api/restaurant/${restaurantId}/team/members/${joined?.userId}`,
      ownerToken,
    );
    expect(removed.statusCode).toBe(200);
    const after = await client.inject('GET', `/api/restaurant/${restaurantId}/workspace`, member);
    expect(after.statusCode).toBe(403);

    const lapsing = `lapsing-${randomUUID().slice(0, 8)}@example.com`;
    const lapsed = TeamInvitation.parse((await invite(lapsing)).json());
    await t.database.db.execute(
      sql`update staff_invitations set expires_at = now() - interval '1 second' where id = ${lapsed.id}`,
    );
    const lapsedInvitee = await client.signIn(lapsing);
    const tooLate = await client.inject(
      'POST',
      `/api/web/invitations/${lapsed.id}/accept`,
      lapsedInvitee,
    );
    expect(tooLate.statusCode).toBe(404);

    const cancelling = `cancelled-${randomUUID().slice(0, 8)}@example.com`;
    const cancelled = TeamInvitation.parse((await invite(cancelling)).json());
    const cancel = await client.inject(
      'DELETE',
      `/api/restaurant/${restaurantId}/team/invitations/${cancelled.id}`,
      ownerToken,
    );
    expect(cancel.statusCode).toBe(200);
    const cancelledInvitee = await client.signIn(cancelling);
    const gone = await client.inject(
      'POST',
      `/api/web/invitations/${cancelled.id}/accept`,
      cancelledInvitee,
    );
    expect(gone.statusCode).toBe(404);
  });
});
