import { describe, expect, it } from 'vitest';
import { mapImageSrc } from './map-image';

describe('mapImageSrc', () => {
  const template = 'https://maps.example.com/static?center={lat},{lon}&zoom=15&marker={lat},{lon}';

  it('fills every placeholder with the position', () => {
    expect(mapImageSrc(template, 64.1382, -21.8851)).toBe(
      'https://maps.example.com/static?center=64.1382,-21.8851&zoom=15&marker=64.1382,-21.8851',
    );
  });

  it.each([
    ['no template', null, 64.1, -21.9],
    ['no latitude', template, null, -21.9],
    ['no longitude', template, 64.1, null],
    ['a position that is not a number', template, Number.NaN, -21.9],
    ['a template that is not a web address', 'javascript:alert({lat})', 64.1, -21.9],
    ['a template that is not a URL at all', 'map {lat} {lon}', 64.1, -21.9],
  ])('is null (the drawn map) for %s', (_case, tpl, lat, lon) => {
    expect(mapImageSrc(tpl, lat, lon)).toBeNull();
  });
});
