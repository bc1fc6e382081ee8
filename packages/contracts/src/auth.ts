import { z } from './zod.ts';

/** POST /api/auth/anonymous: a new anonymous identity and its bearer token. */
export const AnonymousAuthResponse = z.object({
  token: z.string().max(4000),
  userId: z.string().uuid(),
  isAnonymous: z.literal(true),
  expiresAt: z.string().datetime(),
});
export type AnonymousAuthResponse = z.infer<typeof AnonymousAuthResponse>;

/** GET /api/web/usercustomer: null for anonymous identities (docs/product.md, "The API"). */
export const UserCustomer = z.object({
  created: z.string().datetime().nullable(),
  updated: z.string().datetime().nullable(),
});
export const UserCustomerResponse = UserCustomer.nullable();
export type UserCustomerResponse = z.infer<typeof UserCustomerResponse>;
