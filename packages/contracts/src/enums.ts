/** Enums keep the product's names and numbers (docs/product.md, "The API" and "The booking flow"). */
export const BookingStep = { Reserve: 0, Complete: 1, Confirmation: 2, Upsell: 5 } as const;
export type BookingStep = (typeof BookingStep)[keyof typeof BookingStep];

export const BookingSource = { Admin: 1, Web: 2, App: 3, Other: 4, Portal: 5 } as const;
export type BookingSource = (typeof BookingSource)[keyof typeof BookingSource];

export const NotificationType = {
  Menu: 1,
  Event: 2,
  Order: 3,
  Warning: 4,
  PaymentEvent: 5,
} as const;
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];

/** Complete result `response` values. */
export const CompleteResponseType = { Success: 1, Error: 2, Redirect: 3 } as const;

export const PaymentProviderType = { Borgun: 1, Valitor: 2, Aur: 3, Nets: 4 } as const;
export type PaymentProviderType = (typeof PaymentProviderType)[keyof typeof PaymentProviderType];

/** An event's status label, set by the restaurant and shown wherever the event is listed. */
export const EventStatusLabel = { FewTicketsLeft: 1, SoldOut: 2 } as const;
export type EventStatusLabel = (typeof EventStatusLabel)[keyof typeof EventStatusLabel];
