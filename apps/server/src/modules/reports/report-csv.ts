import type { ReportResponse } from '@dekka/contracts/reports';

type Cell = string | number | null;

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a text that a spreadsheet
 * would run as a formula (a service named "=…") is prefixed with an apostrophe.
 */
function field(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(Math.round(value * 10_000) / 10_000);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function section(title: string, header: string[], rows: Cell[][]): string[] {
  return [
    field(title),
    header.map(field).join(','),
    ...rows.map((row) => row.map(field).join(',')),
  ];
}

/**
 * The report as a CSV file a spreadsheet opens: one section per table of the report, separated by
 * an empty line. Amounts are minor units of the currency named in the first section; shares are
 * fractions (0.25 is a quarter).
 */
export function reportCsv(report: ReportResponse): string {
  const { summary, money } = report;
  const lines = [
    ...section(
      'Summary',
      ['figure', 'value'],
      [
        ['restaurant', report.restaurant.name],
        ['from', report.from],
        ['to', report.to],
        ['time zone', report.restaurant.timeZone],
        ['currency', report.restaurant.currency],
        ['bookings', summary.bookings],
        ['covers', summary.covers],
        ['no-shows', summary.noShows],
        ['cancellations', summary.cancellations],
        ['no-show rate', summary.noShowRate],
        ['cancellation rate', summary.cancellationRate],
        ['average party size', summary.averagePartySize],
        ['average lead time (hours)', summary.averageLeadHours],
        ['waiting-list entries', summary.waitingListEntries],
        ['waiting-list entries booked', summary.waitingListBooked],
        ['prepayments collected', money.prepayments.collected],
        ['prepayments refunded', money.prepayments.refunded],
        ['no-show fees collected', money.noShowFees.collected],
        ['no-show fees refunded', money.noShowFees.refunded],
        ['food orders', money.foodOrders.orders],
        ['food order revenue', money.foodOrders.revenue],
        ['gift cards sold', money.giftCards.sold],
        ['gift card amount sold', money.giftCards.soldAmount],
        ['gift card amount redeemed', money.giftCards.redeemed],
      ],
    ),
    '',
    ...section(
      'Days',
      ['date', 'bookings', 'covers', 'no-shows', 'cancellations'],
      report.days.map((day) => [
        day.date,
        day.bookings,
        day.covers,
        day.noShows,
        day.cancellations,
      ]),
    ),
    '',
    ...section(
      'Services',
      ['service', 'bookings', 'covers', 'occupancy'],
      report.services.map((row) => [row.service, row.bookings, row.covers, row.occupancy]),
    ),
    '',
    ...section(
      'Channels',
      ['channel', 'bookings', 'covers'],
      report.channels.map((row) => [row.channel, row.bookings, row.covers]),
    ),
    '',
    ...section(
      'Occupancy by weekday and hour',
      ['weekday (0 = Sunday)', 'hour', 'occupancy'],
      report.occupancy.map((cell) => [cell.weekday, cell.hour, cell.occupancy]),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
