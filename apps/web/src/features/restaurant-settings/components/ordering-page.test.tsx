import type { OrderingSetupResponse } from '@dekka/contracts/restaurant-ordering';
import type { PhotosView, StaffPhoto } from '@dekka/contracts/restaurant-photos';
import type { MyRestaurantsResponse } from '@dekka/contracts/staff';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi, storeSession, TEST_ACCOUNT } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const mine = (role: 'owner' | 'manager' | 'host'): MyRestaurantsResponse => ({
  restaurants: [{ restaurantId: 7, slug: 'hafnarljos', name: 'Hafnarljós', role, sellsFood: true }],
  administrator: false,
});

const none = { name: '' };
const names = (is: string, en = '') => ({
  is: { name: is },
  en: { name: en },
  es: none,
  nb: none,
  da: none,
});
const noTexts = { name: '', description: '' };
const itemTexts = (is: string, en = '') => ({
  is: { name: is, description: '' },
  en: { name: en, description: '' },
  es: noTexts,
  nb: noTexts,
  da: noTexts,
});

const SETUP: OrderingSetupResponse = {
  currency: 'ISK',
  ownLanguage: 'is',
  settings: {
    takeaway: true,
    delivery: false,
    catering: true,
    paused: false,
    ordersPerSlot: 8,
    takeawayLeadMinutes: 20,
    deliveryLeadMinutes: 45,
    zones: [],
    cateringLeadHours: 48,
    cateringMinGuests: 15,
    cateringPayment: 'deposit',
    cateringDepositPercent: 30,
  },
  categories: [{ id: 3, texts: names('Drykkir', 'Drinks'), position: 0 }],
  items: [
    {
      id: 11,
      categoryId: 3,
      texts: itemTexts('Kampavínsglas', 'Glass of champagne'),
      price: 3400,
      photoId: null,
      allergens: ['sulphites'],
      dietary: [],
      weekdays: null,
      availableFrom: null,
      availableTo: null,
      soldOut: false,
      position: 0,
      modes: ['takeaway'],
      optionGroups: [],
    },
  ],
  packages: [
    {
      id: 21,
      texts: itemTexts('Grillveisla', 'Grill feast'),
      pricePerPerson: 6900,
      minGuests: 15,
      position: 0,
    },
  ],
};

async function openOrdering() {
  const user = userEvent.setup();
  renderApp('/hafnarljos/settings/ordering?lng=en');
  const menu = await screen.findByRole('region', { name: 'Ordering menu' });
  return { user, menu };
}

