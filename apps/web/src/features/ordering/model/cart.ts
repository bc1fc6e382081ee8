import type { MenuItem, MenuOptionGroup, OrderMenuResponse } from '@dekka/contracts/order-menu';

/**
 * The diner's cart (docs/decisions/046-diner-ordering-pages.md): what they picked, by id, so the
 * server can price it; every price here is for display only. It is kept per restaurant in
 * localStorage and checked against the menu whenever the menu arrives, dropping lines whose item
 * or choices are gone (option groups are replaced whole when the staff change an item).
 */
export type CartLine = {
  /** Tells two lines of the same item with other choices or notes apart. */
  key: string;
  itemId: number;
  quantity: number;
  choiceIds: number[];
  note: string;
};

/** A catering package for a number of guests; a cart holds at most one. */
export type CartPackage = { packageId: number; guests: number };

export type Cart = { lines: CartLine[]; package: CartPackage | null };

export const EMPTY_CART: Cart = { lines: [], package: null };

export const QUANTITY_MAX = 50;
export const NOTE_MAX = 300;

const STORAGE_PREFIX = 'dekka.cart.';

export const storageKey = (restaurantSlug: string) => `${STORAGE_PREFIX}${restaurantSlug}`;

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function readLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  const choiceIds = Array.isArray(line.choiceIds) ? line.choiceIds : null;
  if (
    !isPositiveInt(line.itemId) ||
    !isPositiveInt(line.quantity) ||
    choiceIds === null ||
    !choiceIds.every(isPositiveInt)
  ) {
    return null;
  }
  return {
    key: typeof line.key === 'string' ? line.key : lineKey(line.itemId, choiceIds, ''),
    itemId: line.itemId,
    quantity: Math.min(line.quantity, QUANTITY_MAX),
    choiceIds,
    note: typeof line.note === 'string' ? line.note.slice(0, NOTE_MAX) : '',
  };
}

/** The stored cart, or an empty one when there is none or it cannot be read. */
export function loadCart(storage: Storage, restaurantSlug: string): Cart {
  try {
    const raw = storage.getItem(storageKey(restaurantSlug));
    if (!raw) return EMPTY_CART;
    const value = JSON.parse(raw) as { lines?: unknown; package?: unknown };
    const lines = Array.isArray(value.lines)
      ? value.lines.map(readLine).filter((line): line is CartLine => line !== null)
      : [];
    const pack = value.package as Partial<CartPackage> | null | undefined;
    return {
      lines,
      package:
        pack && isPositiveInt(pack.packageId) && isPositiveInt(pack.guests)
          ? { packageId: pack.packageId, guests: pack.guests }
          : null,
    };
  } catch {
    // A cart written by hand or by an older version is no reason to break the page.
    return EMPTY_CART;
  }
}

export function saveCart(storage: Storage, restaurantSlug: string, cart: Cart): void {
  try {
    if (cart.lines.length === 0 && cart.package === null) {
      storage.removeItem(storageKey(restaurantSlug));
    } else {
      storage.setItem(storageKey(restaurantSlug), JSON.stringify(cart));
    }
  } catch {
    // Private windows and full storage: the cart still works until the page is left.
  }
}

/** The same item with the same choices and note is one line whose quantity grows. */
export function lineKey(itemId: number, choiceIds: readonly number[], note: string): string {
  return `${itemId}:${[...choiceIds].sort((a, b) => a - b).join(',')}:${note.trim()}`;
}

export function addLine(cart: Cart, line: Omit<CartLine, 'key'>): Cart {
  const key = lineKey(line.itemId, line.choiceIds, line.note);
  const existing = cart.lines.find((candidate) => candidate.key === key);
  if (existing) {
    return setQuantity(cart, key, existing.quantity + line.quantity);
  }
  return { ...cart, lines: [...cart.lines, { ...line, note: line.note.trim(), key }] };
}

/** A quantity of 0 removes the line. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  const bounded = Math.min(Math.max(quantity, 0), QUANTITY_MAX);
  return {
    ...cart,
    lines:
      bounded === 0
        ? cart.lines.filter((line) => line.key !== key)
        : cart.lines.map((line) => (line.key === key ? { ...line, quantity: bounded } : line)),
  };
}

/** What is wrong with the choices of one option group, or null when they are allowed. */
export function groupProblem(
  group: MenuOptionGroup,
  chosen: readonly number[],
): { kind: 'tooFew' | 'tooMany'; limit: number } | null {
  const count = group.choices.filter((choice) => chosen.includes(choice.id)).length;
  if (count < group.minChoices) return { kind: 'tooFew', limit: group.minChoices };
  if (count > group.maxChoices) return { kind: 'tooMany', limit: group.maxChoices };
  return null;
}

/** True when every group's choices are within its limits and every choice is the item's. */
export function choicesFit(item: MenuItem, choiceIds: readonly number[]): boolean {
  const known = new Set(item.optionGroups.flatMap((group) => group.choices.map((c) => c.id)));
  return (
    choiceIds.every((id) => known.has(id)) &&
    item.optionGroups.every((group) => groupProblem(group, choiceIds) === null)
  );
}

/** The item's price and its chosen choices', for one. */
export function unitPrice(item: MenuItem, choiceIds: readonly number[]): number {
  const deltas = item.optionGroups
    .flatMap((group) => group.choices)
    .filter((choice) => choiceIds.includes(choice.id))
    .reduce((sum, choice) => sum + choice.priceDelta, 0);
  return item.price + deltas;
}

/**
 * The cart as the menu now allows it: lines of items gone, sold out or with choices that no
 * longer exist or fit are dropped, as is a package gone or catering no longer offered. Returns
 * the same object when nothing changed, so a caller can tell.
 */
export function pruneCart(cart: Cart, menu: OrderMenuResponse): Cart {
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const lines = cart.lines.filter((line) => {
    const item = items.get(line.itemId);
    return item !== undefined && !item.soldOut && choicesFit(item, line.choiceIds);
  });
  const packageKept =
    cart.package !== null &&
    menu.catering !== null &&
    menu.packages.some((pack) => pack.id === cart.package?.packageId);
  const pack = packageKept ? cart.package : null;
  if (lines.length === cart.lines.length && pack === cart.package) return cart;
  return { lines, package: pack };
}

/** What the diner sees as the cart's total: items, plus the package for its guests. */
export function cartSubtotal(cart: Cart, menu: OrderMenuResponse): number {
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const lineTotal = cart.lines.reduce((sum, line) => {
    const item = items.get(line.itemId);
    return item ? sum + unitPrice(item, line.choiceIds) * line.quantity : sum;
  }, 0);
  const pack = menu.packages.find((candidate) => candidate.id === cart.package?.packageId);
  return lineTotal + (pack && cart.package ? pack.pricePerPerson * cart.package.guests : 0);
}
