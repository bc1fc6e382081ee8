import type { OrderMenuResponse } from '@dekka/contracts/order-menu';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUserCustomer } from '../../../lib/api/user-customer';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { reportError } from '../../../lib/error-reporting';
import type { TranslationKey } from '../../../lib/i18n';
import { toLocalDateTime } from '../../../lib/restaurant-time';
import { isSignedIn } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { checkGiftCardForOrder } from '../../payments/api/check-gift-card';
import { CardFields } from '../../payments/components/card-fields';
import { GiftCardDisclosure } from '../../payments/components/gift-card-disclosure';
import type { AppliedGiftCard } from '../../payments/components/gift-card-option';
import { useCardForm } from '../../payments/hooks/use-card-form';
import { usePaymentRedirect } from '../../payments/hooks/use-payment-redirect';
import { paymentCard } from '../../payments/model/payment-link';
import { createOrder, payOrder, useOrderSlots } from '../api/orders';
import { type Cart, EMPTY_CART, saveCart } from '../model/cart';
import { DeliveryPosition, type DeliveryPoint } from './delivery-position';
import {
  CHECKOUT_FIELDS,
  type CheckoutField,
  type CheckoutProblem,
  type CheckoutValues,
  checkoutProblems,
  GIFT_CARD_REFUSALS,
  orderRequest,
  payNowEstimate,
  type Refusal,
  refusalOf,
} from '../model/checkout';

const PROBLEM_KEYS: Record<CheckoutProblem, TranslationKey> = {
  required: 'order.checkout.errors.required',
  email: 'order.checkout.errors.email',
  phone: 'order.checkout.errors.phone',
  postcode: 'order.checkout.errors.postcode',
};

/** The gift card check's refusals that speak of a booking, in an order's words. */
const GIFT_CARD_REASONS = {
  other_currency: 'order.checkout.giftCardReasons.other_currency',
  nothing_to_pay: 'order.checkout.giftCardReasons.nothing_to_pay',
} as const;

/** The provider's word for a card the issuer refused, as on the gift card shop. */
const DECLINED = 'payment_declined';

type Outcome = { kind: 'paid'; token: string } | { kind: 'refused'; refusal: Refusal | 'declined' };

type CheckoutFormProps = {
  menu: OrderMenuResponse;
  mode: OrderMode;
  cart: Cart;
  change: (update: (cart: Cart) => Cart) => void;
};

/**
 * The checkout under the cart: a time from the kitchen's free slots, the delivery address when
 * delivering, who orders (filled in from a signed-in diner's saved details), and the card, paid
 * through the payment dialog when the bank asks for 3-D Secure, as the gift card shop does. A
 * Dekka gift card can pay it, in part (the card pays the rest) or in full (no card at all), as
 * on the booking's complete page (docs/decisions/049-order-gift-cards.md).
 * The server prices the order and checks the address against its zones; a paid order opens its
 * status page (`?order={token}`), and the cart is emptied.
 */
