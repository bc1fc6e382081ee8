import { Trans, useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import type { CompleteErrors, CompleteFormValues } from '../model/complete-form-rules';
import { sanitizeHtml } from '../../../lib/sanitize-html';

interface TermsFieldsProps {
  values: Pick<CompleteFormValues, 'allowDineoutEmails' | 'allowRestaurantEmails' | 'acceptTerms'>;
  errors: CompleteErrors;
  restaurantName: string;
  requirePolicyAccept: boolean;
  policyText: string | null;
  onChange: (
    field: 'allowDineoutEmails' | 'allowRestaurantEmails' | 'acceptTerms',
    value: boolean,
  ) => void;
}

/** The two opt-ins, the restaurant's policy (when it asks for acceptance) and the terms box. */
export function TermsFields(props: TermsFieldsProps) {
  const { t } = useTranslation();
  const policy =
    props.requirePolicyAccept && props.policyText ? sanitizeHtml(props.policyText) : '';
  const termsError = props.errors.acceptTerms;
  return (
    <fieldset className="complete-form__group complete-form__consents">
      <legend className="visually-hidden">{t('complete.consentsTitle')}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={props.values.allowDineoutEmails}
          onChange={(event) => props.onChange('allowDineoutEmails', event.target.checked)}
        />
        <span>{t('complete.allowDekkaEmails')}</span>
      </label>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={props.values.allowRestaurantEmails}
          onChange={(event) => props.onChange('allowRestaurantEmails', event.target.checked)}
        />
        <span>{t('complete.allowRestaurantEmails', { restaurant: props.restaurantName })}</span>
      </label>

      {policy && (
        <details className="policy">
          <summary>{t('complete.policyTitle')}</summary>
          {/* Sanitized just above: the policy is restaurant-written HTML. */}
          <div className="policy__text" dangerouslySetInnerHTML={{ __html: policy }} />
        </details>
      )}

      {/*
        Above the box (docs/product.md, "Errors"). Submit moves focus to the box, whose description is this
        message, so a screen reader hears it there.
      */}
      <p id="complete-terms-error" className="field__error field__error--terms">
        {termsError ? t(termsError) : ''}
      </p>
      <label className="checkbox checkbox--terms">
        <input
          id="complete-terms"
          type="checkbox"
          checked={props.values.acceptTerms}
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'complete-terms-error' : undefined}
          onChange={(event) => props.onChange('acceptTerms', event.target.checked)}
        />
        <span>
          <Trans
            i18nKey="complete.acceptTerms"
            components={{ terms: <Link to="/terms" target="_blank" rel="noopener" /> }}
          />
          {props.requirePolicyAccept && (
            <> {t('complete.acceptPolicy', { restaurant: props.restaurantName })}</>
          )}
        </span>
      </label>
    </fieldset>
  );
}
