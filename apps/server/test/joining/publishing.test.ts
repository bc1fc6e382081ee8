import { randomUUID } from 'node:crypto';
import { ErrorResponse } from '@dekka/contracts/errors';
import { PublishingView } from '@dekka/contracts/joining';
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { TablesSettingsResponse } from '@dekka/contracts/restaurant-tables';
import {
  FiltersInUseResponse,
  GlobalSearchResponse,
  NearbyResponse,
  SearchResultsResponse,
} from '@dekka/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../src/db/schema.ts';
import { bookingClient } from '../bookings/booking-client.ts';
import { settleAvailabilityIndex } from '../helpers/availability-index.ts';
import { createBearer } from '../helpers/booking-factories.ts';
import { addStaff } from '../accounts/staff-fixtures.ts';
import { joiningApp, type JoiningApp } from './joining-fixture.ts';

// A restaurant approved a moment ago is unpublished: diners cannot find, open or book it
// anywhere (the API refuses, it does not only hide), while its owner sets it up. Publishing is
// refused until it has opening hours and a table to book online; once published diners find it
// at once, and unpublishing hides it again at once.

const DATE = '2030-03-05';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  name: '',
  opens: '11:00',
  closes: '23:00',
  lastSeating: '21:00',
}));

describe('an unpublished restaurant, then published', () => {
  let j: JoiningApp;
  let owner = '';
  let restaurant = { id: 0, slug: '', name: '' };
  let cityId = 0;
  let reserveAs: ReturnType<typeof bookingClient>;

  beforeAll(async () => {
    j = await joiningApp({ JOIN_RATE_LIMIT_MAX: '100' });
    // A town with no restaurant yet, so the filters show whether this one counts.
    const [town] = await j.t.database.db
      .insert(cities)
      .values({ name: `Hveragerði ${randomUUID().slice(0, 4)}`, region: 'Suðurland' })
      .returning();
    cityId = town?.id ?? 0;
    const name = `Hverabakarí ${randomUUID().slice(0, 6)}`;
    const { body, id, adminToken } = await j.applied({ restaurantName: name, cityId });
    const decision = await j.approve(id, adminToken);
    restaurant = decision.application.restaurant ?? restaurant;
    owner = await j.client.signIn(body.email);
    const invitationId = /\/invitation\/([\w-]+)/.exec(j.mail.sent.at(-2)?.text ?? '')?.[1];
    const accepted = await j.client.inject(
      'POST',
      `/api/web/invitations/${invitationId}/accept`,
      owner,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    reserveAs = bookingClient(j.t.app, await createBearer(j.t.database.db, j.clock));
  });
  afterAll(async () => {
    await j.close();
  });

  const diner = (url: string) => j.t.app.inject({ url, headers: { 'accept-language': 'en' } });
  const settings = (method: 'GET' | 'PUT' | 'POST', path: string, body?: object) =>
    j.client.inject(method, `/api/restaurant/${restaurant.id}/settings/${path}`, owner, body);
  const publish = (published: boolean) => settings('PUT', 'publishing', { published });
  const reserve = () =>
    reserveAs.reserve({
      date: `${DATE}T19:00`,
      guests: 2,
      restaurantId: restaurant.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });

  /** Everywhere a diner could meet the restaurant: true where it shows. */
  async function seenByDiners() {
    await settleAvailabilityIndex(j.t.database.db, j.clock.now());
    const search = SearchResultsResponse.parse(
      (
        await diner(
          `/api/web/search/results?dateTime=${DATE}T19:00&guests=2&filters=${cityId};city`,
        )
      ).json(),
    );
    const global = GlobalSearchResponse.parse(
      (await diner(`/api/web/search/globalsearch/${encodeURIComponent(restaurant.name)}`)).json(),
    );
    const nearby = NearbyResponse.parse(
      (
        await diner(
          `/api/web/search/nearby?lat=64.1466&lon=-21.9426&take=5&dateTime=${DATE}T19:00&guests=2`,
        )
      ).json(),
    );
    const filters = FiltersInUseResponse.parse((await diner('/api/web/filter/inuse')).json());
    const shop = (await diner('/api/web/giftcards/shop')).json<{ restaurants: { id: number }[] }>();
    return {
      search: search.restaurants.some((r) => r.id === restaurant.id),
      searchTotal: search.total,
      global: global.restaurants.some((r) => r.id === restaurant.id),
      nearby: nearby.restaurants.some((r) => r.id === restaurant.id),
      cityFilter: filters.cities.some((group) => group.cities.some((c) => c.id === cityId)),
      giftCardShop: shop.restaurants.some((r) => r.id === restaurant.id),
      bySlug: (await diner(`/api/web/restaurant/${restaurant.slug}`)).statusCode,
      byId: (await diner(`/api/web/restaurant/${restaurant.id}`)).statusCode,
      suggestions: (await diner(`/api/web/suggestion/restaurant/${restaurant.id}/${DATE}T19:00/2`))
        .statusCode,
      events: (await diner(`/api/web/event/${restaurant.id}/${DATE}`)).statusCode,
      ratings: (await diner(`/api/web/restaurant/${restaurant.id}/ratings`)).statusCode,
      upsell: (await diner(`/api/web/upsell/${restaurant.id}/${DATE}T19:00/2/null`)).statusCode,
    };
  }

  const HIDDEN = {
    search: false,
    searchTotal: 0,
    global: false,
    nearby: false,
    cityFilter: false,
    giftCardShop: false,
    bySlug: 404,
    byId: 404,
    suggestions: 404,
    events: 404,
    ratings: 404,
    upsell: 404,
  };

  it('is as unknown to diners as a restaurant that does not exist', async () => {
    expect(await seenByDiners()).toEqual(HIDDEN);
    const unknown = await diner('/api/web/restaurant/no-such-restaurant-anywhere');
    const hidden = await diner(`/api/web/restaurant/${restaurant.slug}`);
    expect(ErrorResponse.parse(hidden.json()).code).toBe(ErrorResponse.parse(unknown.json()).code);
  });

  it('refuses to publish while it has no opening hours or no table to book online', async () => {
    const refused = await publish(true);
    expect(refused.statusCode).toBe(400);
    expect(ErrorResponse.parse(refused.json())).toMatchObject({
      code: 'validation_failed',
      fields: ['openingHours', 'tables'],
    });
    const hours = await settings('PUT', 'hours', { services: EVERY_DAY, keepBookings: true });
    expect(hours.statusCode, hours.body).toBe(200);
    expect(ErrorResponse.parse((await publish(true)).json()).fields).toEqual(['tables']);

    // A table staff keep for themselves does not count: diners could still book nothing.
    const plan = TablesSettingsResponse.parse(
      (await settings('POST', 'floor-plans', { name: 'Salur' })).json(),
    ).floorPlans[0];
    const table = (bookableOnline: boolean) =>
      settings('POST', 'tables', {
        floorPlanId: plan?.id,
        name: bookableOnline ? 'Gluggi' : 'Bar',
        minGuests: 1,
        maxGuests: 4,
        bookableOnline,
      });
    expect((await table(false)).statusCode).toBe(200);
    expect(ErrorResponse.parse((await publish(true)).json()).fields).toEqual(['tables']);
    expect((await table(true)).statusCode).toBe(200);
    expect(PublishingView.parse((await settings('GET', 'publishing')).json())).toEqual({
      published: false,
      missing: [],
    });
  });

  it('is refused to diners who try to book it, though it now has tables and hours', async () => {
    const refused = await reserve();
    expect(refused.statusCode).toBe(404);
    expect(await seenByDiners()).toEqual(HIDDEN);
    // Its own staff keep working in the meantime.
    const workspace = await j.client.inject(
      'GET',
      `/api/restaurant/${restaurant.id}/workspace`,
      owner,
    );
    expect(workspace.statusCode).toBe(200);
  });

  it('shows everywhere at once when its owner publishes it, and the change is in the history', async () => {
    const published = await publish(true);
    expect(published.statusCode, published.body).toBe(200);
    expect(PublishingView.parse(published.json())).toEqual({ published: true, missing: [] });
    expect(await seenByDiners()).toEqual({
      search: true,
      searchTotal: 1,
      global: true,
      nearby: true,
      cityFilter: true,
      giftCardShop: true,
      bySlug: 200,
      byId: 200,
      suggestions: 200,
      events: 200,
      ratings: 200,
      upsell: 200,
    });
    const held = await reserve();
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toMatchObject({ success: true });

    const history = AuditLogResponse.parse((await settings('GET', 'history')).json());
    expect(history.entries[0]).toMatchObject({
      area: 'publishing',
      action: 'update',
      changes: { published: { from: false, to: true } },
    });
    // Publishing again changes nothing and writes nothing.
    expect((await publish(true)).statusCode).toBe(200);
    const again = AuditLogResponse.parse((await settings('GET', 'history')).json());
    expect(again.entries.filter((entry) => entry.area === 'publishing')).toHaveLength(1);
  });

  it('hides again at once when unpublished, while bookings already made stay', async () => {
    // Another day: the one table diners may book is held on the test's day already.
    const held = await reserveAs.reserveOk({
      date: '2030-03-06T19:00',
      guests: 2,
      restaurantId: restaurant.id,
      eventId: null,
      source: 2,
      menus: [],
      isWaitingListWhenFullyBooked: false,
      isWaitingList: false,
    });
    expect(held.success).toBe(true);
    expect((await publish(false)).json()).toEqual({ published: false, missing: [] });
    expect(await seenByDiners()).toEqual(HIDDEN);
    expect((await reserve()).statusCode).toBe(404);
    expect((await reserveAs.infoForComplete(held.guid ?? '')).statusCode).toBe(200);
  });

  it('may be published and unpublished by its owners and managers only', async () => {
    const hostEmail = `host-${randomUUID().slice(0, 8)}@example.is`;
    await addStaff(j.t.database.db, restaurant.id, 'host', hostEmail);
    const callers = {
      host: await j.client.signIn(hostEmail),
      outsider: await j.client.signIn(`outsider-${randomUUID().slice(0, 8)}@example.is`),
      anonymous: null,
    };
    const statuses = {} as Record<keyof typeof callers, number[]>;
    for (const [caller, token] of Object.entries(callers) as [keyof typeof callers, string][]) {
      const path = `/api/restaurant/${restaurant.id}/settings/publishing`;
      statuses[caller] = [
        (await j.client.inject('GET', path, token)).statusCode,
        (await j.client.inject('PUT', path, token, { published: true })).statusCode,
      ];
    }
    expect(statuses).toEqual({ host: [403, 403], outsider: [403, 403], anonymous: [401, 401] });
    expect(PublishingView.parse((await settings('GET', 'publishing')).json()).published).toBe(
      false,
    );
  });
});
