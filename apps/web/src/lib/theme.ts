import { DEFAULT_THEME, themeCssVariables } from '@dekka/contracts/default-theme';
import type { Theme } from '@dekka/contracts/settings';

/**
 * Dekka's brand and the theme's custom properties live in the contracts: the server checks a
 * restaurant's theme against them, and writes a stored theme's colours into the page's HTML.
 */
export { DEFAULT_THEME, resolveTheme, themeCssVariables } from '@dekka/contracts/default-theme';

const STYLESHEET_DEFAULTS = themeCssVariables(DEFAULT_THEME);

/**
 * Writes the theme onto :root, where every stylesheet reads it. A colour :root has already is
 * not written again: the one in its style (written by the server into the page's <html>, or by
 * an earlier call), else the stylesheet's own, which is Dekka's (global.css, kept equal to
 * DEFAULT_THEME by theme.test.ts). A new value in the root's style makes the browser restyle the
 * whole page, tens of milliseconds on a phone in the middle of hydrating a drawn page, for
 * colours that would not change.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeCssVariables(theme))) {
    const current = root.style.getPropertyValue(name) || STYLESHEET_DEFAULTS[name] || '';
    if (current.toLowerCase() === value.toLowerCase()) continue;
    root.style.setProperty(name, value);
  }
}
