import type { GiftCardStatusResponse } from '@dekka/contracts/gift-card';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatGiftCardCode, isGiftCardCode } from '@dekka/contracts/gift-card-code';
import type { TranslationKey } from '../../../lib/i18n';
import { CURRENCY_EXPONENTS, formatMoney } from '../../../lib/locale-format';
import { formatInstantDate } from '../../../lib/long-date';
import { parseAmount } from '../../../lib/money-input';
import { useTranslation } from '../../../lib/translation';
import { giftCardProblem, useLookUpGiftCard, useRedeemGiftCard } from '../api/gift-card-api';

const STATE_KEYS = {
  active: 'giftCard.states.active',
  used: 'giftCard.states.used',
  expired: 'giftCard.states.expired',
} as const;

interface GiftCardPanelProps {
  token: string;
  restaurantId: number;
  onClose: () => void;
  /** Closes the panel and announces what was done. */
  onDone: (message: string) => void;
}

/**
 * "Gift card" on the guest list: the staff look a card up by its code (balance, expiry, where it
 * is valid), then take the amount of the bill it pays; the panel says what was taken and what is
 * left. Refusals (unknown code, not enough left, expired, another restaurant's card) show in place.
 */
export function GiftCardPanel({ onClose, ...props }: GiftCardPanelProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('staff.guestList.giftCard.title')}
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <GiftCardForm onClose={onClose} {...props} />
    </Modal>
  );
}

function GiftCardForm({ token, restaurantId, onClose, onDone }: GiftCardPanelProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const lookUp = useLookUpGiftCard();
  const redeem = useRedeemGiftCard({ token, restaurantId });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<TranslationKey | undefined>();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<TranslationKey | undefined>();
  const card = lookUp.data;
  const done = redeem.data;

  function findCard(event: FormEvent) {
    event.preventDefault();
    if (lookUp.isPending) return;
    redeem.reset();
    setAmount('');
    setAmountError(undefined);
    if (!isGiftCardCode(code)) {
      lookUp.reset();
      setCodeError(code.trim() === '' ? 'giftCard.status.required' : 'giftCard.status.malformed');
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    setCodeError(undefined);
    lookUp.mutate(code, {
      onSuccess: () =>
        requestAnimationFrame(() => document.getElementById(`${id}-amount`)?.focus()),
    });
  }

  function startAgain() {
    lookUp.reset();
    redeem.reset();
    setCode('');
    setAmount('');
    requestAnimationFrame(() => document.getElementById(`${id}-code`)?.focus());
  }

  const lookUpError = codeError ?? (lookUp.isError ? giftCardProblem(lookUp.error) : undefined);
  return (
    <div className="guest-form">
      <form className="guest-form" noValidate aria-busy={lookUp.isPending} onSubmit={findCard}>
        <p className="guest-form__hint">{t('staff.guestList.giftCard.intro')}</p>
        <TextField
          id={`${id}-code`}
          label={t('giftCard.status.codeLabel')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={lookUpError}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
            if (card) {
              lookUp.reset();
              redeem.reset();
            }
          }}
        />
        <div className="guest-form__buttons">
          <Button
            type="submit"
            variant={card ? 'secondary' : 'primary'}
            disabled={lookUp.isPending}
          >
            {t('staff.guestList.giftCard.lookUp')}
          </Button>
          {!card && (
            <Button variant="ghost" disabled={lookUp.isPending} onClick={onClose}>
              {t('staff.guestList.form.back')}
            </Button>
          )}
          {lookUp.isPending && <Spinner label={t('giftCard.status.checking')} />}
        </div>
      </form>
      {card && (
        <CardFound
          card={card}
          restaurantId={restaurantId}
          balance={done ? done.balance : card.balance}
        />
      )}
      {card && done && (
        <>
          <p className="guest-gift__done" role="status">
            {t('staff.guestList.giftCard.redeemed', {
              redeemed: formatMoney(done.redeemed, done.currency, i18n.language),
              balance: formatMoney(done.balance, done.currency, i18n.language),
            })}
          </p>
          <div className="guest-form__buttons">
            <Button
              onClick={() =>
                onDone(
                  t('staff.guestList.giftCard.redeemed', {
                    redeemed: formatMoney(done.redeemed, done.currency, i18n.language),
                    balance: formatMoney(done.balance, done.currency, i18n.language),
                  }),
                )
              }
            >
              {t('staff.guestList.giftCard.done')}
            </Button>
            <Button variant="ghost" onClick={startAgain}>
              {t('staff.guestList.giftCard.another')}
            </Button>
          </div>
        </>
      )}
      {card && !done && usable(card, restaurantId) && (
        <RedeemForm
          id={id}
          card={card}
          amount={amount}
          amountError={amountError}
          pending={redeem.isPending}
          problem={redeem.isError ? giftCardProblem(redeem.error) : undefined}
          onAmount={(text) => {
            setAmount(text);
            setAmountError(undefined);
          }}
          onClose={onClose}
          onRedeem={() => {
            if (redeem.isPending) return;
            const exponent = CURRENCY_EXPONENTS[card.currency.toUpperCase()] ?? 2;
            const minor = parseAmount(amount, exponent);
            const problem: TranslationKey | undefined =
              amount.trim() === ''
                ? 'staff.guestList.giftCard.amountRequired'
                : minor === null || minor <= 0
                  ? 'staff.guestList.giftCard.amountInvalid'
                  : minor > card.balance
                    ? 'staff.guestList.giftCard.amountTooHigh'
                    : undefined;
            setAmountError(problem);
            if (problem || minor === null) {
              document.getElementById(`${id}-amount`)?.focus();
              return;
            }
            redeem.mutate({ code, amount: minor });
          }}
        />
      )}
    </div>
  );
}

