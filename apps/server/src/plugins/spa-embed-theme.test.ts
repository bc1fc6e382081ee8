import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { describe, expect, it } from 'vitest';
import { embeddedRestaurant, withRestaurantTheme } from './spa-embed-theme.ts';

describe('embeddedRestaurant', () => {
  it.each([
    ['/lyng?isolation=true', { slug: 'lyng' }],
    ['/lyng/event/konukvold?isolation=TRUE&date=2026-12-04', { slug: 'lyng' }],
    ['/restaurant?id=12&isolation=true', { id: 12 }],
    ['/checkout/complete?guid=x&restaurantId=7&isolation=true', { id: 7 }],
  ])('%s names %o', (url, key) => {
    expect(embeddedRestaurant(url)).toEqual(key);
  });

  it.each([
    ['/lyng'],
    ['/lyng?isolation=false'],
    ['/?isolation=true'],
    ['/Lyng%20x?isolation=true'],
  ])('%s names none: not embedded, or no slug', (url) => {
    expect(embeddedRestaurant(url)).toBeNull();
  });

  it('takes the path when the id cannot be one', () => {
    expect(embeddedRestaurant('/lyng?id=-1&isolation=true')).toEqual({ slug: 'lyng' });
  });
});

describe('withRestaurantTheme', () => {
  const site = { theme: { primary: '#C2410C' } } as SiteSettingsResponse;

  it("puts the restaurant's colours over the site's", () => {
    expect(withRestaurantTheme(site, { primary: '#0b4f6c', onPrimary: '#fff' }).theme).toEqual({
      primary: '#0b4f6c',
      onPrimary: '#fff',
    });
  });

  it('leaves out anything that is not a plain hex colour', () => {
    const themed = withRestaurantTheme(site, {
      primary: 'red;background:url(https://evil.example)',
      secondary: '#12345',
      error: '#aabbccdd',
    });
    expect(themed.theme).toEqual({ primary: '#C2410C', error: '#aabbccdd' });
  });

  it('keeps the site settings as they are without a usable theme', () => {
    expect(withRestaurantTheme(site, null)).toBe(site);
    expect(withRestaurantTheme(site, { primary: 'blue' })).toBe(site);
  });
});
