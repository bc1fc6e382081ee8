import { describe, expect, it } from 'vitest';
import { LookSettings, lowContrastIssues, themeContrast } from './restaurant-look.ts';
import { DEFAULT_THEME } from './default-theme.ts';

describe('a restaurant theme', () => {
  it('takes #rgb and #rrggbb as lower-case #rrggbb, and nothing else', () => {
    expect(LookSettings.parse({ primary: '#0B4F6C', surface: '#FfF' })).toEqual({
      primary: '#0b4f6c',
      surface: '#ffffff',
    });
    for (const value of ['red', '#ffffff80', '#fff;}', 'rgb(0,0,0)', '#12345']) {
      expect(LookSettings.safeParse({ background: value }).success, value).toBe(false);
    }
  });

  it("passes with Dekka's own colours in every pair", () => {
    expect(themeContrast({}, DEFAULT_THEME).every((result) => result.passes)).toBe(true);
    expect(lowContrastIssues({}, DEFAULT_THEME)).toEqual([]);
  });

  it('names only the chosen colours of a failing pair, with the ratio and the other colour', () => {
    // Pale grey on Dekka's orange: about 2:1.
    expect(lowContrastIssues({ onPrimary: '#dddddd' }, DEFAULT_THEME)).toEqual([
      {
        field: 'onPrimary',
        message: expect.stringMatching(/^contrast \d\.\d+:1 with primary is below 4\.5:1/),
      },
    ]);
    // A dark page background fails body text, which no theme changes.
    expect(lowContrastIssues({ background: '#333333' }, DEFAULT_THEME).map((i) => i.field)).toEqual(
      ['background'],
    );
  });
});
