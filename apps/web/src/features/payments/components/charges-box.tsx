import type { BookingInfoForCompleteResponse } from '@dekka/contracts/booking';
import { useTranslation } from '../../../lib/translation';
import { formatMoney } from '../../../lib/locale-format';

/** What the card will be used for: prepayment now and/or a fee if nobody shows up. */
export function ChargesBox({
  info,
}: {
  info: Pick<BookingInfoForCompleteResponse, 'currency' | 'paymentRequirements'>;
}) {
  const { t, i18n } = useTranslation();
  const { totalPrepaid, totalNoShow } = info.paymentRequirements;
  const money = (minor: number) => formatMoney(minor, info.currency.code, i18n.language);
  return (
    <section className="charges" aria-labelledby="charges-title">
      <h2 id="charges-title" className="charges__title">
        {t('complete.chargesTitle')}
      </h2>
      <dl className="charges__list">
        {totalPrepaid > 0 && (
          <div>
            <dt>{t('complete.prepayment')}</dt>
            <dd>{money(totalPrepaid)}</dd>
          </div>
        )}
        {totalNoShow > 0 && (
          <div>
            <dt>{t('complete.noShowFee')}</dt>
            <dd>{money(totalNoShow)}</dd>
          </div>
        )}
      </dl>
      {totalNoShow > 0 && <p className="charges__note">{t('complete.noShowExplanation')}</p>}
    </section>
  );
}
