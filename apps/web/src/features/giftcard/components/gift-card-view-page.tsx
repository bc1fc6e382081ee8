import type { GiftCardView } from '@dekka/contracts/gift-card';
import { Link, useParams } from 'react-router';
import { Logo } from '../../../components/logo';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ProblemPage } from '../../../components/ui/problem-page';
import { Spinner } from '../../../components/ui/spinner';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatGiftCardCode, normalizeGiftCardCode } from '@dekka/contracts/gift-card-code';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { useGiftCard } from '../api/get-gift-card';
import { formatInstantDate } from '../../../lib/long-date';
import { GiftCardQr } from './gift-card-qr';
import './gift-card.css';

const STATE_KEYS = {
  active: 'giftCard.states.active',
  used: 'giftCard.states.used',
  expired: 'giftCard.states.expired',
} as const;

/**
 * `/giftcard/view/{code}`: the card as the recipient's e-mail links to it, to keep, show or print:
 * amount and balance, where it is valid, from whom and to whom, the message (as text), the code,
 * a QR code of this page's address, the expiry and the state. Print leaves out the site's header,
 * footer and buttons.
 */
export function GiftCardViewPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation();
  const lookup = useGiftCard(code);
  const answer = lookup.data;
  useDocumentTitle(
    pageTitle(
      t(answer?.kind === 'notFound' ? 'giftCard.view.notFoundTitle' : 'giftCard.titles.view'),
    ),
  );

  if (answer?.kind === 'notFound') {
    return (
      <ProblemPage title={t('giftCard.view.notFoundTitle')}>
        <p>{t('giftCard.view.notFoundBody')}</p>
        <Link to="/giftcard/status">{t('giftCard.view.toStatus')}</Link>
      </ProblemPage>
    );
  }
  if (answer?.kind === 'tooMany') {
    return <ProblemPage title={t('giftCard.titles.view')}>{t('giftCard.tooMany')}</ProblemPage>;
  }
  if (answer?.kind === 'card') return <CardView card={answer.card} />;
  return (
    <section className="container page page--narrow gift-view">
      <h1>{t('giftCard.titles.view')}</h1>
      {lookup.isError ? (
        <>
          <Alert tone="error">{t('giftCard.view.loadError')}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void lookup.refetch()}>
              {t('giftCard.retry')}
            </Button>
          </div>
        </>
      ) : (
        <div className="gift-loading">
          <Spinner label={t('giftCard.view.loading')} />
          <span aria-hidden="true">{t('giftCard.view.loading')}</span>
        </div>
      )}
    </section>
  );
}

function CardView({ card }: { card: GiftCardView }) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, card.currency, i18n.language);
  const code = normalizeGiftCardCode(card.code);
  // The page's own address, as the e-mail links to it: scanned, it opens this card.
  const address = `${window.location.origin}/giftcard/view/${code}`;
  const where = card.restaurant?.name ?? t('giftCard.anyRestaurant');
  const spent = card.balance < card.amount;
  return (
    <section className="container page gift-view">
      <h1 className="gift-view__heading">
        {card.recipientName === ''
          ? t('giftCard.view.kind')
          : t('giftCard.view.heading', { name: card.recipientName })}
      </h1>
      <article
        className={`gift-card gift-card--${card.state}`}
        aria-label={t('giftCard.view.cardLabel', { where })}
      >
        <div className="gift-card__top">
          <Logo className="gift-card__logo" />
          <span className="gift-card__kind">{t('giftCard.view.kind')}</span>
          <span className="gift-card__state">{t(STATE_KEYS[card.state])}</span>
        </div>
        <p className="gift-card__amount">{money(spent ? card.balance : card.amount)}</p>
        {spent && (
          <p className="gift-card__balance">
            {t('giftCard.view.balanceOf', {
              balance: money(card.balance),
              amount: money(card.amount),
            })}
          </p>
        )}
        <p className="gift-card__where">
          <span className="gift-card__label">{t('giftCard.validAt')}</span> {where}
        </p>
        {/* The names are empty once the buyer deleted their account; the card works on. */}
        {(card.recipientName !== '' || card.buyerName !== '') && (
          <dl className="gift-card__people">
            {card.recipientName !== '' && (
              <div>
                <dt>{t('giftCard.to')}</dt>
                <dd>{card.recipientName}</dd>
              </div>
            )}
            {card.buyerName !== '' && (
              <div>
                <dt>{t('giftCard.from')}</dt>
                <dd>{card.buyerName}</dd>
              </div>
            )}
          </dl>
        )}
        {card.message.trim() !== '' && (
          // Text, never markup: React escapes it, and pre-line keeps the sender's line breaks.
          <blockquote className="gift-card__message">{card.message}</blockquote>
        )}
        <div className="gift-card__bottom">
          <dl className="gift-card__facts">
            <div>
              <dt>{t('giftCard.code')}</dt>
              <dd className="gift-code">{formatGiftCardCode(code)}</dd>
            </div>
            <div>
              <dt>{t('giftCard.expires')}</dt>
              <dd>{formatInstantDate(card.expiresAt, i18n.language)}</dd>
            </div>
          </dl>
          <GiftCardQr text={address} label={t('giftCard.view.qr')} />
        </div>
      </article>
      <p className="gift-view__how">
        {card.state === 'active'
          ? t('giftCard.view.howToUse')
          : card.state === 'used'
            ? t('giftCard.view.usedUp')
            : t('giftCard.view.expired')}
      </p>
      <div className="gift-view__actions">
        <Button onClick={() => window.print()}>{t('giftCard.view.print')}</Button>
        {card.state === 'active' && (
          <Link
            className={buttonClassName('secondary')}
            to={card.restaurant ? `/${card.restaurant.slug}` : '/'}
          >
            {t('giftCard.view.book')}
          </Link>
        )}
        <Link className={buttonClassName('ghost')} to="/giftcard/status">
          {t('giftCard.view.toStatus')}
        </Link>
      </div>
    </section>
  );
}