export function CheckoutForm({ menu, mode, cart, change }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const today = toLocalDateTime(new Date().toISOString(), menu.restaurant.timeZone).slice(0, 10);
  const [values, setValues] = useState<CheckoutValues>({
    date: today,
    slot: '',
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: '',
    postcode: '',
    city: menu.restaurant.city,
  });
  const [shown, setShown] = useState<ReadonlySet<CheckoutField>>(new Set());
  const [point, setPoint] = useState<DeliveryPoint | null>(null);
  const byDistance = menu.zones.some((zone) => zone.maxDistanceKm !== null);
  const [refusal, setRefusal] = useState<Refusal | 'declined' | null>(null);
  const card = useCardForm();
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const due = payNowEstimate(cart, menu, mode);
  // The estimate never falls short of what the server asks, so "pays it all" holds.
  const giftCardPaysAll = giftCard !== null && giftCard.applies >= due;
  const [token, setToken] = useState('');
  const { pay, dialog } = usePaymentRedirect(token);
  const slots = useOrderSlots(menu.restaurant.id, mode, values.date);

  // A signed-in diner's saved details fill the empty fields once, when they arrive.
  const customer = useUserCustomer().data;
  const session = useSession().data;
  const accountToken = isSignedIn(session) ? session.token : null;
  const [prefilled, setPrefilled] = useState(false);
  if (customer && !prefilled) {
    setPrefilled(true);
    setValues((current) => ({
      ...current,
      firstName: current.firstName || (customer.firstName ?? ''),
      lastName: current.lastName || (customer.lastName ?? ''),
      email: current.email || customer.email,
      phone: current.phone || (customer.phone ?? ''),
    }));
  }

  const all = checkoutProblems(values, mode);
  const errorOf = (field: CheckoutField) => {
    const problem = shown.has(field) ? all[field] : undefined;
    return problem ? PROBLEM_KEYS[problem] : undefined;
  };
  const set = (field: CheckoutField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const blur = (field: CheckoutField) => setShown((current) => new Set(current).add(field));
  const fieldId = (field: CheckoutField) => `${id}-${field}`;

  const submit = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const cardSent = giftCardPaysAll ? null : paymentCard(card.values, new Date());
      if (!giftCardPaysAll && !cardSent) return { kind: 'refused', refusal: 'failed' };
      const created = await createOrder(
        orderRequest(menu.restaurant.id, mode, cart, values, i18n.language, point),
        accountToken,
      );
      setToken(created.token);
      const result = await payOrder(created.token, {
        card: cardSent,
        giftCardCode: giftCard?.code ?? null,
        language: i18n.language,
      });
      if (result.response === 1) return { kind: 'paid', token: created.token };
      if (result.response === 3) {
        const paid = await pay({
          redirectHtml: result.redirectHtml,
          paymentId: null,
          paymentProviderType: null,
        });
        if (paid.kind === 'succeeded') return { kind: 'paid', token: created.token };
        return { kind: 'refused', refusal: paid.reason === DECLINED ? 'declined' : 'failed' };
      }
      return { kind: 'refused', refusal: result.message === DECLINED ? 'declined' : 'failed' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'paid') {
        // Stored at once: the status page replaces the menu before the cart's own save runs.
        saveCart(window.localStorage, menu.restaurant.slug, EMPTY_CART);
        change(() => EMPTY_CART);
        void navigate({ search: `?order=${encodeURIComponent(outcome.token)}` });
        return;
      }
      setRefusal(outcome.refusal);
    },
    onError: (error) => {
      if (error instanceof ApiError && [400, 404, 409].includes(error.status)) {
        const found = refusalOf(error.code, error.message);
        setRefusal(found);
        // A gift card refused when paying (used meanwhile, say) is taken off: apply it again.
        if (GIFT_CARD_REFUSALS.includes(found)) setGiftCard(null);
        // A taken slot is gone from the list: ask for the day's slots again.
        if (found === 'slotGone') void slots.refetch();
        return;
      }
      // A 429 has told the diner when to come back (the app's alert); anything else is a fault.
      if (!(error instanceof ApiError && error.status === 429)) reportError(error);
      setRefusal('failed');
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setRefusal(null);
    setShown(new Set(CHECKOUT_FIELDS));
    const first = CHECKOUT_FIELDS.find((field) => all[field] !== undefined);
    const [firstCard] = giftCardPaysAll ? [] : card.validateAll();
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (firstCard) {
      document.getElementById(CARD_IDS[firstCard])?.focus();
      return;
    }
    submit.mutate();
  }

  const slotList = slots.data?.slots ?? [];
  const slotError = errorOf('slot');
  return (
    <>
      <form
        className="order-checkout"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="order-cart__title">
          {t('order.checkout.title')}
        </h2>
        <fieldset className="complete-form__group">
          <legend className="complete-form__legend">{t(`order.checkout.when.${mode}`)}</legend>
          <TextField
            id={fieldId('date')}
            label={t('order.checkout.date')}
            type="date"
            min={today}
            value={values.date}
            onChange={(event) =>
              setValues((current) => ({ ...current, date: event.target.value, slot: '' }))
            }
          />
          <div className="field">
            <label className="field__label" htmlFor={fieldId('slot')}>
              {t('order.checkout.time')}
            </label>
            <select
              id={fieldId('slot')}
              className="field__input"
              value={values.slot}
              aria-invalid={slotError ? true : undefined}
              aria-describedby={`${fieldId('slot')}-error`}
              onChange={(event) => set('slot', event.target.value)}
              onBlur={() => blur('slot')}
            >
              <option value="">
                {slots.isPending && values.date
                  ? t('order.checkout.loadingTimes')
                  : slotList.length === 0
                    ? t('order.checkout.noTimes')
                    : t('order.checkout.chooseTime')}
              </option>
              {slotList.map((slot) => (
                <option key={slot.time} value={slot.time}>
                  {slot.time.slice(11, 16)}
                </option>
              ))}
            </select>
            <p id={`${fieldId('slot')}-error`} className="field__error">
              {slotError ? t(slotError) : ''}
            </p>
          </div>
        </fieldset>

        {mode === 'delivery' && (
          <fieldset className="complete-form__group">
            <legend className="complete-form__legend">{t('order.checkout.address')}</legend>
            {(['street', 'postcode', 'city'] as const).map((field) => (
              <TextField
                key={field}
                id={fieldId(field)}
                label={t(`order.checkout.${field}`)}
                autoComplete={
                  field === 'street'
                    ? 'street-address'
                    : field === 'postcode'
                      ? 'postal-code'
                      : 'address-level2'
                }
                value={values[field]}
                error={errorOf(field)}
                onChange={(event) => set(field, event.target.value)}
                onBlur={() => blur(field)}
              />
            ))}
            {byDistance && <DeliveryPosition onChange={setPoint} />}
          </fieldset>
        )}

        <fieldset className="complete-form__group">
          <legend className="complete-form__legend">{t('order.checkout.contact')}</legend>
          {(
            [
              ['firstName', 'given-name', 'text'],
              ['lastName', 'family-name', 'text'],
              ['email', 'email', 'email'],
              ['phone', 'tel', 'tel'],
            ] as const
          ).map(([field, autoComplete, type]) => (
            <TextField
              key={field}
              id={fieldId(field)}
              label={t(`order.checkout.${field}`)}
              type={type}
              autoComplete={autoComplete}
              value={values[field]}
              error={errorOf(field)}
              onChange={(event) => set(field, event.target.value)}
              onBlur={() => blur(field)}
            />
          ))}
        </fieldset>

        <GiftCardDisclosure
          check={(code) =>
            checkGiftCardForOrder(code, { restaurantId: menu.restaurant.id, amount: due })
          }
          currency={menu.currency}
          due={due}
          applied={giftCard}
          onApplied={setGiftCard}
          intro="order.checkout.giftCardIntro"
          reasons={GIFT_CARD_REASONS}
        />

        {!giftCardPaysAll && (
          <CardFields
            cardNumber={card.values.cardNumber}
            cardExpiry={card.values.cardExpiry}
            cardCvc={card.values.cardCvc}
            errors={card.errors}
            onCardNumber={card.setCardNumber}
            onCardExpiry={card.setCardExpiry}
            onCardCvc={card.setCardCvc}
            onBlur={card.blur}
            declinedMessage={refusal === 'declined' ? t('complete.cardDeclinedField') : null}
          />
        )}

        {refusal && refusal !== 'declined' && (
          <Alert tone="error">{t(`order.checkout.refusals.${refusal}`)}</Alert>
        )}
        <p className="order-cart__note">{t('order.checkout.serverPrices')}</p>
        <Button
          type="submit"
          className="item-dialog__add"
          disabled={submit.isPending || menu.paused}
        >
          {submit.isPending
            ? t('order.checkout.paying')
            : giftCardPaysAll
              ? t('order.checkout.payGiftCard')
              : t('order.checkout.pay')}
        </Button>
      </form>
      {dialog}
    </>
  );
}

/** The card fields' ids (card-fields.tsx), to focus the first one that is wrong. */
const CARD_IDS = {
  cardNumber: 'complete-card-number',
  cardExpiry: 'complete-card-expiry',
  cardCvc: 'complete-card-cvc',
} as const;
