import { type LookSettingsInput, THEME_KEYS } from '@dekka/contracts/restaurant-look';
import { parseHexColour } from '@dekka/contracts/colour-contrast';
import type { Theme } from '@dekka/contracts/settings';

/** The form's colours as typed: '' keeps Dekka's colour for that key. */
export type LookDraft = Record<keyof Theme, string>;

export function toLookDraft(colours: Partial<Theme>): LookDraft {
  return Object.fromEntries(THEME_KEYS.map((key) => [key, colours[key] ?? ''])) as LookDraft;
}

/** What is sent: only the keys the restaurant set; the contract checks each one. */
export function fromLookDraft(draft: LookDraft): LookSettingsInput {
  const body: LookSettingsInput = {};
  for (const key of THEME_KEYS) {
    const value = draft[key].trim();
    if (value) body[key] = value;
  }
  return body;
}

/** The colours the preview and the contrast list show: each valid hex typed, else Dekka's. */
export function chosenColours(draft: LookDraft): Partial<Theme> {
  const chosen: Partial<Theme> = {};
  for (const key of THEME_KEYS) {
    const value = draft[key].trim();
    if (parseHexColour(value)) chosen[key] = value;
  }
  return chosen;
}

/**
 * A colour picker takes only lower-case `#rrggbb`: the typed colour, or while it is empty or
 * half typed, the colour it falls back to.
 */
export function pickerValue(colour: string, fallback: string): string {
  const rgb = parseHexColour(colour.trim()) ?? parseHexColour(fallback);
  if (!rgb) return '#000000';
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The iframe a restaurant pastes into its own site: its Dekka page in isolated mode, which starts
 * with its colours (ADR 034). `origin` is the page's own (location.origin), never the query's.
 */
export function iframeSnippet(origin: string, slug: string, title: string): string {
  const src = `${origin}/${encodeURIComponent(slug)}?isolation=true`;
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(title)}" ` +
    `width="100%" height="760" style="border: 0; max-width: 480px;" loading="lazy"></iframe>`
  );
}
