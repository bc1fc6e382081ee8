import type { HeldGuestRecord } from '@dekka/contracts/guests';
import type { AppDatabase } from '../../db/client.ts';
import { createGuestsRepository } from './guests.repository.ts';

type Account = { userId: string; email: string | null; phone: string | null };

/**
 * What each restaurant holds about the person (their data download): every guest record their
 * bookings or food orders were matched to, or that their e-mail address or phone leads to.
 */
export async function guestRecordsOfAccount(
  db: AppDatabase,
  account: Account,
): Promise<HeldGuestRecord[]> {
  const rows = await createGuestsRepository(db).ofAccount(
    account.userId,
    account.email,
    account.phone,
  );
  return rows.map(({ id: _id, ...record }) => record);
}

/**
 * Erases those records, the staff's tags, allergies and notes with them, inside the account
 * deletion's transaction (`tx`) and before the bookings' contacts are erased: the bookings and
 * orders stay with their restaurants, matched to no one.
 */
export async function eraseGuestsOfAccount(tx: AppDatabase, account: Account): Promise<void> {
  const repository = createGuestsRepository(tx);
  const rows = await repository.ofAccount(account.userId, account.email, account.phone);
  await repository.deleteGuests(rows.map((row) => row.id));
}
