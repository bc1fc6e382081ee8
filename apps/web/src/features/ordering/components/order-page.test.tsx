import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { storageKey } from '../model/cart';
import { CATERING_MENU, MENU } from '../test/ordering-fixtures';

const MENU_ROUTE = 'GET /api/web/ordering/menu/borgarinn';

beforeEach(() => {
  localStorage.clear();
});

async function openPage(menu = MENU, path = '/borgarinn/order?lng=en') {
  stubApi({ [`GET /api/web/ordering/menu/${menu.restaurant.slug}`]: () => json(menu) });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: menu.restaurant.name });
  return view;
}

const cart = () => screen.getByRole('complementary', { name: 'Your order' });

describe('the order page', () => {
  it('shows the menu by category with allergens, dietary tags and what is sold out', async () => {
    await openPage();
    const burgers = screen.getByRole('region', { name: 'Burgers' });
    expect(within(burgers).getByRole('heading', { name: 'Burger' })).toBeVisible();
    expect(within(burgers).getByText('Allergens: Cereals containing gluten, Milk')).toBeVisible();
    expect(within(burgers).getByText('Vegan')).toBeVisible();
    expect(within(burgers).getByRole('button', { name: 'Add Veggie burger' })).toBeDisabled();
    const drinks = screen.getByRole('region', { name: 'Drinks' });
    expect(within(drinks).getByText('Only on Friday, Saturday')).toBeVisible();
    expect(within(drinks).getByText('Available 11:00–14:00')).toBeVisible();
    expect(screen.getByText('Taking orders now')).toBeVisible();
  });

  it('shows an item’s photo in a box of its own size, lazily, with its alt text; others without', async () => {
    const photo = {
      id: 41,
      width: 1200,
      height: 800,
      alt: 'A burger with cheese on a board',
      variants: [
        { format: 'webp' as const, width: 640, height: 427, url: '/media/41-640.webp' },
        { format: 'avif' as const, width: 640, height: 427, url: '/media/41-640.avif' },
      ],
    };
    const [burger, ...rest] = MENU.items;
    if (!burger) throw new Error('the fixture menu has no items');
    const { user } = await openPage({ ...MENU, items: [{ ...burger, photo }, ...rest] });

    const image = screen.getByRole('img', { name: photo.alt });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '800');
    expect(image.closest('.order-item__photo')).not.toBeNull();
    // Only the burger has one.
    expect(screen.getAllByRole('img')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add Burger' }));
    const dialog = screen.getByRole('dialog', { name: 'Burger' });
    expect(within(dialog).getByRole('img', { name: photo.alt })).toBeInTheDocument();
  });

  it('offers only the items of the chosen mode, and the delivery zones for delivery', async () => {
    const { user } = await openPage();
    const modes = screen.getByRole('group', { name: 'How do you want it?' });
    await user.click(within(modes).getByRole('radio', { name: 'Delivery' }));
    expect(screen.queryByRole('heading', { name: 'Veggie burger' })).not.toBeInTheDocument();
    expect(screen.getByText(/Miðborg: ISK\s990 delivery/)).toBeVisible();
    expect(screen.getByText(/Postcodes 101/)).toBeVisible();
  });

  it('enforces the option groups’ fewest and most before adding, with the price', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Burger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Burger' });
    const add = within(dialog).getByRole('button', { name: /Add to order/ });
    await user.click(add);
    const size = within(dialog).getByRole('group', { name: /Size/ });
    expect(size).toHaveFocus();
    expect(size).toHaveAccessibleDescription(/Choose at least 1 here\./);
    expect(within(cart()).getByText('Nothing in your order yet.')).toBeVisible();

    await user.click(within(size).getByRole('radio', { name: /^Double\s\+ISK\s900$/ }));
    const extras = within(dialog).getByRole('group', { name: /Extras/ });
    await user.click(within(extras).getByRole('checkbox', { name: /Bacon/ }));
    await user.click(within(extras).getByRole('checkbox', { name: /Egg/ }));
    // Two is the most: the third waits until one is unticked.
    expect(within(extras).getByRole('checkbox', { name: /Jalapeños/ })).toBeDisabled();
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), '2');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note for the kitchen' }),
      'No onion',
    );
    // (2990 + 900 + 400 + 300) × 2
    await user.click(within(dialog).getByRole('button', { name: /Add to order · ISK\s9,180/ }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(cart()).getByText('Double, Bacon, Egg')).toBeVisible();
    expect(within(cart()).getByText('“No onion”')).toBeVisible();
    expect(within(cart()).getByLabelText('How many of Burger')).toHaveTextContent('2');
  });

  it('keeps the cart across a reload, and drops lines the menu no longer allows', async () => {
    const first = await openPage();
    await first.user.click(screen.getByRole('button', { name: 'Add Burger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Burger' });
    await first.user.click(within(dialog).getByRole('radio', { name: 'Regular' }));
    await first.user.click(within(dialog).getByRole('button', { name: /Add to order/ }));
    await first.user.click(within(cart()).getByRole('button', { name: 'One more Burger' }));
    first.unmount();

    const second = await openPage();
    expect(within(cart()).getByLabelText('How many of Burger')).toHaveTextContent('2');
    expect(within(cart()).getByText('Regular')).toBeVisible();
    second.unmount();

    // The staff changed the burger's sizes: the stored choice is gone.
    const changed = structuredClone(MENU);
    const burger = changed.items[0];
    if (burger?.optionGroups[0])
      burger.optionGroups[0].choices = [{ id: 2001, name: 'One size', priceDelta: 0 }];
    stubApi({ [MENU_ROUTE]: () => json(changed) });
    renderApp('/borgarinn/order?lng=en');
    expect(
      await screen.findByText(
        'Some items were taken out of your order because the menu has changed.',
      ),
    ).toBeVisible();
    expect(within(cart()).getByText('Nothing in your order yet.')).toBeVisible();
    expect(localStorage.getItem(storageKey('borgarinn'))).toBeNull();
  });

  it('orders a catering package for at least its fewest guests', async () => {
    const { user } = await openPage(CATERING_MENU, '/veislan/order?lng=en');
    expect(
      screen.getByText(/Order at least 48 hours ahead, for 10 guests or more\./),
    ).toBeVisible();
    const guests = screen.getByRole('spinbutton', { name: 'Guests' });
    expect(guests).toHaveValue(12);
    await user.clear(guests);
    await user.type(guests, '8');
    expect(screen.getByRole('button', { name: 'Choose this package' })).toBeDisabled();
    await user.clear(guests);
    await user.type(guests, '20');
    await user.click(screen.getByRole('button', { name: 'Choose this package' }));
    expect(within(cart()).getByText('Lamb feast for 20 guests')).toBeVisible();
    expect(within(cart()).getAllByText(/ISK\s118,000/)).toHaveLength(2);
  });

  it('says when the menu cannot be loaded, with a way to try again', async () => {
    stubApi({
      [MENU_ROUTE]: () => json({ code: 'internal', message: 'x', requestId: 'r' }, { status: 500 }),
    });
    renderApp('/borgarinn/order?lng=en');
    expect(await screen.findByText("We couldn't load the menu. Please try again.")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
