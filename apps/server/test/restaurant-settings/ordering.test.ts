import { OrderingSetupResponse } from '@dekka/contracts/restaurant-ordering';
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantPhotos } from '../../src/db/schema.ts';
import { settingsTestApp } from './settings-fixture.ts';

// The ordering setup (docs/decisions/044-ordering-setup.md) on a restaurant in Reykjavík.

let app: Awaited<ReturnType<typeof settingsTestApp>>;
beforeAll(async () => {
  app = await settingsTestApp();
});
afterAll(async () => {
  await app.t.close();
});

const none = { name: '' };
const names = (is: string, en = '') => ({
  is: { name: is },
  en: { name: en },
  es: none,
  nb: none,
  da: none,
});
const noItemTexts = { name: '', description: '' };
const itemTexts = (is: string, en = '', description = '') => ({
  is: { name: is, description },
  en: { name: en, description: '' },
  es: noItemTexts,
  nb: noItemTexts,
  da: noItemTexts,
});

const settingsBody = (change: object = {}) => ({
  takeaway: true,
  delivery: true,
  catering: false,
  paused: false,
  ordersPerSlot: 8,
  takeawayLeadMinutes: 20,
  deliveryLeadMinutes: 40,
  zones: [
    {
      name: 'Miðborg',
      maxDistanceKm: 3,
      postcodes: [],
      fee: 990,
      minimumOrder: 3000,
      estimatedMinutes: 35,
    },
  ],
  cateringLeadHours: 48,
  cateringMinGuests: 10,
  cateringPayment: 'deposit',
  cateringDepositPercent: 30,
  ...change,
});

/** A burger with a required size group and an optional extras group. */
const itemBody = (categoryId: number, change: object = {}) => ({
  categoryId,
  texts: itemTexts('Hamborgari', 'Burger', 'Með osti og sósu'),
  price: 2990,
  allergens: ['gluten', 'milk'],
  dietary: [],
  weekdays: null,
  availableFrom: null,
  availableTo: null,
  soldOut: false,
  position: 0,
  modes: ['takeaway', 'delivery'],
  optionGroups: [
    {
      texts: names('Stærð', 'Size'),
      required: true,
      minChoices: 1,
      maxChoices: 1,
      choices: [
        { texts: names('Venjulegur', 'Regular'), priceDelta: 0 },
        { texts: names('Tvöfaldur', 'Double'), priceDelta: 900 },
      ],
    },
    {
      texts: names('Auka', 'Extras'),
      required: false,
      minChoices: 0,
      maxChoices: 2,
      choices: [
        { texts: names('Beikon', 'Bacon'), priceDelta: 400 },
        { texts: names('Jalapeño'), priceDelta: 200 },
      ],
    },
  ],
  ...change,
});

const packageBody = (change: object = {}) => ({
  texts: itemTexts('Smáréttahlaðborð', 'Small plates buffet'),
  pricePerPerson: 6900,
  minGuests: 20,
  position: 0,
  ...change,
});

/** A photo row of a restaurant's (its files are not needed for choosing it). */
async function photoOf(restaurantId: number, kind: 'gallery' | 'cover' | 'logo' = 'gallery') {
  const [row] = await app.t.database.db
    .insert(restaurantPhotos)
    .values({
      restaurantId,
      kind,
      width: 1200,
      height: 800,
      variants: [
        { format: 'webp', width: 640, height: 427, key: `r${restaurantId}/dish-640.webp` },
      ],
      alt: { is: 'Hamborgari á diski' },
    })
    .returning();
  if (!row) throw new Error('photo not inserted');
  return row.id;
}

