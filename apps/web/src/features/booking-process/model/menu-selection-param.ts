/** One selected menu: how many of the party eat it. */
export interface MenuCount {
  id: number;
  count: number;
}

export type Selection = readonly MenuCount[];

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
