import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  computeSecurityHeaders,
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
    expect(policy({})).toContain("img-src 'self' data: https: https://tile.openstreetmap.org;");
    expect(policy({ MAP_TILE_URL: 'http://10.0.0.5:8080/{z}/{x}/{y}.png' })).toContain(
      "img-src 'self' data: https: http://10.0.0.5:8080;",
    );
  });
});
