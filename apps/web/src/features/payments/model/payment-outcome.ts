import type { PaymentEvent, PaymentStatusResponse } from '@dekka/contracts/payments';
import { NotificationType } from '@dekka/contracts/enums';

export type PaymentOutcome = { kind: 'succeeded' } | { kind: 'failed'; reason: string };

/**
 * docs/product.md, "The booking flow": a PaymentEvent (type 5) whose title is this booking's guid is the success;
 * any other event (the server sends type 4 Warning titled with a message key such as
 * 'payment_declined') is a failure.
 */
export function outcomeOfEvent(event: PaymentEvent, guid: string): PaymentOutcome {
  if (event.type === NotificationType.PaymentEvent && event.title === guid) {
    return { kind: 'succeeded' };
  }
  return { kind: 'failed', reason: event.title };
}

/**
 * What the status endpoint says, asked after every (re)connect and every page the frame loads:
 * null while the payment is still open (none or pending), so the dialog keeps waiting.
 */
export function outcomeOfStatus(
  status: PaymentStatusResponse,
  guid: string,
): PaymentOutcome | null {
  if (status.status === 'succeeded') return { kind: 'succeeded' };
  if (status.status === 'failed') {
    return status.latestEvent
      ? outcomeOfEvent(status.latestEvent, guid)
      : { kind: 'failed', reason: 'payment_declined' };
  }
  return null;
}

/** A hub message is untrusted input: only a well-formed event counts. */
export function asPaymentEvent(message: unknown): PaymentEvent | null {
  if (typeof message !== 'object' || message === null) return null;
  if (!('type' in message) || !('id' in message) || !('title' in message)) return null;
  if (!('sentDate' in message)) return null;
  const { type, id, title, sentDate } = message;
  if (type !== NotificationType.PaymentEvent && type !== NotificationType.Warning) return null;
  if (typeof id !== 'string' || typeof title !== 'string' || typeof sentDate !== 'string') {
    return null;
  }
  return { type, id, title, sentDate };
}
