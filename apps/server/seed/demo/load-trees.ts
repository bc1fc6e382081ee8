import { buildTree } from './build.ts';
import type { DemoCityName } from './catalogue.ts';
import { demoRestaurants } from './restaurants.ts';
import type { RestaurantTree } from './tree.ts';

/**
 * The tree with its texts in its own language only: load-test data measures booking and search,
 * and a hundred thousand rows of translations would only slow its insert.
 */
function singleLanguage(tree: RestaurantTree): RestaurantTree {
  const own = <T extends { translations?: unknown }>({ translations: _all, ...row }: T) => row;
  return {
    ...tree,
    restaurant: own(tree.restaurant),
    openingHours: tree.openingHours.map(own),
    floorPlans: tree.floorPlans.map(own),
    events: tree.events.map(own),
    menus: tree.menus.map(own),
  };
}

/**
 * Load-test restaurants: the demo specs cloned round-robin with unique slugs and names, ranked
 * after the hand-made demo restaurants; all in `city` when given. Their texts are single-language
 * (the demo's Icelandic).
 */
export function buildLoadTrees(
  count: number,
  options: { prefix: string; now: Date; city?: DemoCityName },
): RestaurantTree[] {
  const trees: RestaurantTree[] = [];
  for (let index = 0; index < count; index += 1) {
    const spec = demoRestaurants[index % demoRestaurants.length];
    if (!spec) continue;
    const tree = buildTree(
      {
        ...spec,
        slug: `${options.prefix}-${index + 1}-${spec.slug}`,
        name: `${spec.name} ${index + 1}`,
        ...(options.city ? { city: options.city, area: undefined } : {}),
      },
      index,
      options.now,
    );
    tree.restaurant.listIndex = 100_000 + index;
    trees.push(singleLanguage(tree));
  }
  return trees;
}
