import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { pickerValue } from '../model/look-form';

/**
 * One theme colour: the browser's colour picker and a text field for the hex, each with its own
 * label. Empty text keeps Dekka's colour, which the picker then shows and the hint names.
 */
export function ColourField(props: {
  id: string;
  label: string;
  value: string;
  dekka: string;
  error?: TranslationKey | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const { id } = props;
  const describedBy = [props.error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field look-colour" role="group" aria-labelledby={`${id}-name`}>
      <span id={`${id}-name`} className="field__label">
        {props.label}
      </span>
      <div className="look-colour__inputs">
        <input
          type="color"
          id={`${id}-picker`}
          className="look-colour__picker"
          aria-label={t('staff.settings.look.picker', { colour: props.label })}
          value={pickerValue(props.value, props.dekka)}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <label className="visually-hidden" htmlFor={id}>
          {t('staff.settings.look.hex', { colour: props.label })}
        </label>
        <div className="field__frame look-colour__frame">
          <input
            id={id}
            className="field__input"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            placeholder={props.dekka.toLowerCase()}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
            value={props.value}
            onChange={(event) => props.onChange(event.target.value)}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="settings-field__hint">
        {props.value
          ? t('staff.settings.look.ownHint')
          : t('staff.settings.look.dekkaHint', { colour: props.dekka.toLowerCase() })}
      </p>
      {props.error && (
        <p id={`${id}-error`} className="field__error">
          {t(props.error)}
        </p>
      )}
    </div>
  );
}
