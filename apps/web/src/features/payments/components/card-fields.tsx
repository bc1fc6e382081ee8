import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { cardDigits, detectCardBrand } from '@dekka/validation/card';
import { TextField } from '../../../components/text-field';
import { CVC_MAX_LENGTH } from '../model/card-input';
import type { CardField } from '../model/card-rules';
import { CardBrandIcon } from './card-brand-icon';

interface CardFieldsProps {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  /** Message keys by field: the card rules' own, or the complete form's. */
  errors: Partial<Record<CardField, TranslationKey>>;
  onCardNumber: (text: string) => void;
  onCardExpiry: (text: string) => void;
  onCardCvc: (text: string) => void;
  onBlur: (field: CardField) => void;
  /**
   * The provider declined this card: every card field is marked invalid and described by the
   * message (above the fields), until the diner changes one of them.
   */
  declinedMessage?: string | null;
}

/** The id of the declined-card message, which each card field's description includes. */
const CARD_DECLINED_ID = 'complete-card-declined';

/**
 * Card number (grouped the brand's way), expiry (MM/YY) and CVC. Values live only in this
 * form's state and the one request that sends them; autocomplete lets the browser fill them.
 */
export function CardFields(props: CardFieldsProps) {
  const { t } = useTranslation();
  const brand = detectCardBrand(cardDigits(props.cardNumber));
  const declined = Boolean(props.declinedMessage);
  // A field's own message first, then the declined card's: a reader hears both, in that order.
  const marks = (id: string, error: TranslationKey | undefined) =>
    declined
      ? {
          'aria-invalid': true,
          'aria-describedby': [error ? `${id}-error` : null, CARD_DECLINED_ID]
            .filter(Boolean)
            .join(' '),
        }
      : {};
  return (
    <fieldset className="complete-form__group">
      <legend className="complete-form__legend">{t('complete.cardTitle')}</legend>
      {declined && (
        <p id={CARD_DECLINED_ID} className="field__error">
          {props.declinedMessage}
        </p>
      )}
      <TextField
        id="complete-card-number"
        label={t('complete.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        value={props.cardNumber}
        error={props.errors.cardNumber}
        onChange={(event) => props.onCardNumber(event.target.value)}
        onBlur={() => props.onBlur('cardNumber')}
        adornment={<CardBrandIcon brand={brand} />}
        {...marks('complete-card-number', props.errors.cardNumber)}
      />
      <div className="complete-form__row">
        <TextField
          id="complete-card-expiry"
          label={t('complete.cardExpiry')}
          placeholder={t('complete.cardExpiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          value={props.cardExpiry}
          error={props.errors.cardExpiry}
          onChange={(event) => props.onCardExpiry(event.target.value)}
          onBlur={() => props.onBlur('cardExpiry')}
          {...marks('complete-card-expiry', props.errors.cardExpiry)}
        />
        <TextField
          id="complete-card-cvc"
          label={t('complete.cardCvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVC_MAX_LENGTH}
          value={props.cardCvc}
          error={props.errors.cardCvc}
          onChange={(event) => props.onCardCvc(event.target.value)}
          onBlur={() => props.onBlur('cardCvc')}
          {...marks('complete-card-cvc', props.errors.cardCvc)}
        />
      </div>
    </fieldset>
  );
}
