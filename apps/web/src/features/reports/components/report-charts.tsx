import type { ReportChannelRow, ReportDay, ReportOccupancyCell } from '@dekka/contracts/reports';
import { useId } from 'react';
import { formatDayShort, formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';

/**
 * The report's three charts, drawn with SVG and CSS (no chart library: the staff bundle stays
 * small). Each chart is a picture for the eye, hidden from screen readers, beside a table with
 * the same figures that only screen readers read.
 */

const dayOf = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
};

const CHART_HEIGHT = 160;
const BAR_WIDTH = 12;
const GAP = 4;

/** Covers per day as bars, the busiest day the full height. */
export function CoversPerDay({ days }: { days: ReportDay[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const most = Math.max(1, ...days.map((day) => day.covers));
  const width = days.length * (BAR_WIDTH + GAP);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('staff.reports.coversPerDay')}</h2>
      <div className="reports-chart__scroll" aria-hidden="true">
        <svg
          className="reports-chart__bars"
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          width={width}
          height={CHART_HEIGHT}
        >
          {days.map((day, index) => {
            const height = Math.round((day.covers / most) * (CHART_HEIGHT - 2));
            return (
              <rect
                key={day.date}
                x={index * (BAR_WIDTH + GAP)}
                y={CHART_HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
                rx={2}
              />
            );
          })}
        </svg>
      </div>
      <table className="visually-hidden">
        <caption>{t('staff.reports.coversPerDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.reports.day')}</th>
            <th scope="col">{t('staff.reports.bookings')}</th>
            <th scope="col">{t('staff.reports.covers')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDayShort(dayOf(day.date), i18n.language)}</th>
              <td>{day.bookings}</td>
              <td>{day.covers}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Where the bookings came from, as bars of their share. */
export function ChannelMix({ channels }: { channels: ReportChannelRow[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const total = channels.reduce((sum, row) => sum + row.bookings, 0);
  const share = (row: ReportChannelRow) => (total > 0 ? row.bookings / total : 0);
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('staff.reports.channels')}</h2>
      <ul className="reports-chart__mix" aria-hidden="true">
        {channels.map((row) => (
          <li key={row.channel}>
            <span className="reports-chart__mix-label">
              {t(`staff.reports.channel.${row.channel}`)}
            </span>
            <span className="reports-chart__mix-track">
              <span
                className="reports-chart__mix-bar"
                style={{ width: `${(share(row) * 100).toFixed(1)}%` }}
              />
            </span>
            <span className="reports-chart__mix-value">{row.bookings}</span>
          </li>
        ))}
      </ul>
      <table className="visually-hidden">
        <caption>{t('staff.reports.channels')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.reports.channelName')}</th>
            <th scope="col">{t('staff.reports.bookings')}</th>
            <th scope="col">{t('staff.reports.covers')}</th>
            <th scope="col">{t('staff.reports.share')}</th>
          </tr>
        </thead>
        <tbody>
          {channels.map((row) => (
            <tr key={row.channel}>
              <th scope="row">{t(`staff.reports.channel.${row.channel}`)}</th>
              <td>{row.bookings}</td>
              <td>{row.covers}</td>
              <td>
                {share(row).toLocaleString(i18n.language, {
                  style: 'percent',
                  maximumFractionDigits: 1,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Monday first, as restaurants plan their week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * Occupancy by weekday and hour: one cell per local hour, darker the fuller. Only the hours from
 * the first to the last with any table held are shown (a closed night is not worth a column).
 */
export function OccupancyHeatMap({ cells }: { cells: ReportOccupancyCell[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const busy = cells.filter((cell) => (cell.occupancy ?? 0) > 0).map((cell) => cell.hour);
  const first = Math.min(...busy);
  const last = Math.max(...busy);
  const hours =
    busy.length === 0 ? [] : Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const cellAt = new Map(cells.map((cell) => [cell.weekday * 24 + cell.hour, cell.occupancy]));
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '–'
      : value.toLocaleString(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('staff.reports.heatMap')}</h2>
      {hours.length === 0 ? (
        <p>{t('staff.reports.noOccupancy')}</p>
      ) : (
        <>
          <div className="reports-chart__scroll" aria-hidden="true">
            <div
              className="reports-chart__heat"
              style={{ gridTemplateColumns: `auto repeat(${hours.length}, 1fr)` }}
            >
              <span />
              {hours.map((hour) => (
                <span key={hour} className="reports-chart__heat-hour">
                  {String(hour).padStart(2, '0')}
                </span>
              ))}
              {WEEK.map((weekday) => [
                <span key={`label-${weekday}`} className="reports-chart__heat-day">
                  {formatWeekdayLong(weekday, i18n.language).slice(0, 3)}
                </span>,
                ...hours.map((hour) => {
                  const value = cellAt.get(weekday * 24 + hour) ?? 0;
                  return (
                    <span
                      key={`${weekday}-${hour}`}
                      className="reports-chart__heat-cell"
                      style={{ opacity: 0.08 + 0.92 * Math.min(1, value ?? 0) }}
                    />
                  );
                }),
              ])}
            </div>
          </div>
          <table className="visually-hidden">
            <caption>{t('staff.reports.heatMap')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.reports.hour')}</th>
                {WEEK.map((weekday) => (
                  <th key={weekday} scope="col">
                    {formatWeekdayLong(weekday, i18n.language)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {hours.map((hour) => (
                <tr key={hour}>
                  <th scope="row">{hourLabel(hour)}</th>
                  {WEEK.map((weekday) => (
                    <td key={weekday}>{percent(cellAt.get(weekday * 24 + hour))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
