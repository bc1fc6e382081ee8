import { useCallback, useRef, useState } from 'react';
import type { CountryCode } from 'libphonenumber-js/core';
import type { PhonePlan } from '@dekka/validation/phone-plan';
import { useQueryClient } from '@tanstack/react-query';
import { cardDigits } from '@dekka/validation/card';
import { CVC_MAX_LENGTH, formatCardNumber, maskExpiry } from '../../payments/model/card-input';
import {
  validateCardCvc,
  validateCardExpiry,
  validateCardNumber,
} from '../../payments/model/card-rules';
import {
  validateCompleteForm,
  validateCountryCode,
  validateEmail,
  validateFirstName,
  validatePhone,
} from '../model/complete-form-rules';
import type {
  CompleteErrors,
  CompleteField,
  CompleteFormValues,
  CompleteMessageKey,
} from '../model/complete-form-rules';
import { callingCodeOf } from '../model/country-codes';
import type { SavedContact } from '../model/saved-details';
import { phonePlanQueryOptions, usePhonePlan } from '../api/get-phone-plan';

function initialValues(region: CountryCode): CompleteFormValues {
  return {
    firstName: '',
    lastName: '',
    emailAddress: '',
    countryCode: callingCodeOf(region),
    phone: '',
    specialRequest: '',
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
    allowDineoutEmails: false,
    allowRestaurantEmails: false,
    acceptTerms: false,
  };
}

/** The one rule a field is checked against on blur (docs/product.md, "The booking flow"). */
function ruleFor(
  field: CompleteField,
  values: CompleteFormValues,
  now: Date,
  phonePlan: PhonePlan | undefined,
): CompleteMessageKey | null {
  switch (field) {
    case 'firstName':
      return validateFirstName(values.firstName);
    case 'emailAddress':
      return validateEmail(values.emailAddress);
    case 'countryCode':
      return validateCountryCode(values.countryCode);
    case 'phone':
      return validatePhone(values.phone, values.countryCode, phonePlan);
    case 'cardNumber':
      return validateCardNumber(values.cardNumber);
    case 'cardExpiry':
      return validateCardExpiry(values.cardExpiry, now);
    case 'cardCvc':
      return validateCardCvc(values.cardCvc, values.cardNumber);
    default:
      return null;
  }
}

/**
 * The complete form's values and the messages on show. A field's message appears when it loses
 * focus (or on submit) and, once shown, follows every change, so it clears as soon as the diner
 * has fixed the value rather than on the next blur.
 */
export function useCompleteForm(initialRegion: CountryCode, cardRequired: boolean) {
  const [values, setValues] = useState(() => initialValues(initialRegion));
  const [region, setRegion] = useState(initialRegion);
  const [shown, setShown] = useState<ReadonlySet<CompleteField>>(new Set());
  // The fields the diner has changed: the saved details never overwrite them.
  const changed = useRef(new Set<CompleteField>());
  const queryClient = useQueryClient();
  const phonePlan = usePhonePlan(values.countryCode).data;

  const now = new Date();
  const errors: CompleteErrors = {};
  for (const field of shown) {
    const key = field === 'acceptTerms' ? null : ruleFor(field, values, now, phonePlan);
    if (key) errors[field] = key;
  }
  if (shown.has('acceptTerms') && !values.acceptTerms)
    errors.acceptTerms = 'pages.complete.acceptTermsError';

  const setValue = useCallback(
    <K extends CompleteField>(field: K, value: CompleteFormValues[K]) => {
      changed.current.add(field);
      setValues((current) => ({ ...current, [field]: value }));
    },
    [],
  );

  const setCardNumber = useCallback(
    (text: string) => setValue('cardNumber', formatCardNumber(text)),
    [setValue],
  );
  const setCardExpiry = useCallback(
    (text: string) => setValue('cardExpiry', maskExpiry(text)),
    [setValue],
  );
  const setCardCvc = useCallback(
    (text: string) => setValue('cardCvc', cardDigits(text).slice(0, CVC_MAX_LENGTH)),
    [setValue],
  );
  const chooseRegion = useCallback(
    (next: CountryCode) => {
      setRegion(next);
      setValue('countryCode', callingCodeOf(next));
    },
    [setValue],
  );

  /**
   * Fills in the signed-in diner's saved details (docs/product.md, "Accounts"), each only where
   * the field is still empty and the diner has not touched it: a name typed before the details
   * arrived stays. The phone comes with its calling code, so both must be untouched.
   */
  const prefill = useCallback(
    (saved: SavedContact) => {
      const untouched = (field: CompleteField) => !changed.current.has(field);
      const next = { ...values };
      for (const field of ['firstName', 'lastName', 'emailAddress'] as const) {
        if (saved[field] !== '' && values[field] === '' && untouched(field)) {
          next[field] = saved[field];
        }
      }
      for (const field of ['allowDineoutEmails', 'allowRestaurantEmails'] as const) {
        if (untouched(field)) next[field] = saved[field];
      }
      if (saved.phone && values.phone === '' && untouched('phone') && untouched('countryCode')) {
        next.phone = saved.phone.national;
        next.countryCode = saved.phone.callingCode;
        setRegion(saved.phone.region);
      }
      setValues(next);
    },
    [values],
  );

  const blur = useCallback(
    (field: CompleteField) => setShown((current) => new Set(current).add(field)),
    [],
  );

  /**
   * The chosen code's numbering plan, waiting for it if it is still on its way; undefined when
   * no code is chosen (the country code's own message says so) or it could not be fetched.
   */
  const loadPhonePlan = useCallback(async (): Promise<PhonePlan | undefined> => {
    if (values.countryCode === null) return undefined;
    return queryClient.fetchQuery(phonePlanQueryOptions(values.countryCode));
  }, [queryClient, values.countryCode]);

  /**
   * Shows every message, the phone checked in `plan`; the failing fields in form order, empty
   * when the form may be sent. `card: false` leaves the card out (Apple Pay brings its own).
   */
  const validateAll = useCallback(
    (plan: PhonePlan | undefined, options: { card?: boolean } = {}): CompleteField[] => {
      const all = validateCompleteForm(values, {
        cardRequired: options.card ?? cardRequired,
        now: new Date(),
        phonePlan: plan,
      });
      const failing = Object.keys(all).filter((field): field is CompleteField => field in values);
      setShown(new Set([...shown, ...failing]));
      return failing;
    },
    [values, cardRequired, shown],
  );

  return {
    values,
    region,
    errors,
    setValue,
    setCardNumber,
    setCardExpiry,
    setCardCvc,
    chooseRegion,
    prefill,
    blur,
    /** The chosen code's plan when it is here already (for checks that cannot wait). */
    phonePlan,
    loadPhonePlan,
    validateAll,
  };
}
