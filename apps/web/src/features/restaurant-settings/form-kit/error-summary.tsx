import { FormErrors } from '../../../components/form-errors';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';

/** A settings form's problems as links to their fields (FormErrors, with the settings' title). */
export function ErrorSummary(props: {
  /** Field id → message, in the form's order; `values` fill the message's `{{placeholders}}`. */
  errors: {
    fieldId: string;
    label: string;
    message: TranslationKey;
    values?: Record<string, string> | undefined;
  }[];
  /** Changes on every refused save, so the summary takes the focus again. */
  attempt: number;
}) {
  const { t } = useTranslation();
  return (
    <FormErrors
      className="settings-errors"
      title={t('staff.settings.errors.summary')}
      errors={props.errors.map(({ fieldId, label, message, values }) => ({
        fieldId,
        label,
        message: t(message, values),
      }))}
      attempt={props.attempt}
    />
  );
}
