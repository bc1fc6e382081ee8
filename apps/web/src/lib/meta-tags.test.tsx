import { afterEach, describe, expect, it } from 'vitest';
import { applyMetaTags } from './meta-tags';

const tags = {
  pageTitle: 'Dekka – Bókaðu borð',
  shareTitle: 'Dekka',
  description: 'Bókaðu borð með einum smelli',
  imageUrl: '/og-image.png',
  siteUrl: 'https://dekka.is',
};

function content(selector: string): (string | null)[] {
  return [...document.head.querySelectorAll(selector)].map((element) =>
    element.getAttribute('content'),
  );
}

describe('applyMetaTags', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets description, social card and Open Graph tags, with absolute URLs', () => {
    document.title = 'Lyng – Dekka';
    applyMetaTags(tags);
    // The page's own title stays: the stored one is only the served page's (lib/document-title).
    expect(document.title).toBe('Lyng – Dekka');
    expect(content('meta[name="description"]')).toEqual(['Bókaðu borð með einum smelli']);
    expect(content('meta[property="og:title"]')).toEqual(['Dekka']);
    expect(content('meta[property="og:image"]')).toEqual([
      `${window.location.origin}/og-image.png`,
    ]);
    expect(content('meta[name="twitter:image"]')).toEqual([
      `${window.location.origin}/og-image.png`,
    ]);
    expect(content('meta[property="og:url"]')).toEqual(['https://dekka.is/']);
  });

  it('reuses the tags the server injected instead of adding duplicates', () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><meta property="og:title" content="old">';
    applyMetaTags(tags);
    applyMetaTags(tags);
    expect(content('meta[name="description"]')).toEqual(['Bókaðu borð með einum smelli']);
    expect(content('meta[property="og:title"]')).toEqual(['Dekka']);
  });

  it('leaves tags alone for empty values', () => {
    document.head.innerHTML = '<meta name="description" content="from the server">';
    applyMetaTags({ ...tags, description: '', pageTitle: '' });
    expect(content('meta[name="description"]')).toEqual(['from the server']);
  });
});
