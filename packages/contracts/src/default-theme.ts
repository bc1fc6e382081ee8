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

/** The CSS custom property each theme colour sets (the web app's stylesheets read them). */
const CSS_VARIABLES: Record<keyof Theme, string> = {
  primary: '--color-primary',
  onPrimary: '--color-on-primary',
  secondary: '--color-secondary',
  onSecondary: '--color-on-secondary',
  surface: '--color-surface',
  background: '--color-background',
  error: '--color-error',
  onError: '--color-on-error',
};

function isThemeKey(key: string): key is keyof Theme {
  return key in CSS_VARIABLES;
}

/** The stored theme's colours over the defaults; empty values keep the default. */
export function resolveTheme(stored: Partial<Theme> | null): Theme {
  const theme = { ...DEFAULT_THEME };
  if (!stored) return theme;
  for (const key of Object.keys(CSS_VARIABLES).filter(isThemeKey)) {
    const value = stored[key]?.trim();
    if (value) theme[key] = value;
  }
  return theme;
}

/** `{ '--color-primary': '#C2410C', … }` for the eight theme colours. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of Object.keys(CSS_VARIABLES).filter(isThemeKey)) {
    variables[CSS_VARIABLES[key]] = theme[key];
  }
  return variables;
}
