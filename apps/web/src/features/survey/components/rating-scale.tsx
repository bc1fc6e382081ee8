import { useTranslation } from '../../../lib/translation';

const SCORES = [1, 2, 3, 4, 5] as const;

interface RatingScaleProps {
  /** Unique on the page: names the radio group and ties the descriptions to it. */
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  /** Shown under the scale and read with the group. */
  error?: string | undefined;
}

/**
 * One rating from 1 to 5 as a group of native radio buttons: a legend names it, Tab reaches it,
 * arrow keys choose, and the ends of the scale are said in words (not a mouse-only star widget).
 */
export function RatingScale({ id, label, value, onChange, error }: RatingScaleProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="rating-scale"
      aria-describedby={`${id}-ends${error ? ` ${id}-error` : ''}`}
    >
      <legend className="rating-scale__legend">{label}</legend>
      <div className="rating-scale__options">
        {SCORES.map((score) => (
          <label key={score} className="rating-scale__option">
            <input
              className="rating-scale__input"
              type="radio"
              name={id}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
            />
            <span className="rating-scale__score">{score}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-ends`} className="rating-scale__ends">
        <span>1 {t('survey.poor')}</span>
        <span>5 {t('survey.excellent')}</span>
      </p>
      <p id={`${id}-error`} className="field__error">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
