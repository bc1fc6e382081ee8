import {
  REPORT_CHANNELS,
  REPORT_MAX_DAYS,
  type ReportChannel,
  type ReportOccupancyCell,
  type ReportQuery,
  type ReportResponse,
} from '@dekka/contracts/reports';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { invalidField } from '../../invalid-field.ts';
import { createReportsRepository, type ReportSpan } from './reports.repository.ts';
import { reportCsv } from './report-csv.ts';

const DAY_MS = 86_400_000;

/** Every local date from `from` to `to`, both included (dates only: no zone to get wrong). */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    dates.push(new Date(t).toISOString().slice(0, 10));
  }
  return dates;
}

/** part / whole, or null when there is nothing to divide by. */
function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The period a person asked for, or a 400 saying what is wrong with it. */
function checkedPeriod({ from, to }: ReportQuery): string[] {
  if (to < from) throw invalidField('to', 'the period ends before it starts');
  const dates = datesOf(from, to);
  if (dates.length > REPORT_MAX_DAYS) {
    throw invalidField('to', `a report covers at most ${REPORT_MAX_DAYS} days`);
  }
  return dates;
}

export function createReportsService(deps: { db: AppDatabase }) {
  const repository = createReportsRepository(deps.db);

  async function report(restaurantId: number, query: ReportQuery): Promise<ReportResponse> {
    const dates = checkedPeriod(query);
    const restaurant = await repository.restaurant(restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'No such restaurant');
    const span: ReportSpan = { restaurantId, timeZone: restaurant.timeZone, ...query };
    // The bookings' figures in one statement beside the two small calendar ones.
    const [figures, serviceHours, hours] = await Promise.all([
      repository.figures(span),
      repository.serviceHours(span),
      repository.hoursInPeriod(span),
    ]);
    const { days, channels, services, held, summary, money } = figures;

    const byDate = new Map(days.map((day) => [day.date, day]));
    const dayRows = dates.map(
      (date) => byDate.get(date) ?? { date, bookings: 0, covers: 0, noShows: 0, cancellations: 0 },
    );
    const total = (key: 'bookings' | 'covers' | 'noShows' | 'cancellations') =>
      days.reduce((sum, day) => sum + day[key], 0);
    const noShows = total('noShows');
    const cancellations = total('cancellations');
    const bookings = total('bookings');

    const byChannel = new Map(channels.map((row) => [row.channel, row]));
    const openMinutes = new Map(serviceHours.map((row) => [row.service, row.minutes]));
    const heldMinutes = new Map(held.map((row) => [row.weekday * 24 + row.hour, row.minutes]));
    const occupancy: ReportOccupancyCell[] = hours
      .map((cell) => ({
        weekday: cell.weekday,
        hour: cell.hour,
        occupancy: ratio(
          heldMinutes.get(cell.weekday * 24 + cell.hour) ?? 0,
          cell.minutes * restaurant.tables,
        ),
      }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);

    return {
      restaurant: {
        id: restaurant.id,
        name: restaurant.name,
        timeZone: restaurant.timeZone,
        currency: restaurant.currency,
      },
      from: query.from,
      to: query.to,
      summary: {
        bookings,
        covers: total('covers'),
        noShows,
        cancellations,
        noShowRate: ratio(noShows, bookings - cancellations),
        cancellationRate: ratio(cancellations, bookings),
        ...summary,
      },
      days: dayRows,
      services: services
        .map((row) => ({
          service: row.service,
          bookings: row.bookings,
          covers: row.covers,
          occupancy:
            row.service === null
              ? null
              : ratio(row.tableMinutes, (openMinutes.get(row.service) ?? 0) * restaurant.tables),
        }))
        // Services by name, bookings outside every service's hours last.
        .sort((a, b) =>
          a.service === null ? 1 : b.service === null ? -1 : a.service.localeCompare(b.service),
        ),
      channels: REPORT_CHANNELS.map((channel: ReportChannel) => ({
        channel,
        bookings: byChannel.get(channel)?.bookings ?? 0,
        covers: byChannel.get(channel)?.covers ?? 0,
      })),
      occupancy,
      money: {
        prepayments: { collected: money.prepaid, refunded: money.prepaidRefunded },
        noShowFees: { collected: money.fees, refunded: money.feesRefunded },
        foodOrders: { orders: money.orders, revenue: money.orderRevenue },
        giftCards: {
          sold: money.cardsSold,
          soldAmount: money.cardsSoldAmount,
          redeemed: money.cardsRedeemed,
        },
      },
    };
  }

  return {
    report,
    async csv(restaurantId: number, query: ReportQuery): Promise<string> {
      return reportCsv(await report(restaurantId, query));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
