import type { ReportQuery, ReportResponse } from '@dekka/contracts/reports';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import {
  StaffGate,
  StaffLayout,
  StaffLoadFailed,
  StaffLoading,
} from '../../staff/components/staff-gate';
import { downloadReportCsv, useReport } from '../api/reports-api';
import { ChannelMix, CoversPerDay, OccupancyHeatMap } from './report-charts';
import './reports.css';

const pad = (value: number) => String(value).padStart(2, '0');

/** This month, first day to last, by the calendar of the device (the default period). */
function thisMonth(today = new Date()): ReportQuery {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const last = new Date(year, month, 0).getDate();
  return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${pad(last)}` };
}

/** /{restaurantSlug}/reports: a period's numbers for owners and managers. */
export function ReportsPage() {
  const { t } = useTranslation();
  return (
    <StaffGate>
      {({ token, restaurant }) =>
        restaurant.role === 'host' ? (
          <StaffLayout title={t('staff.reports.title')}>
            <Alert tone="error">{t('staff.reports.notAllowed')}</Alert>
          </StaffLayout>
        ) : (
          <Reports token={token} restaurantId={restaurant.restaurantId} name={restaurant.name} />
        )
      }
    </StaffGate>
  );
}

function Reports(props: { token: string; restaurantId: number; name: string }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.reports.title'), props.name));
  const [period, setPeriod] = useState(thisMonth);
  const report = useReport({ token: props.token, restaurantId: props.restaurantId, period });
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function exportCsv() {
    setExporting('busy');
    try {
      await downloadReportCsv({ token: props.token, restaurantId: props.restaurantId, period });
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  }

  return (
    <StaffLayout title={t('staff.reports.title')} className="reports-page">
      <p className="staff-page__role">{props.name}</p>
      <PeriodPicker period={period} onChange={setPeriod} />
      {report.data ? (
        <>
          <div className="reports-page__export">
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              disabled={exporting === 'busy'}
            >
              {exporting === 'busy' ? t('staff.reports.exporting') : t('staff.reports.export')}
            </Button>
            <div aria-live="polite">
              {exporting === 'failed' && (
                <Alert tone="error">{t('staff.reports.exportFailed')}</Alert>
              )}
            </div>
          </div>
          <ReportBody report={report.data} />
        </>
      ) : report.isError ? (
        <StaffLoadFailed onRetry={() => void report.refetch()} />
      ) : (
        <StaffLoading />
      )}
    </StaffLayout>
  );
}

function PeriodPicker(props: { period: ReportQuery; onChange: (period: ReportQuery) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [from, setFrom] = useState(props.period.from);
  const [to, setTo] = useState(props.period.to);
  const wrongWay = from !== '' && to !== '' && to < from;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (from && to && !wrongWay) props.onChange({ from, to });
  }
  return (
    <form className="card reports-page__period" onSubmit={submit}>
      <h2>{t('staff.reports.period')}</h2>
      <div className="reports-page__dates">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            {t('staff.reports.from')}
          </label>
          <div className="field__frame">
            <input
              id={`${id}-from`}
              className="field__input"
              type="date"
              required
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            {t('staff.reports.to')}
          </label>
          <div className="field__frame">
            <input
              id={`${id}-to`}
              className="field__input"
              type="date"
              required
              value={to}
              aria-invalid={wrongWay}
              aria-describedby={wrongWay ? `${id}-error` : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
        </div>
        <Button type="submit" disabled={wrongWay}>
          {t('staff.reports.show')}
        </Button>
      </div>
      {wrongWay && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t('staff.reports.endsBeforeStart')}
        </p>
      )}
    </form>
  );
}

/**
 * A table wider than a phone scrolls inside its card, and keyboard users reach it to scroll it
 * with the arrow keys. Not a landmark of its own: its section is already one, named alike.
 */
function TableScroll({ children }: { children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="reports-page__scroll" tabIndex={0}>
      {children}
    </div>
  );
}

function ReportBody({ report }: { report: ReportResponse }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const number = (value: number, digits = 0) =>
    value.toLocaleString(language, { maximumFractionDigits: digits });
  const percent = (value: number | null) =>
    value === null
      ? '–'
      : value.toLocaleString(language, { style: 'percent', maximumFractionDigits: 1 });
  const money = (minor: number) => formatMoney(minor, report.restaurant.currency, language);
  const { summary } = report;
  const figures: [string, string][] = [
    [t('staff.reports.bookings'), number(summary.bookings)],
    [t('staff.reports.covers'), number(summary.covers)],
    [t('staff.reports.noShowRate'), percent(summary.noShowRate)],
    [t('staff.reports.cancellationRate'), percent(summary.cancellationRate)],
    [
      t('staff.reports.averageParty'),
      summary.averagePartySize === null ? '–' : number(summary.averagePartySize, 1),
    ],
    [
      t('staff.reports.averageLead'),
      summary.averageLeadHours === null
        ? '–'
        : t('staff.reports.days', { count: Number((summary.averageLeadHours / 24).toFixed(1)) }),
    ],
    [
      t('staff.reports.waitingList'),
      t('staff.reports.waitingListBooked', {
        entries: summary.waitingListEntries,
        booked: summary.waitingListBooked,
      }),
    ],
  ];
  const { prepayments, noShowFees, foodOrders, giftCards } = report.money;
  const moneyRows: [string, string, string][] = [
    [t('staff.reports.prepayments'), money(prepayments.collected), money(prepayments.refunded)],
    [t('staff.reports.noShowFees'), money(noShowFees.collected), money(noShowFees.refunded)],
  ];

  return (
    <>
      <section className="card" aria-labelledby="report-summary">
        <h2 id="report-summary">{t('staff.reports.summary')}</h2>
        <dl className="reports-page__figures">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <CoversPerDay days={report.days} />
      <ChannelMix channels={report.channels} />
      <section className="card" aria-labelledby="report-services">
        <h2 id="report-services">{t('staff.reports.services')}</h2>
        <TableScroll>
          <table className="reports-page__table">
            <thead>
              <tr>
                <th scope="col">{t('staff.reports.service')}</th>
                <th scope="col">{t('staff.reports.bookings')}</th>
                <th scope="col">{t('staff.reports.covers')}</th>
                <th scope="col">{t('staff.reports.occupancy')}</th>
              </tr>
            </thead>
            <tbody>
              {report.services.map((row) => (
                <tr key={row.service ?? ''}>
                  <th scope="row">{row.service ?? t('staff.reports.outsideHours')}</th>
                  <td>{number(row.bookings)}</td>
                  <td>{number(row.covers)}</td>
                  <td>{percent(row.occupancy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </section>
      <OccupancyHeatMap cells={report.occupancy} />
      <section className="card" aria-labelledby="report-money">
        <h2 id="report-money">{t('staff.reports.money')}</h2>
        <TableScroll>
          <table className="reports-page__table">
            <thead>
              <tr>
                <td />
                <th scope="col">{t('staff.reports.collected')}</th>
                <th scope="col">{t('staff.reports.refunded')}</th>
              </tr>
            </thead>
            <tbody>
              {moneyRows.map(([label, collected, refunded]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{collected}</td>
                  <td>{refunded}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <dl className="reports-page__figures">
          <div>
            <dt>{t('staff.reports.foodOrders')}</dt>
            <dd>
              {t('staff.reports.ordersRevenue', {
                count: foodOrders.orders,
                revenue: money(foodOrders.revenue),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('staff.reports.giftCardsSold')}</dt>
            <dd>
              {t('staff.reports.cardsSold', {
                count: giftCards.sold,
                amount: money(giftCards.soldAmount),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('staff.reports.giftCardsRedeemed')}</dt>
            <dd>{money(giftCards.redeemed)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
