import type { OrderMenuResponse } from '@dekka/contracts/order-menu';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { type Cart, cartSubtotal, setQuantity, unitPrice } from '../model/cart';

type CartPanelProps = {
  menu: OrderMenuResponse;
  mode: OrderMode;
  cart: Cart;
  change: (update: (cart: Cart) => Cart) => void;
  /** What follows the total: the way to checkout. */
  children?: ReactNode;
};

/**
 * The cart beside the menu (below it on a phone): each line with its choices, note and a
 * quantity stepper, the package for its guests, and the subtotal. Lines the chosen mode does not
 * offer are marked; the server prices and checks everything again.
 */
export function CartPanel({ menu, mode, cart, change, children }: CartPanelProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, menu.currency, i18n.language);
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const pack = menu.packages.find((candidate) => candidate.id === cart.package?.packageId);
  const empty = cart.lines.length === 0 && !pack;

  return (
    <aside className="order-cart card" aria-labelledby="order-cart-title">
      <h2 id="order-cart-title" className="order-cart__title">
        {t('order.cart.title')}
      </h2>
      {empty ? (
        <p className="order-cart__empty">{t('order.cart.empty')}</p>
      ) : (
        <ul className="order-cart__lines">
          {cart.lines.map((line) => {
            const item = items.get(line.itemId);
            if (!item) return null;
            const choices = item.optionGroups
              .flatMap((group) => group.choices)
              .filter((choice) => line.choiceIds.includes(choice.id))
              .map((choice) => choice.name);
            return (
              <li key={line.key} className="order-cart__line">
                <div className="order-cart__line-head">
                  <span className="order-cart__name">{item.name}</span>
                  <span>{money(unitPrice(item, line.choiceIds) * line.quantity)}</span>
                </div>
                {choices.length > 0 && <p className="order-cart__detail">{choices.join(', ')}</p>}
                {line.note && <p className="order-cart__detail">“{line.note}”</p>}
                {!item.modes.includes(mode) && (
                  <p className="field__error">
                    {t('order.cart.notInMode', { mode: t(`order.modes.${mode}`) })}
                  </p>
                )}
                <div className="order-cart__stepper">
                  <Button
                    variant="secondary"
                    aria-label={t('order.cart.decrease', { name: item.name })}
                    onClick={() =>
                      change((current) => setQuantity(current, line.key, line.quantity - 1))
                    }
                  >
                    −
                  </Button>
                  <output aria-label={t('order.cart.quantityOf', { name: item.name })}>
                    {line.quantity}
                  </output>
                  <Button
                    variant="secondary"
                    aria-label={t('order.cart.increase', { name: item.name })}
                    onClick={() =>
                      change((current) => setQuantity(current, line.key, line.quantity + 1))
                    }
                  >
                    +
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => change((current) => setQuantity(current, line.key, 0))}
                  >
                    {t('order.cart.remove', { name: item.name })}
                  </Button>
                </div>
              </li>
            );
          })}
          {pack && cart.package && (
            <li className="order-cart__line">
              <div className="order-cart__line-head">
                <span className="order-cart__name">
                  {t('order.cart.package', { name: pack.name, count: cart.package.guests })}
                </span>
                <span>{money(pack.pricePerPerson * cart.package.guests)}</span>
              </div>
              {mode !== 'catering' && (
                <p className="field__error">
                  {t('order.cart.notInMode', { mode: t(`order.modes.${mode}`) })}
                </p>
              )}
              <Button
                variant="ghost"
                onClick={() => change((current) => ({ ...current, package: null }))}
              >
                {t('order.cart.removePackage')}
              </Button>
            </li>
          )}
        </ul>
      )}
      <div className="order-cart__total">
        <span>{t('order.cart.subtotal')}</span>
        <span>{money(cartSubtotal(cart, menu))}</span>
      </div>
      <p className="order-cart__note">{t('order.cart.displayNote')}</p>
      {children}
    </aside>
  );
}
