import { describe, expect, it } from 'vitest';
import { orderingHours } from './ordering-hours.ts';

// Wednesday 2 December 2026; Reykjavík is UTC all year, Oslo UTC+1 in winter.
const at = (iso: string) => Date.parse(iso);
const evenings = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  opens: '17:00',
  closes: '23:00',
  lastSeating: '21:00',
}));

describe('ordering hours', () => {
  it('is open within a service and otherwise names the next opening', () => {
    const hours = { services: evenings, specialDays: [] };
    expect(orderingHours(hours, 'Atlantic/Reykjavik', at('2026-12-02T18:00:00Z'))).toEqual({
      openNow: true,
      opensAt: null,
    });
    expect(orderingHours(hours, 'Atlantic/Reykjavik', at('2026-12-02T12:00:00Z'))).toEqual({
      openNow: false,
      opensAt: '2026-12-02T17:00',
    });
    // After closing: tomorrow's opening. In Oslo 17:00 is 16:00 UTC.
    expect(orderingHours(hours, 'Europe/Oslo', at('2026-12-02T22:30:00Z'))).toEqual({
      openNow: false,
      opensAt: '2026-12-03T17:00',
    });
  });

  it('counts a service past midnight from the day before, and a closed special day', () => {
    const late = {
      services: [{ weekday: 2, opens: '20:00', closes: '02:00', lastSeating: '00:00' }],
      specialDays: [],
    };
    // Tuesday's service still runs at 01:00 on Wednesday.
    expect(orderingHours(late, 'Atlantic/Reykjavik', at('2026-12-02T01:00:00Z')).openNow).toBe(
      true,
    );
    const closedToday = {
      services: evenings,
      specialDays: [{ date: '2026-12-02', closed: true, services: [] }],
    };
    expect(orderingHours(closedToday, 'Atlantic/Reykjavik', at('2026-12-02T18:00:00Z'))).toEqual({
      openNow: false,
      opensAt: '2026-12-03T17:00',
    });
    expect(
      orderingHours({ services: [], specialDays: [] }, 'Atlantic/Reykjavik', Date.now()),
    ).toEqual({ openNow: false, opensAt: null });
  });
});
