import type { Allergen, DietaryTag, OrderMode } from '@dekka/contracts/restaurant-ordering';
import type { ContentTranslations } from '../../src/content-language.ts';
import type { orderingDeliveryZones, orderingSettings } from '../../src/db/schema.ts';

/*
 * The demo's food ordering (docs/decisions/044-ordering-setup.md): a few Reykjavík restaurants
 * take orders, and Harpa veitingasala sells drinks and small plates to pick up in the concert's
 * interval. Prices are ISK (no minor units). Texts are Icelandic (the row's own) and English;
 * other languages fall back to Icelandic, then English, as every restaurant text does.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A text in Icelandic and English: the row's own text, and its English translation. */
type Bilingual = readonly [is: string, en: string];

type DemoChoice = { name: Bilingual; priceDelta?: number };
type DemoGroup = {
  name: Bilingual;
  required: boolean;
  min: number;
  max: number;
  choices: DemoChoice[];
};
type DemoItem = {
  name: Bilingual;
  description?: Bilingual;
  price: number;
  allergens?: Allergen[];
  dietary?: DietaryTag[];
  modes?: OrderMode[];
  weekdays?: number[];
  window?: [from: string, to: string];
  groups?: DemoGroup[];
};

/** A restaurant's ordering, keyed by names like the rest of the tree; insert.ts resolves them. */
export type OrderingTree = {
  settings: Omit<Insert<typeof orderingSettings>, 'restaurantId'>;
  zones: Omit<Insert<typeof orderingDeliveryZones>, 'id' | 'restaurantId'>[];
  categories: Array<{
    name: string;
    translations: ContentTranslations;
    items: Array<{
      name: string;
      description: string;
      translations: ContentTranslations;
      price: number;
      allergens: Allergen[];
      dietary: DietaryTag[];
      weekdays: number[] | null;
      availableFrom: string | null;
      availableTo: string | null;
      modes: OrderMode[];
      groups: Array<{
        name: string;
        translations: ContentTranslations;
        required: boolean;
        minChoices: number;
        maxChoices: number;
        choices: Array<{ name: string; translations: ContentTranslations; priceDelta: number }>;
      }>;
    }>;
  }>;
  packages: Array<{
    name: string;
    description: string;
    translations: ContentTranslations;
    pricePerPerson: number;
    minGuests: number;
  }>;
};

export type DemoOrdering = 'harpa-interval' | 'pizza-delivery' | 'cafe-takeaway' | 'grill-catering';

function named(name: Bilingual, description?: Bilingual) {
  const en: Record<string, string> = { name: name[1] };
  if (description) en.description = description[1];
  return {
    name: name[0],
    ...(description ? { description: description[0] } : {}),
    translations: { en } as ContentTranslations,
  };
}

function category(name: Bilingual, items: DemoItem[], modes: OrderMode[]) {
  return {
    ...named(name),
    items: items.map((item) => ({
      ...named(item.name, item.description),
      description: item.description?.[0] ?? '',
      price: item.price,
      allergens: item.allergens ?? [],
      dietary: item.dietary ?? [],
      weekdays: item.weekdays ?? null,
      availableFrom: item.window?.[0] ?? null,
      availableTo: item.window?.[1] ?? null,
      modes: item.modes ?? modes,
      groups: (item.groups ?? []).map((group) => ({
        ...named(group.name),
        required: group.required,
        minChoices: group.min,
        maxChoices: group.max,
        choices: group.choices.map((choice) => ({
          ...named(choice.name),
          priceDelta: choice.priceDelta ?? 0,
        })),
      })),
    })),
  };
}

const settings = (change: Partial<OrderingTree['settings']>): OrderingTree['settings'] => ({
  takeaway: true,
  delivery: false,
  catering: false,
  paused: false,
  ordersPerSlot: 6,
  takeawayLeadMinutes: 20,
  deliveryLeadMinutes: 45,
  cateringLeadHours: 48,
  cateringMinGuests: 10,
  cateringPayment: 'full',
  cateringDepositPercent: null,
  ...change,
});

