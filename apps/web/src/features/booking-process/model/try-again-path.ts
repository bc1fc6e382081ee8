/**
 * Where "Try again" leads after a failed reservation: the restaurant page for the id in the
 * address, parsed like parseInt ('12abc' → 12). Without a usable id there is no restaurant to go
 * back to, so the front page.
 */
export function tryAgainPath(restaurantId: string | null): string {
  const id = Number.parseInt(restaurantId ?? '', 10);
  return Number.isNaN(id) ? '/' : `/restaurant?id=${id}`;
}
