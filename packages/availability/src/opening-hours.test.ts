import { describe, expect, it } from 'vitest';
import { sittingsForDate } from './opening-hours.ts';
import { DINNER, buildRules, everyDay } from './test/fixtures.ts';

const starts = (sittings: readonly { localTime: string }[]) => sittings.map((s) => s.localTime);

describe('sittingsForDate: remembered per rules object', () => {
  it('answers the same day and length again with the same frozen list', () => {
    const rules = buildRules({ services: everyDay([DINNER]) });
    const first = sittingsForDate(rules, '2026-12-02', 120);
    expect(sittingsForDate(rules, '2026-12-02', 120)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => (first as unknown[]).push(first[0])).toThrow(TypeError);
  });

  it('keeps days and sitting lengths apart', () => {
    const rules = buildRules({
      services: everyDay([DINNER]),
      specialDays: [{ date: '2026-12-03', closed: true, services: [] }],
    });
    expect(starts(sittingsForDate(rules, '2026-12-02', 120))).toContain('21:00');
    expect(sittingsForDate(rules, '2026-12-03', 120)).toEqual([]);
    // A 150-minute sitting from 21:00 would end 23:30, after closing.
    expect(starts(sittingsForDate(rules, '2026-12-02', 150))).not.toContain('21:00');
  });

  it('gives changed rules (a new object, as the settings make) their own answer', () => {
    const rules = buildRules({ services: everyDay([DINNER]) });
    expect(starts(sittingsForDate(rules, '2026-12-02', 120))[0]).toBe('17:00');
    const later = { ...rules, services: everyDay([{ ...DINNER, opens: '18:00' }]) };
    expect(starts(sittingsForDate(later, '2026-12-02', 120))[0]).toBe('18:00');
    expect(starts(sittingsForDate(rules, '2026-12-02', 120))[0]).toBe('17:00');
  });

  it('still answers every day when more are asked than it remembers', () => {
    const rules = buildRules({ services: everyDay([DINNER]) });
    for (let day = 1; day <= 20; day += 1) {
      const date = `2026-12-${String(day).padStart(2, '0')}`;
      expect(starts(sittingsForDate(rules, date, 120))).toEqual([
        '17:00',
        '17:30',
        '18:00',
        '18:30',
        '19:00',
        '19:30',
        '20:00',
        '20:30',
        '21:00',
      ]);
    }
  });
});
