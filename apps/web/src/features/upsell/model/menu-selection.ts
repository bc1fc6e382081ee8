import type { UpsellMenu } from '@dekka/contracts/upsell';

import type { MenuCount, Selection } from '../../booking-process/model/menu-selection-param';

type Menu = Pick<UpsellMenu, 'id' | 'isAvailable' | 'isExclusive' | 'minGuests' | 'floorPlanIds'>;

/**
 * The outcome of one stepper press. `dropped` names menus whose count was cleared as a side
 * effect (floor-plan switch, exclusive menu), so the UI can flash their steppers.
 */
export type SelectionChange =
  | { kind: 'changed'; selection: MenuCount[]; dropped: number[] }
  | { kind: 'rejected'; reason: 'unavailable' | 'party_size' | 'total' };

export function countOf(selection: Selection, menuId: number): number {
  return selection.find((entry) => entry.id === menuId)?.count ?? 0;
}

export function selectedTotal(selection: Selection): number {
  return selection.reduce((total, entry) => total + entry.count, 0);
}

/** A menu whose minimum is more than the whole party can never be chosen for it. */
export function isStepperDisabled(menu: Pick<Menu, 'minGuests'>, guests: number): boolean {
  return menu.minGuests > guests;
}

/**
 * Floor plans every selected menu can be served on, or null when nothing restricts them.
 * A menu with no floor plans is served on all of them (the server lists such menus in the shared
 * group), so it narrows nothing. The booking sits in one floor plan, hence the intersection.
 */
function floorPlansOfSelection(menus: readonly Menu[], selection: Selection): Set<number> | null {
  let plans: Set<number> | null = null;
  for (const entry of selection) {
    const menu = menus.find((candidate) => candidate.id === entry.id);
    if (!menu || entry.count === 0 || menu.floorPlanIds.length === 0) continue;
    plans = new Set(
      plans === null ? menu.floorPlanIds : menu.floorPlanIds.filter((id) => plans?.has(id)),
    );
  }
  return plans;
}

function sharesFloorPlan(menu: Menu, plans: Set<number> | null): boolean {
  return (
    plans === null ||
    menu.floorPlanIds.length === 0 ||
    menu.floorPlanIds.some((id) => plans.has(id))
  );
}

/**
 * A menu that cannot join the current selection without switching floor plans is drawn faded
 * (docs/product.md, "Routes", Upsell). Selected menus and an empty selection fade nothing.
 */
export function isFaded(menus: readonly Menu[], selection: Selection, menu: Menu): boolean {
  if (countOf(selection, menu.id) > 0) return false;
  return !sharesFloorPlan(menu, floorPlansOfSelection(menus, selection));
}

function withCount(selection: Selection, menuId: number, count: number): MenuCount[] {
  const others = selection.filter((entry) => entry.id !== menuId && entry.count > 0);
  if (count === 0) return others;
  const index = selection.findIndex((entry) => entry.id === menuId);
  // Keep the entry where it was, so the address's menuSelection does not reshuffle on each press.
  if (index === -1) return [...others, { id: menuId, count }];
  return selection
    .filter((entry) => entry.id === menuId || entry.count > 0)
    .map((entry) => (entry.id === menuId ? { id: menuId, count } : entry));
}

/**
 * "+" on a menu's stepper (docs/product.md, "The booking flow"):
 * - adds 1; below the menu's minGuests it jumps to minGuests (min 4: 0 → 4);
 * - an exclusive menu jumps to the whole party, and replaces every other selection;
 * - a menu sharing no floor plan with the current selection drops the other selections;
 * - a count above the party, or a combined total above it, is rejected and nothing changes.
 * Drops are applied before the total is checked: switching floor plans with a full party
 * selected must work, it is the point of the switch.
 */
export function increment(
  menus: readonly Menu[],
  selection: Selection,
  menuId: number,
  guests: number,
): SelectionChange {
  const menu = menus.find((candidate) => candidate.id === menuId);
  if (!menu || !menu.isAvailable || isStepperDisabled(menu, guests)) {
    return { kind: 'rejected', reason: 'unavailable' };
  }
  const next = menu.isExclusive ? guests : Math.max(countOf(selection, menuId) + 1, menu.minGuests);
  if (next > guests) return { kind: 'rejected', reason: 'party_size' };

  const others = selection.filter((entry) => entry.id !== menuId && entry.count > 0);
  const othersGo = menu.isExclusive || !sharesFloorPlan(menu, floorPlansOfSelection(menus, others));
  const kept = othersGo ? selection.filter((entry) => entry.id === menuId) : selection;
  const updated = withCount(kept, menuId, next);
  if (selectedTotal(updated) > guests) return { kind: 'rejected', reason: 'total' };
  return {
    kind: 'changed',
    selection: updated,
    dropped: othersGo ? others.map((entry) => entry.id) : [],
  };
}

/**
 * "−" on a menu's stepper: subtracts 1, never below 0; below minGuests it drops to 0 (a menu
 * for at least 4 cannot be eaten by 3); an exclusive menu goes straight to 0.
 */
export function decrement(
  menus: readonly Menu[],
  selection: Selection,
  menuId: number,
): SelectionChange {
  const current = countOf(selection, menuId);
  const menu = menus.find((candidate) => candidate.id === menuId);
  const lowered = current - 1;
  const next = !menu || menu.isExclusive || lowered < menu.minGuests ? 0 : Math.max(lowered, 0);
  return { kind: 'changed', selection: withCount(selection, menuId, next), dropped: [] };
}

/** Whether "+" would do anything; the UI disables the button otherwise. */
export function canIncrement(
  menus: readonly Menu[],
  selection: Selection,
  menuId: number,
  guests: number,
): boolean {
  return increment(menus, selection, menuId, guests).kind === 'changed';
}

/**
 * The selection the page opens with. From the address (editable, possibly stale) an entry is
 * kept only for a menu that is offered and available, with a count from its minimum up to the
 * party, and while the running total still fits the party. With nothing usable in the address
 * and exactly one available menu, that menu is preselected for the whole party and named in
 * `preselectedId`, so the page can show its 'preselected' marker.
 */
export function initialSelection(
  menus: readonly Menu[],
  fromAddress: Selection,
  guests: number,
): { selection: MenuCount[]; preselectedId: number | null } {
  const usable: MenuCount[] = [];
  for (const entry of fromAddress) {
    const menu = menus.find((candidate) => candidate.id === entry.id);
    const fits =
      menu?.isAvailable === true &&
      entry.count >= Math.max(1, menu.minGuests) &&
      selectedTotal(usable) + entry.count <= guests;
    if (fits) usable.push({ id: entry.id, count: entry.count });
  }
  if (usable.length > 0) return { selection: usable, preselectedId: null };
  const available = menus.filter((menu) => menu.isAvailable);
  const [only] = available;
  if (available.length !== 1 || !only || isStepperDisabled(only, guests)) {
    return { selection: [], preselectedId: null };
  }
  return { selection: [{ id: only.id, count: guests }], preselectedId: only.id };
}

/**
 * Continue is blocked only when the restaurant makes an online menu mandatory and the menus
 * chosen do not cover exactly the party (docs/product.md, "Routes").
 */
export function canContinue(onlineMenuMandatory: boolean, total: number, guests: number): boolean {
  return !onlineMenuMandatory || total === guests;
}