async function setupOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/ordering`, token);
  expect(res.statusCode, res.body).toBe(200);
  return OrderingSetupResponse.parse(res.json());
}

async function historyOf(base: string, token: string) {
  const res = await app.client.inject('GET', `${base}/history`, token);
  return AuditLogResponse.parse(res.json()).entries;
}

async function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  body?: object,
) {
  const res = await app.client.inject(method, url, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return OrderingSetupResponse.parse(res.json());
}

describe('ordering settings', () => {
  it('starts with nothing offered, then saves modes, capacity, zones and catering, audited', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const empty = await setupOf(base, tokens.manager);
    expect(empty).toMatchObject({
      currency: 'ISK',
      ownLanguage: 'is',
      settings: { takeaway: false, delivery: false, catering: false, zones: [] },
      categories: [],
      items: [],
      packages: [],
    });

    const saved = await send('PUT', `${base}/ordering`, tokens.owner, settingsBody());
    expect(saved.settings).toMatchObject({
      takeaway: true,
      delivery: true,
      ordersPerSlot: 8,
      cateringPayment: 'deposit',
      cateringDepositPercent: 30,
      zones: [{ name: 'Miðborg', maxDistanceKm: 3, postcodes: [], fee: 990, estimatedMinutes: 35 }],
    });
    // Postcodes instead of a distance; the whole price keeps no deposit share.
    const again = await send(
      'PUT',
      `${base}/ordering`,
      tokens.owner,
      settingsBody({
        zones: [
          {
            name: 'Vesturbær',
            maxDistanceKm: null,
            postcodes: ['107', '101'],
            fee: 0,
            minimumOrder: 0,
            estimatedMinutes: 30,
          },
        ],
        cateringPayment: 'full',
      }),
    );
    expect(again.settings.zones).toEqual([
      expect.objectContaining({
        name: 'Vesturbær',
        maxDistanceKm: null,
        postcodes: ['107', '101'],
      }),
    ]);
    expect(again.settings.cateringDepositPercent).toBeNull();

    const [latest, first] = await historyOf(base, tokens.owner);
    expect(latest).toMatchObject({ area: 'ordering', action: 'update' });
    expect(latest?.changes).toMatchObject({
      cateringPayment: { from: 'deposit', to: 'full' },
      cateringDepositPercent: { from: 30, to: null },
    });
    expect(first?.changes).toMatchObject({
      takeaway: { from: false, to: true },
      ordersPerSlot: { from: 10, to: 8 },
    });
    // Saving the same again records nothing.
    await send(
      'PUT',
      `${base}/ordering`,
      tokens.owner,
      settingsBody({
        zones: again.settings.zones.map(({ id: _id, ...zone }) => zone),
        cateringPayment: 'full',
      }),
    );
    expect(await historyOf(base, tokens.owner)).toHaveLength(2);
  });

  it.each([
    ['ordersPerSlot', { ordersPerSlot: 0 }],
    ['ordersPerSlot', { ordersPerSlot: 101 }],
    ['zones', { zones: [] }],
    [
      'zones.0.maxDistanceKm',
      {
        zones: [
          {
            name: 'Báðir',
            maxDistanceKm: 2,
            postcodes: ['101'],
            fee: 0,
            minimumOrder: 0,
            estimatedMinutes: 30,
          },
        ],
      },
    ],
    [
      'zones.0.maxDistanceKm',
      {
        zones: [
          {
            name: 'Hvorugt',
            maxDistanceKm: null,
            postcodes: [],
            fee: 0,
            minimumOrder: 0,
            estimatedMinutes: 30,
          },
        ],
      },
    ],
    [
      'zones.0.fee',
      {
        zones: [
          {
            name: 'Mínus',
            maxDistanceKm: 2,
            postcodes: [],
            fee: -1,
            minimumOrder: 0,
            estimatedMinutes: 30,
          },
        ],
      },
    ],
    ['cateringDepositPercent', { cateringDepositPercent: null }],
  ])('refuses settings naming %s, and changes nothing', async (field, change) => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await app.client.inject(
      'PUT',
      `${base}/ordering`,
      tokens.owner,
      settingsBody(change),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
    expect((await setupOf(base, tokens.owner)).settings.takeaway).toBe(false);
    expect(await historyOf(base, tokens.owner)).toEqual([]);
  });

  it('keeps the ordering setup to owners and managers: 401 signed out, 403 to hosts and others', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const paths: ['GET' | 'PUT' | 'POST', string, object | undefined][] = [
      ['GET', `${base}/ordering`, undefined],
      ['PUT', `${base}/ordering`, settingsBody()],
      ['POST', `${base}/ordering/categories`, { texts: names('Drykkir'), position: 0 }],
      ['POST', `${base}/ordering/packages`, packageBody()],
    ];
    for (const [method, url, body] of paths) {
      expect((await app.client.inject(method, url, null, body)).statusCode).toBe(401);
      expect((await app.client.inject(method, url, tokens.host, body)).statusCode).toBe(403);
      expect((await app.client.inject(method, url, tokens.otherOwner, body)).statusCode).toBe(403);
    }
    expect((await setupOf(base, tokens.owner)).categories).toEqual([]);
  });
});

describe('the ordering menu', () => {
  it('adds, changes and removes categories and items with option groups, audited', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const withCategory = await send('POST', `${base}/ordering/categories`, tokens.owner, {
      texts: names('Borgarar', 'Burgers'),
      position: 1,
    });
    const category = withCategory.categories[0];
    expect(category).toMatchObject({
      texts: { is: { name: 'Borgarar' }, en: { name: 'Burgers' }, da: { name: '' } },
      position: 1,
    });
    const categoryId = category?.id ?? 0;

    const withItem = await send(
      'POST',
      `${base}/ordering/items`,
      tokens.manager,
      itemBody(categoryId),
    );
    const item = withItem.items[0];
    expect(item).toMatchObject({
      categoryId,
      texts: {
        is: { name: 'Hamborgari', description: 'Með osti og sósu' },
        en: { name: 'Burger' },
      },
      price: 2990,
      allergens: ['gluten', 'milk'],
      modes: ['takeaway', 'delivery'],
      soldOut: false,
      photoId: null,
    });
    expect(
      item?.optionGroups.map((group) => [
        group.texts.is.name,
        group.required,
        group.choices.map((c) => [c.texts.is.name, c.priceDelta]),
      ]),
    ).toEqual([
      [
        'Stærð',
        true,
        [
          ['Venjulegur', 0],
          ['Tvöfaldur', 900],
        ],
      ],
      [
        'Auka',
        false,
        [
          ['Beikon', 400],
          ['Jalapeño', 200],
        ],
      ],
    ]);
    const itemId = item?.id ?? 0;

    // A change replaces the groups: one group left, the window set, Wednesdays and Fridays.
    const changed = await send(
      'PUT',
      `${base}/ordering/items/${itemId}`,
      tokens.owner,
      itemBody(categoryId, {
        price: 3190,
        weekdays: [5, 3],
        availableFrom: '11:00',
        availableTo: '14:00',
        optionGroups: [itemBody(categoryId).optionGroups[0]],
      }),
    );
    expect(changed.items[0]).toMatchObject({
      price: 3190,
      weekdays: [3, 5],
      availableFrom: '11:00',
    });
    expect(changed.items[0]?.optionGroups).toHaveLength(1);

    // A category with items is not removed.
    const refused = await app.client.inject(
      'DELETE',
      `${base}/ordering/categories/${categoryId}`,
      tokens.owner,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'conflict' });

    const renamed = await send('PUT', `${base}/ordering/categories/${categoryId}`, tokens.owner, {
      texts: names('Hamborgarar', 'Burgers'),
      position: 0,
    });
    expect(renamed.categories[0]?.texts.is.name).toBe('Hamborgarar');

    const noItems = await send('DELETE', `${base}/ordering/items/${itemId}`, tokens.owner);
    expect(noItems.items).toEqual([]);
    const nothing = await send('DELETE', `${base}/ordering/categories/${categoryId}`, tokens.owner);
    expect(nothing.categories).toEqual([]);

    const history = await historyOf(base, tokens.owner);
    expect(history.map((entry) => [entry.area, entry.action])).toEqual([
      ['orderingMenu', 'delete'],
      ['orderingMenu', 'delete'],
      ['orderingMenu', 'update'],
      ['orderingMenu', 'update'],
      ['orderingMenu', 'create'],
      ['orderingMenu', 'create'],
    ]);
    expect(history[3]?.changes).toMatchObject({
      item: { from: 'Hamborgari', to: 'Hamborgari' },
      price: { from: 2990, to: 3190 },
      weekdays: { from: null, to: [3, 5] },
    });
    expect(history[2]?.changes).toMatchObject({
      category: { from: 'Borgarar', to: 'Hamborgarar' },
      position: { from: 1, to: 0 },
    });
    expect(history[5]?.changes).toMatchObject({
      category: { from: null, to: 'Borgarar' },
      'name.en': { from: null, to: 'Burgers' },
    });
  });

  it.each([
    ['price', { price: -1 }],
    ['price', { price: 12.5 }],
    ['modes', { modes: [] }],
    ['allergens.0', { allergens: ['pollen'] }],
    ['availableTo', { availableFrom: '14:00', availableTo: '11:00' }],
    ['texts.is.name', { texts: itemTexts('', 'Burger') }],
    [
      'optionGroups.0.minChoices',
      {
        optionGroups: [{ ...itemBody(1).optionGroups[0], minChoices: 0 }],
      },
    ],
    [
      'optionGroups.0.maxChoices',
      {
        optionGroups: [{ ...itemBody(1).optionGroups[0], minChoices: 2, maxChoices: 1 }],
      },
    ],
    [
      'optionGroups.0.maxChoices',
      {
        optionGroups: [{ ...itemBody(1).optionGroups[0], maxChoices: 3 }],
      },
    ],
    [
      'optionGroups.1.minChoices',
      {
        optionGroups: [
          itemBody(1).optionGroups[0],
          { ...itemBody(1).optionGroups[1], minChoices: 1 },
        ],
      },
    ],
    [
      'optionGroups.0.choices.1.texts.is.name',
      {
        optionGroups: [
          {
            ...itemBody(1).optionGroups[0],
            choices: [
              { texts: names('Lítill'), priceDelta: 0 },
              { texts: names('', 'Large'), priceDelta: 500 },
            ],
          },
        ],
      },
    ],
    ['categoryId', { categoryId: 999_999 }],
  ])('refuses an item naming %s, and adds nothing', async (field, change) => {
    const { base, tokens } = await app.restaurantWithStaff();
    const setup = await send('POST', `${base}/ordering/categories`, tokens.owner, {
      texts: names('Réttir'),
      position: 0,
    });
    const categoryId = setup.categories[0]?.id ?? 0;
    const res = await app.client.inject(
      'POST',
      `${base}/ordering/items`,
      tokens.owner,
      itemBody(categoryId, change),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: [field] });
    expect((await setupOf(base, tokens.owner)).items).toEqual([]);
    expect(await historyOf(base, tokens.owner)).toHaveLength(1);
  });

  it('toggles sold out with its own small change, hosts too, audited', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const setup = await send('POST', `${base}/ordering/categories`, tokens.owner, {
      texts: names('Réttir'),
      position: 0,
    });
    const withItem = await send(
      'POST',
      `${base}/ordering/items`,
      tokens.owner,
      itemBody(setup.categories[0]?.id ?? 0),
    );
    const url = `${base}/ordering/items/${withItem.items[0]?.id ?? 0}/sold-out`;

    const soldOut = await send('PATCH', url, tokens.host, { soldOut: true });
    expect(soldOut.items[0]?.soldOut).toBe(true);
    // The same state again records nothing.
    await send('PATCH', url, tokens.manager, { soldOut: true });
    const back = await send('PATCH', url, tokens.owner, { soldOut: false });
    expect(back.items[0]?.soldOut).toBe(false);

    expect((await app.client.inject('PATCH', url, null, { soldOut: true })).statusCode).toBe(401);
    expect(
      (await app.client.inject('PATCH', url, tokens.otherOwner, { soldOut: true })).statusCode,
    ).toBe(403);
    const bad = await app.client.inject('PATCH', url, tokens.owner, { soldOut: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: ['soldOut'] });
    expect(
      (
        await app.client.inject('PATCH', `${base}/ordering/items/999999/sold-out`, tokens.owner, {
          soldOut: true,
        })
      ).statusCode,
    ).toBe(404);

    const history = await historyOf(base, tokens.owner);
    expect(history.slice(0, 2).map((entry) => entry.changes)).toEqual([
      { item: { from: 'Hamborgari', to: 'Hamborgari' }, soldOut: { from: true, to: false } },
      { item: { from: 'Hamborgari', to: 'Hamborgari' }, soldOut: { from: false, to: true } },
    ]);
    expect(history).toHaveLength(4);
  });

  it("sets, keeps and clears an item's photo from its gallery, audited", async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const setup = await send('POST', `${base}/ordering/categories`, tokens.owner, {
      texts: names('Réttir'),
      position: 0,
    });
    const categoryId = setup.categories[0]?.id ?? 0;
    const photoId = await photoOf(restaurant.id);
    const added = await send(
      'POST',
      `${base}/ordering/items`,
      tokens.owner,
      itemBody(categoryId, { photoId }),
    );
    const itemId = added.items[0]?.id ?? 0;
    expect(added.items[0]?.photoId).toBe(photoId);
    // A change without photoId keeps it; null clears it.
    const kept = await send(
      'PUT',
      `${base}/ordering/items/${itemId}`,
      tokens.owner,
      itemBody(categoryId, { price: 3190 }),
    );
    expect(kept.items[0]?.photoId).toBe(photoId);
    const cleared = await send(
      'PUT',
      `${base}/ordering/items/${itemId}`,
      tokens.owner,
      itemBody(categoryId, { price: 3190, photoId: null }),
    );
    expect(cleared.items[0]?.photoId).toBeNull();
    const [latest, keptEntry, created] = await historyOf(base, tokens.owner);
    expect(latest?.changes).toEqual({
      item: { from: 'Hamborgari', to: 'Hamborgari' },
      photo: { from: `#${photoId}`, to: null },
    });
    expect(keptEntry?.changes).not.toHaveProperty('photo');
    expect(created?.changes).toMatchObject({ photo: { from: null, to: `#${photoId}` } });

    // Removing the photo on the photos page leaves the item without one.
    await send('PUT', `${base}/ordering/items/${itemId}`, tokens.owner, {
      ...itemBody(categoryId),
      photoId,
    });
    const removed = await app.client.inject('DELETE', `${base}/photos/${photoId}`, tokens.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await setupOf(base, tokens.owner);
    expect(after.items[0]?.photoId).toBeNull();
  });

  it("refuses another restaurant's photo, a cover, a logo or no photo at all, and changes nothing", async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const other = await app.restaurantWithStaff();
    const setup = await send('POST', `${base}/ordering/categories`, tokens.owner, {
      texts: names('Réttir'),
      position: 0,
    });
    const categoryId = setup.categories[0]?.id ?? 0;
    const own = await photoOf(restaurant.id);
    const withItem = await send(
      'POST',
      `${base}/ordering/items`,
      tokens.owner,
      itemBody(categoryId, { photoId: own }),
    );
    const itemId = withItem.items[0]?.id ?? 0;
    const history = await historyOf(base, tokens.owner);
    const refused = [
      await photoOf(other.restaurant.id),
      await photoOf(restaurant.id, 'cover'),
      await photoOf(restaurant.id, 'logo'),
      2_000_000_000,
    ];
    for (const photoId of refused) {
      for (const [method, url] of [
        ['POST', `${base}/ordering/items`],
        ['PUT', `${base}/ordering/items/${itemId}`],
      ] as const) {
        const res = await app.client.inject(
          method,
          url,
          tokens.owner,
          itemBody(categoryId, { photoId, price: 100 }),
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_failed', fields: ['photoId'] });
      }
    }
    for (const photoId of [0, -1, 'x', 1.5]) {
      const res = await app.client.inject(
        'PUT',
        `${base}/ordering/items/${itemId}`,
        tokens.owner,
        itemBody(categoryId, { photoId }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ fields: ['photoId'] });
    }
    const after = await setupOf(base, tokens.owner);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ photoId: own, price: 2990 });
    expect(await historyOf(base, tokens.owner)).toEqual(history);
  });

  it("never touches another restaurant's menu", async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const setup = await send('POST', `${base}/ordering/categories`, tokens.owner, {
      texts: names('Réttir'),
      position: 0,
    });
    const categoryId = setup.categories[0]?.id ?? 0;
    const other = await app.restaurantWithStaff();
    // The other restaurant's owner at their own restaurant, naming this one's category: refused.
    const res = await app.client.inject(
      'POST',
      `${other.base}/ordering/items`,
      other.tokens.owner,
      itemBody(categoryId),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: ['categoryId'] });
  });
});

