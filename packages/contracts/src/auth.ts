import { SUPPORTED_LANGUAGES } from './languages.ts';
import { OrderStatus } from './orders.ts';
import { ORDER_MODES } from './restaurant-ordering.ts';
import { HeldGuestRecord } from './guests.ts';
import { z } from './zod.ts';

/** POST /api/auth/anonymous: a new anonymous identity and its bearer token. */
export const AnonymousAuthResponse = z.object({
  token: z.string().max(4000),
  userId: z.string().uuid(),
  isAnonymous: z.literal(true),
  expiresAt: z.string().datetime(),
});
export type AnonymousAuthResponse = z.infer<typeof AnonymousAuthResponse>;

/** POST /api/auth/email-code: send a one-time sign-in code to this address. */
export const EmailCodeRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
});
export type EmailCodeRequest = z.infer<typeof EmailCodeRequest>;
export const EmailCodeResponse = z.object({
  /** How long the code works; the sign-in page counts it down. */
  expiresInSeconds: z.number().int().positive(),
});
export type EmailCodeResponse = z.infer<typeof EmailCodeResponse>;

/**
 * POST /api/auth/sign-in: the code from the e-mail. Sent with the visitor's anonymous bearer
 * token, the anonymous identity's bookings and holds move to the account.
 */
export const SignInRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'six digits'),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** A signed-in device's bearer token; it works until it expires or is signed out. */
export const SignedInSession = z.object({
  token: z.string().max(4000),
  userId: z.string().uuid(),
  isAnonymous: z.literal(false),
  email: z.string().max(254),
  expiresAt: z.string().datetime(),
});
export type SignedInSession = z.infer<typeof SignedInSession>;

/** POST /api/auth/sign-out (bearer token): this device, or every device of the account. */
export const SignOutRequest = z.object({ everywhere: z.boolean().default(false) });
export type SignOutRequest = z.infer<typeof SignOutRequest>;
export const SignOutResponse = z.object({ signedOut: z.literal(true) });

/**
 * The diner's saved booking details: what the complete form is prefilled with, and the body of
 * PUT /api/web/usercustomer (signed in), which remembers them for the next booking.
 */
export const CustomerDetails = z.object({
  firstName: z.string().trim().max(100).nullable(),
  lastName: z.string().trim().max(100).nullable(),
  /** International form, "+354 5551234". */
  phone: z.string().trim().max(40).nullable(),
  phoneRegion: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  allowDineoutEmails: z.boolean(),
  allowRestaurantEmails: z.boolean(),
});
export type CustomerDetails = z.infer<typeof CustomerDetails>;

/** GET /api/web/usercustomer: null for anonymous identities (docs/product.md, "The API"). */
export const UserCustomer = CustomerDetails.extend({
  created: z.string().datetime().nullable(),
  updated: z.string().datetime().nullable(),
  email: z.string().max(254),
});
export type UserCustomer = z.infer<typeof UserCustomer>;
export const UserCustomerResponse = UserCustomer.nullable();
export type UserCustomerResponse = z.infer<typeof UserCustomerResponse>;

/** GET /api/web/my/bookings (signed in): the account's bookings and waiting-list entries. */
export const MyBooking = z.object({
  guid: z.string().uuid(),
  /** The confirmation number. */
  id: z.number().int(),
  restaurantName: z.string(),
  restaurantSlug: z.string(),
  /** Local date and time at the restaurant, "2026-12-24T19:00". */
  dateTime: z.string(),
  guests: z.number().int(),
  /** Held bookings are still being completed; expired holds are not listed. */
  status: z.enum(['held', 'confirmed', 'waitlisted', 'cancelled', 'no_show']),
  isWaitingList: z.boolean(),
});
export type MyBooking = z.infer<typeof MyBooking>;
export const MyBookingsResponse = z.object({
  upcoming: z.array(MyBooking),
  past: z.array(MyBooking),
});
export type MyBookingsResponse = z.infer<typeof MyBookingsResponse>;

/** GET /api/web/my/data (signed in): everything Dekka keeps about the account, to download. */
export const MyDataResponse = z.object({
  exportedAt: z.string().datetime(),
  account: UserCustomer,
  bookings: z.array(
    MyBooking.extend({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      specialRequest: z.string().nullable(),
      allowDineoutEmails: z.boolean(),
      allowRestaurantEmails: z.boolean(),
      createdAt: z.string().datetime(),
    }),
  ),
  /** The food orders the account made, with who they were for and what was in them. */
  foodOrders: z.array(
    z.object({
      token: z.uuid(),
      restaurantName: z.string(),
      mode: z.enum(ORDER_MODES),
      status: OrderStatus,
      /** The slot as chosen: the restaurant's wall-clock 'YYYY-MM-DDTHH:mm'. */
      slot: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      language: z.string(),
      note: z.string(),
      delivery: z
        .object({
          street: z.string(),
          postcode: z.string().nullable(),
          city: z.string().nullable(),
        })
        .nullable(),
      cateringGuests: z.number().int().nullable(),
      currency: z.string(),
      lines: z.array(
        z.object({
          name: z.string(),
          choices: z.array(z.string()),
          quantity: z.number().int(),
          lineTotal: z.number().int(),
          note: z.string(),
        }),
      ),
      total: z.number().int(),
      createdAt: z.string().datetime(),
      placedAt: z.string().datetime().nullable(),
    }),
  ),
  /**
   * The gift cards bought with the account's e-mail address. Not the codes: the receipt (by the
   * order's guid) shows a paid card's code, as it always did.
   */
  giftCards: z.array(
    z.object({
      orderGuid: z.uuid(),
      status: z.enum(['pending', 'paid', 'failed']),
      amount: z.number().int(),
      currency: z.string(),
      restaurantName: z.string().nullable(),
      buyerName: z.string(),
      buyerEmail: z.string(),
      recipientName: z.string(),
      recipientEmail: z.string(),
      message: z.string(),
      deliverOn: z.string().nullable(),
      createdAt: z.string().datetime(),
      deliveredAt: z.string().datetime().nullable(),
    }),
  ),
  staffOf: z.array(z.object({ restaurantName: z.string(), role: z.string() })),
  /**
   * What each restaurant holds about the person as its guest: name, contact, the staff's tags,
   * allergies, preferences and notes.
   */
  guestRecords: z.array(HeldGuestRecord),
  /** Names and dates only: the public keys are of no use to their owner. */
  passkeys: z.array(
    z.object({
      name: z.string(),
      createdAt: z.string().datetime(),
      lastUsedAt: z.string().datetime().nullable(),
    }),
  ),
});
export type MyDataResponse = z.infer<typeof MyDataResponse>;
