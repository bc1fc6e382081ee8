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

/** Writes the theme onto :root, where every stylesheet reads it. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    root.style.setProperty(name, value);
  }
}
