import { describe, expect, it } from 'vitest';
import { isHarpaOnly, nearbyLocation, readNearbyParams } from './nearby-params';

describe('readNearbyParams', () => {
  const read = (lat: string, lon: string, take: string, isHarpa?: string, language = 'en') =>
    readNearbyParams({ lat, lon, take, isHarpa, language });

  it('reads a position, the number to show, Harpa and the language', () => {
    expect(read('64.1504', '-21.9327', '10', 'true', 'is')).toEqual({
      position: { lat: 64.1504, lon: -21.9327 },
      take: 10,
      harpaOnly: true,
      language: 'is',
    });
  });

  it('clamps `take` to 1-50 and falls back to 20 for anything but a number', () => {
    expect(read('64', '-21', '0').take).toBe(1);
    expect(read('64', '-21', '51').take).toBe(50);
    expect(read('64', '-21', '999999').take).toBe(50);
    expect(read('64', '-21', 'ten').take).toBe(20);
    expect(read('64', '-21', '-3').take).toBe(20);
  });

  it('has no position off the globe or in words, and keeps six decimals', () => {
    expect(read('91', '0', '5').position).toBeNull();
    expect(read('0', '-180.5', '5').position).toBeNull();
    expect(read('north', '0', '5').position).toBeNull();
    expect(read('1e2', '0', '5').position).toBeNull();
    expect(read('64.123456789', '-21.000000049', '5').position).toEqual({
      lat: 64.123457,
      lon: -21,
    });
  });

  it('names a language only when it is one of the five', () => {
    expect(read('64', '-21', '5', undefined, 'NB').language).toBe('nb');
    expect(read('64', '-21', '5', undefined, 'dk').language).toBe('da');
    expect(read('64', '-21', '5', undefined, 'fr').language).toBeUndefined();
  });
});

describe('isHarpaOnly', () => {
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['Harpa', true],
    ['false', false],
    ['0', false],
    ['yes', false],
    [undefined, false],
  ])('%s → %s', (text, expected) => {
    expect(isHarpaOnly(text)).toBe(expected);
  });
});

describe('nearbyLocation', () => {
  it('rounds the position to three decimals and names Harpa and the language', () => {
    expect(nearbyLocation({ lat: 64.146_612, lon: -21.942_68 }, { language: 'is' })).toBe(
      '/nearby/64.147/-21.943/20/is',
    );
    expect(
      nearbyLocation({ lat: 64.15, lon: -21.93 }, { take: 5, harpaOnly: true, language: 'en' }),
    ).toBe('/nearby/64.150/-21.930/5/true/en');
  });
});
