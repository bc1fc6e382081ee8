import { describe, expect, it } from 'vitest';
import { contrastGrade, contrastRatio, parseComputedColor } from './contrast';

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
