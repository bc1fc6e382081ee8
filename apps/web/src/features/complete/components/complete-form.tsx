import type { CustomerDetails } from '@dekka/contracts/auth';
import type { BookingInfoForCompleteResponse, CompleteResult } from '@dekka/contracts/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { saveUserCustomer, useUserCustomer } from '../../../lib/api/user-customer';
import { ACCOUNT_QUERY_KEY, useSession } from '../../../lib/auth';
import { reportError } from '../../../lib/error-reporting';
import { loginPath } from '../../../lib/return-to';
import { isSessionValid, isSignedIn } from '../../../lib/session';
import { useIsolation } from '../../../lib/use-isolation';
import { completeBooking } from '../api/complete-booking';
import { sendRwgConversion } from '../api/send-rwg-conversion';
import type { PhonePlan } from '@dekka/validation/phone-plan';
import { useCompleteForm } from '../hooks/use-complete-form';
import { buildCompleteRequest, cardFieldsRequired, rwgToken } from '../model/complete-request';
import type { CompleteField } from '../model/complete-form-rules';
import type { Remaining } from '../model/countdown';
import { regionForRestaurantCountry } from '../model/country-codes';
import { customerDetailsFor, savedContact } from '../model/saved-details';
import { classifyCompleteResult } from '../../payments/model/complete-result';
import type { PaymentOutcome } from '../../payments/model/payment-outcome';
import { cardRetryTime } from '../../payments/model/too-many-attempts';
import { CardFields } from '../../payments/components/card-fields';
import { useApplePayAvailable } from '../../payments/hooks/use-apple-pay';
import type { ApplePayToken } from '@dekka/contracts/apple-pay';
import { hasPriceLines, priceLines } from '../model/price-lines';
import { submitAction } from '../../payments/model/submit-action';
import type { SubmitAction } from '../../payments/model/submit-action';
import { SubmitLabel } from '../../payments/components/submit-label';
import { ContactFields } from './contact-fields';
import { checkGiftCard } from '../../payments/api/check-gift-card';
import { GiftCardDisclosure } from '../../payments/components/gift-card-disclosure';
import type { AppliedGiftCard } from '../../payments/components/gift-card-option';
import { PriceList } from './price-list';
import { RememberDetails } from './remember-details';
import './account-options.css';
import { TermsFields } from './terms-fields';

/** Where each field lives in the page, so submit can move focus to the first one to fix. */
const FIELD_IDS: Partial<Record<CompleteField, string>> = {
  firstName: 'complete-first-name',
  emailAddress: 'complete-email',
  countryCode: 'complete-country-code',
  phone: 'complete-phone',
  cardNumber: 'complete-card-number',
  cardExpiry: 'complete-card-expiry',
  cardCvc: 'complete-card-cvc',
  acceptTerms: 'complete-terms',
};

const SUBMIT_ID = 'complete-submit';

/** Only browsers that offer Apple Pay download its button and sheet. */
const ApplePayCheckout = lazy(() =>
  import('../../payments/components/apple-pay-checkout').then((module) => ({
    default: module.ApplePayCheckout,
  })),
);

/** Moves focus to the first field to fix; false when there is none. */
function focusFirstFailing(failing: CompleteField[]): boolean {
  const first = failing.map((field) => FIELD_IDS[field]).find((id) => id !== undefined);
  if (first) document.getElementById(first)?.focus();
  return first !== undefined;
}

/** What one press sends: the phone's plan, and Apple Pay's token when the sheet gave one. */
type Submission = { phonePlan: PhonePlan; applePayToken?: ApplePayToken };

type Problem =
  | 'couldNotFinish'
  | 'errorCompleting'
  | 'paymentFailed'
  | 'cardDeclined'
  | 'giftCardRefused'
  | 'tooManyAttempts';

/** The provider's word for a card the issuer refused (docs/product.md, "Payment and 3-D Secure"). */
const DECLINED = 'payment_declined';

interface CompleteFormProps {
  guid: string;
  info: BookingInfoForCompleteResponse;
  isWaitingList: boolean;
  countdown: Remaining;
  /** The booking is done: move to the next step (confirmation). */
  onCompleted: () => void;
  /**
   * The server wants a payment first (docs/product.md, "The API": redirect markup or a payment id). The
   * payment dialog takes over here; returns how the payment ended.
   */
  onPaymentRedirect: (result: CompleteResult) => Promise<PaymentOutcome>;
}

