import { texts, withTexts, type Texts } from './texts.ts';
import type { RestaurantTree } from './tree.ts';

/** The demo's floor plans, as the upsell step names them to diners. */
const FLOOR_PLAN_NAMES: Record<string, Texts> = {
  Salur: texts('Salur', 'Dining room', 'Comedor', 'Spisesal', 'Spisesal'),
  Bar: texts('Bar', 'Bar', 'Barra', 'Bar', 'Bar'),
  Verönd: texts('Verönd', 'Terrace', 'Terraza', 'Terrasse', 'Terrasse'),
};

/** Table sizes cycle so every floor plan has twos, fours and a large table or two. */
const SIZES = [2, 2, 4, 4, 2, 4, 6, 4, 2, 8];

/**
 * 8 to 25 tables spread over the floor plans, named by the plan's initial ("S3", "B1", "V2").
 * Neighbouring tables of equal size combine (two 2-tops seat 3-4, two 4-tops seat 5-8), and three
 * 4-tops in the main room seat 9-12, so large parties are only seated through a combination.
 */
export function buildFloor(
  floorPlanNames: string[],
  tableCount: number,
  random: () => number,
): Pick<RestaurantTree, 'floorPlans' | 'combinations'> {
  const floorPlans: RestaurantTree['floorPlans'] = floorPlanNames.map((name) => {
    const names = FLOOR_PLAN_NAMES[name];
    return { ...(names ? withTexts({ name: names }) : { name }), tables: [] };
  });
  const combinations: RestaurantTree['combinations'] = [];
  for (let index = 0; index < tableCount; index += 1) {
    // The main room gets about half the tables.
    const planIndex = index % 2 === 0 ? 0 : index % floorPlans.length;
    const plan = floorPlans[planIndex];
    if (!plan) continue;
    const size = SIZES[(index + Math.floor(random() * 3)) % SIZES.length] ?? 2;
    plan.tables.push({
      name: `${plan.name.charAt(0)}${plan.tables.length + 1}`,
      minGuests: size >= 6 ? 4 : 1,
      maxGuests: size,
      // A few bar tables are kept for walk-ins.
      bookableOnline: !(plan.name === 'Bar' && plan.tables.length === 0),
    });
  }
  for (const plan of floorPlans) {
    for (const size of [2, 4]) {
      const same = plan.tables.filter((table) => table.maxGuests === size && table.bookableOnline);
      for (let index = 0; index + 1 < same.length; index += 2) {
        const pair = [same[index], same[index + 1]].map((table) => table?.name ?? '');
        combinations.push({
          tableNames: pair,
          minGuests: size + 1,
          maxGuests: size * 2,
        });
      }
    }
  }
  const mainFours = floorPlans[0]?.tables.filter((table) => table.maxGuests === 4) ?? [];
  if (mainFours.length >= 3) {
    combinations.push({
      tableNames: mainFours.slice(0, 3).map((table) => table.name),
      minGuests: 9,
      maxGuests: 12,
    });
  }
  return { floorPlans, combinations };
}
