import type { BoardOrder } from '@dekka/contracts/orders';
import { Fragment } from 'react';
import { Button } from '../../../components/ui/button';
import { deliveryAddress } from '../../../lib/delivery-address';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';

/** The steps a button moves an order to at once; accept and reject open their dialogs first. */
const STEPS = ['preparing', 'ready', 'out_for_delivery', 'picked_up', 'delivered'] as const;
export type OrderStep = (typeof STEPS)[number];

interface OrderCardProps {
  order: BoardOrder;
  /** Arrived over the live channel since the board opened and not yet accepted. */
  isNew: boolean;
  /** The card being printed: print CSS hides everything else. */
  isPrinting: boolean;
  pending: boolean;
  onAccept: () => void;
  onReject: () => void;
  onStep: (step: OrderStep) => void;
  onPrint: () => void;
}

/**
 * One order as the kitchen needs it, which is also its printed ticket: when and how, what (with
 * the choices and notes), who and where, the money. The buttons are the order's `actions` only.
 */
export function OrderCard({
  order,
  isNew,
  isPrinting,
  pending,
  onAccept,
  onReject,
  onStep,
  onPrint,
}: OrderCardProps) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.language);
  const time = order.slot.slice(11, 16);
  const name = `${order.contact.firstName} ${order.contact.lastName}`.trim();
  // All empty once the diner deleted their account: the order stays, who it was for does not.
  const erased = name === '' && order.contact.phone === '' && order.contact.email === '';
  const headingId = `order-${order.id}`;
  const classes = [
    'card order-card',
    `order-card--${order.status}`,
    isNew && 'order-card--new',
    isPrinting && 'order-card--printing',
  ];
  return (
    <article className={classes.filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <header className="order-card__head">
        <h3 id={headingId} className="order-card__title">
          <span className="order-card__time">{time}</span>{' '}
          <span>{t(`staff.orders.modes.${order.mode}`)}</span>{' '}
          <span className="order-card__number">#{order.id}</span>
        </h3>
        <p className={`order-card__status order-card__status--${order.status}`}>
          {isNew && <span className="order-card__badge">{t('staff.orders.new')}</span>}
          {t(`staff.orders.statuses.${order.status}`)}
        </p>
      </header>
      {order.readyAt && order.prepMinutes !== null && (
        <p className="order-card__ready">
          {t('staff.orders.readyAt', {
            time: order.readyAt.slice(11, 16),
            count: order.prepMinutes,
          })}
        </p>
      )}
      <ul className="order-card__lines">
        {order.lines.map((line, index) => (
          <li key={index}>
            <span className="order-card__line">
              <strong>
                {line.quantity} × {line.name}
              </strong>
              <span>{money(line.lineTotal)}</span>
            </span>
            {line.choices.length > 0 && (
              <span className="order-card__choices">
                {line.choices.map((choice) => choice.name).join(', ')}
              </span>
            )}
            {line.note !== '' && (
              <span className="order-card__note">
                {t('staff.orders.lineNote')}: {line.note}
              </span>
            )}
          </li>
        ))}
      </ul>
      {order.note !== '' && (
        <p className="order-card__note order-card__note--order">
          {t('staff.orders.orderNote')}: {order.note}
        </p>
      )}
      <dl className="order-card__facts">
        {order.catering && (
          <div>
            <dt>{t('staff.orders.guests')}</dt>
            <dd>{order.catering.guests}</dd>
          </div>
        )}
        {order.delivery && (
          <div>
            <dt>{t('staff.orders.address')}</dt>
            <dd>
              {deliveryAddress(order.delivery)}
              {order.delivery.zone !== '' && ` (${order.delivery.zone})`}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('staff.orders.contact')}</dt>
          {erased ? (
            <dd>{t('staff.orders.erased')}</dd>
          ) : (
            <dd>
              {name}
              <br />
              <a href={`tel:${order.contact.phone.replace(/[^+0-9]/g, '')}`}>
                {order.contact.phone}
              </a>
              <br />
              <span className="order-card__email">
                {/* A narrow column breaks the address after the @, not inside a word. */}
                {order.contact.email.split('@').map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 && (
                      <>
                        @<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </span>
            </dd>
          )}
        </div>
        {order.deliveryFee > 0 && (
          <div>
            <dt>{t('staff.orders.deliveryFee')}</dt>
            <dd>{money(order.deliveryFee)}</dd>
          </div>
        )}
        <div>
          <dt>{t('staff.orders.total')}</dt>
          <dd>
            <strong>{money(order.total)}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('staff.orders.paid')}</dt>
          <dd>
            {money(order.paid)}
            {order.giftCardPaid > 0 && (
              <>
                {' '}
                · {t('staff.orders.giftCard')} {money(order.giftCardPaid)}
              </>
            )}
            {order.refunded && <> · {t('staff.orders.refunded')}</>}
            {order.payLater > 0 && (
              <> · {t('staff.orders.payLater', { amount: money(order.payLater) })}</>
            )}
          </dd>
        </div>
      </dl>
      {order.rejectReason && (
        <p className="order-card__note">
          {t('staff.orders.rejectedBecause')}: {order.rejectReason}
        </p>
      )}
      <div className="order-card__actions">
        {order.actions.includes('accept') && (
          <Button disabled={pending} aria-haspopup="dialog" onClick={onAccept}>
            {t('staff.orders.actions.accept')}
          </Button>
        )}
        {STEPS.filter((step) => order.actions.includes(step)).map((step) => (
          <Button key={step} disabled={pending} onClick={() => onStep(step)}>
            {t(`staff.orders.actions.${step}`)}
          </Button>
        ))}
        {order.actions.includes('reject') && (
          <Button variant="secondary" disabled={pending} aria-haspopup="dialog" onClick={onReject}>
            {t('staff.orders.actions.reject')}
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={onPrint}
          aria-label={t('staff.orders.printFor', { who: `${time} ${name}` })}
        >
          {t('staff.orders.print')}
        </Button>
      </div>
    </article>
  );
}
