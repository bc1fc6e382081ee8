import type { OrderMenuResponse } from '@dekka/contracts/order-menu';
import { useCallback, useEffect, useState } from 'react';
import { type Cart, loadCart, pruneCart, saveCart } from '../model/cart';

type Stored = { cart: Cart; dropped: boolean };

/**
 * The restaurant's cart, kept in localStorage so a reload or a return later finds it again, and
 * read through the menu once it has arrived (model/cart.ts): lines the menu no longer allows are
 * left out, and `dropped` says so, which the page tells the diner.
 */
export function useCart(restaurantSlug: string, menu: OrderMenuResponse | null | undefined) {
  const [stored, setStored] = useState<Stored>(() => ({
    cart: loadCart(window.localStorage, restaurantSlug),
    dropped: false,
  }));
  const cart = menu ? pruneCart(stored.cart, menu) : stored.cart;

  // What the menu left out is gone from storage too.
  useEffect(() => {
    saveCart(window.localStorage, restaurantSlug, cart);
  }, [restaurantSlug, cart]);

  const change = useCallback(
    (update: (current: Cart) => Cart) =>
      setStored((current) => {
        const base = menu ? pruneCart(current.cart, menu) : current.cart;
        return { cart: update(base), dropped: current.dropped || base !== current.cart };
      }),
    [menu],
  );

  return { cart, change, dropped: stored.dropped || cart !== stored.cart };
}
