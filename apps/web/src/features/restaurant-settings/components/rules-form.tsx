import type { BookingRules, BookingRulesView } from '@dekka/contracts/restaurant-settings';
import { MAX_NO_SHOW_GRACE_MINUTES } from '@dekka/contracts/guest-status-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { DurationField } from '../form-kit/duration-field';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton, SavedNote } from '../form-kit/save-button';
import { SettingsField, SettingsSelect } from '../form-kit/settings-field';
import { useFormErrors } from '../form-kit/use-form-state';
import { boundsInWords } from '../model/duration';
import {
  DURATIONS,
  durationBoundsOf,
  durationKey,
  emptyDuration,
  parseRules,
  type RulesDraft,
  toDraft,
} from '../model/rules-form';

const INTERVALS = [10, 15, 20, 30, 60] as const;

type NumberField = Exclude<
  keyof RulesDraft,
  | 'phone'
  | 'leadTimeMinutes'
  | 'defaultDurationMinutes'
  | 'durationRules'
  | 'pacingOn'
  | 'waitingListEnabled'
  | 'waitingListOffers'
  | 'slotIntervalMinutes'
>;

/**
 * Each number field's allowed range, shown as its hint. The lead time and the sitting lengths
 * are DurationFields, typed as days or hours and minutes (their ranges: DURATIONS).
 */
const NUMBERS: Record<NumberField, { min: number; max: number }> = {
  bookingWindowDays: { min: 1, max: 730 },
  maxOnlinePartySize: { min: 1, max: 100 },
  cancellationDeadlineHours: { min: 0, max: 720 },
  noShowGraceMinutes: { min: 0, max: MAX_NO_SHOW_GRACE_MINUTES },
  pacingMaxCoversPerSlot: { min: 1, max: 1000 },
  offerHoldMinutes: { min: 5, max: 120 },
  reminderHoursBefore: { min: 0, max: 168 },
};

const fieldId = (path: string) => `rules-${path.replaceAll('.', '-')}`;

