import type { MenuItem, MenuPackage, OrderMenuResponse } from '@dekka/contracts/order-menu';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { useId, useState } from 'react';
import { Photo } from '../../../components/photo';
import { Button } from '../../../components/ui/button';
import { formatMoney, formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import type { CartPackage } from '../model/cart';

/** The menu by category: only what the chosen mode offers; sold-out items shown but not added. */
export function MenuSections(props: {
  menu: OrderMenuResponse;
  mode: OrderMode;
  onChoose: (item: MenuItem) => void;
}) {
  const { t } = useTranslation();
  const offered = props.menu.items.filter((item) => item.modes.includes(props.mode));
  const categories = props.menu.categories.filter((category) =>
    offered.some((item) => item.categoryId === category.id),
  );
  if (categories.length === 0) {
    return props.mode === 'catering' ? null : <p>{t('order.menu.noItems')}</p>;
  }
  return (
    <>
      {categories.map((category) => (
        <section
          key={category.id}
          className="order-category"
          aria-labelledby={`cat-${category.id}`}
        >
          <h2 id={`cat-${category.id}`} className="order-category__title">
            {category.name}
          </h2>
          <ul className="order-items">
            {offered
              .filter((item) => item.categoryId === category.id)
              .map((item) => (
                <MenuItemRow
                  key={item.id}
                  item={item}
                  currency={props.menu.currency}
                  onChoose={() => props.onChoose(item)}
                />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function availability(item: MenuItem, language: string, t: ReturnType<typeof useTranslation>['t']) {
  const notes: string[] = [];
  if (item.weekdays && item.weekdays.length < 7) {
    const days = [...item.weekdays]
      .sort((a, b) => a - b)
      .map((day) => formatWeekdayLong(day, language))
      .join(', ');
    notes.push(t('order.menu.onlyDays', { days }));
  }
  if (item.availableFrom && item.availableTo) {
    notes.push(t('order.menu.window', { from: item.availableFrom, to: item.availableTo }));
  } else if (item.availableFrom) {
    notes.push(t('order.menu.windowFrom', { from: item.availableFrom }));
  } else if (item.availableTo) {
    notes.push(t('order.menu.windowTo', { to: item.availableTo }));
  }
  return notes;
}

function MenuItemRow(props: { item: MenuItem; currency: string; onChoose: () => void }) {
  const { t, i18n } = useTranslation();
  const { item } = props;
  const notes = availability(item, i18n.language, t);
  return (
    <li
      className={[
        'order-item',
        item.photo && 'order-item--with-photo',
        item.soldOut && 'order-item--sold-out',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="order-item__text">
        <h3 className="order-item__name">{item.name}</h3>
        {item.description && <p className="order-item__description">{item.description}</p>}
        {(item.dietary.length > 0 || item.soldOut) && (
          <ul className="order-item__tags">
            {item.soldOut && (
              <li className="order-chip order-chip--sold-out">{t('order.menu.soldOut')}</li>
            )}
            {item.dietary.map((tag) => (
              <li key={tag} className="order-chip">
                {t(`order.dietary.${tag}`)}
              </li>
            ))}
          </ul>
        )}
        {item.allergens.length > 0 && (
          <p className="order-item__detail">
            {t('order.menu.allergens', {
              list: item.allergens.map((allergen) => t(`order.allergens.${allergen}`)).join(', '),
            })}
          </p>
        )}
        {notes.map((note) => (
          <p key={note} className="order-item__detail">
            {note}
          </p>
        ))}
      </div>
      {item.photo && (
        // A box of its own size (ordering.css), so nothing moves when the file arrives.
        <div className="order-item__photo">
          <Photo photo={item.photo} sizes="(min-width: 768px) 8rem, 6rem" />
        </div>
      )}
      <div className="order-item__buy">
        <span className="order-item__price">
          {formatMoney(item.price, props.currency, i18n.language)}
        </span>
        <Button
          variant="secondary"
          disabled={item.soldOut}
          aria-label={t('order.menu.addItem', { name: item.name })}
          onClick={props.onChoose}
        >
          {item.soldOut ? t('order.menu.soldOut') : t('order.menu.add')}
        </Button>
      </div>
    </li>
  );
}

/** Catering packages: chosen for a number of guests, at least the package's and the terms' fewest. */
export function CateringPackages(props: {
  menu: OrderMenuResponse;
  chosen: CartPackage | null;
  onChoose: (chosen: CartPackage) => void;
}) {
  const { t } = useTranslation();
  const { menu } = props;
  if (!menu.catering || menu.packages.length === 0) return null;
  const payment =
    menu.catering.payment === 'deposit' && menu.catering.depositPercent !== null
      ? t('order.menu.deposit', { percent: menu.catering.depositPercent })
      : t('order.menu.full');
  return (
    <section className="order-category" aria-labelledby="order-packages">
      <h2 id="order-packages" className="order-category__title">
        {t('order.menu.packages')}
      </h2>
      <p className="order-item__detail">
        {t('order.menu.cateringTerms', {
          hours: menu.catering.leadHours,
          guests: menu.catering.minGuests,
        })}{' '}
        {payment}
      </p>
      <ul className="order-items">
        {menu.packages.map((pack) => (
          <PackageRow
            key={pack.id}
            pack={pack}
            currency={menu.currency}
            fewest={Math.max(pack.minGuests, menu.catering?.minGuests ?? 1)}
            chosen={props.chosen?.packageId === pack.id ? props.chosen : null}
            onChoose={props.onChoose}
          />
        ))}
      </ul>
    </section>
  );
}

/** The most guests a package is ordered for (the contract's CATERING_GUESTS_MAX). */
const GUESTS_MAX = 2000;

function PackageRow(props: {
  pack: MenuPackage;
  currency: string;
  fewest: number;
  chosen: CartPackage | null;
  onChoose: (chosen: CartPackage) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { pack, fewest } = props;
  const [guests, setGuests] = useState(props.chosen?.guests ?? fewest);
  const tooFew = guests < fewest;
  return (
    <li className="order-item">
      <div className="order-item__text">
        <h3 className="order-item__name">{pack.name}</h3>
        {pack.description && <p className="order-item__description">{pack.description}</p>}
        <p className="order-item__detail">{t('order.menu.minGuests', { count: fewest })}</p>
      </div>
      <div className="order-item__buy">
        <span className="order-item__price">
          {t('order.menu.perPerson', {
            price: formatMoney(pack.pricePerPerson, props.currency, i18n.language),
          })}
        </span>
        <div className="field order-item__guests">
          <label className="field__label" htmlFor={`${id}-guests`}>
            {t('order.menu.guests')}
          </label>
          <input
            id={`${id}-guests`}
            className="field__input"
            type="number"
            inputMode="numeric"
            min={fewest}
            max={GUESTS_MAX}
            value={guests}
            aria-invalid={tooFew ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setGuests(Math.min(Number(event.target.value) || 0, GUESTS_MAX))}
          />
          <p id={`${id}-hint`} className={tooFew ? 'field__error' : 'order-item__detail'}>
            {t('order.menu.packageGuestsHint', { count: fewest })}
          </p>
        </div>
        <Button
          variant={props.chosen ? 'primary' : 'secondary'}
          disabled={tooFew}
          aria-pressed={props.chosen !== null && props.chosen.guests === guests}
          onClick={() => props.onChoose({ packageId: pack.id, guests })}
        >
          {t('order.menu.choosePackage')}
        </Button>
      </div>
    </li>
  );
}
