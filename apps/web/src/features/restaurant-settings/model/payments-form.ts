import type { Language } from '@dekka/contracts/languages';
import { CurrencyExponent } from '@dekka/contracts/payments';
import type {
  PaymentRule,
  PaymentSettingsInput,
  PaymentSettingsView,
} from '@dekka/contracts/restaurant-payments';

/** The payments form's state: the amount as typed, in whole units of the currency ("99,50"). */
export type PaymentsDraft = {
  rule: PaymentRule;
  amount: string;
  policyTexts: Record<Language, { policy: string }>;
  requirePolicyAccept: boolean;
};

const exponentOf = (currency: PaymentSettingsView['currency']) => CurrencyExponent[currency];

/** Minor units as the field shows them: 2500 ISK → "2500", 9950 EUR → "99.50". */
export function amountText(minor: number, currency: PaymentSettingsView['currency']): string {
  if (minor === 0) return '';
  const exponent = exponentOf(currency);
  return exponent === 0 ? String(minor) : (minor / 10 ** exponent).toFixed(exponent);
}

/**
 * The typed amount in minor units: "99,50" EUR → 9950. Empty is 0; anything else not a number,
 * or with more decimals than the currency has, is NaN or a fraction, which the schema refuses.
 */
export function minorUnits(typed: string, currency: PaymentSettingsView['currency']): number {
  const text = typed.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return 0;
  if (!/^\d*\.?\d*$/.test(text)) return Number.NaN;
  const minor = Number(text) * 10 ** exponentOf(currency);
  // 19.99 × 100 is 1998.9999…: round what is a whole number but for the floating point.
  return Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : minor;
}

export function toPaymentsDraft(settings: PaymentSettingsView): PaymentsDraft {
  return {
    rule: settings.rule,
    amount: amountText(settings.amountPerGuest, settings.currency),
    policyTexts: Object.fromEntries(
      Object.entries(settings.policyTexts).map(([language, policy]) => [language, { policy }]),
    ) as PaymentsDraft['policyTexts'],
    requirePolicyAccept: settings.requirePolicyAccept,
  };
}

/** What the form sends, before the contract's schema checks it. */
export function fromPaymentsDraft(
  draft: PaymentsDraft,
  currency: PaymentSettingsView['currency'],
): Record<keyof PaymentSettingsInput, unknown> {
  return {
    rule: draft.rule,
    amountPerGuest: draft.rule === 'none' ? 0 : minorUnits(draft.amount, currency),
    policyTexts: Object.fromEntries(
      Object.entries(draft.policyTexts).map(([language, text]) => [language, text.policy]),
    ),
    requirePolicyAccept: draft.requirePolicyAccept,
  };
}
