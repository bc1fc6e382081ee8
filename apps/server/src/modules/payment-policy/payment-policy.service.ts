import { COUNTRY_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from '@dekka/contracts/languages';
import { PaymentProviderType } from '@dekka/contracts/enums';
import {
  type PaymentSettings,
  type PaymentSettingsView,
  paymentSettingsIssues,
} from '@dekka/contracts/restaurant-payments';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sanitizeNote } from '../restaurants/sanitize-note.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidFields } from '../../invalid-field.ts';
import {
  createPaymentsSettingsRepository,
  type StoredPayments,
} from './payment-policy.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';
import {
  type TextsByLanguage,
  textsByLanguage,
  withTextsByLanguage,
} from '../catalogue-changes/texts-by-language.ts';

type PolicyTexts = Record<Language, string>;

const PROVIDER_NAMES = Object.fromEntries(
  Object.entries(PaymentProviderType).map(([name, type]) => [type, name]),
) as Record<number, 'Borgun' | 'Valitor' | 'Aur' | 'Nets'>;

const POLICY = ['policyText'] as const;

/** Each language's policy as the form shows it (the own language is the `policy_text` column). */
function policyTextsOf(stored: StoredPayments, own: Language): PolicyTexts {
  const texts = textsByLanguage(stored, own, POLICY);
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, texts[language].policyText]),
  ) as PolicyTexts;
}

/** The settings as the audit log records them: each language's policy a field of its own. */
function audited(settings: {
  rule: string;
  amountPerGuest: number;
  requirePolicyAccept: boolean;
  policyTexts: PolicyTexts;
}): Record<string, unknown> {
  const { policyTexts, ...rest } = settings;
  const flat: Record<string, unknown> = { ...rest };
  for (const language of SUPPORTED_LANGUAGES) {
    flat[`policyText.${language}`] = policyTexts[language];
  }
  return flat;
}

/**
 * The restaurant's payment rule, amount per guest and policy
 * (docs/decisions/041-payments-settings.md). A change applies to bookings completed from then on;
 * a booking already confirmed keeps the payment it was made with.
 */
export function createPaymentsSettingsService(deps: { db: AppDatabase; clock: Clock }) {
  async function read(restaurantId: number): Promise<PaymentSettingsView> {
    const stored = await createPaymentsSettingsRepository(deps.db).read(restaurantId);
    if (!stored) throw new AppError('not_found', 404);
    const own = COUNTRY_LANGUAGE[stored.country];
    return {
      rule: stored.paymentRule,
      amountPerGuest: stored.paymentAmountPerGuest,
      policyTexts: policyTextsOf(stored, own),
      requirePolicyAccept: stored.requirePolicyAccept,
      currency: stored.currency,
      ownLanguage: own,
      provider: {
        name:
          stored.paymentProvider === null ? null : (PROVIDER_NAMES[stored.paymentProvider] ?? null),
        hostedCheckout: stored.externalPaymentForm,
      },
    };
  }

  return {
    read,

    async save(
      restaurantId: number,
      userId: string,
      next: PaymentSettings,
    ): Promise<PaymentSettingsView> {
      const policyTexts = Object.fromEntries(
        SUPPORTED_LANGUAGES.map((language) => [
          language,
          sanitizeNote(next.policyTexts[language]).trim(),
        ]),
      ) as PolicyTexts;
      await deps.db.transaction(async (tx) => {
        const repo = createPaymentsSettingsRepository(tx);
        const stored = await repo.read(restaurantId);
        if (!stored) throw new AppError('not_found', 404);
        const own = COUNTRY_LANGUAGE[stored.country];
        // Checked on the sanitized text: a policy of nothing but a script is no policy.
        const issues = paymentSettingsIssues(
          { ...next, policyTexts },
          { currency: stored.currency, ownLanguage: own },
        );
        if (issues.length > 0) {
          throw invalidFields(
            issues.map(({ field, message }) => ({ field, message: `${field}: ${message}` })),
          );
        }
        await repo.write(restaurantId, {
          paymentRule: next.rule,
          paymentAmountPerGuest: next.amountPerGuest,
          policyText: policyTexts[own] === '' ? null : policyTexts[own],
          requirePolicyAccept: next.requirePolicyAccept,
          translations: withTextsByLanguage(
            stored.translations,
            Object.fromEntries(
              SUPPORTED_LANGUAGES.map((language) => [
                language,
                { policyText: policyTexts[language] },
              ]),
            ) as TextsByLanguage<'policyText'>,
            own,
            POLICY,
          ),
        });
        const before = audited({
          rule: stored.paymentRule,
          amountPerGuest: stored.paymentAmountPerGuest,
          requirePolicyAccept: stored.requirePolicyAccept,
          policyTexts: policyTextsOf(stored, own),
        });
        const after = audited({
          rule: next.rule,
          amountPerGuest: next.amountPerGuest,
          requirePolicyAccept: next.requirePolicyAccept,
          policyTexts,
        });
        await settingsHistory(tx).record({
          restaurantId,
          userId,
          area: 'payments',
          action: 'update',
          changes: fieldChanges(before, after),
          at: deps.clock.now(),
        });
        await announceSettingsChanged(tx, restaurantId);
      });
      settingsChangedHere(deps.db, restaurantId);
      return read(restaurantId);
    },
  };
}

export type PaymentsSettingsService = ReturnType<typeof createPaymentsSettingsService>;
