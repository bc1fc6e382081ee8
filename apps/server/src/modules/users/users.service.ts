import type {
  CustomerDetails,
  MyDataResponse,
  MyBooking,
  MyBookingsResponse,
  UserCustomer,
  UserCustomerResponse,
} from '@dekka/contracts/auth';
import { utcToZoned } from '@dekka/time/local-time';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { toLanguage } from '../../languages.ts';
import type { Identity } from '../auth/auth-tokens.ts';
import { guestRecordsOfAccount } from '../guests/guest-privacy.ts';
import { createUsersRepository, type User, type UsersRepository } from './users.repository.ts';

export type UsersService = ReturnType<typeof createUsersService>;

function customerOf(user: User): UserCustomer {
  return {
    created: user.createdAt.toISOString(),
    updated: user.updatedAt.toISOString(),
    email: user.email ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    phoneRegion: user.phoneRegion,
    language: user.language === null ? null : toLanguage(user.language),
    allowDineoutEmails: user.allowDineoutEmails,
    allowRestaurantEmails: user.allowRestaurantEmails,
  };
}

type BookingRow = Awaited<ReturnType<UsersRepository['listBookings']>>[number];

function myBooking(row: BookingRow): MyBooking | null {
  // The query leaves lapsed holds out; this tells the compiler so.
  if (row.status === 'expired') return null;
  const local = utcToZoned(row.startAt.getTime(), row.timeZone);
  return {
    guid: row.guid,
    id: row.id,
    restaurantName: row.restaurantName,
    restaurantSlug: row.restaurantSlug,
    dateTime: `${local.date}T${local.time}`,
    guests: row.guests,
    status: row.status,
    isWaitingList: row.isWaitingList,
  };
}

export function createUsersService(deps: { db: AppDatabase; clock: Clock }) {
  const users = createUsersRepository(deps.db);

  async function accountOf(identity: Identity): Promise<User> {
    const user = await users.findById(identity.userId);
    // A token whose user no longer exists (say, the database was reset) is a 401, so the client
    // drops it and signs in anew.
    if (!user) throw new AppError('unauthorized', 401, 'This identity no longer exists');
    return user;
  }

  return {
    /** A new anonymous person: signing in gives every visitor one (auth.service.ts, People). */
    createAnonymous: (now: Date) => users.createAnonymous(now),

    /** An anonymous person's bookings go to the account they signed in to (auth's People). */
    moveBookings: (fromUserId: string, toUserId: string) =>
      users.moveBookings(fromUserId, toUserId),

    /** The product's customer profile: null for anonymous identities. */
    async getUserCustomer(identity: Identity): Promise<UserCustomerResponse> {
      const user = await accountOf(identity);
      return user.isAnonymous ? null : customerOf(user);
    },

    /** Remembers the diner's booking details for the next booking's form. */
    async saveUserCustomer(identity: Identity, details: CustomerDetails): Promise<UserCustomer> {
      const user = await users.saveDetails(identity.userId, details, deps.clock.now());
      if (!user) throw new AppError('unauthorized', 401, 'Sign in first');
      return customerOf(user);
    },

    /** Upcoming bookings (not yet over) soonest first; past ones most recent first. */
    async myBookings(identity: Identity): Promise<MyBookingsResponse> {
      const now = deps.clock.now().getTime();
      const upcoming: MyBooking[] = [];
      const past: MyBooking[] = [];
      for (const row of await users.listBookings(identity.userId)) {
        const booking = myBooking(row);
        if (booking) (row.endAt.getTime() > now ? upcoming : past).push(booking);
      }
      return { upcoming, past: past.reverse() };
    },

    /**
     * Everything kept about the account, its bookings and food orders, and the gift cards bought
     * with its address, as the diner may download it.
     */
    async myData(identity: Identity): Promise<MyDataResponse> {
      const user = await accountOf(identity);
      const rows = await users.listBookings(identity.userId);
      return {
        exportedAt: deps.clock.now().toISOString(),
        account: customerOf(user),
        bookings: rows.flatMap((row) => {
          const booking = myBooking(row);
          if (!booking) return [];
          const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
          return [
            {
              ...booking,
              name: name || null,
              email: row.email,
              phone: row.phone,
              specialRequest: row.specialRequest,
              allowDineoutEmails: row.allowDineoutEmails,
              allowRestaurantEmails: row.allowRestaurantEmails,
              createdAt: row.createdAt.toISOString(),
            },
          ];
        }),
        foodOrders: (await users.foodOrders(identity.userId)).map(
          ({ order, restaurantName, lines }) => ({
            token: order.token,
            restaurantName,
            mode: order.mode,
            status: order.status,
            slot: order.slotLocal,
            firstName: order.firstName,
            lastName: order.lastName,
            email: order.email,
            phone: order.phone,
            language: order.language,
            note: order.note,
            delivery:
              order.deliveryStreet === null
                ? null
                : {
                    street: order.deliveryStreet,
                    postcode: order.deliveryPostcode,
                    city: order.deliveryCity,
                  },
            cateringGuests: order.cateringGuests,
            currency: order.currency,
            lines: lines.map((line) => ({
              name: line.name,
              choices: line.choices.map((choice) => choice.name),
              quantity: line.quantity,
              lineTotal: line.lineTotal,
              note: line.note,
            })),
            total: order.total,
            createdAt: order.createdAt.toISOString(),
            placedAt: order.placedAt?.toISOString() ?? null,
          }),
        ),
        giftCards: user.email
          ? (await users.giftCardsBought(user.email)).map(({ card, restaurantName }) => ({
              orderGuid: card.orderGuid,
              status: card.status,
              amount: card.amount,
              currency: card.currency,
              restaurantName,
              buyerName: card.buyerName,
              buyerEmail: card.buyerEmail,
              recipientName: card.recipientName,
              recipientEmail: card.recipientEmail,
              message: card.message,
              deliverOn: card.deliverOn,
              createdAt: card.createdAt.toISOString(),
              deliveredAt: card.deliveredAt?.toISOString() ?? null,
            }))
          : [],
        staffOf: await users.staffRoles(identity.userId),
        passkeys: await users.passkeys(identity.userId),
        guestRecords: await guestRecordsOfAccount(deps.db, {
          userId: identity.userId,
          email: user.email,
          phone: user.phone,
        }),
      };
    },

    async deleteAccount(identity: Identity): Promise<void> {
      if (!(await users.deleteAccount(identity.userId))) {
        throw new AppError(
          'conflict',
          409,
          'You are the only owner of a restaurant: make someone else an owner first',
        );
      }
    },
  };
}
