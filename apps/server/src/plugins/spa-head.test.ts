import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHead } from './spa-head.ts';

const meta = {
  pageTitle: 'Dekka',
  shareTitle: 'Dekka',
  description: 'Borð',
  imageUrl: 'https://cdn.example/og.png',
  siteUrl: 'https://dekka.is',
};

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
    const html = injectHead('<head><!--app-head--></head>', meta);
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/og.png" />');
  });

  it('keeps $-patterns in titles literal', () => {
    const html = injectHead('<head><!--app-head--></head>', { ...meta, pageTitle: "$& $' $`" });
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });
});
