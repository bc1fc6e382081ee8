import { describe, expect, it } from 'vitest';
import {
  canContinue,
  canIncrement,
  decrement,
  increment,
  initialSelection,
  isFaded,
  isStepperDisabled,
  selectedTotal,
} from './menu-selection';
import type { MenuCount } from '../../booking-process/model/menu-selection-param';

interface Menu {
  id: number;
  isAvailable: boolean;
  isExclusive: boolean;
  minGuests: number;
  floorPlanIds: number[];
}

function menu(id: number, overrides: Partial<Menu> = {}): Menu {
  return {
    id,
    isAvailable: true,
    isExclusive: false,
    minGuests: 0,
    floorPlanIds: [],
    ...overrides,
  };
}

// Floor plan 1 is the dining room, 2 the terrace.
const A = menu(1, { floorPlanIds: [1] });
const B = menu(2, { floorPlanIds: [1] });
const TERRACE = menu(3, { floorPlanIds: [2] });
const BOTH = menu(4, { floorPlanIds: [1, 2] });
const ANYWHERE = menu(5);
const MIN4 = menu(6, { minGuests: 4, floorPlanIds: [1] });
const EXCLUSIVE = menu(7, { isExclusive: true, floorPlanIds: [1] });
const MENUS = [A, B, TERRACE, BOTH, ANYWHERE, MIN4, EXCLUSIVE];

const sel = (...entries: [number, number][]): MenuCount[] =>
  entries.map(([id, count]) => ({ id, count }));
const changed = (selection: MenuCount[], dropped: number[] = []) => ({
  kind: 'changed',
  selection,
  dropped,
});

