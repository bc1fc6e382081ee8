import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  computeSecurityHeaderSets,
  computeSecurityHeaders,
  isEmbeddable,
  mapTileSource,
  securityHeaderOptions,
} from './security-headers.ts';

describe('the map tiles in the Content-Security-Policy', () => {
  it('names the tile host, with a wildcard for an {s} subdomain', () => {
    expect(mapTileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(mapTileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe(
      'http://localhost:8080',
    );
    expect(mapTileSource('https://{s}.basemaps.example.com/{z}/{x}/{y}@2x.png')).toBe(
      'https://*.basemaps.example.com',
    );
  });

  it('allows images from the configured tile host and no other new one', () => {
    const policy = (env: Record<string, string>) =>
      computeSecurityHeaders(securityHeaderOptions(loadConfig(env)))['content-security-policy'];
    expect(policy({})).toContain(
      "img-src 'self' data: blob: https: https://tile.openstreetmap.org;",
    );
    expect(policy({ MAP_TILE_URL: 'http://10.0.0.5:8080/{z}/{x}/{y}.png' })).toContain(
      "img-src 'self' data: blob: https: http://10.0.0.5:8080;",
    );
  });
});

describe('who may frame an answer', () => {
  it('any site: the booking flow in isolated mode, and the sandbox gateway’s pages', () => {
    for (const url of [
      '/lyng?isolation=true',
      '/lyng?lng=en&isolation=TRUE',
      '/lyng/?isolation=true',
      '/lyng/event/jazz?isolation=true&lng=en',
      '/restaurant?id=3&isolation=true',
      '/book/reserve?dateTime=2030-03-01T19:00&guests=2&restaurantId=3&isolation=true',
      '/book/reservation-unsuccessful?restaurantId=3&isolation=true&lng=en',
      '/checkout/complete?guid=g&restaurantId=3&isolation=true',
      '/checkout/upsell?restaurantId=3&guests=2&isolation=true',
      '/checkout/confirmation?guid=g&restaurantId=3&isolation=true',
      '/complete?guid=g&isolation=true',
      '/confirmation?guid=g&isolation=true',
      '/event/lyng/jazz?isolation=true',
      '/api/payments/sandbox/challenge/ref-1?lng=en',
      '/api/payments/sandbox/checkout/pay-1?lng=en',
      '/api/payments/sandbox/callback',
    ]) {
      expect(isEmbeddable(url), url).toBe(true);
    }
  });

  it('our own pages only: everything else, whatever its address says', () => {
    for (const url of [
      '/',
      '/?isolation=true',
      '/lyng',
      '/lyng?isolation=false',
      '/checkout/complete?guid=g&restaurantId=3',
      '/my-bookings?isolation=true',
      '/My-Bookings?isolation=true',
      '/login?isolation=true',
      '/logout?isolation=true',
      '/join?isolation=true',
      '/admin/applications?isolation=true',
      '/invitation/abc?isolation=true',
      '/lyng/guestlist?isolation=true',
      '/lyng/orders?isolation=true',
      '/lyng/workspace?isolation=true',
      '/lyng/team?isolation=true',
      '/lyng/settings?isolation=true',
      '/lyng/settings/look?isolation=true',
      '/lyng/order?isolation=true',
      '/giftcard?isolation=true',
      '/booking?guid=g&isolation=true',
      '/%6Cogin?isolation=true',
      '/api/web/settings/?isolation=true',
      '/api/web/my/data/',
      '/api/restaurant/3/orders?date=2030-03-01',
      '/api/docs',
    ]) {
      expect(isEmbeddable(url), url).toBe(false);
    }
  });

  it('sends frame-ancestors * without X-Frame-Options to embeddable pages, and self elsewhere', () => {
    const sets = computeSecurityHeaderSets(loadConfig({}));
    expect(sets.embeddable['content-security-policy']).toContain('frame-ancestors *;');
    expect(sets.embeddable['x-frame-options']).toBeUndefined();
    expect(sets.own['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(sets.own['x-frame-options']).toBe('SAMEORIGIN');
    // Nothing else differs between the two.
    const { 'content-security-policy': ownPolicy, 'x-frame-options': _, ...own } = sets.own;
    const { 'content-security-policy': embeddablePolicy, ...embeddable } = sets.embeddable;
    expect(own).toEqual(embeddable);
    expect(String(ownPolicy).replace("frame-ancestors 'self'", 'frame-ancestors *')).toBe(
      embeddablePolicy,
    );
  });
});
