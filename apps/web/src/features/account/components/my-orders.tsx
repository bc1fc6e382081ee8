import type { MyOrder } from '@dekka/contracts/orders';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { LoadError } from './load-error';
import { useMyOrders } from '../api/get-my-orders';
import { bookingWhen } from '../model/my-booking-view';

/** The order's status page, where its e-mails lead too (docs/decisions/046-diner-ordering-pages.md). */
function orderStatusPath(order: Pick<MyOrder, 'restaurant' | 'token'>): string {
  return `/${order.restaurant.slug}/order?order=${encodeURIComponent(order.token)}`;
}

/** The badge's look: still with the kitchen, done, or ended without food. */
function tone(status: MyOrder['status']): 'confirmed' | 'held' | 'ended' {
  if (status === 'rejected' || status === 'failed' || status === 'lapsed') return 'ended';
  if (status === 'picked_up' || status === 'delivered') return 'confirmed';
  return 'held';
}

/**
 * "Food orders" on My bookings (docs/product.md, "Accounts"): the signed-in diner's paid orders,
 * the latest first, each with its restaurant, time, mode, total and status, leading to its
 * status page.
 */
export function MyOrders({ token }: { token: string }) {
  const { t } = useTranslation();
  const orders = useMyOrders(token);
  return (
    <section className="my-bookings__section" aria-labelledby="my-bookings-orders">
      <h2 id="my-bookings-orders">{t('account.bookings.orders.title')}</h2>
      {orders.isError ? (
        <LoadError
          message={t('account.bookings.orders.loadError')}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('account.bookings.orders.loading')}
          </p>
          <ul className="my-bookings__list" aria-hidden="true">
            <li className="my-booking my-booking--placeholder">
              <div className="my-booking__main">
                <span className="my-booking__bar my-booking__bar--title" />
                <span className="my-booking__bar" />
              </div>
              <span className="my-booking__bar my-booking__bar--badge" />
              <span className="my-booking__bar my-booking__bar--link" />
            </li>
          </ul>
        </>
      ) : orders.data.orders.length === 0 ? (
        <div className="my-bookings__empty">
          <p>{t('account.bookings.orders.none')}</p>
          <Link to="/pantamat">{t('account.bookings.orders.orderFood')}</Link>
        </div>
      ) : (
        <ul className="my-bookings__list">
          {orders.data.orders.map((order) => (
            <OrderItem key={order.token} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderItem({ order }: { order: MyOrder }) {
  const { t, i18n } = useTranslation();
  const when = bookingWhen(order.slot, i18n.language, new Date());
  return (
    <li className="my-booking">
      <div className="my-booking__main">
        <h3 className="my-booking__restaurant">{order.restaurant.name}</h3>
        <p className="my-booking__facts">
          <time dateTime={order.slot}>
            {when.time ? t('account.bookings.when', { day: when.day, time: when.time }) : when.day}
          </time>
          <span aria-hidden="true"> · </span>
          <span>{t(`account.bookings.orders.modes.${order.mode}`)}</span>
          <span aria-hidden="true"> · </span>
          <span>{formatMoney(order.total, order.currency, i18n.language)}</span>
        </p>
      </div>
      <p className={`my-booking__status my-booking__status--${tone(order.status)}`}>
        {t(`account.bookings.orders.states.${order.status}`)}
      </p>
      <Link
        className="my-booking__manage"
        to={orderStatusPath(order)}
        aria-label={t('account.bookings.orders.viewAt', { restaurant: order.restaurant.name })}
      >
        {t('account.bookings.orders.view')}
      </Link>
    </li>
  );
}
