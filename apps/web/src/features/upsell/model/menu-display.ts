import type { UpsellMenu } from '@dekka/contracts/upsell';

/** docs/product.md, "Timings and limits". */
export const SHORT_DESCRIPTION_MAX = 200;

/**
 * A menu's description cut to 200 characters, the last one an ellipsis when text was cut: the
 * server's cut (apps/server upsell rules), so text the server already cut passes unchanged.
 * Counted in code points rather than UTF-16 units, so an emoji at the edge is never split.
 */
export function shortDescription(text: string): string {
  const chars = Array.from(text);
  return chars.length > SHORT_DESCRIPTION_MAX
    ? `${chars.slice(0, SHORT_DESCRIPTION_MAX - 1).join('')}…`
    : text;
}

export type PriceLabel =
  | { kind: 'priceVaries' }
  | { kind: 'price'; amount: number; tag: 'prepayment' | 'noShowFee' | null };

/**
 * What the price line shows: 'price varies' when the restaurant set no amount (missing or 0),
 * otherwise the amount (minor units, per guest) tagged with how it is charged.
 */
export function priceLabel(menu: {
  paymentAmount?: number | null;
  paymentType: UpsellMenu['paymentType'];
}): PriceLabel {
  const amount = menu.paymentAmount ?? 0;
  if (amount <= 0) return { kind: 'priceVaries' };
  const tag = menu.paymentType === 2 ? 'prepayment' : menu.paymentType === 1 ? 'noShowFee' : null;
  return { kind: 'price', amount, tag };
}
