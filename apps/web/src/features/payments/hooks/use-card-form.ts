import { useCallback, useState } from 'react';
import { cardDigits } from '@dekka/validation/card';
import { CVC_MAX_LENGTH, formatCardNumber, maskExpiry } from '../model/card-input';
import { validateCard } from '../model/card-rules';
import type { CardErrors, CardField, CardValues } from '../model/card-rules';

const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'cardExpiry', 'cardCvc'];

/**
 * Card number, expiry and CVC with the complete form's formatting and rules: a field's message
 * shows once it has been left (or on submit) and then follows every change.
 */
export function useCardForm() {
  const [values, setValues] = useState<CardValues>({ cardNumber: '', cardExpiry: '', cardCvc: '' });
  const [shown, setShown] = useState<ReadonlySet<CardField>>(new Set());

  const all = validateCard(values, new Date());
  const errors: CardErrors = {};
  for (const field of shown) if (all[field]) errors[field] = all[field];

  const set = (field: CardField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const blur = useCallback((field: CardField) => {
    setShown((current) => new Set(current).add(field));
  }, []);

  /** Shows every message; the failing fields in form order, empty when the card may be sent. */
  const validateAll = (): CardField[] => {
    setShown(new Set(CARD_FIELDS));
    return CARD_FIELDS.filter((field) => all[field] !== undefined);
  };

  return {
    values,
    errors,
    setCardNumber: (text: string) => set('cardNumber', formatCardNumber(text)),
    setCardExpiry: (text: string) => set('cardExpiry', maskExpiry(text)),
    setCardCvc: (text: string) => set('cardCvc', cardDigits(text).slice(0, CVC_MAX_LENGTH)),
    blur,
    validateAll,
  };
}
