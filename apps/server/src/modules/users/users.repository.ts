import type { CustomerDetails } from '@dekka/contracts/auth';
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../../db/client.ts';
import {
  authPasskeys,
  bookings,
  foodOrderLines,
  foodOrders,
  giftCards,
  outboxMessages,
  restaurants,
  staffMembers,
  staffOrganizations,
  surveys,
  users,
} from '../../db/schema.ts';
import { eraseGuestsOfAccount } from '../guests/guest-privacy.ts';

export type User = typeof users.$inferSelect;
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/**
 * The gift cards bought with an address: the buyer typed it, in any case, and gift cards are not
 * tied to an account otherwise.
 */
function boughtWith(email: string) {
  return sql`lower(${giftCards.buyerEmail}) = lower(${email})`;
}

/** The messages still queued `about` what a deleted account's data was: never sent. */
async function skipPendingMessages(tx: AppDatabase, about: SQL | undefined): Promise<void> {
  await tx
    .update(outboxMessages)
    .set({ status: 'skipped', lastError: 'the account was deleted' })
    .where(and(about, eq(outboxMessages.status, 'pending')));
}

/**
 * Takes the buyer out of the gift cards bought with `email`. The card keeps working for its
 * holder: its code, balance and ledger stay. The buyer's address goes at once, and with it the
 * receipt still queued for them. A card whose e-mail has gone to the recipient (or that was never
 * paid) loses the buyer's name, the message and the recipient's name and address too; a card
 * still to be delivered keeps them, since its e-mail is made of them, and loses them when it is
 * sent (see markDelivered in the gift cards' repository).
 */
async function eraseGiftCardBuyer(tx: AppDatabase, email: string) {
  const done = or(isNotNull(giftCards.deliveredAt), eq(giftCards.status, 'failed'));
  await tx
    .update(giftCards)
    .set({ buyerName: '', buyerEmail: '', message: '', recipientName: '', recipientEmail: '' })
    .where(and(boughtWith(email), done));
  const waiting = await tx
    .update(giftCards)
    .set({ buyerEmail: '' })
    .where(boughtWith(email))
    .returning({ id: giftCards.id });
  if (waiting.length === 0) return;
  await skipPendingMessages(
    tx,
    and(
      inArray(
        outboxMessages.giftCardId,
        waiting.map((row) => row.id),
      ),
      eq(outboxMessages.kind, 'gift_card_receipt'),
    ),
  );
}