const GLASS: DemoGroup = {
  name: ['Stærð', 'Size'],
  required: true,
  min: 1,
  max: 1,
  choices: [
    { name: ['Glas (150 ml)', 'Glass (150 ml)'] },
    { name: ['Stórt glas (250 ml)', 'Large glass (250 ml)'], priceDelta: 900 },
  ],
};

/** Pre-ordered before the concert, picked up at the foyer bar in the interval: pickup only. */
function harpaInterval(): OrderingTree {
  const takeaway: OrderMode[] = ['takeaway'];
  return {
    settings: settings({ ordersPerSlot: 40, takeawayLeadMinutes: 30 }),
    zones: [],
    categories: [
      category(
        ['Drykkir', 'Drinks'],
        [
          {
            name: ['Kampavínsglas', 'Glass of champagne'],
            description: ['Brut, borið fram kælt.', 'Brut, served chilled.'],
            price: 3400,
            allergens: ['sulphites'],
          },
          {
            name: ['Hvítvín hússins', 'House white wine'],
            price: 2200,
            allergens: ['sulphites'],
            groups: [GLASS],
          },
          {
            name: ['Rauðvín hússins', 'House red wine'],
            price: 2200,
            allergens: ['sulphites'],
            groups: [GLASS],
          },
          {
            name: ['Íslenskur bjór', 'Icelandic beer'],
            description: ['Lagerbjór á krana, 400 ml.', 'Draught lager, 400 ml.'],
            price: 1690,
            allergens: ['gluten'],
          },
          {
            name: ['Óáfengt freyðivín', 'Alcohol-free sparkling wine'],
            price: 1490,
            dietary: ['vegan'],
          },
          {
            name: ['Kaffi eða te', 'Coffee or tea'],
            price: 690,
            dietary: ['vegan'],
            groups: [
              {
                name: ['Drykkur', 'Drink'],
                required: true,
                min: 1,
                max: 1,
                choices: [
                  { name: ['Uppáhellt kaffi', 'Filter coffee'] },
                  { name: ['Cappuccino', 'Cappuccino'], priceDelta: 200 },
                  { name: ['Te', 'Tea'] },
                ],
              },
              {
                name: ['Mjólk', 'Milk'],
                required: false,
                min: 0,
                max: 1,
                choices: [
                  { name: ['Nýmjólk', 'Whole milk'] },
                  { name: ['Haframjólk', 'Oat milk'] },
                ],
              },
            ],
          },
        ],
        takeaway,
      ),
      category(
        ['Smáréttir', 'Small plates'],
        [
          {
            name: ['Snittur, þrjár saman', 'Three open sandwiches'],
            description: [
              'Veldu þrjár á rúgbrauði eða súrdeigi.',
              'Pick three, on rye or sourdough.',
            ],
            price: 2790,
            allergens: ['gluten', 'fish', 'eggs', 'milk', 'crustaceans', 'mustard'],
            groups: [
              {
                name: ['Snittur', 'Sandwiches'],
                required: true,
                min: 3,
                max: 3,
                choices: [
                  { name: ['Reyktur lax', 'Smoked salmon'] },
                  { name: ['Rækjur og egg', 'Shrimp and egg'] },
                  { name: ['Hangikjöt', 'Smoked lamb'] },
                  { name: ['Rauðrófur og geitaostur', 'Beetroot and goat cheese'] },
                ],
              },
              {
                name: ['Brauð', 'Bread'],
                required: true,
                min: 1,
                max: 1,
                choices: [{ name: ['Rúgbrauð', 'Rye bread'] }, { name: ['Súrdeig', 'Sourdough'] }],
              },
            ],
          },
          {
            name: ['Ostabakki', 'Cheese plate'],
            description: [
              'Íslenskir ostar, hunang og kex.',
              'Icelandic cheeses, honey and crackers.',
            ],
            price: 3190,
            allergens: ['milk', 'gluten'],
            dietary: ['vegetarian'],
          },
          {
            name: ['Hummus með grænmeti', 'Hummus with vegetables'],
            price: 1890,
            allergens: ['sesame'],
            dietary: ['vegan', 'gluten-free'],
          },
          {
            name: ['Súkkulaðimús', 'Chocolate mousse'],
            description: ['Með skyrrjóma og krækiberjum.', 'With skyr cream and crowberries.'],
            price: 1490,
            allergens: ['milk', 'eggs'],
            dietary: ['vegetarian', 'gluten-free'],
          },
          {
            name: ['Kleinur, tvær', 'Two kleinur'],
            price: 790,
            allergens: ['gluten', 'eggs', 'milk'],
          },
        ],
        takeaway,
      ),
    ],
    packages: [],
  };
}

