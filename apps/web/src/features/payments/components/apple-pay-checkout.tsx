import type { ApplePayToken } from '@dekka/contracts/apple-pay';
import { startApplePaySession } from '../api/start-apple-pay-session';
import { applePayRequest, runApplePaySheet } from '../model/apple-pay-sheet';
import { ApplePayButton } from './apple-pay-button';

export interface ApplePayCheckoutProps {
  guid: string;
  restaurantName: string;
  /** ISO 3166 alpha-2 of the restaurant's country. */
  countryCode: string;
  currency: string;
  /** Minor units charged now; 0 for a guarantee. */
  amount: number;
  busy: boolean;
  /** Checks the rest of the form at once; false stops the sheet from opening. */
  ready: () => boolean;
  /** Completes the booking with the sheet's token; true when it went through. */
  pay: (token: ApplePayToken) => Promise<boolean>;
  /** The sheet closed after a refusal, or merchant validation failed. */
  onFailed: () => void;
}

/**
 * Apple Pay's button and sheet (docs/decisions/033), loaded only where Apple Pay is offered. The
 * sheet opens inside the tap itself, as Safari requires, so nothing before it may wait.
 */
export function ApplePayCheckout(props: ApplePayCheckoutProps) {
  const onClick = () => {
    if (props.busy || !props.ready()) return;
    void runApplePaySheet({
      request: applePayRequest(props),
      validate: (validationUrl) => startApplePaySession(props.guid, validationUrl),
      pay: props.pay,
    }).then((outcome) => {
      if (outcome === 'failed') props.onFailed();
    });
  };
  return <ApplePayButton onClick={onClick} busy={props.busy} />;
}