export function createUsersRepository(db: AppDatabase) {
  return {
    async createAnonymous(now: Date): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({ isAnonymous: true, createdAt: now, updatedAt: now })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      return user;
    },

    async findById(id: string): Promise<User | undefined> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user;
    },

    async saveDetails(id: string, details: CustomerDetails, now: Date): Promise<User | undefined> {
      const [user] = await db
        .update(users)
        .set({ ...details, updatedAt: now })
        .where(and(eq(users.id, id), eq(users.isAnonymous, false)))
        .returning();
      return user;
    },

    /**
     * An anonymous identity's bookings (holds, waiting-list entries, confirmed bookings) become
     * the account's. The anonymous identity is left without bookings, and the clean-up job deletes
     * it once it lapses.
     */
    async moveBookings(fromUserId: string, toUserId: string): Promise<number> {
      const moved = await db
        .update(bookings)
        .set({ userId: toUserId })
        .where(eq(bookings.userId, fromUserId))
        .returning({ id: bookings.id });
      return moved.length;
    },

    /** Every booking of the user but lapsed holds, soonest first, with its restaurant. */
    async listBookings(userId: string) {
      return db
        .select({
          id: bookings.id,
          guid: bookings.guid,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          guests: bookings.guests,
          status: bookings.status,
          isWaitingList: bookings.isWaitingList,
          restaurantName: restaurants.name,
          restaurantSlug: restaurants.slug,
          timeZone: restaurants.timeZone,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          email: bookings.email,
          phone: bookings.phone,
          specialRequest: bookings.specialRequest,
          allowDineoutEmails: bookings.allowDineoutEmails,
          allowRestaurantEmails: bookings.allowRestaurantEmails,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(restaurants, eq(restaurants.id, bookings.restaurantId))
        .where(and(eq(bookings.userId, userId), ne(bookings.status, 'expired')))
        .orderBy(asc(bookings.startAt));
    },

    /** Every food order the account made, the earliest slot first, with its lines. */
    async foodOrders(userId: string) {
      const orders = await db
        .select({ order: foodOrders, restaurantName: restaurants.name })
        .from(foodOrders)
        .innerJoin(restaurants, eq(restaurants.id, foodOrders.restaurantId))
        .where(eq(foodOrders.userId, userId))
        .orderBy(asc(foodOrders.slotAt), asc(foodOrders.id));
      const lines =
        orders.length === 0
          ? []
          : await db
              .select()
              .from(foodOrderLines)
              .where(
                inArray(
                  foodOrderLines.orderId,
                  orders.map((row) => row.order.id),
                ),
              )
              .orderBy(asc(foodOrderLines.orderId), asc(foodOrderLines.position));
      return orders.map((row) => ({
        ...row,
        lines: lines.filter((line) => line.orderId === row.order.id),
      }));
    },

    /** The gift cards bought with the account's address, the oldest first. */
    async giftCardsBought(email: string) {
      return db
        .select({ card: giftCards, restaurantName: restaurants.name })
        .from(giftCards)
        .leftJoin(restaurants, eq(restaurants.id, giftCards.restaurantId))
        .where(boughtWith(email))
        .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
    },

    async staffRoles(userId: string) {
      return db
        .select({ restaurantName: restaurants.name, role: staffMembers.role })
        .from(staffMembers)
        .innerJoin(staffOrganizations, eq(staffOrganizations.id, staffMembers.organizationId))
        .innerJoin(restaurants, eq(restaurants.id, staffOrganizations.restaurantId))
        .where(eq(staffMembers.userId, userId));
    },

    /** The account's passkeys as its data download lists them (never the keys themselves). */
    async passkeys(userId: string) {
      const rows = await db
        .select({
          name: authPasskeys.name,
          createdAt: authPasskeys.createdAt,
          lastUsedAt: authPasskeys.lastUsedAt,
        })
        .from(authPasskeys)
        .where(eq(authPasskeys.userId, userId))
        .orderBy(asc(authPasskeys.createdAt));
      return rows.map((row) => ({
        name: row.name,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
    },

    /**
     * Deletes the account as the terms say: its bookings and food orders stay with their
     * restaurants (lines and amounts too), with the personal fields erased and messages still
     * queued about them skipped; the gift cards bought with its address keep working for their
     * holders (code, balance, ledger), without the buyer (see eraseGiftCardBuyer); sessions,
     * sign-in methods and staff memberships go with the user row. Refused (false) while the
     * person is a restaurant's only owner, so no restaurant is left without one.
     */
    async deleteAccount(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const otherOwner = alias(staffMembers, 'other_owner');
        const [soleOwner] = await tx
          .select({ organizationId: staffMembers.organizationId })
          .from(staffMembers)
          .leftJoin(
            otherOwner,
            and(
              eq(otherOwner.organizationId, staffMembers.organizationId),
              eq(otherOwner.role, 'owner'),
              ne(otherOwner.userId, userId),
            ),
          )
          .where(
            and(
              eq(staffMembers.userId, userId),
              eq(staffMembers.role, 'owner'),
              isNull(otherOwner.id),
            ),
          )
          .limit(1);
        if (soleOwner) return false;
        const [person] = await tx
          .select({ email: users.email, phone: users.phone })
          .from(users)
          .where(eq(users.id, userId));
        await eraseGuestsOfAccount(tx, {
          userId,
          email: person?.email ?? null,
          phone: person?.phone ?? null,
        });
        const erased = await tx
          .update(bookings)
          .set({
            userId: null,
            firstName: null,
            lastName: null,
            email: null,
            phone: null,
            phoneRegion: null,
            specialRequest: null,
            referrerCode: null,
          })
          .where(eq(bookings.userId, userId))
          .returning({ id: bookings.id });
        if (erased.length > 0) {
          // A published rating stays, but no longer names the diner or quotes them.
          await tx
            .update(surveys)
            .set({ firstName: null, comment: null })
            .where(
              inArray(
                surveys.bookingId,
                erased.map((row) => row.id),
              ),
            );
          await skipPendingMessages(
            tx,
            inArray(
              outboxMessages.bookingId,
              erased.map((row) => row.id),
            ),
          );
        }
        // The kitchen keeps what was ordered and paid; not who ordered it, where it went, or
        // what they wrote (a note may name an allergy).
        const erasedOrders = await tx
          .update(foodOrders)
          .set({
            userId: null,
            firstName: '',
            lastName: '',
            email: '',
            phone: '',
            note: '',
            // A delivery keeps an (empty) street: the schema tells deliveries by it.
            deliveryStreet: sql`case when ${foodOrders.deliveryStreet} is null then null else '' end`,
            deliveryPostcode: null,
            deliveryCity: null,
            deliveryLat: null,
            deliveryLon: null,
          })
          .where(eq(foodOrders.userId, userId))
          .returning({ id: foodOrders.id });
        if (erasedOrders.length > 0) {
          const ids = erasedOrders.map((row) => row.id);
          await tx
            .update(foodOrderLines)
            .set({ note: '' })
            .where(inArray(foodOrderLines.orderId, ids));
          await skipPendingMessages(tx, inArray(outboxMessages.foodOrderId, ids));
        }
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        if (user?.email) await eraseGiftCardBuyer(tx, user.email);
        await tx.delete(users).where(eq(users.id, userId));
        return true;
      });
    },
  };
}
