/**
 * A food order's delivery address on one line: street, then postcode and town, leaving out what
 * is empty (all of it once the diner deleted their account).
 */
export function deliveryAddress(delivery: { street: string; postcode: string; city: string }) {
  return [delivery.street, `${delivery.postcode} ${delivery.city}`.trim()]
    .filter((part) => part !== '')
    .join(', ');
}
