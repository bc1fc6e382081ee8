import { SUPPORTED_LANGUAGES } from './languages.ts';
import { z } from './zod.ts';

/*
 * The "Payments" settings (docs/decisions/041-payments-settings.md): whether a diner pays ahead
 * or leaves a card as a no-show guarantee, how much per guest, the policy the diner reads (and
 * perhaps must accept) on the complete page. The server validates a change with these schemas and
 * the form runs the same parse before sending.
 */

export const PAYMENT_RULES = ['none', 'no_show_fee', 'prepayment'] as const;
export type PaymentRule = (typeof PAYMENT_RULES)[number];

export const PAYMENT_CURRENCIES = ['ISK', 'NOK', 'DKK', 'EUR'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/**
 * The most a restaurant may ask per guest, in minor units of its currency (ISK has none; NOK, DKK
 * and EUR have 2): about 1 500 € in each, far above any deposit seen, low enough to catch a typo
 * of a few zeros.
 */
export const MAX_AMOUNT_PER_GUEST: Record<PaymentCurrency, number> = {
  ISK: 200_000,
  NOK: 1_500_000,
  DKK: 1_000_000,
  EUR: 150_000,
};

/** The largest ceiling above: the schema's own bound, the currency's is checked beside it. */
const AMOUNT_CEILING = Math.max(...Object.values(MAX_AMOUNT_PER_GUEST));

const PolicyTexts = z.object(
  Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, z.string().trim().max(10_000)]),
  ) as Record<(typeof SUPPORTED_LANGUAGES)[number], z.ZodString>,
);

/**
 * What the owner sets. `amountPerGuest` is in minor units of the restaurant's currency (9 900 is
 * 9 900 kr. in Iceland, 99,00 € in Spain); with the rule `none` it is stored as 0. The policy
 * texts are HTML, sanitized on save like the confirmation note.
 */
export const PaymentSettings = z
  .object({
    rule: z.enum(PAYMENT_RULES),
    amountPerGuest: z.number().int().min(0).max(AMOUNT_CEILING),
    policyTexts: PolicyTexts,
    requirePolicyAccept: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.rule !== 'none' && value.amountPerGuest <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amountPerGuest'], message: 'amount_required' });
    }
  })
  .transform((value) => ({
    ...value,
    amountPerGuest: value.rule === 'none' ? 0 : value.amountPerGuest,
  }));
export type PaymentSettings = z.output<typeof PaymentSettings>;
export type PaymentSettingsInput = z.input<typeof PaymentSettings>;

/**
 * The rules a schema alone cannot know, shared by the form and the server: the amount within
 * the restaurant's currency's ceiling, and a policy in the restaurant's own language when diners
 * must accept it (the text every other language falls back to). Answers `[field, message]`s.
 */
export function paymentSettingsIssues(
  value: PaymentSettings,
  context: { currency: PaymentCurrency; ownLanguage: (typeof SUPPORTED_LANGUAGES)[number] },
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (value.amountPerGuest > MAX_AMOUNT_PER_GUEST[context.currency]) {
    issues.push({ field: 'amountPerGuest', message: 'amount_too_high' });
  }
  if (value.requirePolicyAccept && value.policyTexts[context.ownLanguage] === '') {
    issues.push({ field: `policyTexts.${context.ownLanguage}`, message: 'policy_required' });
  }
  return issues;
}

/**
 * The payment settings as stored, with what the form needs around them: the currency the amount
 * is in, the restaurant's own language, and the card provider, which Dekka sets up with the
 * restaurant (read-only here): its name as the booking page sees it, and whether the diner types
 * the card into the provider's hosted checkout.
 */
export const PaymentSettingsView = z.object({
  rule: z.enum(PAYMENT_RULES),
  amountPerGuest: z.number().int(),
  policyTexts: z.object(
    Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, z.string().max(20_000)]),
    ) as Record<(typeof SUPPORTED_LANGUAGES)[number], z.ZodString>,
  ),
  requirePolicyAccept: z.boolean(),
  currency: z.enum(PAYMENT_CURRENCIES),
  ownLanguage: z.enum(SUPPORTED_LANGUAGES),
  provider: z.object({
    name: z.enum(['Borgun', 'Valitor', 'Aur', 'Nets']).nullable(),
    hostedCheckout: z.boolean(),
  }),
});
export type PaymentSettingsView = z.infer<typeof PaymentSettingsView>;
