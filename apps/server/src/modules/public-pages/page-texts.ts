import type { Language } from '@dekka/contracts/languages';

/**
 * The words of the public pages' heads that are not a restaurant's own: the same strings the web
 * app puts on the tab once it runs (its locale files' `search.results.title` and `event.title`;
 * a test keeps them equal), so the served title and the running app's never disagree.
 */
export const pageTexts: Record<Language, { results: string; event: string }> = {
  en: { results: 'Search results', event: 'Event' },
  is: { results: 'Leitarniðurstöður', event: 'Viðburður' },
  es: { results: 'Resultados de la búsqueda', event: 'Evento' },
  nb: { results: 'Søkeresultater', event: 'Arrangement' },
  da: { results: 'Søgeresultater', event: 'Arrangement' },
};

const BRAND = 'Dekka';

/** A tab title as the web app writes it (lib/document-title.ts): the page's words, then the brand. */
export function pageTitle(...parts: (string | null | undefined)[]): string {
  return [...parts.filter((part): part is string => Boolean(part)), BRAND].join(' – ');
}

/** Search engines show about 155 characters of a description; longer ones end with "…". */
const DESCRIPTION_LENGTH = 155;

/**
 * A description from a restaurant's or event's own text: tags and runs of white space gone, cut at
 * a word before the limit. The web app shortens it the same way when it runs
 * (apps/web/src/lib/page-description.ts).
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
