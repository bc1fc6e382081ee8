import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { SettingsField } from '../form-kit/settings-field';

type Times = { opens: string; closes: string; lastSeating: string };
const TIME_FIELDS = ['opens', 'closes', 'lastSeating'] as const;
export type TimeField = (typeof TIME_FIELDS)[number];

/** The ids of a service row's fields, which the error summary links to. */
export const timeFieldId = (rowId: string, field: string) => `${rowId}-${field}`;

/** Opens, closes and last seating of one service, each with its own message. */
export function ServiceTimes(props: {
  rowId: string;
  times: Times;
  errors: Partial<Record<keyof Times, TranslationKey>>;
  onChange: (times: Times) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {TIME_FIELDS.map((field) => (
        <SettingsField
          key={field}
          id={timeFieldId(props.rowId, field)}
          label={t(`staff.settings.hours.${field}`)}
          type="time"
          required
          value={props.times[field]}
          error={props.errors[field]}
          hint={field === 'closes' ? t('staff.settings.hours.closesHint') : undefined}
          onChange={(event) => props.onChange({ ...props.times, [field]: event.target.value })}
        />
      ))}
    </>
  );
}
