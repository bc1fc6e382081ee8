import {
  LookSettings as LookSchema,
  type LookSettings,
  type LookSettingsView,
  lowContrastIssues,
  THEME_KEYS,
  themeContrast,
} from '@dekka/contracts/restaurant-look';
import type { Theme } from '@dekka/contracts/settings';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton } from '../form-kit/save-button';
import { useFormErrors } from '../form-kit/use-form-state';
import type { FieldErrors, Parsed } from '../model/field-errors';
import { chosenColours, fromLookDraft, type LookDraft, toLookDraft } from '../model/look-form';
import { ColourField } from './colour-field';
import { ContrastList } from './contrast-list';
import { LookPreview } from './look-preview';

const fieldId = (key: keyof Theme) => `look-${key}`;

/** The colours to save, or what stops it by field: not hex, then a pair below 4.5:1. */
function checkLook(draft: LookDraft, dekka: Theme): Parsed<LookSettings> {
  const errors: FieldErrors = {};
  const parsed = LookSchema.safeParse(fromLookDraft(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[String(issue.path[0])] ??= 'staff.settings.look.errors.hex';
    }
    return { ok: false, errors };
  }
  for (const { field } of lowContrastIssues(parsed.data, dekka)) {
    errors[field] = 'staff.settings.look.errors.contrast';
  }
  return Object.keys(errors).length === 0 ? { ok: true, body: parsed.data } : { ok: false, errors };
}

/** The theme colours with a live preview and each pair's contrast, checked before sending. */
export function LookForm(props: {
  look: LookSettingsView;
  restaurantName: string;
  saving: boolean;
  saved: boolean;
  onSave: (look: LookSettings) => void;
}) {
  const { t } = useTranslation();
  const { dekka } = props.look;
  const [draft, setDraft] = useState<LookDraft>(() => toLookDraft(props.look.colours));
  const form = useFormErrors();
  const [reset, setReset] = useState(false);
  const chosen = chosenColours(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    const look = form.check(checkLook(draft, dekka));
    if (look) props.onSave(look);
  }

  const label = (key: keyof Theme) => t(`staff.settings.look.keys.${key}`);

  return (
    <form className="settings-form look-form" onSubmit={submit} noValidate>
      <ErrorSummary
        attempt={form.attempt}
        errors={THEME_KEYS.flatMap((key) => {
          const message = form.shown[key];
          return message ? [{ fieldId: fieldId(key), label: label(key), message }] : [];
        })}
      />
      <div className="look-layout">
        <fieldset className="settings-group look-colours">
          <legend>{t('staff.settings.look.colours')}</legend>
          {THEME_KEYS.map((key) => (
            <ColourField
              key={key}
              id={fieldId(key)}
              label={label(key)}
              value={draft[key]}
              dekka={dekka[key]}
              error={form.shown[key]}
              onChange={(value) => {
                setReset(false);
                setDraft((current) => ({ ...current, [key]: value }));
              }}
            />
          ))}
        </fieldset>
        <div className="look-side">
          <LookPreview theme={{ ...dekka, ...chosen }} restaurantName={props.restaurantName} />
          <ContrastList results={themeContrast(chosen, dekka)} />
        </div>
      </div>
      <div className="settings-actions">
        <SaveButton label={t('staff.settings.look.save')} saving={props.saving} />
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(toLookDraft({}));
            form.clear();
            setReset(true);
          }}
        >
          {t('staff.settings.look.reset')}
        </Button>
        <p role="status" className="staff-page__note">
          {reset && t('staff.settings.look.resetDone')}
          {!reset && props.saved && !props.saving && t('staff.settings.look.saved')}
        </p>
      </div>
    </form>
  );
}
