import type { OrderMenuResponse, OrderRestaurantsResponse } from '@dekka/contracts/order-menu';
import type { OrderView } from '@dekka/contracts/orders';
import { storageKey } from '../model/cart';

/** A burger place that takes takeaway and delivery orders, as the menu endpoint answers. */
export const MENU: OrderMenuResponse = {
  restaurant: {
    id: 7,
    slug: 'borgarinn',
    name: 'Borgarinn',
    address: 'Laugavegur 1, 101 Reykjavík',
    city: 'Reykjavík',
    timeZone: 'Atlantic/Reykjavik',
  },
  currency: 'ISK',
  modes: ['takeaway', 'delivery'],
  paused: false,
  openNow: true,
  opensAt: null,
  takeawayLeadMinutes: 20,
  deliveryLeadMinutes: 45,
  categories: [
    { id: 1, name: 'Burgers' },
    { id: 2, name: 'Drinks' },
  ],
  items: [
    {
      id: 11,
      categoryId: 1,
      name: 'Burger',
      description: 'With cheese',
      price: 2990,
      allergens: ['gluten', 'milk'],
      dietary: [],
      soldOut: false,
      weekdays: null,
      availableFrom: null,
      availableTo: null,
      modes: ['takeaway', 'delivery'],
      photo: null,
      optionGroups: [
        {
          id: 101,
          name: 'Size',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          choices: [
            { id: 1001, name: 'Regular', priceDelta: 0 },
            { id: 1002, name: 'Double', priceDelta: 900 },
          ],
        },
        {
          id: 102,
          name: 'Extras',
          required: false,
          minChoices: 0,
          maxChoices: 2,
          choices: [
            { id: 1003, name: 'Bacon', priceDelta: 400 },
            { id: 1004, name: 'Egg', priceDelta: 300 },
            { id: 1005, name: 'Jalapeños', priceDelta: 200 },
          ],
        },
      ],
    },
    {
      id: 12,
      categoryId: 1,
      name: 'Veggie burger',
      description: '',
      price: 2790,
      allergens: ['gluten'],
      dietary: ['vegan'],
      soldOut: true,
      weekdays: null,
      availableFrom: null,
      availableTo: null,
      modes: ['takeaway'],
      photo: null,
      optionGroups: [],
    },
    {
      id: 21,
      categoryId: 2,
      name: 'Cola',
      description: '',
      price: 450,
      allergens: [],
      dietary: [],
      soldOut: false,
      weekdays: [5, 6],
      availableFrom: '11:00',
      availableTo: '14:00',
      modes: ['takeaway', 'delivery'],
      photo: null,
      optionGroups: [],
    },
  ],
  zones: [
    {
      id: 1,
      name: 'Miðborg',
      fee: 990,
      minimumOrder: 3000,
      estimatedMinutes: 35,
      postcodes: ['101'],
      maxDistanceKm: null,
    },
  ],
  packages: [],
  catering: null,
};

/** A caterer: packages for at least 12 guests. */
export const CATERING_MENU: OrderMenuResponse = {
  ...MENU,
  restaurant: { ...MENU.restaurant, id: 8, slug: 'veislan', name: 'Veislan' },
  modes: ['catering'],
  items: [],
  categories: [],
  zones: [],
  packages: [
    { id: 31, name: 'Lamb feast', description: 'Roast lamb', pricePerPerson: 5900, minGuests: 12 },
  ],
  catering: { leadHours: 48, minGuests: 10, payment: 'deposit', depositPercent: 30 },
};

export const LISTING: OrderRestaurantsResponse = {
  restaurants: [
    {
      id: 7,
      name: 'Borgarinn',
      slug: 'borgarinn',
      city: 'Reykjavík',
      area: 'Miðborg',
      cuisines: ['Burgers'],
      modes: ['takeaway', 'delivery'],
      paused: false,
      currency: 'ISK',
      cover: null,
      delivery: { feeFrom: 990, minimumOrderFrom: 3000 },
      openNow: true,
      opensAt: null,
    },
    {
      id: 8,
      name: 'Veislan',
      slug: 'veislan',
      city: 'Akureyri',
      area: null,
      cuisines: [],
      modes: ['catering'],
      paused: true,
      currency: 'ISK',
      cover: null,
      delivery: null,
      openNow: false,
      opensAt: '2026-12-03T11:00',
    },
  ],
  cities: [
    { id: 1, name: 'Akureyri' },
    { id: 2, name: 'Reykjavík' },
  ],
  cuisines: [{ id: 5, name: 'Burgers' }],
};

export const ORDER_TOKEN = '0b0f6c1e-1111-4222-8333-444455556666';

/** Borgarinn's takeaway order of one burger, paid by card, as the order endpoint answers. */
export const ORDER_VIEW: OrderView = {
  token: ORDER_TOKEN,
  status: 'placed',
  mode: 'takeaway',
  restaurant: { id: 7, name: 'Borgarinn', slug: 'borgarinn' },
  slot: '2026-12-02T12:30',
  timeZone: 'Atlantic/Reykjavik',
  expiresAt: null,
  prepMinutes: null,
  readyAt: null,
  rejectReason: null,
  currency: 'ISK',
  lines: [
    {
      kind: 'item',
      name: 'Burger',
      quantity: 1,
      choices: [{ name: 'Regular', priceDelta: 0 }],
      unitPrice: 2990,
      lineTotal: 2990,
      note: '',
    },
  ],
  subtotal: 2990,
  deliveryFee: 0,
  total: 2990,
  payNow: 2990,
  payLater: 0,
  paid: 2990,
  giftCardPaid: 0,
  refunded: false,
  catering: null,
  delivery: null,
  firstName: 'Anna',
};

/** A cart at Borgarinn holding one regular burger. */
export const withBurger = () =>
  localStorage.setItem(
    storageKey('borgarinn'),
    JSON.stringify({
      lines: [{ key: 'k', itemId: 11, quantity: 1, choiceIds: [1001], note: '' }],
      package: null,
    }),
  );
