import type { Language } from '@dekka/contracts/languages';
import {
  PAYMENT_RULES,
  type PaymentSettings,
  PaymentSettings as PaymentsSchema,
  type PaymentSettingsView,
  paymentSettingsIssues,
} from '@dekka/contracts/restaurant-payments';
import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton, SavedNote } from '../form-kit/save-button';
import { SettingsField } from '../form-kit/settings-field';
import { useTextsFormState } from '../form-kit/use-form-state';
import { asIssues, parsedBy } from '../model/field-errors';
import {
  fromPaymentsDraft,
  minorUnits,
  type PaymentsDraft,
  toPaymentsDraft,
} from '../model/payments-form';
import './payments.css';
import { LanguageTextsFields, useLanguageName } from './profile-texts';

const fieldId = (path: string) => `payments-${path.replaceAll('.', '-')}`;

/** The example party the amount's hint adds up. */
const EXAMPLE_PARTY = 4;

/**
 * The payment rule, amount per guest and policy; checked with the contract's schema and its
 * shared rules (the currency's ceiling, a policy to accept) before it is sent.
 */
export function PaymentsForm(props: {
  settings: PaymentSettingsView;
  saving: boolean;
  saved: boolean;
  onSave: (settings: PaymentSettings) => void;
}) {
  const { t, i18n } = useTranslation();
  const nameOf = useLanguageName();
  const { settings } = props;
  const { currency, ownLanguage } = settings;
  const [draft, setDraft] = useState<PaymentsDraft>(() => toPaymentsDraft(settings));
  // A policy missing or too long in a language shows that language, so its message is on screen.
  const form = useTextsFormState(ownLanguage, { texts: 'policyTexts' });
  const set = (change: Partial<PaymentsDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.check(
      parsedBy(PaymentsSchema.safeParse(fromPaymentsDraft(draft, currency)), (body) =>
        asIssues(paymentSettingsIssues(body, { currency, ownLanguage })),
      ),
    );
    if (checked) props.onSave(checked);
  }

  const labelOf = (path: string): string => {
    const [field, language] = path.split('.');
    if (field === 'policyTexts' && language) {
      return `${t('staff.settings.payments.policyText')} (${nameOf(language as Language)})`;
    }
    if (field === 'amountPerGuest') return t('staff.settings.payments.amountLabel');
    if (field === 'requirePolicyAccept') return t('staff.settings.payments.requirePolicyAccept');
    return t('staff.settings.payments.rule');
  };

  const perGuest = minorUnits(draft.amount, currency);
  const amountHint =
    Number.isInteger(perGuest) && perGuest > 0
      ? t('staff.settings.payments.amountExample', {
          guests: EXAMPLE_PARTY,
          total: formatMoney(perGuest * EXAMPLE_PARTY, currency, i18n.language),
        })
      : t('staff.settings.payments.amountHint', { currency });

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <ErrorSummary
        attempt={form.attempt}
        errors={Object.entries(form.shown).map(([path, message]) => ({
          fieldId: fieldId(path),
          label: labelOf(path),
          message,
        }))}
      />
      <fieldset className="settings-group">
        <legend>{t('staff.settings.payments.rule')}</legend>
        <div className="settings-choice" id={fieldId('rule')}>
          {PAYMENT_RULES.map((rule) => (
            <label key={rule}>
              <input
                type="radio"
                name="payments-rule"
                value={rule}
                checked={draft.rule === rule}
                onChange={() => set({ rule })}
              />
              {t(`staff.settings.payments.rules.${rule}`)}
            </label>
          ))}
        </div>
        <p className="settings-field__hint">{t('staff.settings.payments.ruleHint')}</p>
        {draft.rule !== 'none' && (
          <SettingsField
            id={fieldId('amountPerGuest')}
            label={t('staff.settings.payments.amountPerGuest', { currency })}
            value={draft.amount}
            inputMode={currency === 'ISK' ? 'numeric' : 'decimal'}
            autoComplete="off"
            error={form.shown.amountPerGuest}
            hint={amountHint}
            onChange={(event) => set({ amount: event.target.value })}
          />
        )}
        <p className="settings-field__hint">{t('staff.settings.payments.menusNote')}</p>
      </fieldset>

      <LanguageTextsFields
        legend={t('staff.settings.payments.policy')}
        intro={t('staff.settings.payments.policyIntro', { language: nameOf(ownLanguage) })}
        name="payments-language"
        fields={[
          {
            key: 'policy',
            label: t('staff.settings.payments.policyText'),
            hint: t('staff.settings.payments.policyHint'),
            rows: 5,
            html: true,
          },
        ]}
        texts={draft.policyTexts}
        own={ownLanguage}
        editing={form.editing}
        errors={form.shown}
        pathOf={(language) => `policyTexts.${language}`}
        fieldId={fieldId}
        onEditing={form.setEditing}
        onChange={(language, texts) =>
          set({ policyTexts: { ...draft.policyTexts, [language]: texts } })
        }
      />

      <fieldset className="settings-group">
        <legend>{t('staff.settings.payments.acceptance')}</legend>
        <label className="settings-check">
          <input
            id={fieldId('requirePolicyAccept')}
            type="checkbox"
            checked={draft.requirePolicyAccept}
            aria-describedby={fieldId('requirePolicyAccept-hint')}
            onChange={(event) => set({ requirePolicyAccept: event.target.checked })}
          />
          {t('staff.settings.payments.requirePolicyAccept')}
        </label>
        <p id={fieldId('requirePolicyAccept-hint')} className="settings-field__hint">
          {t('staff.settings.payments.requireHint', { language: nameOf(ownLanguage) })}
        </p>
      </fieldset>

      <section className="settings-group payments-provider" aria-labelledby={fieldId('provider')}>
        <h2 id={fieldId('provider')}>{t('staff.settings.payments.provider')}</h2>
        <p>
          {settings.provider.name
            ? t('staff.settings.payments.providerNamed', { name: settings.provider.name })
            : t('staff.settings.payments.providerDefault')}
          {settings.provider.hostedCheckout && ` ${t('staff.settings.payments.hostedCheckout')}`}
        </p>
        <p className="settings-field__hint">{t('staff.settings.payments.providerHint')}</p>
      </section>

      <div className="settings-actions">
        <SaveButton label={t('staff.settings.payments.save')} saving={props.saving} />
        <SavedNote saved={props.saved} saving={props.saving} />
      </div>
    </form>
  );
}
