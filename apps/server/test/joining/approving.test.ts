import { DecisionResponse } from '@dekka/contracts/joining';
import { InvitationResponse, MyRestaurant, MyRestaurantsResponse } from '@dekka/contracts/staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cities,
  restaurants,
  staffInvitations,
  staffOrganizations,
  users,
} from '../../src/db/schema.ts';
import { ADMIN, joiningApp, type JoiningApp } from './joining-fixture.ts';

// An administrator approves: the restaurant, unpublished, its staff organization and an owner
// invitation to the applicant, through the invitation e-mail and acceptance every invitation
// uses; a decided application cannot be decided again, so it never makes two restaurants.

describe('approving and declining applications', () => {
  let j: JoiningApp;
  let admin: string;
  beforeAll(async () => {
    j = await joiningApp({ JOIN_RATE_LIMIT_MAX: '100' });
    admin = await j.client.signIn(ADMIN);
  });
  afterAll(async () => {
    await j.close();
  });

  const restaurantNamed = async (name: string) =>
    j.t.database.db.select().from(restaurants).where(eq(restaurants.name, name));

  it('makes the restaurant unpublished, its organization and an owner invitation, and e-mails it', async () => {
    const { body, id } = await j.applied({ restaurantName: 'Kaffi Þröstur' }, admin);
    const sentBefore = j.mail.sent.length;
    const decision = await j.approve(id, admin);
    expect(decision.mailed).toBe(true);
    expect(decision.application).toMatchObject({
      status: 'approved',
      decidedBy: ADMIN,
      reason: null,
      restaurant: { slug: 'kaffi-throstur', name: 'Kaffi Þröstur' },
    });

    const [restaurant] = await restaurantNamed('Kaffi Þröstur');
    expect(restaurant).toMatchObject({
      id: decision.application.restaurant?.id,
      slug: 'kaffi-throstur',
      published: false,
      country: 'is',
      currency: 'ISK',
      locale: 'is-IS',
      timeZone: 'Atlantic/Reykjavik',
      address: body.address,
      phone: body.phone,
      website: body.website,
      cityId: body.cityId,
      searchName: 'kaffi throstur',
    });
    // Among Reykjavík's restaurants until the owner places it in the profile.
    expect(restaurant?.lat).toBeGreaterThan(63.9);
    expect(restaurant?.lat).toBeLessThan(64.3);
    expect(restaurant?.lon).toBeGreaterThan(-22.2);
    expect(restaurant?.lon).toBeLessThan(-21.6);

    const [organization] = await j.t.database.db
      .select()
      .from(staffOrganizations)
      .where(eq(staffOrganizations.restaurantId, restaurant?.id ?? 0));
    expect(organization).toMatchObject({ name: 'Kaffi Þröstur', slug: 'kaffi-throstur' });
    const invitations = await j.t.database.db
      .select({
        id: staffInvitations.id,
        email: staffInvitations.email,
        role: staffInvitations.role,
        status: staffInvitations.status,
        inviter: users.email,
      })
      .from(staffInvitations)
      .innerJoin(users, eq(users.id, staffInvitations.inviterId))
      .where(eq(staffInvitations.organizationId, organization?.id ?? ''));
    expect(invitations).toEqual([
      {
        id: expect.any(String),
        email: body.email,
        role: 'owner',
        status: 'pending',
        inviter: ADMIN,
      },
    ]);

    // The invitation e-mail, in the language the form was filled in, links to the invitation.
    const [invitationMail, ...more] = j.mail.sent.slice(sentBefore);
    expect(more).toEqual([]);
    expect(invitationMail?.to).toBe(body.email);
    expect(invitationMail?.subject).toBe('Kaffi Þröstur býður þér í hópinn á Dekku');
    expect(invitationMail?.text).toContain(`/invitation/${invitations[0]?.id}`);

    // The applicant accepts it as any invited person does, and is the restaurant's owner.
    const owner = await j.client.signIn(body.email);
    const offer = await j.client.inject('GET', `/api/web/invitations/${invitations[0]?.id}`, owner);
    expect(InvitationResponse.parse(offer.json())).toMatchObject({
      restaurantName: 'Kaffi Þröstur',
      role: 'owner',
      forYou: true,
    });
    const accepted = await j.client.inject(
      'POST',
      `/api/web/invitations/${invitations[0]?.id}/accept`,
      owner,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(MyRestaurant.parse(accepted.json())).toMatchObject({
      slug: 'kaffi-throstur',
      role: 'owner',
    });
    const mine = MyRestaurantsResponse.parse(
      (await j.client.inject('GET', '/api/web/my/restaurants', owner)).json(),
    );
    expect(mine).toEqual({
      restaurants: [expect.objectContaining({ slug: 'kaffi-throstur', role: 'owner' })],
      administrator: false,
    });
    // The owner's settings say what is still needed before diners may see it.
    const publishing = await j.client.inject(
      'GET',
      `/api/restaurant/${restaurant?.id}/settings/publishing`,
      owner,
    );
    expect(publishing.json()).toEqual({ published: false, missing: ['openingHours', 'tables'] });
  });

  it('gives each country its currency, locale and zone, and a city without restaurants its capital', async () => {
    const madrid = await j.cityIn('es', 'Madrid');
    const spanish = await j.applied(
      { restaurantName: 'Casa Lucía', country: 'es', cityId: madrid.id, phone: '+34 910 000 000' },
      admin,
    );
    await j.approve(spanish.id, admin);
    expect((await restaurantNamed('Casa Lucía'))[0]).toMatchObject({
      country: 'es',
      currency: 'EUR',
      locale: 'es-ES',
      timeZone: 'Europe/Madrid',
      published: false,
    });

    const [bergen] = await j.t.database.db
      .insert(cities)
      .values({ name: 'Bergen', region: 'Norge', country: 'no' })
      .returning();
    const norwegian = await j.applied(
      { restaurantName: 'Bryggen Bistro', country: 'no', cityId: bergen?.id },
      admin,
    );
    await j.approve(norwegian.id, admin);
    expect((await restaurantNamed('Bryggen Bistro'))[0]).toMatchObject({
      country: 'no',
      currency: 'NOK',
      locale: 'nb-NO',
      timeZone: 'Europe/Oslo',
      lat: 59.9139,
      lon: 10.7522,
    });
  });

  it('approves once: a second approval is 409, and two at once make one restaurant', async () => {
    const first = await j.applied({ restaurantName: 'Sægreifinn' }, admin);
    await j.approve(first.id, admin);
    const again = await j.client.inject(
      'POST',
      `/api/admin/applications/${first.id}/approve`,
      admin,
    );
    expect(again.statusCode).toBe(409);
    const declineLate = await j.client.inject(
      'POST',
      `/api/admin/applications/${first.id}/decline`,
      admin,
      { reason: 'Too late' },
    );
    expect(declineLate.statusCode).toBe(409);
    expect(await restaurantNamed('Sægreifinn')).toHaveLength(1);

    const racing = await j.applied({ restaurantName: 'Tvíburarnir' }, admin);
    const answers = await Promise.all(
      [0, 1].map(() =>
        j.client.inject('POST', `/api/admin/applications/${racing.id}/approve`, admin),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await restaurantNamed('Tvíburarnir')).toHaveLength(1);
  });

  it('gives a second restaurant of the same name a slug of its own', async () => {
    const one = await j.applied({ restaurantName: 'Gamla Vínhúsið' }, admin);
    const two = await j.applied({ restaurantName: 'Gamla Vínhúsið' }, admin);
    const slugs = [
      (await j.approve(one.id, admin)).application.restaurant?.slug,
      (await j.approve(two.id, admin)).application.restaurant?.slug,
    ];
    expect(slugs).toEqual(['gamla-vinhusid', 'gamla-vinhusid-2']);
  });

  it('declines with the reason e-mailed to the applicant, and makes nothing', async () => {
    const { body, id } = await j.applied({ restaurantName: 'Pylsubarinn' }, admin);
    const sentBefore = j.mail.sent.length;
    const res = await j.client.inject('POST', `/api/admin/applications/${id}/decline`, admin, {
      reason: 'Við tökum ekki við pylsuvögnum enn sem komið er.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(DecisionResponse.parse(res.json())).toMatchObject({
      mailed: true,
      application: {
        status: 'declined',
        decidedBy: ADMIN,
        reason: 'Við tökum ekki við pylsuvögnum enn sem komið er.',
        restaurant: null,
      },
    });
    const [declined] = j.mail.sent.slice(sentBefore);
    expect(declined?.to).toBe(body.email);
    expect(declined?.subject).toBe('Umsókn þín um aðild að Dekku');
    expect(declined?.text).toContain('Við tökum ekki við pylsuvögnum enn sem komið er.');
    expect(await restaurantNamed('Pylsubarinn')).toEqual([]);
    const approveLate = await j.client.inject(
      'POST',
      `/api/admin/applications/${id}/approve`,
      admin,
    );
    expect(approveLate.statusCode).toBe(409);

    // The list shows it among the decided ones, and no longer among the pending.
    const list = (await j.client.inject('GET', '/api/admin/applications', admin)).json<{
      pending: { id: number }[];
      decided: { id: number; status: string }[];
    }>();
    expect(list.pending.map((a) => a.id)).not.toContain(id);
    expect(list.decided.find((a) => a.id === id)?.status).toBe('declined');
  });

  it('declines without a reason too', async () => {
    const { id } = await j.applied({}, admin);
    const res = await j.client.inject('POST', `/api/admin/applications/${id}/decline`, admin, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(DecisionResponse.parse(res.json()).application.reason).toBeNull();
    const invitationsForIt = await j.t.database.db
      .select()
      .from(staffInvitations)
      .where(and(eq(staffInvitations.role, 'owner'), eq(staffInvitations.status, 'accepted')));
    // Only the applicant of the first test accepted an invitation.
    expect(invitationsForIt).toHaveLength(1);
  });
});