describe('the food ordering settings page', () => {
  beforeEach(() => {
    window.localStorage.clear();
    storeSession(TEST_ACCOUNT);
  });

  it('shows the settings, the menu by category and the packages, and toggles sold out', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('manager')),
      'GET /api/restaurant/7/settings/ordering': () => json(SETUP),
      'PATCH /api/restaurant/7/settings/ordering/items/11/sold-out': () =>
        json({
          ...SETUP,
          items: SETUP.items.map((item) => ({ ...item, soldOut: true })),
        }),
    });
    const { user, menu } = await openOrdering();
    expect(screen.getByRole('checkbox', { name: 'Takeaway' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Delivery' })).not.toBeChecked();
    expect(screen.getByLabelText('Orders per 15 minutes')).toHaveValue(8);
    expect(screen.getByLabelText('Deposit (% of the price)')).toHaveValue(30);
    const drinks = within(menu).getByRole('region', { name: 'Drykkir' });
    expect(within(drinks).getByRole('listitem')).toHaveTextContent(
      'Kampavínsglas · ISK 3,400 · Takeaway',
    );
    expect(screen.getByRole('region', { name: 'Catering packages' })).toHaveTextContent(
      'Grillveisla · ISK 6,900 per person · 15 guests or more',
    );

    await user.click(within(drinks).getByRole('checkbox', { name: 'Kampavínsglas sold out' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ soldOut: true }),
    );
    expect(await screen.findByText('Kampavínsglas is sold out.')).toBeVisible();
    expect(within(drinks).getByRole('checkbox', { name: 'Kampavínsglas sold out' })).toBeChecked();
  });

  it('names what is wrong with an item before sending, then adds it with a required group', async () => {
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/ordering': () => json(SETUP),
      'POST /api/restaurant/7/settings/ordering/items': () => json(SETUP),
      'GET /api/restaurant/7/settings/photos': () => json({ cover: null, logo: null, gallery: [] }),
    });
    const { user, menu } = await openOrdering();
    await user.click(within(menu).getByRole('button', { name: 'Add an item to Drykkir' }));
    expect(screen.getByRole('heading', { name: 'New item' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add an option group' }));
    await user.click(screen.getByRole('checkbox', { name: 'Required: the diner must choose' }));
    await user.click(screen.getByRole('button', { name: 'Save the item' }));

    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Price (ISK): Enter a valid value.',
      'Name (Icelandic): Write the name in your own language.',
      'Option group 1: Name (Icelandic): Write the name in your own language.',
      'Option group 1: Choice 1: Name (Icelandic): Write the name in your own language.',
      'Option group 1: Choice 2: Name (Icelandic): Write the name in your own language.',
    ]);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Name (Icelandic)'), 'Bjór');
    await user.type(screen.getByLabelText('Price (ISK)'), '1690');
    await user.click(screen.getByRole('checkbox', { name: 'Required: the diner must choose' }));
    await user.type(screen.getByLabelText('Group name (Icelandic)'), 'Stærð');
    await user.type(screen.getByLabelText('Choice 1 (Icelandic)'), 'Lítill');
    await user.type(screen.getByLabelText('Choice 2 (Icelandic)'), 'Stór');
    const delta = screen.getByLabelText('Choice 2 adds (ISK)');
    await user.clear(delta);
    await user.type(delta, '500');
    await user.click(screen.getByRole('button', { name: 'Save the item' }));

    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
        categoryId: 3,
        texts: itemTexts('Bjór'),
        price: 1690,
        allergens: [],
        dietary: [],
        weekdays: null,
        availableFrom: null,
        availableTo: null,
        soldOut: false,
        position: 1,
        modes: ['takeaway'],
        optionGroups: [
          {
            texts: names('Stærð'),
            required: true,
            minChoices: 1,
            maxChoices: 1,
            choices: [
              { texts: names('Lítill'), priceDelta: 0 },
              { texts: names('Stór'), priceDelta: 500 },
            ],
          },
        ],
        photoId: null,
      }),
    );
    expect(await screen.findByText('Saved. Diners see the change now.')).toBeVisible();
  });

  it('chooses an item’s photo from the gallery with the keyboard, each named by its alt text or number', async () => {
    const photo = (id: number, alt: StaffPhoto['alt']): StaffPhoto => ({
      id,
      kind: 'gallery',
      position: id,
      width: 1200,
      height: 800,
      alt,
      variants: [{ format: 'webp', width: 320, height: 213, url: `/media/r7/p${id}-320.webp` }],
      createdAt: '2030-03-01T12:00:00.000Z',
    });
    const photos: PhotosView = {
      cover: null,
      logo: null,
      gallery: [photo(41, { is: 'Kampavín í glasi', en: 'Champagne in a glass' }), photo(42, {})],
    };
    const withPhoto = { ...SETUP, items: SETUP.items.map((item) => ({ ...item, photoId: 41 })) };
    const api = stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/ordering': () => json(SETUP),
      'GET /api/restaurant/7/settings/photos': () => json(photos),
      'PUT /api/restaurant/7/settings/ordering/items/11': () => json(withPhoto),
    });
    const { user, menu } = await openOrdering();
    await user.click(within(menu).getByRole('button', { name: 'Change Kampavínsglas' }));
    const picker = await screen.findByRole('group', { name: 'Photo' });
    const none = within(picker).getByRole('radio', { name: 'No photo' });
    expect(none).toBeChecked();
    await within(picker).findByRole('radio', { name: 'Champagne in a glass' });
    expect(within(picker).getByRole('radio', { name: 'Photo 2' })).not.toBeChecked();
    expect(
      within(picker).getByRole('link', { name: 'Upload photos on the photos page' }),
    ).toHaveAttribute('href', '/hafnarljos/settings/photos');
    // Arrow keys move within the group, as radio buttons do.
    none.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(picker).getByRole('radio', { name: 'Champagne in a glass' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save the item' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ photoId: 41 }),
    );
  });

  it('says the gallery is empty, and names a refused photo', async () => {
    stubApi({
      'GET /api/web/my/restaurants': () => json(mine('owner')),
      'GET /api/restaurant/7/settings/ordering': () => json(SETUP),
      'GET /api/restaurant/7/settings/photos': () => json({ cover: null, logo: null, gallery: [] }),
      'POST /api/restaurant/7/settings/ordering/items': () =>
        json(
          {
            code: 'validation_failed',
            message: 'photoId: not_a_gallery_photo',
            fields: ['photoId'],
            requestId: 'r',
          },
          { status: 400 },
        ),
    });
    const { user, menu } = await openOrdering();
    await user.click(within(menu).getByRole('button', { name: 'Add an item to Drykkir' }));
    const picker = await screen.findByRole('group', { name: 'Photo' });
    expect(
      await within(picker).findByText(
        'Your gallery has no photos yet. Upload them on the photos page, then choose one here.',
      ),
    ).toBeVisible();
    expect(within(picker).getAllByRole('radio')).toHaveLength(1);
    await user.type(screen.getByLabelText('Name (Icelandic)'), 'Bjór');
    await user.type(screen.getByLabelText('Price (ISK)'), '1690');
    await user.click(screen.getByRole('button', { name: 'Save the item' }));
    const summary = await screen.findByRole('group', {
      name: 'Please correct the following before saving:',
    });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Photo: Choose one of your gallery photos.',
    );
    expect(within(picker).getByText('Choose one of your gallery photos.')).toBeVisible();
  });

  it('tells a host the page is not theirs', async () => {
    stubApi({ 'GET /api/web/my/restaurants': () => json(mine('host')) });
    renderApp('/hafnarljos/settings/ordering?lng=en');
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
