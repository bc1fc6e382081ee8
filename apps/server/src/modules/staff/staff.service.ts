import type {
  InvitationResponse,
  InviteRequest,
  MyRestaurant,
  MyRestaurantsResponse,
  TeamInvitation,
  TeamResponse,
  WorkspaceResponse,
} from '@dekka/contracts/staff';
import { ORDER_MODES } from '@dekka/contracts/restaurant-ordering';
import { addDays, utcToZoned, zonedToUtc } from '@dekka/time/local-time';
import { isAPIError } from 'better-auth/api';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import type { StaffRole } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Language } from '../../languages.ts';
import { INVITATION_LIFETIME_S, type Accounts } from '../auth/accounts.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import type { SendNotice } from '../messages/send-notice.ts';
import { orderingCatalogue } from '../ordering/ordering-catalogue.ts';
import { renderInvitationMail } from './invitation-mail.ts';
import { createStaffRepository, type StaffRepository } from './staff.repository.ts';

export type StaffService = ReturnType<typeof createStaffService>;

/** The library's refusals that are the caller's doing → ours; anything else is a 500. */
const LIBRARY_ERRORS: Record<string, AppError> = {
  USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION: new AppError(
    'conflict',
    409,
    'This person is already on the team',
  ),
  YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER: new AppError(
    'conflict',
    409,
    'A restaurant keeps at least one owner',
  ),
  INVITATION_NOT_FOUND: new AppError('not_found', 404, 'No such open invitation'),
  MEMBER_NOT_FOUND: new AppError('not_found', 404, 'No such team member'),
  YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: new AppError(
    'forbidden',
    403,
    'The invitation is for another e-mail address',
  ),
};

async function translated<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const code = isAPIError(error) ? (error.body as { code?: unknown } | undefined)?.code : null;
    throw (typeof code === 'string' && LIBRARY_ERRORS[code]) || error;
  }
}

/**
 * Invitations are timed by the account library, which reads the wall clock (not Dekka's clock,
 * which tests and demos may shift); their expiry is compared on the same clock.
 */
export const wallClockNow = () => new Date();

/**
 * Records an invitation inside the caller's transaction: joining's approval invites the new
 * restaurant's owner in the transaction that makes the restaurant.
 */
export function addInvitation(
  tx: AppDatabase,
  invitation: Parameters<StaffRepository['addInvitation']>[0],
) {
  return createStaffRepository(tx).addInvitation(invitation);
}

function sessionHeaders(identity: Identity): Headers {
  if (!identity.sessionToken) throw new AppError('unauthorized', 401, 'Sign in first');
  return new Headers({ authorization: `Bearer ${identity.sessionToken}` });
}

