import { AppError } from '../../errors.ts';

/** What the rules need to know about one upsell menu. */
export type MenuRule = {
  id: number;
  eventId: number | null;
  minGuests: number;
  /** 0 means no maximum. */
  maxGuests: number;
  isExclusive: boolean;
  /** Empty: the menu is served on every floor plan. */
  floorPlanIds: number[];
};

export type MenuSelectionInput = { id: number; count: number };

export type MenuCheck = {
  /** The selections with a count above zero. */
  selected: MenuSelectionInput[];
  /** Floor plans the party may be seated on; null when the menus do not restrict it. */
  floorPlanIds: number[] | null;
};

function refuse(rule: string, message: string): AppError {
  return new AppError('invalid_menu_selection', 400, message, { rule });
}

/**
 * The upsell rules of docs/product.md, "The booking flow", enforced again on the server because a client can send
 * anything. `menus` are the menus offered for this restaurant, time and event.
 * Example: party of 4, "Tasting" (exclusive) × 4 is fine; "Tasting" × 2 + "Vegan" × 2 is not.
 */
export function checkMenuSelection(input: {
  selection: MenuSelectionInput[];
  menus: MenuRule[];
  guests: number;
  onlineMenuMandatory: boolean;
}): MenuCheck {
  const { guests } = input;
  const byId = new Map(input.menus.map((menu) => [menu.id, menu]));
  const seen = new Set<number>();
  for (const item of input.selection) {
    if (seen.has(item.id)) throw refuse('duplicate_menu', `Menu ${item.id} is listed twice`);
    seen.add(item.id);
    if (!byId.has(item.id)) {
      throw refuse('unknown_menu', `Menu ${item.id} is not offered for this booking`);
    }
  }
  const selected = input.selection.filter((item) => item.count > 0);
  const total = selected.reduce((sum, item) => sum + item.count, 0);
  if (total > guests) {
    throw refuse(
      'total_above_guests',
      `The menus cover ${total} guests but the party is ${guests}`,
    );
  }

  const chosen: MenuRule[] = [];
  for (const item of selected) {
    const menu = byId.get(item.id);
    if (!menu) continue;
    chosen.push(menu);
    if (item.count < menu.minGuests) {
      throw refuse('below_min_guests', `Menu ${menu.id} needs at least ${menu.minGuests} guests`);
    }
    if (menu.maxGuests > 0 && item.count > menu.maxGuests) {
      throw refuse('above_max_guests', `Menu ${menu.id} serves at most ${menu.maxGuests} guests`);
    }
    if (menu.isExclusive && (selected.length > 1 || item.count !== guests)) {
      throw refuse(
        'exclusive_menu',
        `Menu ${menu.id} is exclusive: it must be the only menu and cover the whole party`,
      );
    }
  }

  const offered = input.menus.length > 0;
  if (input.onlineMenuMandatory && offered && total !== guests) {
    throw refuse(
      'menu_mandatory',
      `This restaurant requires a menu for each of the ${guests} guests`,
    );
  }

  // Menus tied to floor plans must share at least one, where the party is then seated.
  let floorPlanIds: number[] | null = null;
  for (const menu of chosen) {
    if (menu.floorPlanIds.length === 0) continue;
    floorPlanIds =
      floorPlanIds === null
        ? [...menu.floorPlanIds]
        : floorPlanIds.filter((id) => menu.floorPlanIds.includes(id));
    if (floorPlanIds.length === 0) {
      throw refuse('no_shared_floor_plan', 'The chosen menus are not served in the same area');
    }
  }
  return { selected, floorPlanIds };
}
