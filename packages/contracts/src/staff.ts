import { IdParam } from './params.ts';
import { z } from './zod.ts';

/** A restaurant's staff roles, most to least trusted (docs/product.md, "Restaurant staff"). */
export const StaffRole = z.enum(['owner', 'manager', 'host']);
export type StaffRole = z.infer<typeof StaffRole>;

export const RestaurantIdParams = z.object({ restaurantId: IdParam });

/**
 * GET /api/web/my/restaurants: the restaurants the signed-in person works at, and as what; also
 * the answer of POST /api/web/invitations/{invitationId}/accept (the restaurant just joined).
 */
export const MyRestaurant = z.object({
  restaurantId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  role: StaffRole,
  /** Takes food orders (takeaway, delivery or catering): the staff pages then offer the board. */
  sellsFood: z.boolean(),
});
export type MyRestaurant = z.infer<typeof MyRestaurant>;
export const MyRestaurantsResponse = z.object({
  restaurants: z.array(MyRestaurant),
  /**
   * A Dekka administrator (ADMIN_EMAILS): the web app then links to the applications. The server
   * always says; absent reads as not one.
   */
  administrator: z.boolean().optional(),
});
export type MyRestaurantsResponse = z.infer<typeof MyRestaurantsResponse>;

/** GET /api/restaurant/{restaurantId}/workspace: the staff workspace's first screen. */
export const WorkspaceResponse = z.object({
  restaurant: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  role: StaffRole,
  today: z.object({
    /** The restaurant's local date. */
    date: z.string(),
    bookings: z.number().int(),
    covers: z.number().int(),
    waitingList: z.number().int(),
  }),
});
export type WorkspaceResponse = z.infer<typeof WorkspaceResponse>;

/** GET /api/restaurant/{restaurantId}/team: members and pending invitations (owners, managers). */
export const TeamMember = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  since: z.string().datetime(),
});
export const TeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRole,
  expiresAt: z.string().datetime(),
});
export type TeamInvitation = z.infer<typeof TeamInvitation>;
export const TeamResponse = z.object({
  members: z.array(TeamMember),
  invitations: z.array(TeamInvitation),
});
export type TeamResponse = z.infer<typeof TeamResponse>;

/** POST /api/restaurant/{restaurantId}/team/invitations (owners): invite by e-mail. */
export const InviteRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: StaffRole,
});
export type InviteRequest = z.infer<typeof InviteRequest>;

export const InvitationParams = RestaurantIdParams.extend({ invitationId: z.string().max(100) });
export const MemberParams = RestaurantIdParams.extend({ userId: z.string().uuid() });
export const DoneResponse = z.object({ done: z.literal(true) });

/** GET /api/web/invitations/{invitationId} (signed in): what accepting it would mean. */
export const InvitationIdParams = z.object({ invitationId: z.string().max(100) });
export const InvitationResponse = z.object({
  restaurantName: z.string(),
  role: StaffRole,
  email: z.string(),
  expiresAt: z.string().datetime(),
  /** Whether the signed-in account is the one invited (the same e-mail address). */
  forYou: z.boolean(),
});
export type InvitationResponse = z.infer<typeof InvitationResponse>;