export function createStaffService(deps: {
  db: AppDatabase;
  accounts: Accounts;
  sendNotice: SendNotice;
  clock: Clock;
  publicUrl: string;
  /** Whether an account is a Dekka administrator (ADR 043), for My restaurants. */
  isAdministrator: (userId: string) => Promise<boolean>;
}) {
  const staff = createStaffRepository(deps.db);
  const ordering = orderingCatalogue(deps.db);

  /** A restaurant on someone's staff, with whether it takes food orders in any way. */
  async function withFoodSales(restaurant: Omit<MyRestaurant, 'sellsFood'>): Promise<MyRestaurant> {
    const modes = await ordering.settings(restaurant.restaurantId);
    return {
      ...restaurant,
      sellsFood: ORDER_MODES.some((mode) => modes[mode]),
    };
  }

  /** The invitation e-mail, in `language`, with the link to accept it. Throws when not handed over. */
  async function mailInvitation(invitation: {
    id: string;
    email: string;
    role: StaffRole;
    restaurantName: string;
    language: Language;
  }): Promise<void> {
    await deps.sendNotice(
      'staff-invitation',
      invitation.email,
      await renderInvitationMail({
        language: invitation.language,
        restaurantName: invitation.restaurantName,
        role: invitation.role,
        acceptUrl: `${deps.publicUrl}/invitation/${encodeURIComponent(invitation.id)}`,
        days: INVITATION_LIFETIME_S / 86_400,
      }),
    );
  }

  /** The restaurant with its staff organization; 404 when either is missing. */
  async function withOrganization(restaurantId: number) {
    const restaurant = await staff.restaurant(restaurantId);
    if (!restaurant?.organizationId) throw new AppError('not_found', 404, 'No such restaurant');
    return { ...restaurant, organizationId: restaurant.organizationId };
  }

  return {
    /** The signed-in person's role at the restaurant; null when they are not on its staff. */
    roleAt: (identity: Identity, restaurantId: number) =>
      staff.roleAt(identity.userId, restaurantId),

    /** The same, for the restaurant with `slug`. */
    roleAtSlug: (identity: Identity, slug: string) => staff.roleAtSlug(identity.userId, slug),

    async myRestaurants(identity: Identity): Promise<MyRestaurantsResponse> {
      const restaurants = await staff.restaurantsOf(identity.userId);
      return {
        restaurants: await Promise.all(restaurants.map(withFoodSales)),
        administrator: await deps.isAdministrator(identity.userId),
      };
    },

    mailInvitation,

    /** Today at the restaurant (its own calendar day): bookings, covers and the waiting list. */
    async workspace(restaurantId: number, role: StaffRole): Promise<WorkspaceResponse> {
      const restaurant = await staff.restaurant(restaurantId);
      if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
      const { date } = utcToZoned(deps.clock.now().getTime(), restaurant.timeZone);
      const from = zonedToUtc(date, '00:00', restaurant.timeZone);
      const to = zonedToUtc(addDays(date, 1), '00:00', restaurant.timeZone);
      if (from === null || to === null) throw new Error(`no midnight on ${date}`);
      const counts = await staff.dayCounts(restaurantId, new Date(from), new Date(to));
      const confirmed = counts.find((row) => row.status === 'confirmed');
      const waiting = counts.find((row) => row.status === 'waitlisted');
      return {
        restaurant: { id: restaurant.id, slug: restaurant.slug, name: restaurant.name },
        role,
        today: {
          date,
          bookings: confirmed?.bookings ?? 0,
          covers: Number(confirmed?.covers ?? 0),
          waitingList: waiting?.bookings ?? 0,
        },
      };
    },

    async team(restaurantId: number): Promise<TeamResponse> {
      const { organizationId } = await withOrganization(restaurantId);
      const [members, invitations] = await Promise.all([
        staff.members(organizationId),
        staff.pendingInvitations(organizationId, wallClockNow()),
      ]);
      return {
        members: members.map((m) => ({ ...m, email: m.email ?? '', since: m.since.toISOString() })),
        invitations: invitations.map((i) => ({ ...i, expiresAt: i.expiresAt.toISOString() })),
      };
    },

    /** Invites by e-mail (a new invitation to the same address replaces the open one). */
    async invite(
      identity: Identity,
      restaurantId: number,
      request: InviteRequest,
      language: Language,
    ): Promise<TeamInvitation> {
      const { organizationId, name } = await withOrganization(restaurantId);
      const invitation = await translated(
        deps.accounts.api.createInvitation({
          body: { email: request.email, role: request.role, organizationId },
          headers: sessionHeaders(identity),
        }),
      );
      await mailInvitation({
        id: invitation.id,
        email: request.email,
        role: request.role,
        restaurantName: name,
        language,
      });
      return {
        id: invitation.id,
        email: invitation.email,
        role: request.role,
        expiresAt: new Date(invitation.expiresAt).toISOString(),
      };
    },

    async cancelInvitation(identity: Identity, restaurantId: number, invitationId: string) {
      const invitation = await staff.invitation(invitationId);
      // Another restaurant's invitation is not found here, whatever its id.
      if (invitation?.restaurantId !== restaurantId || invitation.status !== 'pending') {
        throw new AppError('not_found', 404, 'No such open invitation');
      }
      await translated(
        deps.accounts.api.cancelInvitation({
          body: { invitationId },
          headers: sessionHeaders(identity),
        }),
      );
    },

    async removeMember(identity: Identity, restaurantId: number, userId: string) {
      const { organizationId } = await withOrganization(restaurantId);
      const memberId = await staff.memberId(organizationId, userId);
      if (!memberId) throw new AppError('not_found', 404, 'No such team member');
      await translated(
        deps.accounts.api.removeMember({
          body: { memberIdOrEmail: memberId, organizationId },
          headers: sessionHeaders(identity),
        }),
      );
    },

    /** What an open invitation offers; 404 once it is accepted, cancelled or lapsed. */
    async invitation(identity: Identity, invitationId: string): Promise<InvitationResponse> {
      const invitation = await staff.invitation(invitationId);
      if (
        !invitation ||
        invitation.status !== 'pending' ||
        invitation.expiresAt <= wallClockNow()
      ) {
        throw new AppError('not_found', 404, 'No such open invitation');
      }
      const account = await deps.accounts.api.getSession({ headers: sessionHeaders(identity) });
      return {
        restaurantName: invitation.restaurantName,
        role: invitation.role,
        email: invitation.email,
        expiresAt: invitation.expiresAt.toISOString(),
        forYou: account?.user.email === invitation.email,
      };
    },

    async acceptInvitation(identity: Identity, invitationId: string): Promise<MyRestaurant> {
      const invitation = await staff.invitation(invitationId);
      if (!invitation) throw new AppError('not_found', 404, 'No such open invitation');
      await translated(
        deps.accounts.api.acceptInvitation({
          body: { invitationId },
          headers: sessionHeaders(identity),
        }),
      );
      return withFoodSales({
        restaurantId: invitation.restaurantId,
        slug: invitation.restaurantSlug,
        name: invitation.restaurantName,
        role: invitation.role,
      });
    },
  };
}
