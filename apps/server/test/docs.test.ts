import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

const OpenApi = z.object({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('documents every API route at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = OpenApi.parse(res.json());
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/admin/applications',
      '/api/admin/applications/{applicationId}/approve',
      '/api/admin/applications/{applicationId}/decline',
      '/api/auth/anonymous',
      '/api/auth/email-code',
      '/api/auth/passkey/register',
      '/api/auth/passkey/register-options',
      '/api/auth/passkey/sign-in',
      '/api/auth/passkey/sign-in-options',
      '/api/auth/sign-in',
      '/api/auth/sign-out',
      '/api/health',
      '/api/payments/sandbox/callback',
      '/api/payments/sandbox/challenge/{reference}',
      '/api/payments/sandbox/checkout/{reference}',
      '/api/restaurant/{restaurantId}/giftcards/redeem',
      '/api/restaurant/{restaurantId}/guestlist/blocks',
      '/api/restaurant/{restaurantId}/guestlist/blocks/{blockId}',
      '/api/restaurant/{restaurantId}/guestlist/bookings',
      '/api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}',
      '/api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/no-show-fee',
      '/api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/offer',
      '/api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/seat',
      '/api/restaurant/{restaurantId}/guestlist/bookings/{bookingId}/status',
      '/api/restaurant/{restaurantId}/guestlist/tables',
      '/api/restaurant/{restaurantId}/guestlist/{date}',
      '/api/restaurant/{restaurantId}/orders',
      '/api/restaurant/{restaurantId}/orders/{orderId}',
      '/api/restaurant/{restaurantId}/settings/combinations',
      '/api/restaurant/{restaurantId}/settings/combinations/{combinationId}',
      '/api/restaurant/{restaurantId}/settings/events',
      '/api/restaurant/{restaurantId}/settings/events/{eventId}',
      '/api/restaurant/{restaurantId}/settings/events/{eventId}/occurrences',
      '/api/restaurant/{restaurantId}/settings/events/{eventId}/occurrences/{occurrenceId}',
      '/api/restaurant/{restaurantId}/settings/floor-plans',
      '/api/restaurant/{restaurantId}/settings/floor-plans/{floorPlanId}',
      '/api/restaurant/{restaurantId}/settings/history',
      '/api/restaurant/{restaurantId}/settings/hours',
      '/api/restaurant/{restaurantId}/settings/look',
      '/api/restaurant/{restaurantId}/settings/menus',
      '/api/restaurant/{restaurantId}/settings/menus/{menuId}',
      '/api/restaurant/{restaurantId}/settings/ordering',
      '/api/restaurant/{restaurantId}/settings/ordering/categories',
      '/api/restaurant/{restaurantId}/settings/ordering/categories/{categoryId}',
      '/api/restaurant/{restaurantId}/settings/ordering/items',
      '/api/restaurant/{restaurantId}/settings/ordering/items/{itemId}',
      '/api/restaurant/{restaurantId}/settings/ordering/items/{itemId}/sold-out',
      '/api/restaurant/{restaurantId}/settings/ordering/packages',
      '/api/restaurant/{restaurantId}/settings/ordering/packages/{packageId}',
      '/api/restaurant/{restaurantId}/settings/payments',
      '/api/restaurant/{restaurantId}/settings/photos',
      '/api/restaurant/{restaurantId}/settings/photos/order',
      '/api/restaurant/{restaurantId}/settings/photos/{kind}',
      '/api/restaurant/{restaurantId}/settings/photos/{photoId}',
      '/api/restaurant/{restaurantId}/settings/profile',
      '/api/restaurant/{restaurantId}/settings/publishing',
      '/api/restaurant/{restaurantId}/settings/rules',
      '/api/restaurant/{restaurantId}/settings/special-days',
      '/api/restaurant/{restaurantId}/settings/special-days/{specialDayId}',
      '/api/restaurant/{restaurantId}/settings/tables',
      '/api/restaurant/{restaurantId}/settings/tables/{tableId}',
      '/api/restaurant/{restaurantId}/team',
      '/api/restaurant/{restaurantId}/team/invitations',
      '/api/restaurant/{restaurantId}/team/invitations/{invitationId}',
      '/api/restaurant/{restaurantId}/team/members/{userId}',
      '/api/restaurant/{restaurantId}/workspace',
      '/api/web/booking/bookinginfoforconfirmation/{guid}',
      '/api/web/booking/calendar/{guid}',
      '/api/web/booking/cancel/{guid}',
      '/api/web/booking/change',
      '/api/web/booking/change/options/{guid}',
      '/api/web/booking/complete/v2',
      '/api/web/booking/iscancelallowed/{guid}',
      '/api/web/booking/manage/{guid}',
      '/api/web/booking/offer/{guid}/accept',
      '/api/web/booking/offer/{guid}/decline',
      '/api/web/booking/paymentlink/confirm',
      '/api/web/booking/paymentlink/{guid}',
      '/api/web/booking/paymentstatus/{guid}',
      '/api/web/booking/reserve',
      '/api/web/booking/v3/bookinginfoforcomplete/{guid}/{isWaitingList}',
      '/api/web/booking/v4/processsteps/{restaurantId}/{eventId}/{isWaitingList}/{dateTime}',
      '/api/web/client-errors',
      '/api/web/event/upcomingxmas',
      '/api/web/event/{restaurantId}/{date}',
      '/api/web/filter/inuse',
      '/api/web/giftcards',
      '/api/web/giftcards/check',
      '/api/web/giftcards/orders/{orderGuid}',
      '/api/web/giftcards/shop',
      '/api/web/giftcards/status',
      '/api/web/giftcards/{code}',
      '/api/web/invitations/{invitationId}',
      '/api/web/invitations/{invitationId}/accept',
      '/api/web/join',
      '/api/web/join/cities',
      '/api/web/my/account',
      '/api/web/my/bookings',
      '/api/web/my/data',
      '/api/web/my/orders',
      '/api/web/my/passkeys',
      '/api/web/my/passkeys/{passkeyId}',
      '/api/web/my/restaurants',
      '/api/web/ordering/menu/{restaurantSlug}',
      '/api/web/ordering/restaurants',
      '/api/web/orders',
      '/api/web/orders/slots',
      '/api/web/orders/{token}',
      '/api/web/orders/{token}/pay',
      '/api/web/payments/applepay/session',
      '/api/web/phone/plan/{callingCode}',
      '/api/web/restaurant/{idOrSlug}',
      '/api/web/restaurant/{id}/ratings',
      '/api/web/search/globalsearch',
      '/api/web/search/globalsearch/{searchString}',
      '/api/web/search/nearby',
      '/api/web/search/results',
      '/api/web/settings',
      '/api/web/staff/{restaurantSlug}/surveys/{surveyId}/reply',
      '/api/web/suggestion/restaurant/{restaurantId}/{dateTime}/{guests}',
      '/api/web/suggestion/restaurant/{restaurantId}/{dateTime}/{guests}/all',
      '/api/web/suggestion/restaurant/{restaurantId}/{dateTime}/{guests}/waitinglisttimes/v2',
      '/api/web/survey/{guid}',
      '/api/web/upsell/{restaurantId}/{dateTime}/{guests}/{eventId}',
      '/api/web/usercustomer',
    ]);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
