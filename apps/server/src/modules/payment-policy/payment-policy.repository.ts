import type { PaymentCurrency, PaymentRule } from '@dekka/contracts/restaurant-payments';
import type { DisplayCountry } from '@dekka/contracts/settings';
import { eq } from 'drizzle-orm';
import type { ContentTranslations } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { restaurants } from '../../db/schema.ts';

/** The restaurant's payment columns as stored, with what they are read against. */
export type StoredPayments = {
  paymentRule: PaymentRule;
  paymentAmountPerGuest: number;
  policyText: string | null;
  requirePolicyAccept: boolean;
  translations: ContentTranslations;
  paymentProvider: number | null;
  externalPaymentForm: boolean;
  currency: PaymentCurrency;
  country: DisplayCountry;
};

export type PaymentsWrite = Pick<
  StoredPayments,
  'paymentRule' | 'paymentAmountPerGuest' | 'policyText' | 'requirePolicyAccept' | 'translations'
>;

/** The payment columns of `restaurants` (the provider and hosted checkout are only read). */
export function createPaymentsSettingsRepository(db: AppDatabase) {
  return {
    async read(restaurantId: number): Promise<StoredPayments | undefined> {
      const [row] = await db
        .select({
          paymentRule: restaurants.paymentRule,
          paymentAmountPerGuest: restaurants.paymentAmountPerGuest,
          policyText: restaurants.policyText,
          requirePolicyAccept: restaurants.requirePolicyAccept,
          translations: restaurants.translations,
          paymentProvider: restaurants.paymentProvider,
          externalPaymentForm: restaurants.externalPaymentForm,
          currency: restaurants.currency,
          country: restaurants.country,
        })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row;
    },

    async write(restaurantId: number, payments: PaymentsWrite): Promise<void> {
      await db.update(restaurants).set(payments).where(eq(restaurants.id, restaurantId));
    },
  };
}
