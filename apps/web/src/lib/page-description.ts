import { useEffect } from 'react';

/** Search engines show about 155 characters of a description; longer ones end with "…". */
const DESCRIPTION_LENGTH = 155;

/**
 * A description from a restaurant's or event's own text: tags and runs of white space gone, cut at
 * a word before the limit. The server writes the served page's description the same way
 * (apps/server/src/modules/public-pages/page-texts.ts), so the two agree.
 */
export function shortDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const SELECTORS = [
  'meta[name="description"]',
  'meta[property="og:description"]',
  'meta[name="twitter:description"]',
];

/**
 * Puts a page's own description (a restaurant's, an event's) in the head's description tags while
 * the page shows it, as the server put it there for the page's own address; leaving the page puts
 * back what was there (the site's description). Empty or not known yet: nothing changes.
 */
export function useDocumentDescription(text: string | null | undefined): void {
  const description = text ? shortDescription(text) : '';
  useEffect(() => {
    if (!description) return;
    const elements = SELECTORS.flatMap((selector) => [
      ...document.head.querySelectorAll<HTMLMetaElement>(selector),
    ]);
    const before = elements.map((element) => element.content);
    for (const element of elements) element.content = description;
    return () => {
      elements.forEach((element, index) => {
        element.content = before[index] ?? element.content;
      });
    };
  }, [description]);
}
