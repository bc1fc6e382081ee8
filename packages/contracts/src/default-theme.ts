import type { Theme } from './settings.ts';

/*
 * Dekka's own colours, in a module without zod: the web app applies them on every page, so
 * importing them must not bring the schema library into the first download.
 */

/**
 * Dekka's own brand, under any stored theme: a warm orange that keeps 5.2:1 contrast with white
 * text (WCAG AA for normal text), a deep fjord green for secondary accents, and a pink for errors.
 */
export const DEFAULT_THEME: Theme = {
  primary: '#C2410C',
  onPrimary: '#FFFFFF',
  secondary: '#1F4E4A',
  onSecondary: '#FFFFFF',
  surface: '#FFFFFF',
  background: '#FAF6F0',
  error: '#C2185B',
  onError: '#FFFFFF',
};

/** Body text, which no theme changes: the web app's `--color-text` (global.css). */
export const TEXT_COLOUR = '#221c18';
