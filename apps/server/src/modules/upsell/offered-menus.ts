import type { UpsellMenu, UpsellResponse } from '@dekka/contracts/upsell';
import type { MenuRow } from './upsell.repository.ts';

/** docs/product.md, "Timings and limits": a menu's short description is cut at 200 characters. */
const SHORT_DESCRIPTION_MAX = 200;

/**
 * Menus offered for a booking: without an event, the regular (à la carte) menus; with an event
 * chosen, only that event's own menus (a Christmas buffet sells its buffet), and none when it has
 * none, so the flow then skips the upsell step. Never another event's menus, and never the
 * regular ones for an event: a diner booking an event is not sold the everyday menu.
 * A menu with a serving window (e.g. lunch 11:30-14:30) is offered only for starts inside it.
 */
export function menusFor<Row extends Pick<MenuRow, 'eventId' | 'availableFrom' | 'availableTo'>>(
  rows: Row[],
  eventId: number | null,
  localTime: string,
): Row[] {
  const candidates = rows.filter((row) => row.eventId === eventId);
  return candidates.filter(
    (row) =>
      (row.availableFrom === null || localTime >= row.availableFrom) &&
      (row.availableTo === null || localTime < row.availableTo),
  );
}

export function toUpsellMenu(row: MenuRow, guests: number): UpsellMenu {
  const fitsParty = guests >= row.minGuests && (row.maxGuests === 0 || guests <= row.maxGuests);
  const paymentType = row.paymentType === 1 || row.paymentType === 2 ? row.paymentType : 0;
  return {
    id: row.id,
    name: row.name,
    shortDescription:
      row.shortDescription.length > SHORT_DESCRIPTION_MAX
        ? `${row.shortDescription.slice(0, SHORT_DESCRIPTION_MAX - 1)}…`
        : row.shortDescription,
    isAvailable: fitsParty,
    isExclusive: row.isExclusive,
    minGuests: row.minGuests,
    maxGuests: row.maxGuests,
    floorPlanIds: row.floorPlanIds,
    paymentAmount: row.price ?? 0,
    paymentType,
  };
}

/**
 * The grouping of docs/product.md, "Upsell: set menus": menus served on several floor plans (or on all) come first under
 * floorPlanId null; menus tied to one floor plan follow, grouped by plan in floor-plan order.
 */
export function groupMenus(menus: UpsellMenu[], floorPlanIds: number[]): UpsellResponse['menus'] {
  const shared = menus.filter((menu) => menu.floorPlanIds.length !== 1);
  const groups: UpsellResponse['menus'] = [{ floorPlanId: null, menus: shared }];
  for (const floorPlanId of floorPlanIds) {
    groups.push({
      floorPlanId,
      menus: menus.filter((m) => m.floorPlanIds.length === 1 && m.floorPlanIds[0] === floorPlanId),
    });
  }
  return groups.filter((group) => group.menus.length > 0);
}