describe('rule: increment adds 1, decrement subtracts 1 and never goes below 0', () => {
  it.each([
    ['+ from nothing', increment(MENUS, [], 1, 4), changed(sel([1, 1]))],
    ['+ again', increment(MENUS, sel([1, 1]), 1, 4), changed(sel([1, 2]))],
    ['− from 2', decrement(MENUS, sel([1, 2]), 1), changed(sel([1, 1]))],
    ['− from 1 removes the entry', decrement(MENUS, sel([1, 1], [2, 1]), 1), changed(sel([2, 1]))],
    ['− from 0 stays 0', decrement(MENUS, sel([2, 1]), 1), changed(sel([2, 1]))],
    [
      'order of entries is kept',
      increment(MENUS, sel([1, 1], [2, 1]), 1, 4),
      changed(sel([1, 2], [2, 1])),
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('rule: below minGuests jumps to minGuests on increment, to 0 on decrement', () => {
  it.each([
    ['+ from 0 → 4', increment(MENUS, [], 6, 6), changed(sel([6, 4]))],
    ['+ from 4 → 5', increment(MENUS, sel([6, 4]), 6, 6), changed(sel([6, 5]))],
    ['− from 5 → 4', decrement(MENUS, sel([6, 5]), 6), changed(sel([6, 4]))],
    ['− from 4 → 0', decrement(MENUS, sel([6, 4]), 6), changed([])],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('rule: a count or combined total above the party size is rejected', () => {
  it.each([
    ['count past the party', increment(MENUS, sel([1, 2]), 1, 2), 'party_size'],
    ['minGuests above the party (stepper disabled)', increment(MENUS, [], 6, 3), 'unavailable'],
    ['total past the party', increment(MENUS, sel([1, 1], [2, 1]), 2, 2), 'total'],
    ['total past the party, other floor plan kept', increment(MENUS, sel([4, 2]), 1, 2), 'total'],
  ])('%s', (_name, actual, reason) => {
    expect(actual).toEqual({ kind: 'rejected', reason });
  });

  it('canIncrement says the same', () => {
    expect(canIncrement(MENUS, sel([1, 1], [2, 1]), 2, 2)).toBe(false);
    expect(canIncrement(MENUS, sel([1, 1]), 2, 2)).toBe(true);
  });
});

describe('rule: an exclusive menu jumps to the whole party and to 0, and replaces the selection', () => {
  it.each([
    ['+ from nothing → party', increment(MENUS, [], 7, 6), changed(sel([7, 6]))],
    [
      '+ replaces every other selection',
      increment(MENUS, sel([1, 2], [4, 1]), 7, 6),
      changed(sel([7, 6]), [1, 4]),
    ],
    ['− → 0', decrement(MENUS, sel([7, 6]), 7), changed([])],
    [
      'another menu on top of it is over the total',
      increment(MENUS, sel([7, 6]), 1, 6),
      { kind: 'rejected', reason: 'total' },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('rule: choosing a menu sharing no floor plan drops the other selections', () => {
  it.each([
    [
      'dining room → terrace drops both',
      increment(MENUS, sel([1, 2], [2, 2]), 3, 4),
      changed(sel([3, 1]), [1, 2]),
    ],
    [
      'a full party can still switch',
      increment(MENUS, sel([1, 4]), 3, 4),
      changed(sel([3, 1]), [1]),
    ],
    [
      'same floor plan keeps them',
      increment(MENUS, sel([1, 2]), 2, 4),
      changed(sel([1, 2], [2, 1])),
    ],
    [
      'a menu on both plans fits either',
      increment(MENUS, sel([3, 1]), 4, 4),
      changed(sel([3, 1], [4, 1])),
    ],
    [
      'a menu with no plans fits anywhere',
      increment(MENUS, sel([3, 1]), 5, 4),
      changed(sel([3, 1], [5, 1])),
    ],
    // BOTH narrows nothing alone; BOTH with A narrows to the dining room, so the terrace switches.
    [
      'the selection narrows to the plans all selected menus share',
      increment(MENUS, sel([4, 1], [1, 1]), 3, 4),
      changed(sel([3, 1]), [4, 1]),
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('isFaded: menus that would switch the floor plan are faded', () => {
  it.each([
    ['nothing selected fades nothing', [], TERRACE, false],
    ['terrace menu while the dining room is chosen', sel([1, 2]), TERRACE, true],
    ['another dining-room menu', sel([1, 2]), B, false],
    ['a menu on both plans', sel([1, 2]), BOTH, false],
    ['a menu with no plans', sel([1, 2]), ANYWHERE, false],
    ['a selected menu is never faded', sel([1, 2], [4, 1]), A, false],
  ])('%s', (_name, selection, target, expected) => {
    expect(isFaded(MENUS, selection, target)).toBe(expected);
  });
});

describe('rule: exactly one available menu and nothing in the address → preselected for the party', () => {
  it.each([
    [
      'one available menu',
      [A, menu(9, { isAvailable: false })],
      [],
      4,
      { selection: sel([1, 4]), preselectedId: 1 },
    ],
    ['two available menus', [A, B], [], 4, { selection: [], preselectedId: null }],
    [
      'none available',
      [menu(9, { isAvailable: false })],
      [],
      4,
      { selection: [], preselectedId: null },
    ],
    [
      'a selection in the address wins',
      [A],
      sel([1, 2]),
      4,
      { selection: sel([1, 2]), preselectedId: null },
    ],
    ['the only menu needs more guests', [MIN4], [], 2, { selection: [], preselectedId: null }],
    [
      'an unusable address selection counts as none',
      [A],
      sel([99, 2]),
      3,
      { selection: sel([1, 3]), preselectedId: 1 },
    ],
    [
      'address entries over the party are dropped',
      [A, B],
      sel([1, 3], [2, 2]),
      4,
      { selection: sel([1, 3]), preselectedId: null },
    ],
    [
      'address entries below minGuests are dropped',
      [A, MIN4],
      sel([6, 2], [1, 1]),
      6,
      { selection: sel([1, 1]), preselectedId: null },
    ],
  ])('%s', (_name, menus, fromAddress, guests, expected) => {
    expect(initialSelection(menus, fromAddress, guests)).toEqual(expected);
  });
});

describe('rule: a menu with minGuests above the party size has its stepper disabled', () => {
  it.each([
    [4, 3, true],
    [4, 4, false],
    [0, 1, false],
  ])('minGuests %i, party %i → disabled %s', (minGuests, guests, expected) => {
    expect(isStepperDisabled({ minGuests }, guests)).toBe(expected);
  });

  it('and + on it is rejected', () => {
    expect(increment(MENUS, [], 6, 3)).toEqual({ kind: 'rejected', reason: 'unavailable' });
  });

  it.each([
    ['an unavailable menu', [menu(9, { isAvailable: false })], 9],
    ['an unknown menu', MENUS, 99],
  ])('+ on %s is rejected', (_name, menus, id) => {
    expect(increment(menus, [], id, 4)).toEqual({ kind: 'rejected', reason: 'unavailable' });
  });
});

describe('selectedTotal', () => {
  it.each([
    [[], 0],
    [sel([1, 2]), 2],
    [sel([1, 2], [3, 3]), 5],
  ])('%j → %i', (selection, expected) => {
    expect(selectedTotal(selection)).toBe(expected);
  });
});

describe('rule: Continue is disabled when the menu is mandatory and the total is not the party', () => {
  it.each([
    [true, 4, 4, true],
    [true, 3, 4, false],
    [true, 0, 4, false],
    [false, 0, 4, true],
    [false, 2, 4, true],
  ])('mandatory %s, total %i, party %i → %s', (mandatory, total, guests, expected) => {
    expect(canContinue(mandatory, total, guests)).toBe(expected);
  });
});