export function CompleteForm({
  guid,
  info,
  isWaitingList,
  countdown,
  onCompleted,
  onPaymentRedirect,
}: CompleteFormProps) {
  const { t, i18n } = useTranslation();
  const settings = useSiteSettings();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const isolated = useIsolation();
  const session = useSession().data ?? null;
  const signedIn = isSignedIn(session) && isSessionValid(session, new Date());
  // A gift card toward the prepayment (docs/product.md, "Gift cards"): what it pays is not
  // charged to the card, and a card is not asked for when nothing is left to charge or keep.
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const giftCardPays = giftCard?.applies ?? 0;
  const offersGiftCard = !isWaitingList && info.paymentRequirements.totalPrepaid > 0;
  const cardRequired = !isWaitingList && cardFieldsRequired(info, giftCardPays);
  const lines = priceLines(info);
  const showPrices = hasPriceLines({ ...info, isWaitingList }, lines);
  const action: SubmitAction = submitAction({ ...info, isWaitingList }, giftCardPays);
  const form = useCompleteForm(regionForRestaurantCountry(info.restaurantCountry), cardRequired);
  const [problem, setProblem] = useState<Problem | null>(null);
  // With tooManyAttempts: when the server takes a card again (HH:mm:ss).
  const [retryAt, setRetryAt] = useState('');
  // The issuer refused the card: its fields stay marked until the diner changes one.
  const [declined, setDeclined] = useState(false);
  const onCard = (set: (text: string) => void) => (text: string) => {
    setDeclined(false);
    set(text);
  };
  const [remember, setRemember] = useState(true);
  const applePay = useApplePayAvailable();

  // The signed-in diner's saved details fill the form once, when they arrive (never over a
  // field the diner has typed in: see prefill).
  const customer = useUserCustomer().data;
  const prefilled = useRef(false);
  const { prefill, region } = form;
  useEffect(() => {
    if (!customer || prefilled.current) return;
    prefilled.current = true;
    prefill(savedContact(customer, region));
  }, [customer, prefill, region]);
  // Bumped on each failed payment: the form is shown again with the card field focused (the
  // submit button when the provider's checkout took the card), not left on the closed dialog.
  const [paymentFailures, setPaymentFailures] = useState(0);
  useEffect(() => {
    if (paymentFailures === 0) return;
    const target =
      document.getElementById(FIELD_IDS.cardNumber ?? '') ?? document.getElementById(SUBMIT_ID);
    target?.focus();
  }, [paymentFailures]);

  /**
   * After a completed booking, a signed-in diner who asked for it has the details remembered.
   * Not awaited, and a failure is only reported: the booking is made either way.
   */
  function rememberDetails(details: CustomerDetails) {
    if (!remember || !signedIn || !isSignedIn(session)) return;
    saveUserCustomer(session.token, details)
      .then(() => queryClient.invalidateQueries({ queryKey: [...ACCOUNT_QUERY_KEY, 'customer'] }))
      .catch(reportError);
  }

  const submit = useMutation({
    mutationFn: async ({ phonePlan, applePayToken }: Submission) => {
      const request = {
        ...buildCompleteRequest(form.values, {
          guid,
          isWaitingList,
          // Apple Pay's token stands in for the card fields.
          cardRequired: cardRequired && !applePayToken,
          cookies: document.cookie,
          now: new Date(),
          phonePlan,
          giftCardCode: giftCard?.code ?? null,
        }),
        ...(applePayToken ? { applePayToken } : {}),
      };
      // Picked now, from the request as sent: the saved details are what this booking used.
      const details = customerDetailsFor(form.values, request, i18n.language);
      const result = await completeBooking(request);
      const kind = classifyCompleteResult(result);
      if (kind === 'redirect') {
        const paid = await onPaymentRedirect(result);
        if (paid.kind === 'succeeded') return { outcome: 'success', details } as const;
        const outcome = paid.reason === DECLINED ? 'cardDeclined' : 'paymentFailed';
        return { outcome, details } as const;
      }
      // Declined at once, without a 3-D Secure step: the hold stays for another card.
      if (kind === 'error' && result.message === DECLINED) {
        return { outcome: 'cardDeclined', details } as const;
      }
      // The gift card was used or ran out since it was checked (gift_card_*): nothing was taken.
      // Its words are the gift card's (the extra strings), loaded with the field that applied it.
      if (kind === 'error' && result.message?.startsWith('gift_card_')) {
        return { outcome: 'giftCardRefused', details } as const;
      }
      return { outcome: kind, details };
    },
    onSuccess: ({ outcome, details }) => {
      if (outcome === 'success') {
        rememberDetails(details);
        const token = rwgToken(document.cookie);
        if (token && settings.rwgConversionUrl) {
          // Not awaited: keepalive lets the report finish while the confirmation loads.
          void sendRwgConversion({
            url: settings.rwgConversionUrl,
            partnerId: settings.rwgPartnerId,
            token,
          });
        }
        onCompleted();
        return;
      }
      setProblem(outcome === 'error' ? 'couldNotFinish' : outcome);
      if (outcome === 'cardDeclined') setDeclined(true);
      // The diner checks the gift card again, or pays by card.
      if (outcome === 'giftCardRefused') setGiftCard(null);
      else if (outcome !== 'error') setPaymentFailures((count) => count + 1);
    },
    onError: (error) => {
      // Too many card attempts: nothing was charged, and the diner learns when to try again.
      const retryTime = cardRetryTime(error, new Date());
      if (retryTime !== null) {
        setRetryAt(retryTime);
        setProblem('tooManyAttempts');
        return;
      }
      reportError(error);
      setProblem('errorCompleting');
    },
  });

  const expired = countdown.expired;

  /** The alert's words for what went wrong. */
  function problemText(shown: Problem): string {
    switch (shown) {
      case 'tooManyAttempts':
        return t('complete.tooManyCardAttempts', { time: retryAt });
      case 'cardDeclined':
        return t('complete.cardDeclined');
      case 'giftCardRefused':
        return t('giftCard.check.refused');
      case 'paymentFailed':
        return t('complete.paymentFailed');
      case 'errorCompleting':
        return t('pages.complete.errorCompletingBooking');
      case 'couldNotFinish':
        return t('pages.complete.couldNotFinishBooking');
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (expired || submit.isPending) return;
    setProblem(null);
    setDeclined(false);
    let phonePlan: PhonePlan | undefined;
    try {
      // Usually here already: fetched when the calling code was chosen.
      phonePlan = await form.loadPhonePlan();
    } catch (error) {
      reportError(error);
      setProblem('errorCompleting');
      return;
    }
    if (focusFirstFailing(form.validateAll(phonePlan))) return;
    if (phonePlan) submit.mutate({ phonePlan });
  }

  /**
   * Apple Pay's button (docs/decisions/033): the contact fields are checked at once (Safari opens
   * the sheet only inside the tap itself); the sheet's token then completes the booking as a card
   * would, and a refusal shows as a declined card.
   */
  function applePayReady(): PhonePlan | null {
    if (expired || submit.isPending) return null;
    setProblem(null);
    setDeclined(false);
    const phonePlan = form.phonePlan;
    if (focusFirstFailing(form.validateAll(phonePlan, { card: false })) || !phonePlan) return null;
    return phonePlan;
  }

  return (
    <form className="complete-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {isWaitingList && <p className="complete-form__intro">{t('complete.waitingListIntro')}</p>}
      {/* Not in an embed: the restaurant's own site shows the header without Dekka's accounts. */}
      {session && !signedIn && !isolated && (
        <p className="complete-form__sign-in">
          <Link to={loginPath(`${pathname}${search}`)}>{t('complete.signInForSaved')}</Link>
        </p>
      )}
      <ContactFields
        values={form.values}
        region={form.region}
        errors={form.errors}
        onChange={form.setValue}
        onRegion={form.chooseRegion}
        onBlur={form.blur}
      />
      {signedIn && <RememberDetails checked={remember} onChange={setRemember} />}
      {offersGiftCard && (
        <GiftCardDisclosure
          check={(code) => checkGiftCard(code, guid)}
          currency={info.currency.code}
          due={info.paymentRequirements.totalPrepaid}
          applied={giftCard}
          onApplied={setGiftCard}
        />
      )}
      {cardRequired && applePay && (
        <Suspense fallback={null}>
          <ApplePayCheckout
            guid={guid}
            restaurantName={info.restaurantName}
            countryCode={info.restaurantCountry}
            currency={info.currency.code}
            amount={info.paymentRequirements.totalPrepaid - giftCardPays}
            busy={submit.isPending}
            ready={() => applePayReady() !== null}
            pay={async (applePayToken) => {
              const phonePlan = form.phonePlan;
              if (!phonePlan) return false;
              const sent = await submit.mutateAsync({ phonePlan, applePayToken });
              return sent.outcome === 'success';
            }}
            onFailed={() => setProblem((current) => current ?? 'paymentFailed')}
          />
        </Suspense>
      )}
      {cardRequired && (
        <CardFields
          cardNumber={form.values.cardNumber}
          cardExpiry={form.values.cardExpiry}
          cardCvc={form.values.cardCvc}
          errors={form.errors}
          onCardNumber={onCard(form.setCardNumber)}
          onCardExpiry={onCard(form.setCardExpiry)}
          onCardCvc={onCard(form.setCardCvc)}
          onBlur={form.blur}
          declinedMessage={declined ? t('complete.cardDeclinedField') : null}
        />
      )}
      {showPrices && <PriceList info={info} lines={lines} giftCardPays={giftCardPays} />}
      <TermsFields
        values={form.values}
        errors={form.errors}
        restaurantName={info.restaurantName}
        requirePolicyAccept={info.requirePolicyAccept}
        policyText={info.policyText}
        onChange={form.setValue}
      />
      {problem && <Alert tone="error">{problemText(problem)}</Alert>}
      {expired && (
        <Alert
          tone="info"
          title={t(isWaitingList ? 'complete.expiredTitleWaitingList' : 'complete.expiredTitle')}
        >
          <p>{t(isWaitingList ? 'complete.expiredBodyWaitingList' : 'complete.expiredBody')}</p>
          <Link to={`/restaurant?id=${info.restaurantId}`}>{t('complete.chooseAgain')}</Link>
        </Alert>
      )}
      <Button
        id={SUBMIT_ID}
        type="submit"
        className="complete-form__submit"
        disabled={expired || submit.isPending}
        aria-busy={submit.isPending || undefined}
      >
        {submit.isPending && (
          <Spinner
            label={t(isWaitingList ? 'complete.submittingWaitingList' : 'complete.submitting')}
          />
        )}
        {expired ? (
          t('components.expirationTimer.reservationHasExpired')
        ) : (
          <SubmitLabel action={action} currency={info.currency.code} />
        )}
      </Button>
    </form>
  );
}
