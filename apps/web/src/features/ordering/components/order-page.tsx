import type { MenuItem, OrderMenuResponse } from '@dekka/contracts/order-menu';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { useOrderMenu } from '../api/get-order-menu';
import { useCart } from '../hooks/use-cart';
import { addLine } from '../model/cart';
import { isMode } from '../model/modes';
import { CartPanel } from './cart-panel';
import { CheckoutForm } from './checkout-form';
import { ItemDialog } from './item-dialog';
import { CateringPackages, MenuSections } from './menu-sections';
import { OrderingHours } from './ordering-hours';
import { OrderStatus } from './order-status';
import '../../../components/booking-form.css';
import './ordering.css';

/**
 * `/{restaurantSlug}/order` (docs/product.md, "Routes"): the restaurant's ordering menu in the
 * diner's language, the way to get it (`?mode=`), item choices in a dialog and a cart that
 * survives a reload. Prices are for display; the server computes the order's.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const slug = useParams().restaurantSlug ?? '';
  const [params] = useSearchParams();
  const token = params.get('order')?.trim() ?? '';
  const menu = useOrderMenu(slug);
  useDocumentTitle(pageTitle(menu.data?.restaurant.name, t('sections.restaurantOrder')));

  // After paying, the same address with `?order=` is the order's page, so a reload shows it again.
  if (token !== '') return <OrderStatus key={token} token={token} />;
  if (menu.data) return <OrderMenu key={slug} menu={menu.data} />;
  if (menu.data === null) {
    return (
      <section className="container page order-page">
        <h1>{t('order.menu.notFoundTitle')}</h1>
        <p className="lead">{t('order.menu.notFoundBody')}</p>
        <Link to="/pantamat" className={buttonClassName('secondary')}>
          {t('order.menu.toListing')}
        </Link>
      </section>
    );
  }
  return (
    <section className="container page order-page order-page--loading" aria-busy={!menu.isError}>
      <p className="eyebrow">{t('order.listing.title')}</p>
      {menu.isError ? (
        <div className="order-empty">
          <Alert tone="error">{t('order.menu.loadError')}</Alert>
          <Button variant="secondary" onClick={() => void menu.refetch()}>
            {t('order.menu.retry')}
          </Button>
        </div>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('order.menu.loading')}
          </p>
          <div className="order-skeleton order-skeleton--title" aria-hidden="true" />
          <div className="order-layout" aria-hidden="true">
            <div className="order-skeleton order-skeleton--menu" />
            <div className="order-skeleton order-skeleton--cart" />
          </div>
        </>
      )}
    </section>
  );
}

function OrderMenu({ menu }: { menu: OrderMenuResponse }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The diner's choice at once, as the radio shows it: the address follows a moment later (the
  // router's navigation is asynchronous), and reading it alone would flick the radio back.
  const [chosenMode, setChosenMode] = useState<OrderMode | null>(null);
  const asked = chosenMode ?? params.get('mode');
  const mode: OrderMode =
    isMode(asked) && menu.modes.includes(asked) ? asked : (menu.modes[0] ?? 'takeaway');
  const { cart, change, dropped } = useCart(menu.restaurant.slug, menu);
  const [open, setOpen] = useState<MenuItem | null>(null);
  const money = (minor: number) => formatMoney(minor, menu.currency, i18n.language);
  // Something to order in the chosen mode, and nothing the mode does not offer.
  const items = new Map(menu.items.map((item) => [item.id, item]));
  const linesFit = cart.lines.every((line) => items.get(line.itemId)?.modes.includes(mode));
  const canCheckOut =
    linesFit &&
    (mode === 'catering' ? cart.package !== null : cart.lines.length > 0 && cart.package === null);

  const chooseMode = (next: OrderMode) => {
    setChosenMode(next);
    const changed = new URLSearchParams(params);
    changed.set('mode', next);
    setParams(changed, { replace: true });
  };

  return (
    <section className="container page order-page">
      <p className="eyebrow">{t('order.listing.title')}</p>
      <h1>{menu.restaurant.name}</h1>
      <p className="order-page__meta">
        {menu.restaurant.address}
        {' · '}
        <OrderingHours openNow={menu.openNow} opensAt={menu.opensAt} paused={menu.paused} />
      </p>
      {menu.paused && <Alert tone="info">{t('order.menu.paused')}</Alert>}
      {dropped && <Alert tone="info">{t('order.cart.dropped')}</Alert>}

      {menu.modes.length > 1 && (
        <fieldset className="order-modes">
          <legend className="order-modes__legend">{t('order.menu.modeLegend')}</legend>
          {menu.modes.map((candidate) => (
            <label key={candidate} className="order-modes__choice">
              <input
                type="radio"
                name="order-mode"
                value={candidate}
                checked={candidate === mode}
                onChange={() => chooseMode(candidate)}
              />
              <span>{t(`order.modes.${candidate}`)}</span>
            </label>
          ))}
        </fieldset>
      )}

      <ModeTerms menu={menu} mode={mode} money={money} />

      <div className="order-layout">
        <div className="order-menu">
          {mode === 'catering' && (
            <CateringPackages
              menu={menu}
              chosen={cart.package}
              onChoose={(chosen) => change((current) => ({ ...current, package: chosen }))}
            />
          )}
          <MenuSections menu={menu} mode={mode} onChoose={setOpen} />
        </div>
        <CartPanel menu={menu} mode={mode} cart={cart} change={change}>
          {canCheckOut && <CheckoutForm menu={menu} mode={mode} cart={cart} change={change} />}
        </CartPanel>
      </div>

      {open && (
        <ItemDialog
          item={open}
          currency={menu.currency}
          onClose={() => setOpen(null)}
          onAdd={(line) => {
            change((current) => addLine(current, line));
            setOpen(null);
          }}
        />
      )}
    </section>
  );
}

/** What the chosen mode promises: the earliest pickup or delivery, and where they deliver. */
function ModeTerms(props: {
  menu: OrderMenuResponse;
  mode: OrderMode;
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  const { menu, mode } = props;
  if (mode === 'takeaway') {
    return (
      <p className="order-page__terms">
        {t('order.menu.takeawayLead', { minutes: menu.takeawayLeadMinutes })}
      </p>
    );
  }
  if (mode === 'delivery') {
    return (
      <div className="order-page__terms">
        <p>{t('order.menu.deliveryLead', { minutes: menu.deliveryLeadMinutes })}</p>
        <h2 className="order-page__subtitle">{t('order.menu.zones')}</h2>
        <ul className="order-zones">
          {menu.zones.map((zone) => (
            <li key={zone.id}>
              {t('order.menu.zone', {
                name: zone.name,
                fee: props.money(zone.fee),
                minimum: props.money(zone.minimumOrder),
                minutes: zone.estimatedMinutes,
              })}{' '}
              {zone.maxDistanceKm !== null
                ? t('order.menu.zoneDistance', { km: zone.maxDistanceKm })
                : t('order.menu.zonePostcodes', { postcodes: zone.postcodes.join(', ') })}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return null;
}
