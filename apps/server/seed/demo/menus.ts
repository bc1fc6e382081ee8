import { fromKronur, type CountrySettings } from './locale.ts';
import type { DemoRestaurantSpec } from './restaurants.ts';
import { texts, withTexts, type Texts } from './texts.ts';
import type { RestaurantTree } from './tree.ts';

type Menu = RestaurantTree['menus'][number];

/** A menu's texts in every language: its name, and its descriptions when it has them. */
function menuTexts(name: Texts, shortDescription?: Texts, description?: Texts) {
  return withTexts({
    name,
    ...(shortDescription ? { shortDescription } : {}),
    ...(description ? { description } : {}),
  });
}

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
 * preselects the menu; "mandatory" requires a menu for every booking. Prices are written in
 * krónur and cost about as much abroad, in the restaurant's own currency (`fromKronur`).
 */
export function buildMenus(spec: DemoRestaurantSpec, settings: CountrySettings): Menu[] {
  const all = spec.floorPlans;
  const main = all[0] ?? 'Salur';
  // A menu is paid the way the restaurant takes payment (1 no-show fee, 2 prepayment).
  const paymentType =
    spec.payment?.rule === 'prepayment' ? 2 : spec.payment?.rule === 'no_show_fee' ? 1 : 0;
  const price = (kronur: number) => fromKronur(kronur, settings);
  switch (spec.menus) {
    case 'tasting':
      return [
        menu({
          ...menuTexts(
            texts('Smakkseðill', 'Tasting menu', 'Menú degustación', 'Smaksmeny', 'Smagsmenu'),
            texts(
              'Sjö réttir úr árstíðabundnu íslensku hráefni.',
              'Seven courses of seasonal Icelandic produce.',
              'Siete platos con producto islandés de temporada.',
              'Sju retter av islandske sesongråvarer.',
              'Syv retter af islandske råvarer i sæson.',
            ),
            texts(
              '<p>Sjö réttir, vínpörun fáanleg.</p>',
              '<p>Seven courses, wine pairing available.</p>',
              '<p>Siete platos, con maridaje de vinos si lo desea.</p>',
              '<p>Sju retter, vinpakke kan bestilles.</p>',
              '<p>Syv retter, vinmenu kan tilkøbes.</p>',
            ),
          ),
          price: price(14_900),
          paymentType,
          minGuests: 2,
          floorPlanNames: all,
        }),
        menu({
          ...menuTexts(
            texts('Sjávarréttaseðill', 'Seafood menu', 'Menú de mar', 'Sjømatmeny', 'Fiskemenu'),
            texts(
              'Fimm réttir úr afla dagsins.',
              'Five courses from the day’s catch.',
              'Cinco platos con la pesca del día.',
              'Fem retter av dagens fangst.',
              'Fem retter af dagens fangst.',
            ),
          ),
          price: price(11_900),
          paymentType,
          floorPlanNames: [main],
        }),
        ...(all.includes('Bar')
          ? [
              menu({
                ...menuTexts(
                  texts('Barseðill', 'Bar menu', 'Carta de barra', 'Barmeny', 'Barmenu'),
                  texts(
                    'Smáréttir og kokteill á barnum.',
                    'Small plates and a cocktail at the bar.',
                    'Raciones y un cóctel en la barra.',
                    'Småretter og en cocktail i baren.',
                    'Små retter og en cocktail i baren.',
                  ),
                ),
                price: price(6_900),
                maxGuests: 4,
                floorPlanNames: ['Bar'],
              }),
            ]
          : []),
        menu({
          ...menuTexts(
            texts('Borð kokksins', 'Chef’s table', 'Mesa del chef', 'Kokkens bord', 'Kokkens bord'),
            texts(
              'Allur hópurinn við borð kokksins, tíu réttir.',
              'The whole party at the chef’s table, ten courses.',
              'Todo el grupo en la mesa del chef, diez platos.',
              'Hele selskapet ved kokkens bord, ti retter.',
              'Hele selskabet ved kokkens bord, ti retter.',
            ),
          ),
          price: price(24_900),
          paymentType,
          minGuests: 4,
          maxGuests: 8,
          isExclusive: true,
          floorPlanNames: [main],
        }),
        menu({
          ...menuTexts(
            texts('Sumarseðill', 'Summer menu', 'Menú de verano', 'Sommermeny', 'Sommermenu'),
          ),
          isAvailable: false,
          floorPlanNames: all,
        }),
      ];
    case 'single':
      return [
        menu({
          ...menuTexts(
            texts(
              'Brönsplatti',
              'Brunch plate',
              'Plato de brunch',
              'Brunsjtallerken',
              'Brunchtallerken',
            ),
            texts(
              'Egg, beikon, pönnukökur, ávextir og nýkreistur safi.',
              'Eggs, bacon, pancakes, fruit and freshly squeezed juice.',
              'Huevos, beicon, tortitas, fruta y zumo recién exprimido.',
              'Egg, bacon, pannekaker, frukt og nypresset juice.',
              'Æg, bacon, pandekager, frugt og friskpresset juice.',
            ),
          ),
          price: price(3_490),
          floorPlanNames: all,
        }),
      ];
    case 'mandatory':
      return [
        menu({
          ...menuTexts(
            texts('Steikarseðill', 'Steak menu', 'Menú de carne', 'Biffmeny', 'Bøfmenu'),
            texts(
              'Þrír réttir með nautalund.',
              'Three courses with beef tenderloin.',
              'Tres platos con solomillo de ternera.',
              'Tre retter med indrefilet av storfe.',
              'Tre retter med oksemørbrad.',
            ),
          ),
          price: price(9_900),
          paymentType,
          floorPlanNames: all,
        }),
        menu({
          ...menuTexts(
            texts(
              'Grænmetisseðill',
              'Vegetarian menu',
              'Menú vegetariano',
              'Vegetarmeny',
              'Vegetarmenu',
            ),
            texts(
              'Þrír grænmetisréttir.',
              'Three vegetarian courses.',
              'Tres platos vegetarianos.',
              'Tre vegetarretter.',
              'Tre vegetarretter.',
            ),
          ),
          price: price(7_900),
          paymentType,
          floorPlanNames: all,
        }),
      ];
    case 'lunch':
      return [
        menu({
          ...menuTexts(
            texts('Hádegisseðill', 'Lunch menu', 'Menú del día', 'Lunsjmeny', 'Frokostmenu'),
            texts(
              'Súpa, aðalréttur og kaffi.',
              'Soup, a main course and coffee.',
              'Sopa, plato principal y café.',
              'Suppe, hovedrett og kaffe.',
              'Suppe, hovedret og kaffe.',
            ),
          ),
          price: price(3_900),
          availableFrom: '11:30',
          availableTo: '14:30',
          floorPlanNames: all,
        }),
        menu({
          ...menuTexts(
            texts('Kvöldseðill', 'Dinner menu', 'Menú de la cena', 'Middagsmeny', 'Aftenmenu'),
            texts(
              'Þrír réttir kvöldsins.',
              'Tonight’s three courses.',
              'Los tres platos de la noche.',
              'Kveldens tre retter.',
              'Aftenens tre retter.',
            ),
          ),
          price: price(8_900),
          availableFrom: '17:00',
          availableTo: '23:00',
          floorPlanNames: [main],
        }),
      ];
    case 'christmas':
      return [
        menu({
          ...menuTexts(
            texts('Steikarveisla', 'Steak feast', 'Festín de carne', 'Biffgilde', 'Bøfgilde'),
            texts(
              'Fjórir réttir fyrir hópinn.',
              'Four courses for the group.',
              'Cuatro platos para el grupo.',
              'Fire retter for selskapet.',
              'Fire retter til selskabet.',
            ),
          ),
          price: price(12_900),
          paymentType,
          minGuests: 4,
          floorPlanNames: all,
        }),
        // The Christmas buffet is prepaid wherever it is served (the demo's prepaid event):
        // seats for a fixed-price buffet night are paid when booked.
        menu({
          ...menuTexts(
            texts(
              'Jólahlaðborð',
              'Christmas buffet',
              'Bufé de Navidad',
              'Islandsk julebord',
              'Islandsk julebuffet',
            ),
            texts(
              'Hangikjöt, síld, purusteik og ris à l’amande.',
              'Smoked lamb, herring, crackling pork roast and ris à l’amande.',
              'Cordero ahumado, arenque, cerdo asado con corteza y ris à l’amande.',
              'Røkt lammekjøtt, sild, ribbe og riskrem.',
              'Røget lammekød, sild, flæskesteg og risalamande.',
            ),
          ),
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