/** Pizza to pick up or delivered in the west of Reykjavík: by distance, and by postcode. */
function pizzaDelivery(): OrderingTree {
  const both: OrderMode[] = ['takeaway', 'delivery'];
  const size: DemoGroup = {
    name: ['Stærð', 'Size'],
    required: true,
    min: 1,
    max: 1,
    choices: [{ name: ['12"', '12"'] }, { name: ['16"', '16"'], priceDelta: 1200 }],
  };
  const extras: DemoGroup = {
    name: ['Aukaálegg', 'Extra toppings'],
    required: false,
    min: 0,
    max: 3,
    choices: [
      { name: ['Ólífur', 'Olives'], priceDelta: 300 },
      { name: ['Jalapeño', 'Jalapeño'], priceDelta: 300 },
      { name: ['Auka ostur', 'Extra cheese'], priceDelta: 400 },
      { name: ['Parmaskinka', 'Parma ham'], priceDelta: 600 },
    ],
  };
  return {
    settings: settings({ delivery: true, ordersPerSlot: 8, takeawayLeadMinutes: 20 }),
    zones: [
      {
        name: 'Vesturbær og Miðborg',
        maxDistanceKm: 3,
        postcodes: [],
        fee: 990,
        minimumOrder: 3000,
        estimatedMinutes: 35,
        position: 0,
      },
      {
        name: 'Seltjarnarnes og Hlíðar',
        maxDistanceKm: null,
        postcodes: ['170', '105'],
        fee: 1490,
        minimumOrder: 4500,
        estimatedMinutes: 50,
        position: 1,
      },
    ],
    categories: [
      category(
        ['Pizzur', 'Pizzas'],
        [
          {
            name: ['Margherita', 'Margherita'],
            description: ['Tómatar, mozzarella og basilíka.', 'Tomato, mozzarella and basil.'],
            price: 2690,
            allergens: ['gluten', 'milk'],
            dietary: ['vegetarian'],
            groups: [size, extras],
          },
          {
            name: ['Diavola', 'Diavola'],
            description: ['Sterk pepperóní og chili.', 'Spicy pepperoni and chilli.'],
            price: 3190,
            allergens: ['gluten', 'milk'],
            dietary: ['spicy'],
            groups: [size, extras],
          },
          {
            name: ['Hádegispizza', 'Lunch pizza'],
            description: ['Pizza dagsins, virka daga.', 'Pizza of the day, weekdays.'],
            price: 1990,
            allergens: ['gluten', 'milk'],
            weekdays: [1, 2, 3, 4, 5],
            window: ['11:30', '14:00'],
          },
        ],
        both,
      ),
      category(
        ['Drykkir', 'Drinks'],
        [
          { name: ['Gos, 500 ml', 'Soft drink, 500 ml'], price: 450, dietary: ['vegan'] },
          { name: ['Tiramisú', 'Tiramisù'], price: 1290, allergens: ['gluten', 'eggs', 'milk'] },
        ],
        both,
      ),
    ],
    packages: [],
  };
}

