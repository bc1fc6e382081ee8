import { useEffect, useRef } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

/**
 * The form's problems as a list of links to their fields, shown when a save is refused. It takes
 * the focus when it appears (and on every new refusal), so a screen reader reads it first and a
 * keyboard user moves from it straight to the field.
 */
export function ErrorSummary(props: {
  /** Field id → message, in the form's order. */
  errors: { fieldId: string; label: string; message: TranslationKey }[];
  /** Changes on every refused save, so the summary takes the focus again. */
  attempt: number;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = props.errors.length > 0;
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown, props.attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="settings-errors"
      tabIndex={-1}
      role="group"
      aria-labelledby="settings-errors-title"
    >
      <h2 id="settings-errors-title" className="settings-errors__title">
        {t('staff.settings.errors.summary')}
      </h2>
      <ul>
        {props.errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`}>
              {error.label}: {t(error.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
