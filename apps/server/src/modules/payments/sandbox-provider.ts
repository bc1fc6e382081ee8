import { randomUUID } from 'node:crypto';
import { SandboxCallbackBody, type PaymentFailure } from '@dekka/contracts/payments';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { sandboxLedger, sandboxTransactions } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type {
  ApplePaySessionRequest,
  AuthorizeOutcome,
  AuthorizeRequest,
  CallbackOutcome,
  PaymentProvider,
  RefundPart,
  TokenChargeOutcome,
  TokenChargeRequest,
} from './payment-provider.ts';
import { parseCard } from './card.ts';
import { renderRedirectHtml } from './sandbox-pages.ts';
import { toLanguage } from '../../languages.ts';
import { testCardBehaviour, walletBehaviour } from './test-cards.ts';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

/**
 * A 3-D Secure card gateway that runs inside Dekka, for development, tests and demos. It keeps
 * its own books in sandbox_* tables (standing in for the gateway's servers, so a callback may
 * reach any server instance) and decides by test card (test-cards.ts). State changes are
 * conditional updates, so concurrent or replayed calls settle a transaction exactly once.
 */
export function createSandboxProvider(deps: { db: AppDatabase; clock: Clock }): PaymentProvider & {
  findTransaction(reference: string): Promise<SandboxTransaction | undefined>;
} {
  const { db } = deps;

  async function findTransaction(reference: string) {
    const [row] = await db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, reference))
      .limit(1);
    return row;
  }

  function settled(row: SandboxTransaction): CallbackOutcome {
    if (row.status === 'declined') {
      const reason: PaymentFailure =
        row.declineReason === 'payment_authentication_failed'
          ? 'payment_authentication_failed'
          : 'payment_declined';
      return { kind: 'declined', reference: row.reference, reason };
    }
    const card =
      row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : undefined;
    return { kind: 'approved', reference: row.reference, token: row.token, card };
  }

  return {
    name: 'sandbox',
    findTransaction,

    async authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome> {
      // No card: the restaurant's external payment form, i.e. the hosted (embedded) checkout.
      const behaviour = !request.card
        ? 'embedded'
        : 'wallet' in request.card
          ? walletBehaviour(request.card.last4)
          : testCardBehaviour(request.card.number);
      const reference = `sbx_${randomUUID()}`;
      const base = {
        reference,
        amount: request.amount,
        currency: request.currency,
        capture: request.amount > 0,
        merchantName: request.merchantName,
        cardBrand: request.card?.brand ?? null,
        cardLast4: request.card?.last4 ?? null,
      };
      if (behaviour === 'decline') {
        await db.insert(sandboxTransactions).values({
          ...base,
          afterChallenge: 'decline',
          status: 'declined',
          declineReason: 'payment_declined',
        });
        return { kind: 'declined', reference, reason: 'payment_declined' };
      }
      if (behaviour === 'approve') {
        const token = `tok_${randomUUID()}`;
        await db.transaction(async (tx) => {
          await tx
            .insert(sandboxTransactions)
            .values({ ...base, afterChallenge: 'approve', status: 'approved', token });
          if (request.amount === 0) {
            await tx.insert(sandboxLedger).values({ reference, entry: 'verify', amount: 0 });
          }
        });
        return { kind: 'approved', reference, token };
      }
      const embedded = behaviour === 'embedded';
      await db.insert(sandboxTransactions).values({
        ...base,
        afterChallenge: behaviour === 'challenge_decline' ? 'decline' : 'approve',
        status: 'challenge',
        embedded,
      });
      return embedded
        ? { kind: 'embedded', reference, paymentId: reference }
        : {
            kind: 'challenge',
            reference,
            redirectHtml: renderRedirectHtml(reference, toLanguage(request.language)),
          };
    },

    async startApplePaySession(request: ApplePaySessionRequest) {
      // What Apple's gateway answers, in shape; no network: the sandbox has no certificate.
      const now = deps.clock.now().getTime();
      return {
        epochTimestamp: now,
        expiresAt: now + 5 * 60 * 1000,
        merchantSessionIdentifier: `sbx_session_${randomUUID()}`,
        nonce: randomUUID().slice(0, 8),
        merchantIdentifier: request.merchantIdentifier,
        domainName: request.domainName,
        displayName: request.displayName,
        signature: 'sandbox',
      };
    },

    async capture(reference: string): Promise<void> {
      await db.transaction(async (tx) => {
        const won = await tx
          .update(sandboxTransactions)
          .set({ status: 'captured' })
          .where(
            and(
              eq(sandboxTransactions.reference, reference),
              eq(sandboxTransactions.status, 'approved'),
            ),
          )
          .returning({ amount: sandboxTransactions.amount });
        const [row] = won;
        if (row) {
          await tx
            .insert(sandboxLedger)
            .values({ reference, entry: 'capture', amount: row.amount });
          return;
        }
        const current = await findTransaction(reference);
        if (current?.status !== 'captured') {
          throw new Error(`sandbox: cannot capture ${reference} in status ${current?.status}`);
        }
      });
    },

    async refund(reference: string, part?: RefundPart): Promise<void> {
      await db.transaction(async (tx) => {
        const [captured] = await tx
          .select()
          .from(sandboxTransactions)
          .where(
            and(
              eq(sandboxTransactions.reference, reference),
              eq(sandboxTransactions.status, 'captured'),
            ),
          )
          .for('update');
        if (captured) {
          const entries = await tx
            .select()
            .from(sandboxLedger)
            .where(and(eq(sandboxLedger.reference, reference), eq(sandboxLedger.entry, 'refund')));
          // The same part asked again (a retry): given once.
          if (part && entries.some((entry) => entry.key === part.key)) return;
          const left = captured.amount - entries.reduce((sum, entry) => sum + entry.amount, 0);
          const amount = part ? part.amount : left;
          if (amount > left || amount <= 0) {
            throw new Error(`sandbox: cannot refund ${amount} of ${reference}, ${left} left`);
          }
          await tx
            .insert(sandboxLedger)
            .values({ reference, entry: 'refund', amount, key: part?.key ?? null });
          if (amount === left) {
            await tx
              .update(sandboxTransactions)
              .set({ status: 'refunded' })
              .where(eq(sandboxTransactions.reference, reference));
          }
          return;
        }
        if (part) {
          const current = await findTransaction(reference);
          throw new Error(`sandbox: cannot refund part of ${reference} in ${current?.status}`);
        }
        const [voided] = await tx
          .update(sandboxTransactions)
          .set({ status: 'voided' })
          .where(
            and(
              eq(sandboxTransactions.reference, reference),
              eq(sandboxTransactions.status, 'approved'),
            ),
          )
          .returning({ amount: sandboxTransactions.amount });
        if (voided) {
          await tx.insert(sandboxLedger).values({ reference, entry: 'void', amount: 0 });
        }
      });
    },

    async chargeToken(request: TokenChargeRequest): Promise<TokenChargeOutcome> {
      // The token is good while the verification that issued it stands (not voided).
      const [source] = await db
        .select()
        .from(sandboxTransactions)
        .where(
          and(
            eq(sandboxTransactions.token, request.token),
            eq(sandboxTransactions.status, 'approved'),
          ),
        )
        .limit(1);
      if (!source) return { kind: 'declined', reference: null, reason: 'payment_declined' };
      const reference = `sbx_${randomUUID()}`;
      await db.transaction(async (tx) => {
        await tx.insert(sandboxTransactions).values({
          reference,
          amount: request.amount,
          currency: request.currency,
          capture: true,
          merchantName: request.merchantName,
          cardBrand: source.cardBrand,
          cardLast4: source.cardLast4,
          afterChallenge: 'approve',
          status: 'captured',
        });
        await tx
          .insert(sandboxLedger)
          .values({ reference, entry: 'capture', amount: request.amount });
      });
      return { kind: 'approved', reference };
    },

    async handleCallback(body: unknown): Promise<CallbackOutcome> {
      const parsed = SandboxCallbackBody.safeParse(body);
      if (!parsed.success) throw new AppError('bad_request', 400, 'Invalid sandbox callback');
      const { reference, action } = parsed.data;
      const row = await findTransaction(reference);
      if (!row) throw new AppError('not_found', 404, 'No such payment');
      if (row.status !== 'challenge') return settled(row);

      // A hosted checkout collects the card here; the test card decides as it does elsewhere.
      let typed: { brand: string; last4: string } | undefined;
      let afterChallenge = row.afterChallenge;
      if (row.cardLast4 === null && action === 'approve') {
        const [month, year] = (parsed.data.cardExpiry ?? '').split('/');
        const card = parseCard(
          {
            number: parsed.data.cardNumber,
            expiryMonth: month?.trim(),
            expiryYear: year?.trim(),
            cvc: parsed.data.cardCvc,
          },
          deps.clock.now(),
        );
        if (!card) return { kind: 'invalid_card', reference };
        typed = { brand: card.brand, last4: card.last4 };
        const behaviour = testCardBehaviour(card.number);
        afterChallenge =
          behaviour === 'decline' || behaviour === 'challenge_decline' ? 'decline' : 'approve';
      }

      const approved = action === 'approve' && afterChallenge === 'approve';
      const declineReason: PaymentFailure =
        action === 'decline' ? 'payment_authentication_failed' : 'payment_declined';
      const token = approved ? `tok_${randomUUID()}` : null;
      // Only the first callback moves the transaction out of 'challenge'; a replay (or a
      // concurrent duplicate) finds it settled and answers what the first one decided.
      const [won] = await db
        .update(sandboxTransactions)
        .set({
          ...(approved ? { status: 'approved', token } : { status: 'declined', declineReason }),
          ...(typed ? { cardBrand: typed.brand, cardLast4: typed.last4 } : {}),
        })
        .where(
          and(
            eq(sandboxTransactions.reference, reference),
            eq(sandboxTransactions.status, 'challenge'),
          ),
        )
        .returning();
      if (!won) {
        const current = await findTransaction(reference);
        if (!current) throw new AppError('not_found', 404, 'No such payment');
        return settled(current);
      }
      if (approved && won.amount === 0) {
        await db.insert(sandboxLedger).values({ reference, entry: 'verify', amount: 0 });
      }
      return settled(won);
    },
  };
}
