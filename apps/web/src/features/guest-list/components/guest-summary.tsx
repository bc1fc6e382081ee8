import type { GuestListResponse } from '@dekka/contracts/guest-list';
import { useTranslation } from '../../../lib/translation';
import { summarizeDay } from '../model/covers';
import type { PeriodCovers } from '../model/covers';

function periodName(period: PeriodCovers): string {
  const hours = `${period.opens}–${period.closes}`;
  return period.name ? `${period.name} ${hours}` : hours;
}

/**
 * Bookings, covers, the waiting list and the parties late or overdue now, on one line; covers per
 * service period and per quarter-hour folded away under it (the rows come first in service).
 */
export function GuestSummary({
  day,
  behind,
}: {
  day: GuestListResponse;
  behind: { late: number; overdue: number };
}) {
  const { t } = useTranslation();
  const summary = summarizeDay(day);
  return (
    <div className="guest-summary">
      <dl className="guest-summary__numbers">
        <div>
          <dt>{t('staff.guestList.summary.bookings')}</dt>
          <dd>{summary.bookings}</dd>
        </div>
        <div>
          <dt>{t('staff.guestList.summary.covers')}</dt>
          <dd>{summary.covers}</dd>
        </div>
        <div>
          <dt>{t('staff.guestList.summary.waitingList')}</dt>
          <dd>{summary.waitingList}</dd>
        </div>
        <div className={behind.late > 0 ? 'guest-summary__late' : undefined}>
          <dt>{t('staff.guestList.summary.late')}</dt>
          <dd>{behind.late}</dd>
        </div>
        <div className={behind.overdue > 0 ? 'guest-summary__overdue' : undefined}>
          <dt>{t('staff.guestList.summary.overdue')}</dt>
          <dd>{behind.overdue}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Guests per service period and per quarter hour: planning more than service, so folded away at
 * the end of the list.
 */
export function GuestBreakdown({ day }: { day: GuestListResponse }) {
  const { t } = useTranslation();
  const summary = summarizeDay(day);
  const busiest = Math.max(1, ...summary.quarters.map((quarter) => quarter.covers));
  return (
    <>
      {(summary.periods.length > 0 || summary.quarters.length > 0) && (
        <details className="guest-summary__more">
          <summary>{t('staff.guestList.summary.breakdown')}</summary>
          <div className="guest-summary__breakdown">
            {summary.periods.length > 0 && (
              <div>
                <h3 className="guest-summary__title">{t('staff.guestList.summary.periods')}</h3>
                <ul className="guest-summary__periods">
                  {summary.periods.map((period) => (
                    <li key={`${period.opens}-${period.closes}-${period.name}`}>
                      <span>{periodName(period)}</span>
                      <strong>{t('staff.guestList.guests', { count: period.covers })}</strong>
                    </li>
                  ))}
                  {summary.outsidePeriods > 0 && (
                    <li>
                      <span>{t('staff.guestList.summary.outside')}</span>
                      <strong>
                        {t('staff.guestList.guests', { count: summary.outsidePeriods })}
                      </strong>
                    </li>
                  )}
                </ul>
              </div>
            )}
            {summary.quarters.length > 0 && (
              <div>
                <h3 className="guest-summary__title">{t('staff.guestList.summary.quarters')}</h3>
                <ol className="guest-summary__quarters">
                  {summary.quarters.map((quarter) => (
                    <li key={quarter.time}>
                      <span className="guest-summary__time">{quarter.time}</span>
                      <span
                        className="guest-summary__bar"
                        style={{ '--share': quarter.covers / busiest }}
                        aria-hidden="true"
                      />
                      <span aria-hidden="true">{quarter.covers}</span>
                      <span className="visually-hidden">
                        {t('staff.guestList.guests', { count: quarter.covers })}
                      </span>
                    </li>
                  ))}
                </ol>
              </div>
            )}
          </div>
        </details>
      )}
    </>
  );
}
