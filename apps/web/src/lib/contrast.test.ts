import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastGrade, contrastRatio, parseComputedColor } from './contrast';
import type { Rgb } from './contrast';

describe('parseComputedColor', () => {
  it.each<[string, [number, number, number] | null]>([
    ['rgb(194, 65, 12)', [194, 65, 12]],
    ['rgba(255, 255, 255, 0.5)', [255, 255, 255]],
    ['color(srgb 1 0.5 0)', [255, 127.5, 0]],
    ['var(--color-primary)', null],
    ['', null],
  ])('%j', (value, expected) => {
    expect(parseComputedColor(value)).toEqual(expected);
  });
});

describe('contrastRatio and contrastGrade (WCAG 2)', () => {
  it('is 21 for black on white, 1 for a colour on itself, whichever comes first', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrastRatio([194, 65, 12], [194, 65, 12])).toBe(1);
  });

  it('grades Dekka’s orange on white as AA (about 5.2:1)', () => {
    const ratio = contrastRatio([194, 65, 12], [255, 255, 255]);
    expect(ratio).toBeGreaterThan(5);
    expect(ratio).toBeLessThan(5.4);
    expect(contrastGrade(ratio)).toBe('AA');
  });

  it.each<[number, string]>([
    [7, 'AAA'],
    [4.5, 'AA'],
    [3, 'AA large'],
    [2.99, 'fail'],
  ])('%s:1 is %s', (ratio, grade) => {
    expect(contrastGrade(ratio)).toBe(grade);
  });
});

describe('the default palette’s form fields (WCAG 1.4.11: 3:1 for parts of controls)', () => {
  const css = readFileSync(new URL('../app/styles/global.css', import.meta.url), 'utf8');
  const token = (name: string): Rgb => {
    const hex = new RegExp(`--${name}:\\s*#([0-9a-f]{6});`, 'i').exec(css)?.[1];
    if (!hex) throw new Error(`--${name} is not a #rrggbb colour in global.css`);
    return [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
  };

  it.each(['color-surface', 'color-background', 'color-sand'])(
    'field borders stand out 3:1 against %s',
    (background) => {
      expect(contrastRatio(token('color-field-border'), token(background))).toBeGreaterThanOrEqual(
        3,
      );
    },
  );

  it.each(['color-surface', 'color-background'])(
    'the focus ring (the primary, solid) stands out 3:1 against %s',
    (background) => {
      expect(css).toMatch(/--focus-ring:\s*3px solid var\(--color-primary\);/);
      expect(contrastRatio(token('color-primary'), token(background))).toBeGreaterThanOrEqual(3);
    },
  );

  it('is what the text fields and selects draw their borders with', () => {
    for (const file of [
      '../features/search/components/search.css',
      '../components/booking-form.css',
    ]) {
      const rules = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(rules).toMatch(
        /\.field__(control|input) \{[^}]*border: [\d.]+px solid var\(--color-field-border\);/,
      );
    }
  });
});
