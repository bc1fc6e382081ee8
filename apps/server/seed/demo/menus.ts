import type { DemoRestaurantSpec } from './restaurants.ts';
import type { RestaurantTree } from './tree.ts';

type Menu = RestaurantTree['menus'][number];

function menu(overrides: Partial<Menu> & Pick<Menu, 'name' | 'floorPlanNames'>): Menu {
  return {
    shortDescription: '',
    description: '',
    price: null,
    paymentType: 0,
    minGuests: 1,
    maxGuests: 0,
    isExclusive: false,
    isAvailable: true,
    availableFrom: null,
    availableTo: null,
    eventSlug: null,
    ...overrides,
  };
}

/**
 * Upsell menus by kind. "tasting" exercises every grouping rule: a menu on every floor plan
 * (grouped under floorPlanId null), menus tied to one plan, an exclusive chef's table and a
 * withdrawn menu that is never offered. "single" is the one-menu restaurant where the client
 * preselects the menu; "mandatory" requires a menu for every booking.
 */
export function buildMenus(spec: DemoRestaurantSpec, minorPerMajor: number): Menu[] {
  const all = spec.floorPlans;
  const main = all[0] ?? 'Salur';
  // A menu is paid the way the restaurant takes payment (1 no-show fee, 2 prepayment).
  const paymentType =
    spec.payment?.rule === 'prepayment' ? 2 : spec.payment?.rule === 'no_show_fee' ? 1 : 0;
  const price = (major: number) => major * minorPerMajor;
  switch (spec.menus) {
    case 'tasting':
      return [
        menu({
          name: 'Smakkseðill',
          shortDescription: 'Sjö réttir úr árstíðabundnu íslensku hráefni.',
          description: '<p>Sjö réttir, vínpörun fáanleg.</p>',
          price: price(14_900),
          paymentType,
          minGuests: 2,
          floorPlanNames: all,
        }),
        menu({
          name: 'Sjávarréttaseðill',
          shortDescription: 'Fimm réttir úr afla dagsins.',
          price: price(11_900),
          paymentType,
          floorPlanNames: [main],
        }),
        ...(all.includes('Bar')
          ? [
              menu({
                name: 'Barseðill',
                shortDescription: 'Smáréttir og kokteill á barnum.',
                price: price(6_900),
                maxGuests: 4,
                floorPlanNames: ['Bar'],
              }),
            ]
          : []),
        menu({
          name: 'Borð kokksins',
          shortDescription: 'Allur hópurinn við borð kokksins, tíu réttir.',
          price: price(24_900),
          paymentType,
          minGuests: 4,
          maxGuests: 8,
          isExclusive: true,
          floorPlanNames: [main],
        }),
        menu({ name: 'Sumarseðill', isAvailable: false, floorPlanNames: all }),
      ];
    case 'single':
      return [
        menu({
          name: 'Brönsplatti',
          shortDescription: 'Egg, beikon, pönnukökur, ávextir og nýkreistur safi.',
          price: price(3_490),
          floorPlanNames: all,
        }),
      ];
    case 'mandatory':
      return [
        menu({
          name: 'Steikarseðill',
          shortDescription: 'Þrír réttir með nautalund.',
          price: price(9_900),
          paymentType,
          floorPlanNames: all,
        }),
        menu({
          name: 'Grænmetisseðill',
          shortDescription: 'Þrír grænmetisréttir.',
          price: price(7_900),
          paymentType,
          floorPlanNames: all,
        }),
      ];
    case 'lunch':
      return [
        menu({
          name: 'Hádegisseðill',
          shortDescription: 'Súpa, aðalréttur og kaffi.',
          price: price(3_900),
          availableFrom: '11:30',
          availableTo: '14:30',
          floorPlanNames: all,
        }),
        menu({
          name: 'Kvöldseðill',
          shortDescription: 'Þrír réttir kvöldsins.',
          price: price(8_900),
          availableFrom: '17:00',
          availableTo: '23:00',
          floorPlanNames: [main],
        }),
      ];
    case 'christmas':
      return [
        menu({
          name: 'Steikarveisla',
          shortDescription: 'Fjórir réttir fyrir hópinn.',
          price: price(12_900),
          paymentType,
          minGuests: 4,
          floorPlanNames: all,
        }),
        // The Christmas buffet is prepaid wherever it is served (the demo's prepaid event):
        // seats for a fixed-price buffet night are paid when booked.
        menu({
          name: 'Jólahlaðborð',
          shortDescription: 'Hangikjöt, síld, purusteik og ris à l’amande.',
          price: price(14_900),
          paymentType: 2,
          floorPlanNames: [main],
          eventSlug: 'jolahladbord',
        }),
      ];
    case undefined:
      return [];
  }
}
