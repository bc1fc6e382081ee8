// The demo's money is in minor units of each restaurant's own currency, at prices that currency
// would charge, and no demo restaurant sends its diners away from the confirmation.
import { describe, expect, it } from 'vitest';
import { buildDemoTrees } from '../../seed/demo/build.ts';
import { buildLoadTrees } from '../../seed/demo/load-trees.ts';
import type { RestaurantTree } from '../../seed/demo/tree.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const MINOR_PER_MAJOR: Record<string, number> = { ISK: 1, NOK: 100, DKK: 100, EUR: 100 };
/** More than any demo dinner, menu or event should cost per guest, in major units. */
const CEILING: Record<string, number> = { ISK: 30_000, NOK: 2_500, DKK: 2_000, EUR: 250 };

/** Each menu's (and with `events`, each event's) price per guest in major units, with its currency. */
function prices(trees: RestaurantTree[], withEvents: boolean) {
  return trees.flatMap(({ restaurant, menus, events }) => {
    const currency = restaurant.currency ?? 'ISK';
    const perMinor = MINOR_PER_MAJOR[currency] ?? Number.NaN;
    const priced = [
      ...menus.map((menu) => ({ name: menu.name, minor: menu.price ?? null })),
      ...(withEvents ? events : []).map((event) => ({
        name: event.name,
        minor: event.pricePerGuest ?? null,
      })),
    ];
    return priced.flatMap(({ name, minor }) =>
      minor === null
        ? []
        : [{ restaurant: restaurant.slug, name, currency, major: minor / perMinor }],
    );
  });
}

/** The prices above what their currency would charge. */
const tooDear = (all: ReturnType<typeof prices>) =>
  all.filter((price) => !(price.major <= (CEILING[price.currency] ?? 0)));

describe('the demo data', () => {
  it('prices the Danish lunch and dinner menus in kroner a Copenhagen restaurant charges', () => {
    const hyggestuen = buildDemoTrees(NOW).find(
      (tree) => tree.restaurant.slug === 'hyggestuen-kobenhavn',
    );
    expect(hyggestuen?.restaurant.currency).toBe('DKK');
    expect(hyggestuen?.menus.map((menu) => [menu.name, menu.price])).toEqual([
      ['Hádegisseðill', 19_500],
      ['Kvöldseðill', 44_500],
    ]);
  });

  it('keeps every menu and event within what its currency would charge', () => {
    const all = prices(buildDemoTrees(NOW), true);
    expect(new Set(all.map((price) => price.currency))).toEqual(
      new Set(['ISK', 'NOK', 'DKK', 'EUR']),
    );
    expect(tooDear(all)).toEqual([]);
    // Icelandic prices are as the demo writes them.
    expect(all).toContainEqual({
      restaurant: 'laugardals-bistro',
      name: 'Kvöldseðill',
      currency: 'ISK',
      major: 8_900,
    });
  });

  it('prices every kind of menu for the currency of the city it is served in', () => {
    const abroad = (['Oslo', 'København', 'Madrid'] as const).flatMap((city) =>
      buildLoadTrees(50, { prefix: `price-${city}`, now: NOW, city }),
    );
    const all = prices(abroad, false);
    expect(new Set(all.map((price) => price.currency))).toEqual(new Set(['NOK', 'DKK', 'EUR']));
    expect(tooDear(all)).toEqual([]);
  });

  it('sends no diner from a demo confirmation to another address', () => {
    const redirecting = buildDemoTrees(NOW).filter((tree) => tree.restaurant.redirectUrl);
    expect(redirecting.map((tree) => tree.restaurant.slug)).toEqual([]);
  });
});
