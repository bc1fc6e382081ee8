import { DEFAULT_THEME } from '@dekka/contracts/default-theme';
import type { Theme } from '@dekka/contracts/settings';

/** Dekka's brand lives in the contracts, where the server checks a restaurant's theme against it. */
export { DEFAULT_THEME } from '@dekka/contracts/default-theme';

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

function isThemeKey(key: string): key is keyof Theme {
  return key in CSS_VARIABLES;
}

/** `{ '--color-primary': '#C2410C', … }` for the eight theme colours. */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of Object.keys(CSS_VARIABLES).filter(isThemeKey)) {
    variables[CSS_VARIABLES[key]] = theme[key];
  }
  return variables;
}

const STYLESHEET_DEFAULTS = themeCssVariables(DEFAULT_THEME);

/**
 * Writes the theme onto :root, where every stylesheet reads it. A colour :root has already is
 * not written again: the one written before, else the stylesheet's own, which is Dekka's
 * (global.css, kept equal to DEFAULT_THEME by theme.test.ts). A new value in the root's style
 * makes the browser restyle the whole page, tens of milliseconds on a phone in the middle of
 * hydrating a drawn page, for colours that would not change.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    const current = root.style.getPropertyValue(name) || STYLESHEET_DEFAULTS[name] || '';
    if (current.toLowerCase() === value.toLowerCase()) continue;
    root.style.setProperty(name, value);
  }
}
