import { describe, expect, it } from 'vitest';
import { CATERING_MENU, MENU } from '../test/ordering-fixtures';
import {
  addLine,
  cartSubtotal,
  EMPTY_CART,
  groupProblem,
  loadCart,
  pruneCart,
  saveCart,
  setQuantity,
  storageKey,
} from './cart';

const [burger] = MENU.items;

/** Storage in memory: these tests run without a browser's. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}
const [size, extras] = burger?.optionGroups ?? [];

describe('the cart', () => {
  it('merges the same item with the same choices and note, and keeps others apart', () => {
    let cart = addLine(EMPTY_CART, { itemId: 11, quantity: 1, choiceIds: [1002, 1003], note: '' });
    cart = addLine(cart, { itemId: 11, quantity: 2, choiceIds: [1003, 1002], note: ' ' });
    cart = addLine(cart, { itemId: 11, quantity: 1, choiceIds: [1001], note: '' });
    expect(cart.lines.map((line) => [line.itemId, line.quantity, line.choiceIds])).toEqual([
      [11, 3, [1002, 1003]],
      [11, 1, [1001]],
    ]);
    // 2990 + 900 + 400 three times, and 2990 once.
    expect(cartSubtotal(cart, MENU)).toBe(3 * 4290 + 2990);
    const first = cart.lines[0]?.key ?? '';
    expect(setQuantity(cart, first, 0).lines).toHaveLength(1);
    expect(setQuantity(cart, first, 99).lines[0]?.quantity).toBe(50);
  });

  it('knows each option group’s fewest and most', () => {
    if (!size || !extras) throw new Error('fixture');
    expect(groupProblem(size, [])).toEqual({ kind: 'tooFew', limit: 1 });
    expect(groupProblem(size, [1001])).toBeNull();
    expect(groupProblem(size, [1001, 1002])).toEqual({ kind: 'tooMany', limit: 1 });
    expect(groupProblem(extras, [])).toBeNull();
    expect(groupProblem(extras, [1003, 1004, 1005])).toEqual({ kind: 'tooMany', limit: 2 });
  });

  it('drops lines whose item, choices or package the menu no longer has', () => {
    const cart = {
      lines: [
        { key: 'a', itemId: 11, quantity: 1, choiceIds: [1001], note: '' },
        // A choice id that no longer exists (groups are replaced whole on a change).
        { key: 'b', itemId: 11, quantity: 1, choiceIds: [9999], note: '' },
        // The required size missing.
        { key: 'c', itemId: 11, quantity: 1, choiceIds: [1003], note: '' },
        // Sold out.
        { key: 'd', itemId: 12, quantity: 1, choiceIds: [], note: '' },
        // Gone.
        { key: 'e', itemId: 404, quantity: 1, choiceIds: [], note: '' },
      ],
      package: { packageId: 31, guests: 12 },
    };
    const pruned = pruneCart(cart, MENU);
    expect(pruned.lines.map((line) => line.key)).toEqual(['a']);
    // No catering here.
    expect(pruned.package).toBeNull();
    expect(pruneCart(pruned, MENU)).toBe(pruned);
    expect(
      pruneCart({ lines: [], package: { packageId: 31, guests: 12 } }, CATERING_MENU).package,
    ).toEqual({ packageId: 31, guests: 12 });
  });

  it('is kept per restaurant and survives what it cannot read', () => {
    const localStorage = memoryStorage();
    const cart = addLine(EMPTY_CART, {
      itemId: 11,
      quantity: 2,
      choiceIds: [1001],
      note: 'No onion',
    });
    saveCart(localStorage, 'borgarinn', cart);
    expect(loadCart(localStorage, 'borgarinn')).toEqual(cart);
    expect(loadCart(localStorage, 'veislan')).toEqual(EMPTY_CART);
    localStorage.setItem(storageKey('borgarinn'), '{not json');
    expect(loadCart(localStorage, 'borgarinn')).toEqual(EMPTY_CART);
    localStorage.setItem(
      storageKey('borgarinn'),
      JSON.stringify({ lines: [{ itemId: 'x' }, { itemId: 11, quantity: 1, choiceIds: [1001] }] }),
    );
    expect(loadCart(localStorage, 'borgarinn').lines.map((line) => line.itemId)).toEqual([11]);
    saveCart(localStorage, 'borgarinn', EMPTY_CART);
    expect(localStorage.getItem(storageKey('borgarinn'))).toBeNull();
  });
});