/** The booking rules, in groups; checked with the contract's schema before they are sent. */
export function RulesForm(props: {
  rules: BookingRulesView;
  saving: boolean;
  saved: boolean;
  onSave: (rules: BookingRules) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<RulesDraft>(() => toDraft(props.rules));
  const form = useFormErrors();
  const set = (change: Partial<RulesDraft>) => setDraft((current) => ({ ...current, ...change }));
  const changeRule = (key: string, change: Partial<RulesDraft['durationRules'][number]>) =>
    setDraft((current) => ({
      ...current,
      durationRules: current.durationRules.map((r) => (r.key === key ? { ...r, ...change } : r)),
    }));
  // A stored interval the form does not offer (written before these pages) is shown as it is,
  // and refused on saving until another is chosen.
  const stored = Number(props.rules.slotIntervalMinutes);
  const intervals: number[] = INTERVALS.some((minutes) => minutes === stored)
    ? [...INTERVALS]
    : [stored, ...INTERVALS];

  function submit(event: FormEvent) {
    event.preventDefault();
    const rules = form.check(parseRules(draft));
    if (rules) props.onSave(rules);
  }

  const labelOf = (path: string): string => {
    const [field, , part] = path.split('.');
    if (field === 'durationRules' && part)
      return t(`staff.settings.rules.duration.${part}` as TranslationKey);
    return t(`staff.settings.rules.${field}` as TranslationKey);
  };

  const numberField = (field: NumberField) => (
    <SettingsField
      id={fieldId(field)}
      label={t(`staff.settings.rules.${field}`)}
      hint={t('staff.settings.rules.range', NUMBERS[field])}
      type="number"
      inputMode="numeric"
      min={NUMBERS[field].min}
      max={NUMBERS[field].max}
      value={draft[field]}
      error={form.shown[field]}
      onChange={(event) => set({ [field]: event.target.value })}
    />
  );

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <ErrorSummary
        attempt={form.attempt}
        errors={Object.entries(form.shown).map(([path, message]) => {
          const bounds = durationBoundsOf(path);
          return {
            fieldId: fieldId(path),
            label: labelOf(path),
            message,
            values: bounds && boundsInWords(bounds, t),
          };
        })}
      />
      <fieldset className="settings-group">
        <legend>{t('staff.settings.rules.when')}</legend>
        <SettingsSelect
          id={fieldId('slotIntervalMinutes')}
          label={t('staff.settings.rules.slotIntervalMinutes')}
          value={draft.slotIntervalMinutes}
          onChange={(slotIntervalMinutes) => set({ slotIntervalMinutes })}
        >
          {intervals.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('staff.settings.rules.minutes', { count: minutes })}
            </option>
          ))}
        </SettingsSelect>
        <DurationField
          id={fieldId('leadTimeMinutes')}
          legend={t('staff.settings.rules.leadTimeMinutes')}
          units={DURATIONS.leadTimeMinutes.units}
          bounds={DURATIONS.leadTimeMinutes}
          value={draft.leadTimeMinutes}
          error={form.shown.leadTimeMinutes}
          onChange={(leadTimeMinutes) => set({ leadTimeMinutes })}
        />
        {numberField('bookingWindowDays')}
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.rules.party')}</legend>
        {numberField('maxOnlinePartySize')}
        <SettingsField
          id={fieldId('phone')}
          label={t('staff.settings.rules.phone')}
          hint={t('staff.settings.rules.phoneHint')}
          type="tel"
          autoComplete="off"
          value={draft.phone}
          error={form.shown.phone}
          onChange={(event) => set({ phone: event.target.value })}
        />
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.rules.length')}</legend>
        <DurationField
          id={fieldId('defaultDurationMinutes')}
          legend={t('staff.settings.rules.defaultDurationMinutes')}
          units={DURATIONS.defaultDurationMinutes.units}
          bounds={DURATIONS.defaultDurationMinutes}
          value={draft.defaultDurationMinutes}
          error={form.shown.defaultDurationMinutes}
          onChange={(defaultDurationMinutes) => set({ defaultDurationMinutes })}
        />
        {draft.durationRules.map((rule, index) => (
          <fieldset key={rule.key} className="settings-service settings-service--duration">
            <legend>{t('staff.settings.rules.duration.title', { number: index + 1 })}</legend>
            {(['minGuests', 'maxGuests'] as const).map((part) => {
              const path = `durationRules.${index}.${part}`;
              return (
                <SettingsField
                  key={part}
                  id={fieldId(path)}
                  label={t(`staff.settings.rules.duration.${part}`)}
                  type="number"
                  inputMode="numeric"
                  value={rule[part]}
                  error={form.shown[path]}
                  onChange={(event) => changeRule(rule.key, { [part]: event.target.value })}
                />
              );
            })}
            <DurationField
              id={fieldId(`durationRules.${index}.minutes`)}
              legend={t('staff.settings.rules.duration.minutes')}
              units={DURATIONS.durationRule.units}
              bounds={DURATIONS.durationRule}
              value={rule.minutes}
              error={form.shown[`durationRules.${index}.minutes`]}
              onChange={(minutes) => changeRule(rule.key, { minutes })}
            />
            <Button
              variant="secondary"
              onClick={() =>
                set({ durationRules: draft.durationRules.filter((r) => r.key !== rule.key) })
              }
            >
              {t('staff.settings.rules.duration.remove', { number: index + 1 })}
            </Button>
          </fieldset>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              set({
                durationRules: [
                  ...draft.durationRules,
                  { key: durationKey(), minGuests: '', maxGuests: '', minutes: emptyDuration() },
                ],
              })
            }
          >
            {t('staff.settings.rules.duration.add')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.rules.flow')}</legend>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.pacingOn}
            onChange={(event) => set({ pacingOn: event.target.checked })}
          />
          {t('staff.settings.rules.pacingOn')}
        </label>
        {draft.pacingOn && numberField('pacingMaxCoversPerSlot')}
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.waitingListEnabled}
            onChange={(event) => set({ waitingListEnabled: event.target.checked })}
          />
          {t('staff.settings.rules.waitingListEnabled')}
        </label>
        {draft.waitingListEnabled && (
          <>
            <label className="settings-check">
              <input
                type="checkbox"
                checked={draft.waitingListOffers}
                onChange={(event) => set({ waitingListOffers: event.target.checked })}
              />
              {t('staff.settings.rules.waitingListOffers')}
            </label>
            {numberField('offerHoldMinutes')}
          </>
        )}
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.rules.after')}</legend>
        {numberField('cancellationDeadlineHours')}
        {numberField('noShowGraceMinutes')}
        {numberField('reminderHoursBefore')}
      </fieldset>

      <div className="settings-actions">
        <SaveButton label={t('staff.settings.rules.save')} saving={props.saving} />
        <SavedNote saved={props.saved} saving={props.saving} />
      </div>
    </form>
  );
}
