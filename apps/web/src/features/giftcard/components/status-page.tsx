import type { GiftCardStatusResponse } from '@dekka/contracts/gift-card';
import { type FormEvent, type Ref, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import {
  formatGiftCardCode,
  isGiftCardCode,
  normalizeGiftCardCode,
} from '@dekka/contracts/gift-card-code';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { statusProblem, useGiftCardStatus } from '../api/check-status';
import type { StatusProblem } from '../api/check-status';
import { formatInstantDate } from '../../../lib/long-date';
import '../../../components/booking-form.css';
import './gift-card.css';

const PROBLEM_KEYS = {
  notFound: 'giftCard.errors.gift_card_not_found',
  malformed: 'giftCard.status.malformed',
  tooMany: 'giftCard.tooMany',
  failed: 'giftCard.status.failed',
} as const satisfies Record<StatusProblem, string>;

const KIND_KEYS = {
  issued: 'giftCard.status.kinds.issued',
  redeemed: 'giftCard.status.kinds.redeemed',
  refunded: 'giftCard.status.kinds.refunded',
} as const;

const STATE_KEYS = {
  active: 'giftCard.states.active',
  used: 'giftCard.states.used',
  expired: 'giftCard.states.expired',
} as const;

const CODE_ID = 'gift-status-code';

/** Stands in for the code while the title is split around it. */
const CODE_MARK = '\u2063code\u2063';

/**
 * `/giftcard/status`: a typed code (any case, spaces or dashes) → the balance, expiry, state and
 * history. An unknown code, a code that cannot be one, and too many tries each say so in place;
 * a 429 also raises the app's own alert, with the time to come back.
 */
export function GiftCardStatusPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('giftCard.titles.status')));
  const lookup = useGiftCardStatus();
  const [code, setCode] = useState('');
  const [malformed, setMalformed] = useState(false);
  const resultRef = useRef<HTMLElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lookup.isPending) return;
    if (!isGiftCardCode(code)) {
      lookup.reset();
      setMalformed(true);
      document.getElementById(CODE_ID)?.focus();
      return;
    }
    setMalformed(false);
    lookup.mutate(normalizeGiftCardCode(code), {
      // The answer takes the focus, so a screen reader reads it out.
      onSuccess: () => requestAnimationFrame(() => resultRef.current?.focus()),
      onError: () => document.getElementById(CODE_ID)?.focus(),
    });
  }

  const problem: StatusProblem | null = malformed
    ? 'malformed'
    : lookup.isError
      ? statusProblem(lookup.error)
      : null;
  const empty = malformed && code.trim() === '';
  const fieldError =
    problem === 'malformed'
      ? empty
        ? ('giftCard.status.required' as const)
        : ('giftCard.status.malformed' as const)
      : problem === 'notFound'
        ? ('giftCard.errors.gift_card_not_found' as const)
        : undefined;

  return (
    <section className="container page page--narrow gift-status">
      <h1>{t('giftCard.titles.status')}</h1>
      <p className="lead">{t('giftCard.status.intro')}</p>
      <form className="card gift-status__form" noValidate onSubmit={onSubmit}>
        <TextField
          id={CODE_ID}
          label={t('giftCard.status.codeLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={fieldError}
          aria-describedby={[`${CODE_ID}-hint`, fieldError && `${CODE_ID}-error`]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            setCode(event.target.value);
            setMalformed(false);
          }}
        />
        <p id={`${CODE_ID}-hint`} className="gift-form__hint">
          {t('giftCard.status.codeHint')}
        </p>
        {problem && problem !== 'malformed' && problem !== 'notFound' && (
          <Alert tone="error">{t(PROBLEM_KEYS[problem])}</Alert>
        )}
        <div>
          <Button
            type="submit"
            disabled={lookup.isPending}
            aria-busy={lookup.isPending || undefined}
          >
            {lookup.isPending && <Spinner label={t('giftCard.status.checking')} />}
            {t('giftCard.status.submit')}
          </Button>
        </div>
      </form>
      {lookup.data && <StatusResult ref={resultRef} status={lookup.data} />}
    </section>
  );
}

function StatusResult({ status, ref }: { status: GiftCardStatusResponse; ref: Ref<HTMLElement> }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const money = (minor: number) => formatMoney(minor, status.currency, i18n.language);
  const code = normalizeGiftCardCode(status.code);
  // The code stays on one line; the sentence around it wraps as it must.
  const [before = '', after = ''] = t('giftCard.status.resultTitle', { code: CODE_MARK }).split(
    CODE_MARK,
  );
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="card gift-status__result"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="gift-status__title">
        {before}
        <span className="gift-code">{formatGiftCardCode(code)}</span>
        {after}
      </h2>
      <dl className="gift-facts">
        <div className="gift-facts__main">
          <dt>{t('giftCard.balance')}</dt>
          <dd>{money(status.balance)}</dd>
        </div>
        <div>
          <dt>{t('giftCard.value')}</dt>
          <dd>{money(status.amount)}</dd>
        </div>
        <div>
          <dt>{t('giftCard.status.state')}</dt>
          <dd>
            <span className={`gift-state gift-state--${status.state}`}>
              {t(STATE_KEYS[status.state])}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('giftCard.expires')}</dt>
          <dd>{formatInstantDate(status.expiresAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('giftCard.validAt')}</dt>
          <dd>{status.restaurant?.name ?? t('giftCard.anyRestaurant')}</dd>
        </div>
      </dl>
      {status.history.length > 0 && (
        <div className="gift-history">
          <table className="gift-history__table">
            <caption className="gift-history__caption">{t('giftCard.status.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('giftCard.status.date')}</th>
                <th scope="col">{t('giftCard.status.what')}</th>
                <th scope="col" className="gift-history__amount">
                  {t('giftCard.status.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {status.history.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td>{formatInstantDate(entry.at, i18n.language, { month: 'short' })}</td>
                  <td>
                    {t(KIND_KEYS[entry.kind])}
                    {entry.restaurantName && (
                      <span className="gift-history__where"> · {entry.restaurantName}</span>
                    )}
                  </td>
                  <td className="gift-history__amount">
                    {entry.amount < 0 ? `−${money(-entry.amount)}` : money(entry.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <Link className={buttonClassName('secondary')} to={`/giftcard/view/${code}`}>
          {t('giftCard.status.view')}
        </Link>
      </div>
    </section>
  );
}