describe('catering packages', () => {
  it('adds, changes and removes a package, audited', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const added = await send('POST', `${base}/ordering/packages`, tokens.owner, packageBody());
    const id = added.packages[0]?.id ?? 0;
    expect(added.packages[0]).toMatchObject({
      texts: { is: { name: 'Smáréttahlaðborð' } },
      pricePerPerson: 6900,
      minGuests: 20,
    });
    const changed = await send(
      'PUT',
      `${base}/ordering/packages/${id}`,
      tokens.owner,
      packageBody({ pricePerPerson: 7500 }),
    );
    expect(changed.packages[0]?.pricePerPerson).toBe(7500);
    const refused = await app.client.inject(
      'PUT',
      `${base}/ordering/packages/${id}`,
      tokens.owner,
      packageBody({ minGuests: 0, pricePerPerson: 0 }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: ['pricePerPerson', 'minGuests'] });
    const removed = await send('DELETE', `${base}/ordering/packages/${id}`, tokens.owner);
    expect(removed.packages).toEqual([]);
    const history = await historyOf(base, tokens.owner);
    expect(history.map((entry) => [entry.area, entry.action])).toEqual([
      ['cateringPackages', 'delete'],
      ['cateringPackages', 'update'],
      ['cateringPackages', 'create'],
    ]);
    expect(history[1]?.changes).toEqual({
      package: { from: 'Smáréttahlaðborð', to: 'Smáréttahlaðborð' },
      pricePerPerson: { from: 6900, to: 7500 },
    });
  });
});
