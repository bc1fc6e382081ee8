import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import type { PaymentOutcome } from '../model/payment-outcome';
import type { PaymentRedirect } from '../components/payment-dialog';

// The dialog (and through its hook socket.io-client) loads only when a payment needs it.
const PaymentDialog = lazy(() =>
  import('../components/payment-dialog').then((m) => ({ default: m.PaymentDialog })),
);

interface Pending {
  redirect: PaymentRedirect;
  resolve: (outcome: PaymentOutcome) => void;
}

/** docs/product.md, "The API": a result counts as a payment redirect when it has markup or a payment id. */
export function isPaymentRedirect(redirect: PaymentRedirect): boolean {
  return (redirect.redirectHtml ?? '') !== '' || (redirect.paymentId ?? '') !== '';
}

/**
 * The payment step as a promise: `pay(result)` opens the payment dialog and settles with its
 * outcome; `dialog` is the element to render. The dialog is open exactly while a redirect
 * result (markup or payment id) is pending.
 */
export function usePaymentRedirect(guid: string): {
  pay: (redirect: PaymentRedirect) => Promise<PaymentOutcome>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);

  const pay = useCallback(
    (redirect: PaymentRedirect) =>
      new Promise<PaymentOutcome>((resolve) => {
        if (!isPaymentRedirect(redirect)) {
          resolve({ kind: 'failed', reason: 'no_redirect' });
          return;
        }
        setPending({ redirect, resolve });
      }),
    [],
  );

  const dialog = pending && (
    <Suspense fallback={null}>
      <PaymentDialog
        guid={guid}
        redirect={pending.redirect}
        onDone={(outcome) => {
          setPending(null);
          pending.resolve(outcome);
        }}
      />
    </Suspense>
  );
  return { pay, dialog };
}
