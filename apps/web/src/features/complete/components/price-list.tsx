import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { formatMoney } from '../../../lib/locale-format';
import { Amount } from '../../../components/ui/amount';
import type { Covered, PaidAs, PriceLines } from '../model/price-lines';
import './price-list.css';

const PAID_AS_KEY = {
  prepaid: 'complete.prices.prepaid',
  guaranteed: 'complete.prices.guaranteed',
  atRestaurant: 'complete.prices.atRestaurant',
} as const satisfies Record<PaidAs, string>;

interface RowProps {
  label: ReactNode;
  detail?: ReactNode;
  amount: ReactNode;
  className?: string;
}

function Row({ label, detail, amount, className }: RowProps) {
  return (
    <div className={['prices__row', className].filter(Boolean).join(' ')}>
      <dt>
        <span className="prices__label">{label}</span>
        {detail && <span className="prices__detail">{detail}</span>}
      </dt>
      <dd>{amount}</dd>
    </div>
  );
}

/**
 * Every price of the booking before the diner commits (docs/product.md, "Complete"): each
 * pre-ordered menu as count × name with its line total, the event's price per guest, the
 * prepayment with what it covers, the no-show fee per guest and in total (charged only if the
 * diner does not come), what is paid at the table, what a gift card pays, and the total to pay
 * now.
 */
export function PriceList({
  info,
  lines,
  giftCardPays = 0,
}: {
  info: Pick<BookingInfoForCompleteResponse, 'currency'>;
  lines: PriceLines;
  /** What a gift card pays of the prepayment: taken off what is paid now. */
  giftCardPays?: number;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => (
    <Amount>{formatMoney(minor, info.currency.code, i18n.language)}</Amount>
  );
  const text = (minor: number) => formatMoney(minor, info.currency.code, i18n.language);
  const covered = (items: Covered[]) =>
    items
      .map((item) =>
        item.kind === 'menu'
          ? t('manage.menuLine', { count: item.count, name: item.name })
          : t('complete.prices.perGuestTimes', { price: text(item.perGuest), guests: item.guests }),
      )
      .join(', ');

  return (
    <section className="charges prices" aria-labelledby="charges-title">
      <h2 id="charges-title" className="charges__title">
        {t('complete.chargesTitle')}
      </h2>
      <dl className="prices__list">
        {lines.menus.map((menu) => (
          <Row
            key={menu.id}
            label={t('manage.menuLine', { count: menu.count, name: menu.name })}
            detail={
              menu.pricePerGuest === null
                ? t(PAID_AS_KEY[menu.paidAs])
                : `${t('complete.prices.each', { price: text(menu.pricePerGuest) })} · ${t(PAID_AS_KEY[menu.paidAs])}`
            }
            amount={menu.total === null ? t('complete.prices.priceVaries') : money(menu.total)}
          />
        ))}
        {lines.event && (
          <Row
            label={lines.event.name}
            detail={t('complete.prices.eventPrice')}
            amount={
              <Amount>
                {t('complete.prices.each', { price: text(lines.event.pricePerGuest) })}
              </Amount>
            }
          />
        )}
        {lines.prepayment && (
          <Row
            className="prices__row--charge"
            label={t('complete.prepayment')}
            detail={
              lines.prepayment.covers.length > 0 &&
              t('complete.prices.covers', { items: covered(lines.prepayment.covers) })
            }
            amount={money(lines.prepayment.total)}
          />
        )}
        {lines.noShowFee && (
          <Row
            className="prices__row--charge"
            label={t('complete.noShowFee')}
            detail={
              <>
                {lines.noShowFee.covers.length > 0 && (
                  <span className="prices__covers">{covered(lines.noShowFee.covers)}</span>
                )}
                <strong className="prices__condition">
                  {t('complete.prices.noShowCondition')}
                </strong>
              </>
            }
            amount={money(lines.noShowFee.total)}
          />
        )}
        {lines.atRestaurant > 0 && (
          <Row
            className="prices__row--charge"
            label={t('complete.prices.toPayAtRestaurant')}
            amount={money(lines.atRestaurant)}
          />
        )}
        {giftCardPays > 0 && (
          <Row
            className="prices__row--charge"
            // The gift card's strings came with the field that applied it.
            label={t('giftCard.check.priceLine')}
            amount={<Amount>−{text(giftCardPays)}</Amount>}
          />
        )}
        <Row
          className="prices__row--total"
          label={t('complete.prices.totalNow')}
          amount={money(lines.payNow - giftCardPays)}
        />
      </dl>
      {lines.noShowFee && <p className="charges__note">{t('complete.noShowExplanation')}</p>}
    </section>
  );
}