/** Active, and valid here (any restaurant's, or this one's). */
function usable(card: GiftCardStatusResponse, restaurantId: number): boolean {
  return card.state === 'active' && (!card.restaurant || card.restaurant.id === restaurantId);
}

function CardFound({
  card,
  restaurantId,
  balance,
}: {
  card: GiftCardStatusResponse;
  restaurantId: number;
  balance: number;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, card.currency, i18n.language);
  const elsewhere = card.restaurant !== null && card.restaurant.id !== restaurantId;
  return (
    <section className="guest-gift" aria-label={formatGiftCardCode(card.code)}>
      <dl className="guest-gift__facts">
        <div className="guest-gift__balance">
          <dt>{t('giftCard.balance')}</dt>
          <dd>{money(balance)}</dd>
        </div>
        <div>
          <dt>{t('giftCard.status.state')}</dt>
          <dd>{t(STATE_KEYS[card.state])}</dd>
        </div>
        <div>
          <dt>{t('giftCard.expires')}</dt>
          <dd>{formatInstantDate(card.expiresAt, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('giftCard.validAt')}</dt>
          <dd>{card.restaurant?.name ?? t('giftCard.anyRestaurant')}</dd>
        </div>
      </dl>
      {card.state !== 'active' && (
        <Alert tone="error">
          {t(
            card.state === 'used'
              ? 'giftCard.check.reasons.used'
              : 'giftCard.errors.gift_card_expired',
          )}
        </Alert>
      )}
      {card.state === 'active' && elsewhere && (
        <Alert tone="error">{t('giftCard.errors.gift_card_other_restaurant')}</Alert>
      )}
    </section>
  );
}

interface RedeemFormProps {
  id: string;
  card: GiftCardStatusResponse;
  amount: string;
  amountError: TranslationKey | undefined;
  pending: boolean;
  problem: TranslationKey | undefined;
  onAmount: (text: string) => void;
  onRedeem: () => void;
  onClose: () => void;
}

function RedeemForm(props: RedeemFormProps) {
  const { t, i18n } = useTranslation();
  const exponent = CURRENCY_EXPONENTS[props.card.currency.toUpperCase()] ?? 2;
  return (
    <form
      className="guest-form"
      noValidate
      aria-busy={props.pending}
      onSubmit={(event) => {
        event.preventDefault();
        props.onRedeem();
      }}
    >
      <TextField
        id={`${props.id}-amount`}
        label={t('staff.guestList.giftCard.amount', { currency: props.card.currency })}
        inputMode={exponent === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={props.amount}
        error={props.amountError}
        aria-describedby={[
          `${props.id}-amount-hint`,
          props.amountError && `${props.id}-amount-error`,
        ]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => props.onAmount(event.target.value)}
      />
      <p id={`${props.id}-amount-hint`} className="guest-form__hint">
        {t('staff.guestList.giftCard.amountHint', {
          balance: formatMoney(props.card.balance, props.card.currency, i18n.language),
        })}
      </p>
      {props.problem && <Alert tone="error">{t(props.problem)}</Alert>}
      <div className="guest-form__buttons">
        <Button type="submit" disabled={props.pending}>
          {t('staff.guestList.giftCard.redeem')}
        </Button>
        <Button variant="ghost" disabled={props.pending} onClick={props.onClose}>
          {t('staff.guestList.form.back')}
        </Button>
        {props.pending && <Spinner label={t('staff.guestList.saving')} />}
      </div>
    </form>
  );
}
