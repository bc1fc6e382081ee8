import type { AppDatabase } from '../../db/client.ts';
import type {
  BookingMessageKind,
  foodOrderLines,
  foodOrders,
  giftCards,
  GiftCardMessageKind,
  MessageKind,
  OrderMessageKind,
} from '../../db/schema.ts';
import type { Language } from '../../languages.ts';

/**
 * What each kind of message shows, built by the module that owns the facts (bookings, surveys,
 * gift cards, orders) and rendered here. The outbox row keeps only the kind and the subject's id;
 * the payload is built when the message is sent, so the e-mail shows the subject as it is then
 * and the table never holds a diner's address or words (docs/decisions/056-messages-render-typed-payloads.md).
 */
export type MessagePayload =
  BookingMessage | SurveyInvitation | TableOfferMessage | GiftCardMessage | OrderMessage;

/** Everything a message about a booking shows. */
export type BookingFacts = {
  language: Language;
  to: string | null;
  firstName: string;
  bookingId: number;
  guid: string;
  status: string;
  startAt: Date;
  endAt: Date;
  guests: number;
  menus: { name: string; count: number }[];
  specialRequest: string | null;
  /** Set when the restaurant cancelled: its reason, quoted to the diner. */
  cancelReason: string | null;
  /** The booking's settled payment (captured, verified or refunded), if any. */
  payment: {
    kind: 'prepayment' | 'no_show_guarantee' | 'no_show_fee';
    status: 'captured' | 'verified' | 'refund_pending' | 'refunded';
    amount: number;
    currency: string;
    cardBrand: string | null;
    cardLast4: string | null;
  } | null;
  /**
   * What gift cards paid toward the prepayment beside (or instead of) `payment`, and how much of
   * it went back to them (a cancellation); in the booking's currency.
   */
  giftCard: { paid: number; returned: number; currency: string };
  /** How many times the booking was changed: the calendar entry's SEQUENCE. */
  changes: number;
  restaurant: {
    name: string;
    address: string;
    lat: number;
    lon: number;
    /** Only an https address: mail clients block data URLs and most block plain http. */
    logoUrl: string | null;
    website: string;
    timeZone: string;
    cancellationDeadlineHours: number;
    policyText: string | null;
  };
  /** The manage-booking page, in the diner's language. */
  manageUrl: string;
  /** The payment-link page, where the diner adds the card a restaurant-made booking needs. */
  paymentUrl: string;
  /** The post-visit survey's page, in the diner's language. */
  surveyUrl: string;
  mapUrl: string;
};

/** The kinds about a table offered to a waiting-list entry, which carry the offer. */
export type TableOfferKind = 'table_offered' | 'table_offer_lapsed';

export type BookingMessage = BookingFacts & {
  kind: Exclude<BookingMessageKind, 'survey_invitation' | TableOfferKind>;
  /** A change's receipt: what the change charged (or verified) or gave back (ADR 064). */
  change?: ChangeMoney;
};

/** The money of one change of a booking, for its receipt. */
export type ChangeMoney = {
  kind: 'charged' | 'refunded' | 'card_checked';
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
};

/**
 * A freed table offered to a waiting-list entry (docs/decisions/063-waiting-list-offers.md): the
 * sitting, until when the table is held, and the links to accept or decline it; or the offer
 * lapsing unanswered.
 */
export type TableOfferMessage = BookingFacts & {
  kind: TableOfferKind;
  offer: { expiresAt: Date; acceptUrl: string; declineUrl: string };
};

/** The post-visit survey's invitation: the visit, and until when the survey is open. */
export type SurveyInvitation = BookingFacts & {
  kind: 'survey_invitation';
  surveyClosesAt: Date;
};

/** A gift card message: the recipient's card (with its PDF) or the buyer's receipt. */
export type GiftCardMessage = {
  kind: GiftCardMessageKind;
  language: Language;
  /** The recipient's address for the card, the buyer's for the receipt. */
  to: string;
  card: Pick<
    typeof giftCards.$inferSelect,
    | 'amount'
    | 'currency'
    | 'code'
    | 'expiresAt'
    | 'buyerName'
    | 'recipientName'
    | 'recipientEmail'
    | 'message'
    | 'deliverOn'
    | 'issuedAt'
    | 'createdAt'
  > & { restaurant: { name: string } | null };
  /** The zone the card's days (its expiry, its delivery day) are named in. */
  timeZone: string;
  /** The card that paid, for the receipt. */
  paidWith: { brand: string | null; last4: string | null } | null;
  /** `${PUBLIC_URL}/giftcard/view/{code}`: the card's page (and its QR code). */
  viewUrl: string;
};

/** A food order's message: its receipt, or a move of the kitchen's. */
export type OrderMessage = {
  kind: OrderMessageKind;
  language: Language;
  to: string;
  order: Pick<
    typeof foodOrders.$inferSelect,
    | 'currency'
    | 'mode'
    | 'slotAt'
    | 'readyAt'
    | 'cateringGuests'
    | 'deliveryStreet'
    | 'deliveryPostcode'
    | 'deliveryCity'
    | 'subtotal'
    | 'deliveryFee'
    | 'total'
    | 'payNow'
    | 'firstName'
    | 'rejectReason'
  >;
  lines: Pick<typeof foodOrderLines.$inferSelect, 'quantity' | 'name' | 'choices' | 'lineTotal'>[];
  restaurant: { name: string; timeZone: string };
  /** The card that paid (the receipt names it). */
  paidWith: { brand: string | null; last4: string | null } | null;
  /** What gift cards paid toward it, and what went back to them (ADR 049). */
  giftCard: { paid: number; returned: number };
  /** `${PUBLIC_URL}/{slug}/order?order={token}`: the order's status page. */
  statusUrl: string;
};

/** The payload of a message of kind `K`. */
type PayloadOf<K extends MessageKind> = K extends 'survey_invitation'
  ? SurveyInvitation
  : K extends TableOfferKind
    ? TableOfferMessage
    : K extends BookingMessageKind
      ? BookingMessage
      : K extends GiftCardMessageKind
        ? GiftCardMessage
        : OrderMessage;

/** Why a queued message is not sent after all (the subject is gone, erased or moved on). */
type Skip = { skip: string };

/**
 * Where the payloads of some kinds of message come from: the module that owns their facts.
 * `load` reads them as they are when the message is sent, or says why nothing is sent; `sent`
 * records what the owner keeps of the delivery (a gift card's).
 */
export type MessageSource<P extends MessagePayload> = {
  load(
    db: AppDatabase,
    row: { kind: P['kind']; subjectId: number; paymentId?: number | null; now: Date },
  ): Promise<P | Skip>;
  sent?(db: AppDatabase, row: { kind: P['kind']; subjectId: number; now: Date }): Promise<void>;
};

/** A source for every kind of message: the composition wires them (src/message-sources.ts). */
export type MessageSources = { [K in MessageKind]: MessageSource<PayloadOf<K>> };
