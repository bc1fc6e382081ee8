import type { GiftCardShopResponse } from '@dekka/contracts/gift-card';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporting';
import type { TranslationKey } from '../../../lib/i18n';
import { CURRENCY_EXPONENTS, formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { CardFields } from '../../payments/components/card-fields';
import { useCardForm } from '../../payments/hooks/use-card-form';
import { usePaymentRedirect } from '../../payments/hooks/use-payment-redirect';
import { paymentCard } from '../../payments/model/payment-link';
import { buyGiftCard } from '../api/buy-gift-card';
import {
  chosenAmount,
  deliveryWindow,
  emptyShop,
  MESSAGE_MAX,
  NAME_MAX,
  EMAIL_MAX,
  purchaseRequest,
  SHOP_FIELDS,
  validateShop,
} from '../model/shop-rules';
import type { ShopField, ShopProblem, ShopValues } from '../model/shop-rules';
import { formatCalendarDate } from '../../../lib/long-date';

const FIELD_IDS: Record<ShopField, string> = {
  amount: 'gift-amount',
  recipientName: 'gift-recipient-name',
  recipientEmail: 'gift-recipient-email',
  deliverOn: 'gift-deliver-on',
  buyerName: 'gift-buyer-name',
  buyerEmail: 'gift-buyer-email',
};

const CARD_IDS = {
  cardNumber: 'complete-card-number',
  cardExpiry: 'complete-card-expiry',
  cardCvc: 'complete-card-cvc',
} as const;

const PROBLEM_KEYS = {
  amountRequired: 'giftCard.shop.errors.amountRequired',
  amountRange: 'giftCard.shop.errors.amountRange',
  nameRequired: 'giftCard.shop.errors.nameRequired',
  emailRequired: 'giftCard.shop.errors.emailRequired',
  emailInvalid: 'giftCard.shop.errors.emailInvalid',
  dateRequired: 'giftCard.shop.errors.dateRequired',
  dateRange: 'giftCard.shop.errors.dateRange',
} as const satisfies Record<ShopProblem, TranslationKey>;

/** The provider's word for a card the issuer refused, as on the complete page. */
const DECLINED = 'payment_declined';

type Outcome = { kind: 'paid'; orderGuid: string } | { kind: 'declined' } | { kind: 'failed' };
type Problem = 'declined' | 'paymentFailed' | 'failed';

/**
 * The shop's form: the amount (a preset or another within the bounds), where the card can be
 * used, the recipient and the message, when it is sent, the buyer, and the card, paid through the
 * payment dialog when the bank asks for 3-D Secure. A paid card goes on to the receipt.
 */
export function ShopForm({ shop }: { shop: GiftCardShopResponse }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<ShopValues>(emptyShop);
  const [shown, setShown] = useState<ReadonlySet<ShopField>>(new Set());
  const card = useCardForm();
  // The hub room of the order being paid: known once the purchase call has answered.
  const [orderGuid, setOrderGuid] = useState('');
  const { pay, dialog } = usePaymentRedirect(orderGuid);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) document.getElementById(CARD_IDS.cardNumber)?.focus();
  }, [failures]);

  const restaurant = shop.restaurants.find((entry) => String(entry.id) === values.restaurantId);
  const currency = restaurant?.currency ?? shop.currency;
  // A restaurant's card is sold in its currency, with that currency's amounts.
  const amounts = amountsIn(shop, currency);
  const exponent = CURRENCY_EXPONENTS[currency.toUpperCase()] ?? 2;
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const limits = { exponent, minAmount: amounts.minAmount, maxAmount: amounts.maxAmount };
  const all = validateShop(values, limits, new Date());
  const errors: Partial<Record<ShopField, TranslationKey>> = {};
  for (const field of shown) {
    const found = all[field];
    if (found) errors[field] = PROBLEM_KEYS[found];
  }
  const amount = all.amount ? null : chosenAmount(values, exponent);
  const days = deliveryWindow(new Date());

  const set = <K extends keyof ShopValues>(field: K, value: ShopValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: ShopField) => setShown((current) => new Set(current).add(field));
  /** Another currency has presets of its own: a preset chosen in the old one is unchosen. */
  const chooseRestaurant = (restaurantId: string) => {
    const next = shop.restaurants.find((entry) => String(entry.id) === restaurantId);
    const changes = (next?.currency ?? shop.currency) !== currency;
    setValues((current) => ({
      ...current,
      restaurantId,
      preset: changes && typeof current.preset === 'number' ? null : current.preset,
    }));
  };

  const submit = useMutation({
    mutationFn: async (sent: { amount: number }): Promise<Outcome> => {
      const cardSent = paymentCard(card.values, new Date());
      if (!cardSent) return { kind: 'failed' };
      const result = await buyGiftCard(
        purchaseRequest(values, { amount: sent.amount, language: i18n.language, card: cardSent }),
      );
      setOrderGuid(result.orderGuid);
      if (result.response === 1) return { kind: 'paid', orderGuid: result.orderGuid };
      if (result.response === 3) {
        const paid = await pay({
          redirectHtml: result.redirectHtml,
          paymentId: null,
          paymentProviderType: null,
        });
        if (paid.kind === 'succeeded') return { kind: 'paid', orderGuid: result.orderGuid };
        return paid.reason === DECLINED ? { kind: 'declined' } : { kind: 'failed' };
      }
      return result.message === DECLINED ? { kind: 'declined' } : { kind: 'failed' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') {
        void navigate({ search: `?order=${encodeURIComponent(outcome.orderGuid)}` });
        return;
      }
      setProblem(outcome.kind === 'declined' ? 'declined' : 'paymentFailed');
      setFailures((count) => count + 1);
    },
    onError: (error) => {
      // A 429 has told the visitor when to come back (the app's alert); anything else is a fault.
      if (!(error instanceof ApiError && error.status === 429)) reportError(error);
      setProblem('failed');
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setProblem(null);
    setShown(new Set(SHOP_FIELDS));
    const firstField = SHOP_FIELDS.find((field) => all[field] !== undefined);
    const [firstCard] = card.validateAll();
    if (firstField) {
      document.getElementById(focusTarget(firstField, values))?.focus();
      return;
    }
    if (firstCard) {
      document.getElementById(CARD_IDS[firstCard])?.focus();
      return;
    }
    if (amount !== null) submit.mutate({ amount });
  }

  const where = restaurant?.name ?? t('giftCard.anyRestaurant');
  const declined = problem === 'declined';
  const onCard = (change: (text: string) => void) => (text: string) => {
    if (declined) setProblem(null);
    change(text);
  };

  return (
    <>
      <form className="gift-form" noValidate onSubmit={onSubmit}>
        <fieldset
          className="complete-form__group"
          aria-describedby={values.preset === 'custom' ? undefined : `${FIELD_IDS.amount}-error`}
        >
          <legend className="complete-form__legend">{t('giftCard.shop.amountLegend')}</legend>
          <div
            className={
              errors.amount && values.preset !== 'custom'
                ? 'gift-amounts gift-amounts--invalid'
                : 'gift-amounts'
            }
          >
            {amounts.presets.map((preset, index) => (
              <label key={preset} className="gift-amounts__option">
                <input
                  id={index === 0 ? FIELD_IDS.amount : undefined}
                  className="gift-amounts__input"
                  type="radio"
                  name={`${id}-amount`}
                  checked={values.preset === preset}
                  onChange={() => set('preset', preset)}
                />
                <span className="gift-amounts__face">{money(preset)}</span>
              </label>
            ))}
            <label className="gift-amounts__option">
              <input
                id={amounts.presets.length === 0 ? FIELD_IDS.amount : undefined}
                className="gift-amounts__input"
                type="radio"
                name={`${id}-amount`}
                checked={values.preset === 'custom'}
                onChange={() => set('preset', 'custom')}
              />
              <span className="gift-amounts__face">{t('giftCard.shop.customAmount')}</span>
            </label>
          </div>
          {values.preset === 'custom' ? (
            <div className="gift-form__custom">
              <TextField
                id={`${FIELD_IDS.amount}-custom`}
                label={t('giftCard.shop.customAmountLabel', { currency })}
                inputMode={exponent === 0 ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={values.customAmount}
                error={errors.amount}
                aria-describedby={[
                  `${FIELD_IDS.amount}-hint`,
                  errors.amount && `${FIELD_IDS.amount}-custom-error`,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => set('customAmount', event.target.value)}
                onBlur={() => blur('amount')}
              />
              <p id={`${FIELD_IDS.amount}-hint`} className="gift-form__hint">
                {t('giftCard.shop.customAmountHint', {
                  min: money(amounts.minAmount),
                  max: money(amounts.maxAmount),
                })}
              </p>
            </div>
          ) : (
            <p id={`${FIELD_IDS.amount}-error`} className="field__error">
              {errors.amount ? t(errors.amount) : ''}
            </p>
          )}
        </fieldset>

        <div className="field">
          <label className="field__label" htmlFor={`${id}-where`}>
            {t('giftCard.shop.whereLabel')}
          </label>
          <div className="field__frame">
            <select
              id={`${id}-where`}
              className="field__input"
              value={values.restaurantId}
              onChange={(event) => chooseRestaurant(event.target.value)}
            >
              <option value="">{t('giftCard.anyRestaurant')}</option>
              {shop.restaurants.map((entry) => (
                <option key={entry.id} value={String(entry.id)}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        <fieldset className="complete-form__group">
          <legend className="complete-form__legend">{t('giftCard.shop.recipientLegend')}</legend>
          <div className="complete-form__row">
            <TextField
              id={FIELD_IDS.recipientName}
              label={t('giftCard.shop.recipientName')}
              autoComplete="off"
              maxLength={NAME_MAX}
              value={values.recipientName}
              error={errors.recipientName}
              onChange={(event) => set('recipientName', event.target.value)}
              onBlur={() => blur('recipientName')}
            />
            <TextField
              id={FIELD_IDS.recipientEmail}
              label={t('giftCard.shop.recipientEmail')}
              type="email"
              autoComplete="off"
              maxLength={EMAIL_MAX}
              value={values.recipientEmail}
              error={errors.recipientEmail}
              onChange={(event) => set('recipientEmail', event.target.value)}
              onBlur={() => blur('recipientEmail')}
            />
          </div>
          <MessageField value={values.message} onChange={(text) => set('message', text)} />
        </fieldset>

        <fieldset className="complete-form__group">
          <legend className="complete-form__legend">{t('giftCard.shop.deliveryLegend')}</legend>
          <div className="gift-form__choices">
            <label className="checkbox">
              <input
                type="radio"
                name={`${id}-delivery`}
                checked={values.delivery === 'now'}
                onChange={() => set('delivery', 'now')}
              />
              <span>{t('giftCard.shop.deliverNow')}</span>
            </label>
            <label className="checkbox">
              <input
                type="radio"
                name={`${id}-delivery`}
                checked={values.delivery === 'date'}
                onChange={() => set('delivery', 'date')}
              />
              <span>{t('giftCard.shop.deliverOnDate')}</span>
            </label>
          </div>
          {values.delivery === 'date' && (
            <div className="gift-form__date">
              <TextField
                id={FIELD_IDS.deliverOn}
                label={t('giftCard.shop.deliverOnLabel')}
                type="date"
                min={days.first}
                max={days.last}
                value={values.deliverOn}
                error={errors.deliverOn}
                aria-describedby={[
                  `${FIELD_IDS.deliverOn}-hint`,
                  errors.deliverOn && `${FIELD_IDS.deliverOn}-error`,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onChange={(event) => set('deliverOn', event.target.value)}
                onBlur={() => blur('deliverOn')}
              />
              <p id={`${FIELD_IDS.deliverOn}-hint`} className="gift-form__hint">
                {t('giftCard.shop.deliverOnHint')}
              </p>
            </div>
          )}
        </fieldset>

        <fieldset className="complete-form__group">
          <legend className="complete-form__legend">{t('giftCard.shop.buyerLegend')}</legend>
          <div className="complete-form__row">
            <TextField
              id={FIELD_IDS.buyerName}
              label={t('giftCard.shop.buyerName')}
              autoComplete="name"
              maxLength={NAME_MAX}
              value={values.buyerName}
              error={errors.buyerName}
              onChange={(event) => set('buyerName', event.target.value)}
              onBlur={() => blur('buyerName')}
            />
            <TextField
              id={FIELD_IDS.buyerEmail}
              label={t('giftCard.shop.buyerEmail')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX}
              value={values.buyerEmail}
              error={errors.buyerEmail}
              onChange={(event) => set('buyerEmail', event.target.value)}
              onBlur={() => blur('buyerEmail')}
            />
          </div>
        </fieldset>

        <CardFields
          cardNumber={card.values.cardNumber}
          cardExpiry={card.values.cardExpiry}
          cardCvc={card.values.cardCvc}
          errors={card.errors}
          onCardNumber={onCard(card.setCardNumber)}
          onCardExpiry={onCard(card.setCardExpiry)}
          onCardCvc={onCard(card.setCardCvc)}
          onBlur={card.blur}
          declinedMessage={declined ? t('complete.cardDeclinedField') : null}
        />

        <section className="charges" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} className="charges__title">
            {t('giftCard.shop.summaryTitle')}
          </h2>
          <dl className="charges__list">
            <div>
              <dt>{t('giftCard.validAt')}</dt>
              <dd>{where}</dd>
            </div>
            <div>
              <dt>{t('giftCard.shop.sent')}</dt>
              <dd>
                {values.delivery === 'date' && values.deliverOn !== '' && !all.deliverOn
                  ? formatCalendarDate(values.deliverOn, i18n.language)
                  : t('giftCard.shop.sentNow')}
              </dd>
            </div>
            <div>
              <dt>{t('giftCard.shop.totalNow')}</dt>
              <dd>{amount === null ? '–' : money(amount)}</dd>
            </div>
          </dl>
        </section>

        {problem && (
          <Alert tone="error">
            {problem === 'declined'
              ? t('giftCard.shop.cardDeclined')
              : problem === 'paymentFailed'
                ? t('giftCard.shop.paymentFailed')
                : t('giftCard.shop.failed')}
          </Alert>
        )}
        <Button
          type="submit"
          className="complete-form__submit"
          disabled={submit.isPending}
          aria-busy={submit.isPending || undefined}
        >
          {submit.isPending && <Spinner label={t('giftCard.shop.paying')} />}
          {amount === null
            ? t('giftCard.shop.buy')
            : t('giftCard.shop.pay', { amount: money(amount) })}
        </Button>
      </form>
      {dialog}
    </>
  );
}

/** The presets and bounds of a currency: its own entry, or the shop's top-level ones. */
function amountsIn(
  shop: GiftCardShopResponse,
  currency: string,
): Pick<GiftCardShopResponse, 'presets' | 'minAmount' | 'maxAmount'> {
  return shop.currencies?.find((entry) => entry.currency === currency) ?? shop;
}

/** The amount's first radio, or the custom amount when that is the one chosen. */
function focusTarget(field: ShopField, values: ShopValues): string {
  if (field === 'amount' && values.preset === 'custom') return `${FIELD_IDS.amount}-custom`;
  return FIELD_IDS[field];
}

/** The message: plain text (never markup), with a count of what is left. */
function MessageField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const count = new Intl.NumberFormat(i18n.language);
  return (
    <div className="field">
      <label className="field__label" htmlFor="gift-message">
        {t('giftCard.shop.message')}
      </label>
      <div className="field__frame">
        <textarea
          id="gift-message"
          className="field__input field__input--textarea"
          value={value}
          maxLength={MESSAGE_MAX}
          rows={4}
          aria-describedby="gift-message-hint gift-message-count"
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id="gift-message-hint" className="gift-form__hint">
        {t('giftCard.shop.messageHint')}
      </p>
      <p id="gift-message-count" className="gift-form__hint gift-form__count">
        {t('giftCard.shop.messageCount', {
          used: count.format(value.length),
          max: count.format(MESSAGE_MAX),
        })}
      </p>
    </div>
  );
}
