import type { UpsellMenu } from '@dekka/contracts/upsell';
import type { Selection } from '../../booking-process/model/menu-selection-param';

export interface RunningTotal {
  /** Σ count × price per guest of the chosen menus that have a price, in minor units. */
  amount: number;
  /** A chosen menu has no set price ("price varies"): the total leaves it out. */
  varies: boolean;
}

/**
 * The upsell step's running total: 2 × a 14 900 menu and 1 × a 6 900 one → 36 700. A menu
 * without an amount is priced at the restaurant, so it adds nothing and marks the total as partial.
 */
export function runningTotal(
  menus: readonly Pick<UpsellMenu, 'id' | 'paymentAmount'>[],
  selection: Selection,
): RunningTotal {
  let amount = 0;
  let varies = false;
  for (const entry of selection) {
    if (entry.count <= 0) continue;
    const price = menus.find((menu) => menu.id === entry.id)?.paymentAmount ?? 0;
    if (price > 0) amount += price * entry.count;
    else varies = true;
  }
  return { amount, varies };
}
