import { useId, type ReactNode } from 'react';
import { parseSearchDateTime, QUARTER_HOURS } from '../lib/search-time';
import './when-picker.css';

export type WhenField = 'date' | 'time' | 'guests';

export interface When {
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`; ignored when the picker has no time field. */
  time: string;
  guests: number;
}

interface WhenPickerProps {
  /** Which fields, in which order: the search asks party first, a restaurant the day first. */
  fields: readonly WhenField[];
  value: When;
  onChange: (next: When) => void;
  labels: Record<WhenField, string>;
  /** Party sizes offered: 1 … maxGuests (and a larger party the value already holds). */
  maxGuests: number;
  /** The times offered, `HH:mm` in order; every quarter hour of the day by default. */
  times?: readonly string[];
  /** An option's text for a party size; the number itself by default. */
  guestLabel?: (count: number) => string;
  /** An element describing the party-size field (e.g. "larger parties, call us"). */
  guestsDescribedBy?: string;
  /**
   * 'form': plain fields in the surrounding form's style (the search bar and home form lay them
   * out); 'panel': a grid of its own, the date across the top (restaurant and event pages).
   */
  layout: 'form' | 'panel';
  className?: string;
}

/**
 * The one date, time and party-size picker. A native date input and selects: the phone's own
 * pickers, keyboard and screen-reader support for free. A date is passed on only when it is a
 * real day (clearing a native date input yields ''; the last real date stays); a time or a party
 * size from the address that is not among the options stays selectable, so the picker never shows
 * something other than what the address asks for.
 */
export function WhenPicker(props: WhenPickerProps) {
  const id = useId();
  const { value, onChange, layout } = props;
  const panel = layout === 'panel';
  const offered = props.times ?? QUARTER_HOURS;
  const times = offered.includes(value.time) ? offered : [...offered, value.time].sort();
  const guests = Array.from({ length: Math.max(1, props.maxGuests) }, (_, index) => index + 1);
  if (Number.isInteger(value.guests) && value.guests > guests.length) guests.push(value.guests);

  const field = (name: WhenField, control: ReactNode) => (
    <div
      key={name}
      className={panel ? `picker__field${name === 'date' ? ' picker__field--date' : ''}` : 'field'}
    >
      <label className={panel ? undefined : 'field__label'} htmlFor={`${id}-${name}`}>
        {props.labels[name]}
      </label>
      {control}
    </div>
  );
  const controlClass = panel ? undefined : 'field__control';

  const controls: Record<WhenField, () => ReactNode> = {
    date: () =>
      field(
        'date',
        <input
          id={`${id}-date`}
          className={controlClass}
          type="date"
          required
          value={value.date}
          onChange={(event) => {
            const date = event.target.value;
            if (parseSearchDateTime(`${date}T00:00`)) onChange({ ...value, date });
          }}
        />,
      ),
    time: () =>
      field(
        'time',
        <select
          id={`${id}-time`}
          className={controlClass}
          value={value.time}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
        >
          {times.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>,
      ),
    guests: () =>
      field(
        'guests',
        <select
          id={`${id}-guests`}
          className={controlClass}
          value={value.guests}
          aria-describedby={props.guestsDescribedBy}
          onChange={(event) => onChange({ ...value, guests: Number(event.target.value) })}
        >
          {guests.map((count) => (
            <option key={count} value={count}>
              {props.guestLabel ? props.guestLabel(count) : count}
            </option>
          ))}
        </select>,
      ),
  };

  const rendered = props.fields.map((name) => controls[name]());
  if (!panel) return <>{rendered}</>;
  return <div className={['picker', props.className].filter(Boolean).join(' ')}>{rendered}</div>;
}
