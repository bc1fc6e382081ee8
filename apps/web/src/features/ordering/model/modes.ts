import type { OrderMode } from '@dekka/contracts/restaurant-ordering';

/**
 * The order modes, in the order the pages offer them. A copy of the contract's ORDER_MODES: that
 * module brings zod with it, which the diner's pages leave to the server
 * (docs/decisions/009-home-route-bundle-budget.md).
 */
export const MODES = ['takeaway', 'delivery', 'catering'] as const satisfies readonly OrderMode[];

export const isMode = (value: string | null): value is OrderMode =>
  (MODES as readonly string[]).includes(value ?? '');
