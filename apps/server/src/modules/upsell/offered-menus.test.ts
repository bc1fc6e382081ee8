import { describe, expect, it } from 'vitest';
import { menusFor } from './offered-menus.ts';

type Row = Parameters<typeof menusFor>[0][number] & { name: string };

function row(name: string, overrides: Partial<Row> = {}): Row {
  return { name, eventId: null, availableFrom: null, availableTo: null, ...overrides };
}

const names = (rows: Row[]) => rows.map((r) => r.name);

describe('menusFor', () => {
  const rows = [
    row('House menu'),
    row('Lunch', { availableFrom: '11:30', availableTo: '14:30' }),
    row('Buffet', { eventId: 7 }),
    row('Wine pairing', { eventId: 8 }),
  ];

  it('offers the regular menus without an event, each inside its serving window', () => {
    expect(names(menusFor(rows, null, '12:00'))).toEqual(['House menu', 'Lunch']);
    expect(names(menusFor(rows, null, '19:00'))).toEqual(['House menu']);
  });

  it("offers only the chosen event's own menus, never another event's", () => {
    expect(names(menusFor(rows, 7, '19:00'))).toEqual(['Buffet']);
    expect(names(menusFor(rows, 8, '19:00'))).toEqual(['Wine pairing']);
  });

  it('offers nothing for an event without menus: the à-la-carte menus are not for events', () => {
    expect(menusFor(rows, 9, '12:00')).toEqual([]);
  });
});
