import type { SiteSettingsResponse } from '@dekka/contracts/settings';
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  injectHead,
  pageZoneOffsets,
  rootThemeStyle,
  withRootTheme,
} from './spa-head.ts';

const meta = {
  pageTitle: 'Dekka',
  shareTitle: 'Dekka',
  description: 'Borð',
  imageUrl: 'https://cdn.example/og.png',
  siteUrl: 'https://dekka.is',
};

const settings = (metaTags: SiteSettingsResponse['metaTags']): SiteSettingsResponse => ({
  metaTags,
  theme: { primary: '#123456' },
  displayCountry: 'no',
  giftCardUrl: '',
  mailingListFormUrl: '',
  appStoreUrl: '',
  playStoreUrl: '',
  contactEmail: 'hei@dekka.example',
  address: 'Storgata 1 </script><script>alert(1)</script>',
  rwgConversionUrl: null,
  rwgPartnerId: null,
  mapImageUrl: null,
  applePayMerchantId: null,
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapTileAttribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
});

describe('escapeHtml', () => {
  it.each([
    ['<script>', '&lt;script&gt;'],
    ['a & b', 'a &amp; b'],
    [`"double" 'single'`, '&quot;double&quot; &#39;single&#39;'],
    ['Bókaðu borð – ok', 'Bókaðu borð – ok'],
  ])('escapes %s', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('injectHead', () => {
  it('replaces the marker and keeps absolute image URLs as they are', () => {
    const html = injectHead('<head><!--app-head--></head>', settings(meta));
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/og.png" />');
  });

  it('keeps $-patterns in titles literal', () => {
    const html = injectHead(
      '<head><!--app-head--></head>',
      settings({ ...meta, pageTitle: "$& $' $`" }),
    );
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });

  it('carries the site settings as a JSON data block no stored text can close', () => {
    const html = injectHead('<head><!--app-head--></head>', settings(meta));
    const block = /<script id="site-settings" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? '')).toEqual(settings(meta));
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it("carries the zones' offsets as a second data block", () => {
    const now = new Date('2026-12-04T12:00:00.500Z');
    const offsets = pageZoneOffsets(now, ['Europe/Oslo', 'Europe/Oslo', 'Not/A_Zone']);
    expect(Object.keys(offsets)).toEqual(['Europe/Oslo']);
    // A year back (a review's date) to over a year ahead (a booking's), to the second.
    expect(offsets['Europe/Oslo']?.spans[0]).toEqual([Date.parse('2025-12-03T12:00:00Z'), 60]);
    expect(offsets['Europe/Oslo']?.until).toBe(Date.parse('2028-01-08T12:00:00Z'));
    expect(offsets['Europe/Oslo']?.spans.map(([, offset]) => offset)).toEqual([
      60, 120, 60, 120, 60,
    ]);
    const html = injectHead('<head><!--app-head--></head>', settings(meta), offsets);
    const block = /<script id="zone-offsets" type="application\/json">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(offsets);
  });
});

describe('the theme in the root element', () => {
  it("writes only the colours that are not Dekka's own", () => {
    expect(rootThemeStyle(null)).toBe('');
    expect(rootThemeStyle({ primary: '#c2410c', surface: '' })).toBe('');
    expect(rootThemeStyle({ primary: '#0B4F6C', background: 'rgb(250, 250, 250)' })).toBe(
      '--color-primary:#0B4F6C;--color-background:rgb(250, 250, 250)',
    );
  });

  it('leaves out a value that could end the declaration, the attribute or name an address', () => {
    expect(
      rootThemeStyle({
        primary: 'red;background:url(https://evil.example/x)',
        secondary: '"><script>',
        error: 'teal',
      }),
    ).toBe('--color-error:teal');
  });

  it("sets the <html>'s style, replacing one written before, and keeps its language", () => {
    const page = '<!doctype html><html lang="is"><head></head></html>';
    const site = withRootTheme(page, { primary: '#123456' });
    expect(site).toContain('<html lang="is" style="--color-primary:#123456">');
    const restaurant = withRootTheme(site, { secondary: '#654321' });
    expect(restaurant).toContain('<html lang="is" style="--color-secondary:#654321">');
    expect(withRootTheme(site, null)).toContain('<html lang="is">');
  });
});
