import { SaveButton } from '../form-kit/save-button';
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
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { chosenColours, fromLookDraft, type LookDraft, toLookDraft } from '../model/look-form';
import { ColourField } from './colour-field';
import { ContrastList } from './contrast-list';
import { ErrorSummary } from '../form-kit/error-summary';
import { LookPreview } from './look-preview';

const fieldId = (key: keyof Theme) => `look-${key}`;

/** What stops a save, by field: a value that is not hex, then a colour in a pair below 4.5:1. */
function lookErrors(draft: LookDraft, dekka: Theme): Partial<Record<keyof Theme, TranslationKey>> {
  const errors: Partial<Record<keyof Theme, TranslationKey>> = {};
  const parsed = LookSchema.safeParse(fromLookDraft(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      errors[issue.path[0] as keyof Theme] ??= 'staff.settings.look.errors.hex';
    }
    return errors;
  }
  for (const { field } of lowContrastIssues(parsed.data, dekka)) {
    errors[field] = 'staff.settings.look.errors.contrast';
  }
  return errors;
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
  const [errors, setErrors] = useState<Partial<Record<keyof Theme, TranslationKey>>>({});
  const [attempt, setAttempt] = useState(0);
  const [reset, setReset] = useState(false);
  const chosen = chosenColours(draft);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = lookErrors(draft, dekka);
    setErrors(found);
    setAttempt((n) => n + 1);
    const parsed = LookSchema.safeParse(fromLookDraft(draft));
    if (Object.keys(found).length === 0 && parsed.success) props.onSave(parsed.data);
  }

  const label = (key: keyof Theme) => t(`staff.settings.look.keys.${key}`);

  return (
    <form className="settings-form look-form" onSubmit={submit} noValidate>
      <ErrorSummary
        attempt={attempt}
        errors={THEME_KEYS.flatMap((key) => {
          const message = errors[key];
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
              error={errors[key]}
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
            setErrors({});
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