function cafeTakeaway(): OrderingTree {
  const takeaway: OrderMode[] = ['takeaway'];
  return {
    settings: settings({ ordersPerSlot: 10, takeawayLeadMinutes: 10 }),
    zones: [],
    categories: [
      category(
        ['Kaffi', 'Coffee'],
        [
          {
            name: ['Latte', 'Latte'],
            price: 790,
            allergens: ['milk'],
            groups: [
              {
                name: ['Mjólk', 'Milk'],
                required: true,
                min: 1,
                max: 1,
                choices: [
                  { name: ['Nýmjólk', 'Whole milk'] },
                  { name: ['Haframjólk', 'Oat milk'], priceDelta: 100 },
                ],
              },
            ],
          },
          { name: ['Uppáhellt kaffi', 'Filter coffee'], price: 490, dietary: ['vegan'] },
        ],
        takeaway,
      ),
      category(
        ['Bakkelsi', 'Pastries'],
        [
          {
            name: ['Kanilsnúður', 'Cinnamon bun'],
            price: 690,
            allergens: ['gluten', 'milk', 'eggs'],
            dietary: ['vegetarian'],
          },
          {
            name: ['Bröns í boxi', 'Brunch box'],
            description: ['Egg, beikon, skyr og brauð.', 'Eggs, bacon, skyr and bread.'],
            price: 2890,
            allergens: ['gluten', 'milk', 'eggs'],
            weekdays: [0, 6],
            window: ['09:00', '14:00'],
          },
        ],
        takeaway,
      ),
    ],
    packages: [],
  };
}

/** Lamb from the grill to pick up, and grill buffets for parties booked two days ahead. */
function grillCatering(): OrderingTree {
  return {
    settings: settings({
      catering: true,
      ordersPerSlot: 5,
      takeawayLeadMinutes: 30,
      cateringLeadHours: 48,
      cateringMinGuests: 15,
      cateringPayment: 'deposit',
      cateringDepositPercent: 30,
    }),
    zones: [],
    categories: [
      category(
        ['Af grillinu', 'From the grill'],
        [
          {
            name: ['Lambalæri', 'Leg of lamb'],
            description: [
              'Með kartöflum, rótargrænmeti og bernaise.',
              'With potatoes, root vegetables and béarnaise.',
            ],
            price: 5490,
            allergens: ['milk', 'eggs'],
            dietary: ['gluten-free'],
            modes: ['takeaway', 'catering'],
          },
          {
            name: ['Grillborgari', 'Grill burger'],
            price: 2990,
            allergens: ['gluten', 'milk', 'sesame'],
            modes: ['takeaway'],
            groups: [
              {
                name: ['Steiking', 'Cooked'],
                required: true,
                min: 1,
                max: 1,
                choices: [
                  { name: ['Miðlungs', 'Medium'] },
                  { name: ['Gegnsteiktur', 'Well done'] },
                ],
              },
            ],
          },
        ],
        ['takeaway'],
      ),
    ],
    packages: [
      {
        ...named(
          ['Grillveisla', 'Grill feast'],
          [
            'Lambalæri, grísasteik, meðlæti og sósur fyrir hópinn.',
            'Leg of lamb, roast pork, sides and sauces for the group.',
          ],
        ),
        description: 'Lambalæri, grísasteik, meðlæti og sósur fyrir hópinn.',
        pricePerPerson: 6900,
        minGuests: 15,
      },
      {
        ...named(
          ['Smáréttaveisla', 'Small plates party'],
          ['Sjö smáréttir á mann, kaldir og heitir.', 'Seven small plates a person, cold and hot.'],
        ),
        description: 'Sjö smáréttir á mann, kaldir og heitir.',
        pricePerPerson: 5400,
        minGuests: 20,
      },
    ],
  };
}

export function buildOrdering(kind: DemoOrdering): OrderingTree {
  switch (kind) {
    case 'harpa-interval':
      return harpaInterval();
    case 'pizza-delivery':
      return pizzaDelivery();
    case 'cafe-takeaway':
      return cafeTakeaway();
    case 'grill-catering':
      return grillCatering();
  }
}
