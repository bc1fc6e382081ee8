import type { OrderView } from '@dekka/contracts/orders';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { deliveryAddress } from '../../../lib/delivery-address';
import { formatMoney } from '../../../lib/locale-format';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { FINAL_ORDER_STATUSES, useOrder } from '../api/orders';
import { useOrderLive } from '../hooks/use-order-live';

/**
 * The diner's order after paying (`/{slug}/order?order={token}`): where it stands, read again the
 * moment the kitchen moves it (pushed over the payment hub, with a slow poll as fallback) until it
 * is done, what was ordered
 * at the prices the server charged, and when.
 */
export function OrderStatus({ token }: { token: string }) {
  const { t } = useTranslation();
  const order = useOrder(token);
  useOrderLive(token, !(order.data && FINAL_ORDER_STATUSES.has(order.data.status)));
  return (
    <section className="container page order-page">
      <p className="eyebrow">{t('order.listing.title')}</p>
      {order.data ? (
        <OrderDetails order={order.data} />
      ) : order.isError ? (
        <div className="order-empty">
          <h1>{t('order.status.notFound')}</h1>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {t('order.menu.retry')}
          </Button>
        </div>
      ) : (
        <>
          <h1>{t('order.status.title')}</h1>
          <Spinner label={t('order.status.loading')} />
          <div className="order-skeleton order-skeleton--menu" aria-hidden="true" />
        </>
      )}
    </section>
  );
}

function OrderDetails({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  const when = `${formatLocalDay(order.slot, i18n.language)} ${order.slot.slice(11, 16)}`;
  return (
    <>
      <h1>{t('order.status.title')}</h1>
      <p className="lead">{order.restaurant.name}</p>
      <div className="card order-status">
        <p className="order-status__state" role="status">
          {t(`order.status.states.${order.status}`)}
        </p>
        <dl className="order-status__facts">
          <div>
            <dt>{t(`order.status.when.${order.mode}`)}</dt>
            <dd>{when}</dd>
          </div>
          {order.readyAt && (
            <div>
              <dt>{t('order.status.readyAt')}</dt>
              <dd>{order.readyAt.slice(11, 16)}</dd>
            </div>
          )}
          {order.delivery && (
            <div>
              <dt>{t('order.status.deliverTo')}</dt>
              <dd>{deliveryAddress(order.delivery)}</dd>
            </div>
          )}
          {order.catering && (
            <div>
              <dt>{t('order.menu.guests')}</dt>
              <dd>{order.catering.guests}</dd>
            </div>
          )}
        </dl>
        {order.rejectReason && (
          <Alert tone="error" title={t('order.status.rejected')}>
            {order.rejectReason}
          </Alert>
        )}
        <ul className="order-cart__lines">
          {order.lines.map((line, index) => (
            <li key={index} className="order-cart__line">
              <div className="order-cart__line-head">
                <span className="order-cart__name">
                  {line.quantity} × {line.name}
                </span>
                <span>{money(line.lineTotal)}</span>
              </div>
              {line.choices.length > 0 && (
                <p className="order-cart__detail">
                  {line.choices.map((choice) => choice.name).join(', ')}
                </p>
              )}
              {line.note && <p className="order-cart__detail">“{line.note}”</p>}
            </li>
          ))}
        </ul>
        <dl className="order-status__totals">
          {order.deliveryFee > 0 && (
            <div>
              <dt>{t('order.status.deliveryFee')}</dt>
              <dd>{money(order.deliveryFee)}</dd>
            </div>
          )}
          <div>
            <dt>{t('order.status.total')}</dt>
            <dd>{money(order.total)}</dd>
          </div>
          {order.giftCardPaid > 0 && (
            <div>
              <dt>{t('order.status.giftCard')}</dt>
              <dd>{money(order.giftCardPaid)}</dd>
            </div>
          )}
          {(order.paid > 0 || order.giftCardPaid === 0) && (
            <div>
              <dt>{t('order.status.paid')}</dt>
              <dd>{money(order.paid)}</dd>
            </div>
          )}
          {order.payLater > 0 && (
            <div>
              <dt>{t('order.status.payLater')}</dt>
              <dd>{money(order.payLater)}</dd>
            </div>
          )}
        </dl>
        <p className="order-cart__note">{t('order.status.refreshes')}</p>
      </div>
      <Link to={`/${order.restaurant.slug}/order`} className={buttonClassName('secondary')}>
        {t('order.status.backToMenu')}
      </Link>
    </>
  );
}
