import type { CompleteResult } from '@dekka/contracts/booking';
import { PaymentProviderType } from '@dekka/contracts/enums';
import { sandboxCheckoutUrl } from '@dekka/contracts/payment-hub';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Modal } from '../../../components/ui/modal';
import { getPaymentStatus } from '../api/get-payment-status';
import { usePaymentHub } from '../hooks/use-payment-hub';
import { combinedConnectionState, HubConnectionState } from '../model/hub-connection';
import { outcomeOfEvent, outcomeOfStatus } from '../model/payment-outcome';
import type { PaymentOutcome } from '../model/payment-outcome';
import { redirectDocument } from '../model/redirect-document';
import './payment-dialog.css';

export type PaymentRedirect = Pick<
  CompleteResult,
  'redirectHtml' | 'paymentId' | 'paymentProviderType'
>;

/** Where the frame points: the provider's embedded checkout, or the redirect form in srcdoc. */
export function paymentFrameSource(
  redirect: PaymentRedirect,
  language: string,
): { src: string } | { srcDoc: string } | null {
  const paymentId = redirect.paymentId ?? '';
  const html = redirect.redirectHtml ?? '';
  const nets = redirect.paymentProviderType === PaymentProviderType.Nets;
  if (paymentId !== '' && (nets || html === '')) {
    return { src: sandboxCheckoutUrl(paymentId, language) };
  }
  if (html !== '') return { srcDoc: redirectDocument(html, language) };
  return null;
}

interface PaymentDialogProps {
  guid: string;
  redirect: PaymentRedirect;
  /** Called once: the payment went through, failed, or the diner closed the dialog. */
  onDone: (outcome: PaymentOutcome) => void;
}

/**
 * The payment dialog (docs/product.md, "Routes" and "The booking flow"): the bank's 3-D Secure page or the Nets embedded
 * checkout in a sandboxed frame, 60vh on larger screens and the whole screen on a phone. The
 * outcome comes from the hub's PaymentEvent, or from the payment status, asked after every hub
 * (re)connect and every page the frame loads, so the dialog completes even without the hub.
 * Closing it (Escape, the close button) counts as a failed payment: the form is shown again.
 */
export function PaymentDialog({ guid, redirect, onDone }: PaymentDialogProps) {
  const { t, i18n } = useTranslation();
  const done = useRef(false);
  const finish = useCallback(
    (outcome: PaymentOutcome) => {
      if (done.current) return;
      done.current = true;
      onDone(outcome);
    },
    [onDone],
  );
  const checkStatus = useCallback(() => {
    getPaymentStatus(guid)
      .then((status) => {
        const outcome = outcomeOfStatus(status, guid);
        if (outcome) finish(outcome);
      })
      .catch((error: unknown) => console.warn('Payment status check failed', error));
  }, [guid, finish]);

  const hubState = usePaymentHub({
    guid,
    onEvent: (event) => finish(outcomeOfEvent(event, guid)),
    onConnected: () => checkStatus(),
  });
  const state = combinedConnectionState([hubState]);
  const source = paymentFrameSource(redirect, i18n.language);

  return (
    <Modal
      open
      title={t('payment.dialogTitle')}
      onClose={() => finish({ kind: 'failed', reason: 'cancelled' })}
      closeOnOutsideClick={false}
      maxWidth={720}
      className="payment-dialog"
    >
      <p className="payment-dialog__status" role="status">
        {state === HubConnectionState.Reconnecting
          ? t('payment.reconnecting')
          : t('payment.instructions')}
      </p>
      {source && (
        <iframe
          className="payment-dialog__frame"
          title={t('payment.frameTitle')}
          // Forms may post (the bank's approve button); no scripts, no access to this page, no
          // navigating the page itself.
          sandbox="allow-forms"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => checkStatus()}
          {...source}
        />
      )}
    </Modal>
  );
}
