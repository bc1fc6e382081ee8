import type { PaymentFailure } from '@dekka/contracts/payments';
import type { AppDatabase } from '../../db/client.ts';
import type { PayableKind, PaymentRow } from './payments.repository.ts';

/**
 * The settlement port: what a payment pays for (a payable) registers what happens to it when its
 * payment ends, so that payments imports none of the modules it is paid for. The kinds are the
 * payments table's owner columns (see payableOf); each module implements its kind, and the app
 * wires the registry (`Payables`) at composition.
 *
 * Every hook runs inside the payment's own transaction, after `lock` (the payable's row first,
 * then the payment's: the lock order of complete and cancel), so a settlement and what it does
 * to the booking, gift card or order commit together or not at all.
 */
type Executor = AppDatabase;

/** What payments knows of a payable's other attempts, read only when a hook asks. */
export type PaymentHistory = {
  /** Another payment of the same payable went through (captured or verified). */
  paidBefore(): Promise<boolean>;
  /** Its cards were declined as often as one payable may try (see declinesExhausted). */
  declinesExhausted(): Promise<boolean>;
};

/** Why an approval came too late to settle a payable; `alert`: whether its diner is told. */
type Lapse = { reason: PaymentFailure; alert: boolean };

/** A payable locked inside the payment's transaction, with what happens to it as it settles. */
export type LockedPayable = {
  /** The hub room of its payment events: a booking's guid, an order's guid or token. */
  guid: string;
  /**
   * Asked when an approval arrives: null settles it; a lapse voids the payment (the money is
   * given back after commit), as for a hold that ran out or an order placed by another payment.
   */
  lapse(payment: PaymentRow, history: PaymentHistory): Promise<Lapse | null>;
  /** The payment is captured or verified: confirm, place or issue what it paid for. */
  approved(payment: PaymentRow): Promise<void>;
  /** The bank declined (the payment row says so already). */
  declined(payment: PaymentRow, history: PaymentHistory): Promise<void>;
  /** An approval that lapsed: the payment is voided, and goes back after commit. */
  voided(payment: PaymentRow): Promise<void>;
};

export type Payable = {
  /** Locks the payable's row at `now`; undefined when there is none. */
  lock(tx: Executor, id: number, now: Date): Promise<LockedPayable | undefined>;
  /** The payable's id by the guid (or token) the diner's pages and the hub know it by. */
  findId(guid: string): Promise<number | undefined>;
};

/** A booking while a 3-D Secure challenge runs: its hold may be kept longer. */
export type LockedBooking = LockedPayable & {
  /** Keeps a held table until `until`; never shortens a hold, never revives a lapsed one. */
  keepHeldUntil(until: Date): Promise<void>;
};

/**
 * What a booking owes, for a payment link and Apple Pay. `standing`: a live hold, confirmed, or
 * neither (lapsed, cancelled, ...), which no payment may confirm.
 */
export type BookingDue = {
  booking: {
    id: number;
    guid: string;
    restaurantId: number;
    startAt: Date;
    guests: number;
    firstName: string | null;
    email: string | null;
    phone: string | null;
  };
  restaurant: {
    id: number;
    name: string;
    currency: string;
    locale: string;
    timeZone: string;
    paymentProvider: number | null;
    externalPaymentForm: boolean;
  };
  totals: { totalNoShow: number; totalPrepaid: number };
  standing: 'live_hold' | 'confirmed' | 'inactive';
};

/** Bookings pay through `begin` and `pay` (complete, a payment link), so they answer more. */
export type BookingPayable = Omit<Payable, 'lock'> & {
  lock(tx: Executor, id: number, now: Date): Promise<LockedBooking | undefined>;
  findDue(guid: string, now: Date): Promise<BookingDue | undefined>;
  /**
   * Inside complete's transaction, the booking locked: gives back the gift card parts that went
   * with an attempt about to be superseded. Answers the amount given back.
   */
  giveBackAttemptParts(
    tx: Executor,
    booking: { id: number; restaurantId: number },
    paymentId: number,
    now: Date,
  ): Promise<number>;
  /** Inside the cancel's transaction, the booking locked: its payments are being refunded. */
  refunded(tx: Executor, booking: { id: number; restaurantId: number }, now: Date): Promise<void>;
};

/** The registry: one settlement per payable kind (`payables[kind]`), wired at composition. */
export type Payables = { booking: BookingPayable } & Record<
  Exclude<PayableKind, 'booking'>,
  Payable
>;
