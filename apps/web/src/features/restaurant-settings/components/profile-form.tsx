import type { Language } from '@dekka/contracts/languages';
import {
  type ProfileSettings,
  ProfileSettings as ProfileSchema,
  type ProfileSettingsView,
} from '@dekka/contracts/restaurant-profile';
import { type FormEvent, useMemo, useState } from 'react';
import { MapView } from '../../../components/map/map-view';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton, SavedNote } from '../form-kit/save-button';
import { SettingsField, SettingsSelect } from '../form-kit/settings-field';
import { useTextsFormState } from '../form-kit/use-form-state';
import { parsedBy } from '../model/field-errors';
import {
  fromProfileDraft,
  type ProfileDraft,
  toggled,
  toProfileDraft,
} from '../model/profile-form';
import { ProfileTextsFields, useLanguageName } from './profile-texts';

const MAX_CUISINES = 8;
const PRICE_LEVELS = [1, 2, 3, 4] as const;

const fieldId = (path: string) => `profile-${path.replaceAll('.', '-')}`;

/** The restaurant's profile; checked with the contract's schema before it is sent. */
export function ProfileForm(props: {
  profile: ProfileSettingsView;
  saving: boolean;
  saved: boolean;
  onSave: (profile: ProfileSettings) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const { profile } = props;
  const [draft, setDraft] = useState<ProfileDraft>(() => toProfileDraft(profile));
  const form = useTextsFormState(profile.ownLanguage);
  const set = (change: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...change }));

  const lat = Number(draft.lat);
  const lon = Number(draft.lon);
  const placed = draft.lat.trim() !== '' && draft.lon.trim() !== '';
  const markers = useMemo(
    () =>
      placed && Number.isFinite(lat) && Number.isFinite(lon)
        ? [{ key: 'here', lat, lon, label: draft.name }]
        : [],
    [placed, lat, lon, draft.name],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = form.check(parsedBy(ProfileSchema.safeParse(fromProfileDraft(draft))));
    if (checked) props.onSave(checked);
  }

  const labelOf = (path: string): string => {
    const [field, language, text] = path.split('.');
    if (field === 'texts' && language && text) {
      return `${t(`staff.settings.profile.${text}` as TranslationKey)} (${nameOf(language as Language)})`;
    }
    if (field === 'areaId') return t('staff.settings.profile.area', { city: profile.city });
    const key =
      field === 'categoryIds' ? 'cuisines' : field === 'occasionIds' ? 'occasions' : field;
    return t(`staff.settings.profile.${key}` as TranslationKey);
  };

  const textField = (
    field: 'name' | 'address' | 'phone' | 'website' | 'redirectUrl' | 'lat' | 'lon',
    extra: object = {},
  ) => (
    <SettingsField
      id={fieldId(field)}
      label={t(`staff.settings.profile.${field}`)}
      value={draft[field]}
      error={form.shown[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      {...extra}
    />
  );

  const choices = (list: 'categoryIds' | 'occasionIds') => {
    const options = list === 'categoryIds' ? profile.choices.categories : profile.choices.occasions;
    const chosen = draft[list];
    const full = list === 'categoryIds' && chosen.length >= MAX_CUISINES;
    return (
      <fieldset className="settings-group settings-group--choices" id={fieldId(list)}>
        <legend>
          {t(
            list === 'categoryIds'
              ? 'staff.settings.profile.cuisines'
              : 'staff.settings.profile.occasions',
          )}
        </legend>
        {list === 'categoryIds' && (
          <p className="settings-field__hint">{t('staff.settings.profile.cuisinesHint')}</p>
        )}
        {options.map((option) => {
          const on = chosen.includes(option.id);
          return (
            <label key={option.id}>
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={(event) =>
                  set({ [list]: toggled(chosen, option.id, event.target.checked) })
                }
              />
              {option.name}
            </label>
          );
        })}
        {form.shown[list] && <p className="field__error">{t(form.shown[list])}</p>}
      </fieldset>
    );
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <ErrorSummary
        attempt={form.attempt}
        errors={Object.entries(form.shown).map(([path, message]) => ({
          fieldId: fieldId(path),
          label: labelOf(path),
          message,
        }))}
      />
      <fieldset className="settings-group">
        <legend>{t('staff.settings.profile.basics')}</legend>
        {textField('name', { autoComplete: 'organization', required: true })}
        {textField('phone', { type: 'tel', autoComplete: 'off' })}
        {textField('website', {
          type: 'url',
          inputMode: 'url',
          hint: t('staff.settings.profile.websiteHint'),
        })}
        {textField('redirectUrl', {
          type: 'url',
          inputMode: 'url',
          hint: t('staff.settings.profile.redirectUrlHint'),
        })}
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.profile.place')}</legend>
        {textField('address', { autoComplete: 'street-address', required: true })}
        <div className="settings-pair">
          {textField('lat', {
            inputMode: 'decimal',
            hint: t('staff.settings.profile.positionHint'),
          })}
          {textField('lon', { inputMode: 'decimal' })}
        </div>
        {markers.length > 0 && (
          <MapView
            label={t('staff.settings.profile.map')}
            markers={markers}
            zoom={15}
            height={220}
            className="settings-map"
          />
        )}
        <SettingsSelect
          id={fieldId('areaId')}
          label={t('staff.settings.profile.area', { city: profile.city })}
          value={draft.areaId}
          onChange={(areaId) => set({ areaId })}
        >
          <option value="">{t('staff.settings.profile.noArea')}</option>
          {profile.choices.areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </SettingsSelect>
        <SettingsSelect
          id={fieldId('priceCategory')}
          label={t('staff.settings.profile.priceCategory')}
          hint={t('staff.settings.profile.priceCategoryHint')}
          value={draft.priceCategory}
          onChange={(priceCategory) => set({ priceCategory })}
        >
          {PRICE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`staff.settings.profile.priceLevels.${level}`)}
            </option>
          ))}
        </SettingsSelect>
      </fieldset>

      <ProfileTextsFields
        texts={draft.texts}
        own={profile.ownLanguage}
        editing={form.editing}
        errors={form.shown}
        fieldId={fieldId}
        onEditing={form.setEditing}
        onChange={(language, texts) => set({ texts: { ...draft.texts, [language]: texts } })}
      />

      {choices('categoryIds')}
      {choices('occasionIds')}

      <div className="settings-actions">
        <SaveButton label={t('staff.settings.profile.save')} saving={props.saving} />
        <SavedNote saved={props.saved} saving={props.saving} />
      </div>
    </form>
  );
}
