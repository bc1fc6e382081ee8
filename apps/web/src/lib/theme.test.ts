import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyTheme, DEFAULT_THEME, resolveTheme, themeCssVariables } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('theme', () => {
  it.each([
    ['primary', DEFAULT_THEME.primary, DEFAULT_THEME.onPrimary],
    ['secondary', DEFAULT_THEME.secondary, DEFAULT_THEME.onSecondary],
    ['error', DEFAULT_THEME.error, DEFAULT_THEME.onError],
  ])('default %s colour passes WCAG AA (4.5:1) with its text colour', (_name, bg, fg) => {
    expect(contrast(bg, fg)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the defaults when no theme is stored', () => {
    expect(resolveTheme(null)).toEqual(DEFAULT_THEME);
  });

  it('lets a stored theme override single colours and ignores empty ones', () => {
    const theme = resolveTheme({ primary: '#004488', error: ' ' });
    expect(theme.primary).toBe('#004488');
    expect(theme.error).toBe(DEFAULT_THEME.error);
    expect(theme.surface).toBe(DEFAULT_THEME.surface);
  });

  it('names a CSS custom property for each of the eight colours', () => {
    expect(themeCssVariables(DEFAULT_THEME)).toEqual({
      '--color-primary': '#C2410C',
      '--color-on-primary': '#FFFFFF',
      '--color-secondary': '#1F4E4A',
      '--color-on-secondary': '#FFFFFF',
      '--color-surface': '#FFFFFF',
      '--color-background': '#FAF6F0',
      '--color-error': '#C2185B',
      '--color-on-error': '#FFFFFF',
    });
  });
});

describe('applyTheme', () => {
  /** A root element's inline style, as applyTheme uses it. */
  function fakeRoot() {
    const inline = new Map<string, string>();
    const written: string[] = [];
    const style = {
      getPropertyValue: (name: string) => inline.get(name) ?? '',
      setProperty: (name: string, value: string) => {
        inline.set(name, value);
        written.push(name);
      },
    };
    return { root: { style } as unknown as HTMLElement, inline, written };
  }

  it('writes no colour the stylesheet already has, and every one that differs', () => {
    const { root, inline, written } = fakeRoot();
    applyTheme(DEFAULT_THEME, root);
    expect(written).toEqual([]);
    applyTheme({ ...DEFAULT_THEME, primary: '#0b4f6c' }, root);
    expect(written).toEqual(['--color-primary']);
    applyTheme(DEFAULT_THEME, root);
    expect(inline.get('--color-primary')).toBe('#C2410C');
  });

  it('has the stylesheet’s own colours as Dekka’s: global.css names each as DEFAULT_THEME does', () => {
    const css = readFileSync(new URL('../app/styles/global.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(themeCssVariables(DEFAULT_THEME))) {
      const declared = new RegExp(`${name}:\\s*(#[0-9a-f]{6});`, 'i').exec(css)?.[1];
      expect(declared?.toLowerCase(), name).toBe(value.toLowerCase());
    }
  });
});
