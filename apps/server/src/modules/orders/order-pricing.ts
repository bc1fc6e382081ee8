import type { Language } from '@dekka/contracts/languages';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { localize } from '../../content-language.ts';
import type { OrderLineChoice } from '../../db/schema.ts';
import type {
  ItemRow,
  PackageRow,
  StoredOrderingSettings,
  ZoneRow,
} from '../ordering/ordering-catalogue.ts';

/** A refused part of an order: the request's field path and a message key. */
export type Issue = { field: string; message: string };

/** More than any real order; keeps every amount far inside the database's integer. */
export const ORDER_TOTAL_MAX = 100_000_000;

export type RequestedLine = {
  itemId: number;
  quantity: number;
  choiceIds: number[];
  note: string;
};

/** A line as charged: what it was made from, and its names and prices copied now. */
export type PricedLine = {
  kind: 'item' | 'package';
  itemId: number | null;
  packageId: number | null;
  name: string;
  choices: OrderLineChoice[];
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  note: string;
};

export type PricedOrder = {
  lines: PricedLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  payNow: number;
};

/** An item's weekdays and wall-clock window (from inclusive, to exclusive) allow `slot`. */
function offeredAt(item: ItemRow, slot: { weekday: number; time: string }): boolean {
  if (item.weekdays !== null && !item.weekdays.includes(slot.weekday)) return false;
  if (item.availableFrom !== null && slot.time < item.availableFrom) return false;
  if (item.availableTo !== null && slot.time >= item.availableTo) return false;
  return true;
}

/**
 * One item line priced from the menu rows: the item's price plus each chosen choice's, the
 * choices taken in the menu's order. Refuses an unknown or sold-out item, one not offered in
 * this mode or at this time, a choice that is not the item's (or chosen twice), and a group
 * with fewer or more choices than it allows.
 */
function priceItemLine(
  line: RequestedLine,
  i: number,
  item: ItemRow | undefined,
  context: { mode: OrderMode; slot: { weekday: number; time: string }; language: Language },
  issues: Issue[],
): PricedLine | undefined {
  const at = `lines.${i}`;
  if (!item) return void issues.push({ field: `${at}.itemId`, message: 'unknown_item' });
  if (item.soldOut) return void issues.push({ field: `${at}.itemId`, message: 'sold_out' });
  if (!item.modes.includes(context.mode)) {
    return void issues.push({ field: `${at}.itemId`, message: 'not_offered_in_mode' });
  }
  if (!offeredAt(item, context.slot)) {
    return void issues.push({ field: `${at}.itemId`, message: 'not_offered_at_time' });
  }
  const chosen = new Set(line.choiceIds);
  if (chosen.size !== line.choiceIds.length) {
    return void issues.push({ field: `${at}.choiceIds`, message: 'duplicate_choice' });
  }
  const known = new Set(item.optionGroups.flatMap((group) => group.choices.map((c) => c.id)));
  if (line.choiceIds.some((id) => !known.has(id))) {
    return void issues.push({ field: `${at}.choiceIds`, message: 'unknown_choice' });
  }
  const choices: OrderLineChoice[] = [];
  for (const group of item.optionGroups) {
    const picked = group.choices.filter((choice) => chosen.has(choice.id));
    if (picked.length < group.minChoices || picked.length > group.maxChoices) {
      const message = picked.length < group.minChoices ? 'too_few_choices' : 'too_many_choices';
      return void issues.push({ field: `${at}.choiceIds`, message });
    }
    for (const choice of picked) {
      choices.push({
        name: localize(choice, context.language, ['name']).name,
        priceDelta: choice.priceDelta,
      });
    }
  }
  const unitPrice = item.price + choices.reduce((sum, choice) => sum + choice.priceDelta, 0);
  return {
    kind: 'item',
    itemId: item.id,
    packageId: null,
    name: localize(item, context.language, ['name']).name,
    choices,
    quantity: line.quantity,
    unitPrice,
    lineTotal: unitPrice * line.quantity,
    note: line.note,
  };
}

/** A catering package line: the price per person times the guests, at least its fewest guests. */
function pricePackageLine(
  catering: { packageId: number; guests: number },
  pkg: PackageRow | undefined,
  settings: StoredOrderingSettings,
  language: Language,
  issues: Issue[],
): PricedLine | undefined {
  if (!pkg) return void issues.push({ field: 'catering.packageId', message: 'unknown_package' });
  if (catering.guests < Math.max(settings.cateringMinGuests, pkg.minGuests)) {
    return void issues.push({ field: 'catering.guests', message: 'below_min_guests' });
  }
  return {
    kind: 'package',
    itemId: null,
    packageId: pkg.id,
    name: localize(pkg, language, ['name']).name,
    choices: [],
    quantity: catering.guests,
    unitPrice: pkg.pricePerPerson,
    lineTotal: pkg.pricePerPerson * catering.guests,
    note: '',
  };
}

/**
 * Prices an order from the menu rows alone (the client sends ids and quantities, never an
 * amount) and says everything wrong with it at once. Catering pays its deposit share now
 * (rounded to the currency's minor unit) when the restaurant asks a deposit; everything else
 * pays the whole total.
 */
export function priceOrder(input: {
  mode: OrderMode;
  slot: { weekday: number; time: string };
  language: Language;
  lines: readonly RequestedLine[];
  catering: { packageId: number; guests: number } | null;
  items: readonly ItemRow[];
  packages: readonly PackageRow[];
  settings: StoredOrderingSettings;
  zone: ZoneRow | null;
}): { order: PricedOrder; issues: Issue[] } {
  const issues: Issue[] = [];
  const lines: PricedLine[] = [];
  const context = { mode: input.mode, slot: input.slot, language: input.language };
  input.lines.forEach((line, i) => {
    const item = input.items.find((row) => row.id === line.itemId);
    const priced = priceItemLine(line, i, item, context, issues);
    if (priced) lines.push(priced);
  });

  if (input.mode === 'catering') {
    if (!input.catering) {
      issues.push({ field: 'catering', message: 'package_required' });
    } else {
      const pkg = input.packages.find((row) => row.id === input.catering?.packageId);
      const priced = pricePackageLine(input.catering, pkg, input.settings, input.language, issues);
      if (priced) lines.unshift(priced);
    }
  } else if (input.catering) {
    issues.push({ field: 'catering', message: 'catering_only' });
  } else if (input.lines.length === 0) {
    issues.push({ field: 'lines', message: 'empty' });
  }

  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const deliveryFee = input.zone?.fee ?? 0;
  const total = subtotal + deliveryFee;
  if (input.zone && issues.length === 0 && subtotal < input.zone.minimumOrder) {
    issues.push({ field: 'lines', message: 'below_zone_minimum' });
  }
  if (issues.length === 0 && total <= 0) issues.push({ field: 'lines', message: 'nothing_to_pay' });
  if (total > ORDER_TOTAL_MAX) issues.push({ field: 'lines', message: 'total_too_large' });

  const { cateringPayment, cateringDepositPercent } = input.settings;
  const deposit =
    input.mode === 'catering' && cateringPayment === 'deposit' && cateringDepositPercent !== null;
  const payNow = deposit
    ? Math.min(total, Math.max(1, Math.round((total * cateringDepositPercent) / 100)))
    : total;
  return { order: { lines, subtotal, deliveryFee, total, payNow }, issues };
}
