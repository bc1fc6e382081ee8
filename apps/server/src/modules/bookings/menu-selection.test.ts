import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { checkMenuSelection, type MenuRule, type MenuSelectionInput } from './menu-selection.ts';

const menu = (id: number, rule: Partial<MenuRule> = {}): MenuRule => ({
  id,
  eventId: null,
  minGuests: 0,
  maxGuests: 0,
  isExclusive: false,
  floorPlanIds: [],
  ...rule,
});

const TASTING = menu(1, { isExclusive: true });
const VEGAN = menu(2, { minGuests: 2, maxGuests: 4 });
const TERRACE = menu(3, { floorPlanIds: [10, 11] });
const CELLAR = menu(4, { floorPlanIds: [11, 12] });
const ROOFTOP = menu(5, { floorPlanIds: [13] });
const MENUS = [TASTING, VEGAN, TERRACE, CELLAR, ROOFTOP];

function check(selection: MenuSelectionInput[], guests = 4, onlineMenuMandatory = false) {
  return checkMenuSelection({ selection, menus: MENUS, guests, onlineMenuMandatory });
}

function refusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_menu_selection') {
      expect(error.httpStatus).toBe(400);
      return String(error.params.rule);
    }
    throw error;
  }
  return undefined;
}

describe('checkMenuSelection', () => {
  const refused: [string, MenuSelectionInput[], number, boolean, string][] = [
    [
      'a menu listed twice',
      [
        { id: 2, count: 2 },
        { id: 2, count: 1 },
      ],
      4,
      false,
      'duplicate_menu',
    ],
    ['a menu not offered', [{ id: 99, count: 1 }], 4, false, 'unknown_menu'],
    ['more menus than guests', [{ id: 3, count: 5 }], 4, false, 'total_above_guests'],
    ['below the menu minimum', [{ id: 2, count: 1 }], 4, false, 'below_min_guests'],
    ['above the menu maximum', [{ id: 2, count: 5 }], 6, false, 'above_max_guests'],
    ['an exclusive menu for part of the party', [{ id: 1, count: 2 }], 4, false, 'exclusive_menu'],
    [
      'an exclusive menu beside another',
      [
        { id: 1, count: 2 },
        { id: 2, count: 2 },
      ],
      4,
      false,
      'exclusive_menu',
    ],
    ['too few menus where they are mandatory', [{ id: 2, count: 2 }], 4, true, 'menu_mandatory'],
    [
      'menus served in different areas',
      [
        { id: 3, count: 2 },
        { id: 5, count: 2 },
      ],
      4,
      false,
      'no_shared_floor_plan',
    ],
  ];
  for (const [name, selection, guests, mandatory, rule] of refused) {
    it(`refuses ${name} (${rule})`, () => {
      expect(refusal(() => check(selection, guests, mandatory))).toBe(rule);
    });
  }

  it('accepts an exclusive menu for the whole party', () => {
    expect(check([{ id: 1, count: 4 }])).toEqual({
      selected: [{ id: 1, count: 4 }],
      floorPlanIds: null,
    });
  });

  it('drops zero counts and accepts fewer menus than guests when they are optional', () => {
    expect(
      check([
        { id: 2, count: 2 },
        { id: 3, count: 0 },
      ]).selected,
    ).toEqual([{ id: 2, count: 2 }]);
  });

  it('seats the party where all its floor-plan menus are served', () => {
    expect(
      check([
        { id: 3, count: 2 },
        { id: 4, count: 2 },
      ]).floorPlanIds,
    ).toEqual([11]);
  });

  it('does not require menus a restaurant does not offer', () => {
    expect(
      checkMenuSelection({ selection: [], menus: [], guests: 4, onlineMenuMandatory: true }),
    ).toEqual({ selected: [], floorPlanIds: null });
  });
});
