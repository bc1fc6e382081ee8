import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import {
  type DurationBounds,
  type DurationDraft,
  type DurationUnits,
  boundsInWords,
} from '../model/duration';

const PARTS: Record<DurationUnits, readonly (keyof DurationDraft)[]> = {
  days: ['days', 'hours', 'minutes'],
  hours: ['hours', 'minutes'],
};

/**
 * A length of time stored as minutes, typed as days (with `units="days"`), hours and minutes: a
 * group named by its legend, one labelled number box per part, the allowed range in words as its
 * hint and the message below, both tied to every box as SettingsField ties them. The first box
 * has the field's `id`, so the error summary's link lands in it; the others add their unit
 * (`rules-leadTimeMinutes-hours`). The parts stay as typed; the form adds them up on saving.
 */
export function DurationField(props: {
  id: string;
  legend: string;
  units: DurationUnits;
  bounds: DurationBounds;
  value: DurationDraft;
  error?: TranslationKey | undefined;
  onChange: (value: DurationDraft) => void;
}) {
  const { t } = useTranslation();
  const words = boundsInWords(props.bounds, t);
  const { id, error } = props;
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset className="settings-duration">
      <legend className="field__label">{props.legend}</legend>
      <div className="settings-duration__parts">
        {PARTS[props.units].map((part, index) => {
          const partId = index === 0 ? id : `${id}-${part}`;
          return (
            <div key={part} className="field settings-duration__part">
              <label className="settings-duration__unit" htmlFor={partId}>
                {t(`staff.settings.duration.${part}`)}
              </label>
              <div className="field__frame">
                <input
                  id={partId}
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={props.value[part]}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy}
                  onChange={(event) =>
                    props.onChange({ ...props.value, [part]: event.target.value })
                  }
                />
              </div>
            </div>
          );
        })}
      </div>
      <p id={`${id}-hint`} className="settings-field__hint">
        {t('staff.settings.duration.range', words)}
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {t(error, words)}
        </p>
      )}
    </fieldset>
  );
}
