import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GUESTS, QUARTER_HOURS, splitDateTime } from '../model/search-params';

interface WhenFieldsProps {
  guests: number;
  dateTime: string;
  onChange: (value: { guests: number; dateTime: string }) => void;
}

const GUEST_OPTIONS = Array.from({ length: MAX_GUESTS }, (_, index) => index + 1);

/** Party size, date and time (quarter hours), as the search pages and the home form ask them. */
export function WhenFields({ guests, dateTime, onChange }: WhenFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { date, time } = splitDateTime(dateTime);
  // A time from the address that is not on a quarter hour stays selectable.
  const times = QUARTER_HOURS.includes(time) ? QUARTER_HOURS : [...QUARTER_HOURS, time].sort();
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-guests`}>
          {t('search.form.guests')}
        </label>
        <select
          id={`${id}-guests`}
          className="field__control"
          value={guests}
          onChange={(event) => onChange({ guests: Number(event.target.value), dateTime })}
        >
          {GUEST_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {t('search.form.guestCount', { count })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {t('search.form.date')}
        </label>
        <input
          id={`${id}-date`}
          className="field__control"
          type="date"
          required
          value={date}
          onChange={(event) => {
            // Clearing a native date input yields ''; keep the last real date instead.
            if (event.target.value) onChange({ guests, dateTime: `${event.target.value}T${time}` });
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          {t('search.form.time')}
        </label>
        <select
          id={`${id}-time`}
          className="field__control"
          value={time}
          onChange={(event) => onChange({ guests, dateTime: `${date}T${event.target.value}` })}
        >
          {times.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
