import { LocalDate } from './params.ts';
import { z } from './zod.ts';

/** The longest period one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

/**
 * The channels a booking came through, as the reports name them. "google" is a web booking that
 * arrived from a maps reservation link (the complete step's referrer code says so).
 */
export const ReportChannel = z.enum(['web', 'embed', 'app', 'phone', 'walk_in', 'google', 'other']);
export type ReportChannel = z.infer<typeof ReportChannel>;
export const REPORT_CHANNELS = ReportChannel.options;

/** The period of a report: local dates of the restaurant, both included. */
export const ReportQuery = z.object({ from: LocalDate, to: LocalDate });
export type ReportQuery = z.infer<typeof ReportQuery>;

const count = z.number().int();
/** Minor units of the restaurant's currency. */
const amount = z.number().int();
/** A share between 0 and 1; null when nothing could be counted (no bookings, no tables). */
const share = z.number().nullable();

export const ReportDay = z.object({
  date: z.string(),
  bookings: count,
  covers: count,
  noShows: count,
  cancellations: count,
});
export type ReportDay = z.infer<typeof ReportDay>;

export const ReportService = z.object({
  /** The service's name, or its hours when it has none; null: outside every service's hours. */
  service: z.string().nullable(),
  bookings: count,
  covers: count,
  /** Table time its bookings took, as a share of the table time the service offered. */
  occupancy: share,
});
export type ReportService = z.infer<typeof ReportService>;

export const ReportChannelRow = z.object({
  channel: ReportChannel,
  bookings: count,
  covers: count,
});
export type ReportChannelRow = z.infer<typeof ReportChannelRow>;

/** One cell of the occupancy heat-map: a weekday (0 Sunday) and a local hour. */
export const ReportOccupancyCell = z.object({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  occupancy: share,
});
export type ReportOccupancyCell = z.infer<typeof ReportOccupancyCell>;

const Money = z.object({ collected: amount, refunded: amount });

/** GET /api/restaurant/{restaurantId}/reports: a period's numbers, for owners and managers. */
export const ReportResponse = z.object({
  restaurant: z.object({
    id: z.number().int(),
    name: z.string(),
    timeZone: z.string(),
    currency: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  summary: z.object({
    bookings: count,
    covers: count,
    noShows: count,
    cancellations: count,
    /** No-shows among the bookings that were due (kept or not). */
    noShowRate: share,
    /** Cancellations among all bookings. */
    cancellationRate: share,
    averagePartySize: z.number().nullable(),
    /** Hours between booking and visit, for bookings made ahead (walk-ins left out). */
    averageLeadHours: z.number().nullable(),
    waitingListEntries: count,
    /** Waiting-list entries that got a table. */
    waitingListBooked: count,
  }),
  days: z.array(ReportDay),
  services: z.array(ReportService),
  channels: z.array(ReportChannelRow),
  occupancy: z.array(ReportOccupancyCell),
  money: z.object({
    prepayments: Money,
    noShowFees: Money,
    foodOrders: z.object({ orders: count, revenue: amount }),
    giftCards: z.object({ sold: count, soldAmount: amount, redeemed: amount }),
  }),
});
export type ReportResponse = z.infer<typeof ReportResponse>;
