import type { MetaTags } from '@dekka/contracts/settings';

type MetaKey = { attribute: 'name' | 'property'; key: string };

function upsertMeta({ attribute, key }: MetaKey, content: string, doc: Document): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

/**
 * Mirrors the stored meta-tag configuration into <head>. The server already injects the same
 * tags into index.html for crawlers; this keeps them right after client-side changes and reuses
 * the injected elements instead of adding duplicates. Empty values leave a tag as it is. The
 * stored page title is the served page's <title> only: once running, each page sets its own
 * (lib/document-title.ts).
 */
export function applyMetaTags(tags: MetaTags, doc: Document = document): void {
  // Crawlers need absolute URLs; the stored ones may be relative to the site ("/og-image.png").
  const absolute = (url: string) => (url ? new URL(url, doc.baseURI).href : '');
  const entries: [MetaKey[], string][] = [
    [
      [
        { attribute: 'name', key: 'description' },
        { attribute: 'property', key: 'og:description' },
        { attribute: 'name', key: 'twitter:description' },
      ],
      tags.description,
    ],
    [
      [
        { attribute: 'property', key: 'og:title' },
        { attribute: 'name', key: 'twitter:title' },
      ],
      tags.shareTitle || tags.pageTitle,
    ],
    [
      [
        { attribute: 'property', key: 'og:image' },
        { attribute: 'name', key: 'twitter:image' },
      ],
      absolute(tags.imageUrl),
    ],
    [[{ attribute: 'property', key: 'og:url' }], absolute(tags.siteUrl)],
  ];
  for (const [keys, content] of entries) {
    if (!content) continue;
    for (const key of keys) upsertMeta(key, content, doc);
  }
}
