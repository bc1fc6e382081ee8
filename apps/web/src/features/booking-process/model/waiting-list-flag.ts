// Imports nothing: the route table's loaders read these flags too, on every page's first load.

/** docs/product.md, "The booking flow": only 'true', in any case, turns a waiting-list flag on. */
export function isWaitingListParam(value: string | null | undefined): boolean {
  return value?.toLowerCase() === 'true';
}

/** docs/product.md, "The API": the complete page's info call asks for the waiting list when either flag is set. */
export function isWaitingListAddress(params: URLSearchParams): boolean {
  return (
    isWaitingListParam(params.get('isWaitingList')) ||
    isWaitingListParam(params.get('isWaitingListWhenFullyBooked'))
  );
}
