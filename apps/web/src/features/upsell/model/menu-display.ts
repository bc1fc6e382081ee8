import type { UpsellMenu } from '@dekka/contracts/upsell';
import type { MenuCount, Selection } from './menu-selection';

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

const ENTRY = /^([1-9]\d{0,9});([1-9]\d{0,3})$/;

/**
 * `menuSelection=12;2,14;1` → [{id: 12, count: 2}, {id: 14, count: 1}] (docs/product.md, "Routes"). The
 * address can be edited, so malformed entries and zero counts are dropped and a repeated menu
 * keeps its first count.
 */
export function parseMenuSelection(value: string | null | undefined): MenuCount[] {
  const selection: MenuCount[] = [];
  for (const part of (value ?? '').split(',')) {
    const match = ENTRY.exec(part.trim());
    if (!match?.[1] || !match[2]) continue;
    const id = Number(match[1]);
    if (selection.some((entry) => entry.id === id)) continue;
    selection.push({ id, count: Number(match[2]) });
  }
  return selection;
}

/** The inverse; null when nothing is selected, which tells the page to remove the parameter. */
export function formatMenuSelection(selection: Selection): string | null {
  const entries = selection.filter((entry) => entry.count > 0);
  return entries.length === 0
    ? null
    : entries.map((entry) => `${entry.id};${entry.count}`).join(',');
}
