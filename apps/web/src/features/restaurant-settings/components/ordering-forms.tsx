import type { Language } from '@dekka/contracts/languages';
import {
  type CateringPackageRequest,
  type CateringPackageView,
  DIETARY_TAGS,
  EU_ALLERGENS,
  ORDER_MODES,
  type OrderingCategoryRequest,
  type OrderingCategoryView,
  type OrderingItemRequest,
  type OrderingItemView,
  type OrderingSettings,
  type OrderingSetupResponse,
  ORDERS_PER_SLOT_MAX,
} from '@dekka/contracts/restaurant-ordering';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { TranslationKey } from '../../../lib/i18n';
import { formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { EditForm } from '../form-kit/edit-form';
import { ErrorSummary } from '../form-kit/error-summary';
import { SaveButton } from '../form-kit/save-button';
import { SettingsField, SettingsSelect } from '../form-kit/settings-field';
import { idOf, useFormErrors, useTextsFormState } from '../form-kit/use-form-state';
import type { FieldErrors } from '../model/field-errors';
import {
  categoryDraft,
  type GroupDraft,
  itemDraft,
  newChoice,
  newGroup,
  newZone,
  packageDraft,
  parseCategory,
  parseItem,
  parsePackage,
  parseSettings,
  settingsDraft,
  type ZoneDraft,
} from '../model/ordering-form';
import { ItemPhotoPicker } from './item-photo-picker';
import { LanguageTextsFields, useLanguageName } from './profile-texts';

type Setup = OrderingSetupResponse;

/** A group of checkboxes with a legend and its message (the fieldset takes the error's id). */
function Checkboxes<V extends string | number>(props: {
  id: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  chosen: readonly V[];
  error?: TranslationKey | undefined;
  row?: boolean;
  onChange: (chosen: V[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset
      id={props.id}
      tabIndex={-1}
      className={props.row ? 'settings-choice settings-choice--row' : 'settings-choice'}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={props.chosen.includes(option.value)}
            onChange={(event) =>
              props.onChange(
                props.options
                  .map((o) => o.value)
                  .filter((value) =>
                    value === option.value ? event.target.checked : props.chosen.includes(value),
                  ),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {props.error && (
        <p id={`${props.id}-error`} className="field__error">
          {t(props.error)}
        </p>
      )}
    </fieldset>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="settings-check">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

/** The summary's label of a field: the form's own, or the language's name for a text. */
function useLabelOf(labels: Record<string, string>) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  return (path: string) => {
    const text = /^(?:(.*)\.)?texts\.(\w+)\.(name|description)$/.exec(path);
    if (text?.[2] && text[3]) {
      const what =
        text[3] === 'name'
          ? t('staff.settings.ordering.name')
          : t('staff.settings.ordering.description');
      const where = text[1] ? `${labels[text[1]] ?? text[1]}: ` : '';
      return `${where}${what} (${nameOf(text[2] as Language)})`;
    }
    const parent = path.split('.').slice(0, -1).join('.');
    return labels[path] ?? (labels[parent] ? `${labels[parent]}: ${path.split('.').at(-1)}` : path);
  };
}

type FormProps<T> = {
  setup: Setup;
  saving: boolean;
  refused: FieldErrors;
  onSave: (body: T) => void;
  onCancel: () => void;
};

// ---- How diners order ----

/** Modes, pause, the kitchen's capacity, lead times, delivery zones and catering terms. */
export function OrderingSettingsForm(props: {
  setup: Setup;
  saving: boolean;
  refused: FieldErrors;
  onSave: (body: OrderingSettings) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { currency } = props.setup;
  const [draft, setDraft] = useState(() => settingsDraft(props.setup.settings, currency));
  const form = useFormErrors(props.refused);
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const setZone = (index: number, change: Partial<ZoneDraft>) =>
    set({ zones: draft.zones.map((zone, i) => (i === index ? { ...zone, ...change } : zone)) });
  const field = (path: string) => idOf(id, path);
  const error = (path: string) => form.shown[path];
  const zoneLabel = (i: number) => t('staff.settings.ordering.zoneN', { n: i + 1 });
  const labels: Record<string, string> = {
    ordersPerSlot: t('staff.settings.ordering.ordersPerSlot'),
    takeawayLeadMinutes: t('staff.settings.ordering.takeawayLead'),
    deliveryLeadMinutes: t('staff.settings.ordering.deliveryLead'),
    zones: t('staff.settings.ordering.zones'),
    cateringLeadHours: t('staff.settings.ordering.cateringLead'),
    cateringMinGuests: t('staff.settings.ordering.cateringMinGuests'),
    cateringDepositPercent: t('staff.settings.ordering.depositPercent'),
  };
  const zoneFields: Record<string, string> = {
    name: t('staff.settings.ordering.zoneName'),
    maxDistanceKm: t('staff.settings.ordering.distance'),
    postcodes: t('staff.settings.ordering.postcodes'),
    fee: t('staff.settings.ordering.fee', { currency }),
    minimumOrder: t('staff.settings.ordering.minimumOrder', { currency }),
    estimatedMinutes: t('staff.settings.ordering.estimatedMinutes'),
  };
  const labelOf = (path: string) => {
    const zone = /^zones\.(\d+)\.(\w+)/.exec(path);
    if (zone?.[1] && zone[2])
      return `${zoneLabel(Number(zone[1]))}: ${zoneFields[zone[2]] ?? zone[2]}`;
    return labels[path] ?? path;
  };
  /** Where a zone's error is shown: the distance and postcodes share one field. */
  const zoneField = (i: number, path: string) => {
    const zone = draft.zones[i];
    const key = path === 'maxDistanceKm' || path.startsWith('postcodes') ? 'area' : path;
    return key === 'area' && zone ? field(`zones.${i}.${zone.kind}`) : field(`zones.${i}.${key}`);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.check(parseSettings(draft, currency));
    if (body) props.onSave(body);
  }

  const zoneError = (i: number, key: string) =>
    key === 'area'
      ? (error(`zones.${i}.maxDistanceKm`) ??
        Object.entries(form.shown).find(([path]) => path.startsWith(`zones.${i}.postcodes`))?.[1])
      : error(`zones.${i}.${key}`);

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <ErrorSummary
        attempt={form.attempt}
        errors={Object.entries(form.shown).map(([path, message]) => {
          const zone = /^zones\.(\d+)\.(\w+)/.exec(path);
          return {
            fieldId: zone?.[1] && zone[2] ? zoneField(Number(zone[1]), zone[2]) : field(path),
            label: labelOf(path),
            message,
          };
        })}
      />
      <fieldset className="settings-group">
        <legend>{t('staff.settings.ordering.modes')}</legend>
        <p className="settings-field__hint">{t('staff.settings.ordering.modesHint')}</p>
        {ORDER_MODES.map((mode) => (
          <Check
            key={mode}
            label={t(`staff.settings.ordering.modeNames.${mode}`)}
            checked={draft[mode]}
            onChange={(on) => set({ [mode]: on })}
          />
        ))}
        <Check
          label={t('staff.settings.ordering.paused')}
          checked={draft.paused}
          onChange={(paused) => set({ paused })}
        />
        <p className="settings-field__hint">{t('staff.settings.ordering.pausedHint')}</p>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.ordering.kitchen')}</legend>
        <SettingsField
          id={field('ordersPerSlot')}
          label={labels.ordersPerSlot ?? ''}
          hint={t('staff.settings.rules.range', { min: 1, max: ORDERS_PER_SLOT_MAX })}
          type="number"
          inputMode="numeric"
          min={1}
          max={ORDERS_PER_SLOT_MAX}
          value={draft.ordersPerSlot}
          error={error('ordersPerSlot')}
          onChange={(event) => set({ ordersPerSlot: event.target.value })}
        />
        <div className="settings-pair">
          <SettingsField
            id={field('takeawayLeadMinutes')}
            label={labels.takeawayLeadMinutes ?? ''}
            type="number"
            inputMode="numeric"
            value={draft.takeawayLeadMinutes}
            error={error('takeawayLeadMinutes')}
            onChange={(event) => set({ takeawayLeadMinutes: event.target.value })}
          />
          <SettingsField
            id={field('deliveryLeadMinutes')}
            label={labels.deliveryLeadMinutes ?? ''}
            type="number"
            inputMode="numeric"
            value={draft.deliveryLeadMinutes}
            error={error('deliveryLeadMinutes')}
            onChange={(event) => set({ deliveryLeadMinutes: event.target.value })}
          />
        </div>
        <p className="settings-field__hint">{t('staff.settings.ordering.hoursHint')}</p>
      </fieldset>

      <fieldset className="settings-group" id={field('zones')} tabIndex={-1}>
        <legend>{labels.zones}</legend>
        <p className="settings-field__hint">{t('staff.settings.ordering.zonesHint')}</p>
        {error('zones') && (
          <p className="field__error">{t(error('zones') ?? 'staff.settings.errors.invalid')}</p>
        )}
        {draft.zones.map((zone, i) => (
          <fieldset key={i} className="settings-group ordering-zone">
            <legend>{zone.name.trim() || zoneLabel(i)}</legend>
            <SettingsField
              id={field(`zones.${i}.name`)}
              label={zoneFields.name ?? ''}
              value={zone.name}
              error={zoneError(i, 'name')}
              onChange={(event) => setZone(i, { name: event.target.value })}
            />
            <fieldset className="settings-choice settings-choice--row">
              <legend>{t('staff.settings.ordering.zoneBy')}</legend>
              {(['distance', 'postcodes'] as const).map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name={`${id}-zone-${i}`}
                    checked={zone.kind === kind}
                    onChange={() => setZone(i, { kind })}
                  />
                  {t(`staff.settings.ordering.zoneKinds.${kind}`)}
                </label>
              ))}
            </fieldset>
            {zone.kind === 'distance' ? (
              <SettingsField
                id={field(`zones.${i}.distance`)}
                label={zoneFields.maxDistanceKm ?? ''}
                inputMode="decimal"
                value={zone.distance}
                error={zoneError(i, 'area')}
                onChange={(event) => setZone(i, { distance: event.target.value })}
              />
            ) : (
              <SettingsField
                id={field(`zones.${i}.postcodes`)}
                label={zoneFields.postcodes ?? ''}
                hint={t('staff.settings.ordering.postcodesHint')}
                value={zone.postcodes}
                error={zoneError(i, 'area')}
                onChange={(event) => setZone(i, { postcodes: event.target.value })}
              />
            )}
            <div className="settings-pair">
              <SettingsField
                id={field(`zones.${i}.fee`)}
                label={zoneFields.fee ?? ''}
                inputMode={currency === 'ISK' ? 'numeric' : 'decimal'}
                value={zone.fee}
                error={zoneError(i, 'fee')}
                onChange={(event) => setZone(i, { fee: event.target.value })}
              />
              <SettingsField
                id={field(`zones.${i}.minimumOrder`)}
                label={zoneFields.minimumOrder ?? ''}
                inputMode={currency === 'ISK' ? 'numeric' : 'decimal'}
                value={zone.minimumOrder}
                error={zoneError(i, 'minimumOrder')}
                onChange={(event) => setZone(i, { minimumOrder: event.target.value })}
              />
            </div>
            <SettingsField
              id={field(`zones.${i}.estimatedMinutes`)}
              label={zoneFields.estimatedMinutes ?? ''}
              type="number"
              inputMode="numeric"
              value={zone.minutes}
              error={zoneError(i, 'estimatedMinutes')}
              onChange={(event) => setZone(i, { minutes: event.target.value })}
            />
            <div>
              <Button
                variant="secondary"
                onClick={() => set({ zones: draft.zones.filter((_, j) => j !== i) })}
              >
                {t('staff.settings.ordering.removeZone', {
                  name: zone.name.trim() || zoneLabel(i),
                })}
              </Button>
            </div>
          </fieldset>
        ))}
        <div>
          <Button variant="secondary" onClick={() => set({ zones: [...draft.zones, newZone()] })}>
            {t('staff.settings.ordering.addZone')}
          </Button>
        </div>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.ordering.modeNames.catering')}</legend>
        <div className="settings-pair">
          <SettingsField
            id={field('cateringLeadHours')}
            label={labels.cateringLeadHours ?? ''}
            type="number"
            inputMode="numeric"
            value={draft.cateringLeadHours}
            error={error('cateringLeadHours')}
            onChange={(event) => set({ cateringLeadHours: event.target.value })}
          />
          <SettingsField
            id={field('cateringMinGuests')}
            label={labels.cateringMinGuests ?? ''}
            type="number"
            inputMode="numeric"
            value={draft.cateringMinGuests}
            error={error('cateringMinGuests')}
            onChange={(event) => set({ cateringMinGuests: event.target.value })}
          />
        </div>
        <fieldset className="settings-choice">
          <legend>{t('staff.settings.ordering.cateringPayment')}</legend>
          {(['full', 'deposit'] as const).map((payment) => (
            <label key={payment}>
              <input
                type="radio"
                name={`${id}-catering-payment`}
                checked={draft.cateringPayment === payment}
                onChange={() => set({ cateringPayment: payment })}
              />
              {t(`staff.settings.ordering.payments.${payment}`)}
            </label>
          ))}
        </fieldset>
        {draft.cateringPayment === 'deposit' && (
          <SettingsField
            id={field('cateringDepositPercent')}
            label={labels.cateringDepositPercent ?? ''}
            hint={t('staff.settings.rules.range', { min: 1, max: 99 })}
            type="number"
            inputMode="numeric"
            value={draft.cateringDepositPercent}
            error={error('cateringDepositPercent')}
            onChange={(event) => set({ cateringDepositPercent: event.target.value })}
          />
        )}
      </fieldset>
      <div className="settings-actions">
        <SaveButton label={t('staff.settings.ordering.saveSettings')} saving={props.saving} />
      </div>
    </form>
  );
}

// ---- Categories and packages ----

function NameFields(props: {
  formId: string;
  legend: string;
  texts:
    | Record<Language, Record<'name', string>>
    | Record<Language, Record<'name' | 'description', string>>;
  withDescription: boolean;
  own: Language;
  editing: Language;
  errors: FieldErrors;
  onEditing: (language: Language) => void;
  onChange: (language: Language, texts: Record<string, string>) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const fields = [
    {
      key: 'name',
      label: t('staff.settings.ordering.name'),
      hint: t('staff.settings.ordering.nameHint'),
      rows: 1,
      singleLine: true,
    },
    ...(props.withDescription
      ? [
          {
            key: 'description',
            label: t('staff.settings.ordering.description'),
            hint: t('staff.settings.ordering.descriptionHint'),
            rows: 3,
          },
        ]
      : []),
  ];
  return (
    <LanguageTextsFields<string>
      legend={props.legend}
      intro={t('staff.settings.menus.textsIntro', { language: nameOf(props.own) })}
      name={`${props.formId}-language`}
      fields={fields}
      texts={props.texts as Record<Language, Record<string, string>>}
      own={props.own}
      editing={props.editing}
      errors={props.errors}
      pathOf={(language, field) => `texts.${language}.${field}`}
      fieldId={(path) => idOf(props.formId, path)}
      onEditing={props.onEditing}
      onChange={props.onChange}
    />
  );
}

export function CategoryForm(
  props: FormProps<OrderingCategoryRequest> & { initial: OrderingCategoryView | null },
) {
  const { t } = useTranslation();
  const id = useId();
  const own = props.setup.ownLanguage;
  const [draft, setDraft] = useState(() =>
    categoryDraft(props.initial, props.setup.categories.length),
  );
  const form = useTextsFormState(own, { refused: props.refused });
  const labelOf = useLabelOf({ position: t('staff.settings.ordering.position') });

  function submit() {
    const body = form.check(parseCategory(draft, own));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial
          ? t('staff.settings.ordering.editCategory')
          : t('staff.settings.ordering.newCategory')
      }
      attempt={form.attempt}
      errors={Object.entries(form.shown).map(([path, message]) => ({
        fieldId: idOf(id, path),
        label: labelOf(path),
        message,
      }))}
      save={t('staff.settings.ordering.saveCategory')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <NameFields
        formId={id}
        legend={t('staff.settings.ordering.categoryName')}
        texts={draft.texts}
        withDescription={false}
        own={own}
        editing={form.editing}
        errors={form.shown}
        onEditing={form.setEditing}
        onChange={(language, texts) =>
          setDraft({ ...draft, texts: { ...draft.texts, [language]: { name: texts.name ?? '' } } })
        }
      />
      <SettingsField
        id={idOf(id, 'position')}
        label={t('staff.settings.ordering.position')}
        hint={t('staff.settings.ordering.positionHint')}
        type="number"
        inputMode="numeric"
        value={draft.position}
        error={form.shown.position}
        onChange={(event) => setDraft({ ...draft, position: event.target.value })}
      />
    </EditForm>
  );
}

export function PackageForm(
  props: FormProps<CateringPackageRequest> & { initial: CateringPackageView | null },
) {
  const { t } = useTranslation();
  const id = useId();
  const { ownLanguage: own, currency } = props.setup;
  const [draft, setDraft] = useState(() =>
    packageDraft(props.initial, currency, props.setup.packages.length),
  );
  const form = useTextsFormState(own, { refused: props.refused });
  const labels = {
    pricePerPerson: t('staff.settings.ordering.pricePerPerson', { currency }),
    minGuests: t('staff.settings.ordering.packageMinGuests'),
    position: t('staff.settings.ordering.position'),
  };
  const labelOf = useLabelOf(labels);

  function submit() {
    const body = form.check(parsePackage(draft, currency, own));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial
          ? t('staff.settings.ordering.editPackage')
          : t('staff.settings.ordering.newPackage')
      }
      attempt={form.attempt}
      errors={Object.entries(form.shown).map(([path, message]) => ({
        fieldId: idOf(id, path),
        label: labelOf(path),
        message,
      }))}
      save={t('staff.settings.ordering.savePackage')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <NameFields
        formId={id}
        legend={t('staff.settings.ordering.packageTexts')}
        texts={draft.texts}
        withDescription
        own={own}
        editing={form.editing}
        errors={form.shown}
        onEditing={form.setEditing}
        onChange={(language, texts) =>
          setDraft({
            ...draft,
            texts: {
              ...draft.texts,
              [language]: { name: texts.name ?? '', description: texts.description ?? '' },
            },
          })
        }
      />
      <div className="settings-pair">
        <SettingsField
          id={idOf(id, 'pricePerPerson')}
          label={labels.pricePerPerson}
          inputMode={currency === 'ISK' ? 'numeric' : 'decimal'}
          value={draft.pricePerPerson}
          error={form.shown.pricePerPerson}
          onChange={(event) => setDraft({ ...draft, pricePerPerson: event.target.value })}
        />
        <SettingsField
          id={idOf(id, 'minGuests')}
          label={labels.minGuests}
          type="number"
          inputMode="numeric"
          value={draft.minGuests}
          error={form.shown.minGuests}
          onChange={(event) => setDraft({ ...draft, minGuests: event.target.value })}
        />
      </div>
      <SettingsField
        id={idOf(id, 'position')}
        label={labels.position}
        hint={t('staff.settings.ordering.positionHint')}
        type="number"
        inputMode="numeric"
        value={draft.position}
        error={form.shown.position}
        onChange={(event) => setDraft({ ...draft, position: event.target.value })}
      />
    </EditForm>
  );
}

// ---- Items ----

/** One option group of the item form: its name in the language being written, rules, choices. */
function GroupFields(props: {
  formId: string;
  index: number;
  group: GroupDraft;
  editing: Language;
  currency: Setup['currency'];
  errors: FieldErrors;
  onChange: (group: GroupDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const { group, index, editing } = props;
  const path = (rest: string) => `optionGroups.${index}.${rest}`;
  const field = (rest: string) => idOf(props.formId, path(rest));
  const title =
    group.texts[editing].name.trim() || t('staff.settings.ordering.groupN', { n: index + 1 });
  const set = (change: Partial<GroupDraft>) => props.onChange({ ...group, ...change });
  const setChoice = (c: number, change: Partial<GroupDraft['choices'][number]>) =>
    set({
      choices: group.choices.map((choice, i) => (i === c ? { ...choice, ...change } : choice)),
    });
  return (
    <fieldset className="settings-group ordering-group">
      <legend>{title}</legend>
      <SettingsField
        id={field(`texts.${editing}.name`)}
        lang={editing}
        label={`${t('staff.settings.ordering.groupName')} (${nameOf(editing)})`}
        value={group.texts[editing].name}
        error={props.errors[path(`texts.${editing}.name`)]}
        onChange={(event) =>
          set({ texts: { ...group.texts, [editing]: { name: event.target.value } } })
        }
      />
      <Check
        label={t('staff.settings.ordering.required')}
        checked={group.required}
        onChange={(required) =>
          set({
            required,
            minChoices: required ? (group.minChoices === '0' ? '1' : group.minChoices) : '0',
          })
        }
      />
      <div className="settings-pair">
        <SettingsField
          id={field('minChoices')}
          label={t('staff.settings.ordering.minChoices')}
          type="number"
          inputMode="numeric"
          value={group.minChoices}
          error={props.errors[path('minChoices')]}
          onChange={(event) => set({ minChoices: event.target.value })}
        />
        <SettingsField
          id={field('maxChoices')}
          label={t('staff.settings.ordering.maxChoices')}
          type="number"
          inputMode="numeric"
          value={group.maxChoices}
          error={props.errors[path('maxChoices')]}
          onChange={(event) => set({ maxChoices: event.target.value })}
        />
      </div>
      <ol className="ordering-choices">
        {group.choices.map((choice, c) => (
          <li key={c}>
            <SettingsField
              id={field(`choices.${c}.texts.${editing}.name`)}
              lang={editing}
              label={`${t('staff.settings.ordering.choiceN', { n: c + 1 })} (${nameOf(editing)})`}
              value={choice.texts[editing].name}
              error={props.errors[path(`choices.${c}.texts.${editing}.name`)]}
              onChange={(event) =>
                setChoice(c, {
                  texts: { ...choice.texts, [editing]: { name: event.target.value } },
                })
              }
            />
            <SettingsField
              id={field(`choices.${c}.priceDelta`)}
              label={t('staff.settings.ordering.priceDelta', {
                n: c + 1,
                currency: props.currency,
              })}
              inputMode={props.currency === 'ISK' ? 'numeric' : 'decimal'}
              value={choice.priceDelta}
              error={props.errors[path(`choices.${c}.priceDelta`)]}
              onChange={(event) => setChoice(c, { priceDelta: event.target.value })}
            />
            {group.choices.length > 1 && (
              <Button
                variant="secondary"
                onClick={() => set({ choices: group.choices.filter((_, i) => i !== c) })}
              >
                {t('staff.settings.ordering.removeChoice', { n: c + 1 })}
              </Button>
            )}
          </li>
        ))}
      </ol>
      <div className="settings-actions">
        <Button
          variant="secondary"
          onClick={() => set({ choices: [...group.choices, newChoice()] })}
        >
          {t('staff.settings.ordering.addChoice', { group: title })}
        </Button>
        <Button variant="secondary" onClick={props.onRemove}>
          {t('staff.settings.ordering.removeGroup', { group: title })}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * Adds or changes an item: texts, category, price, where it is offered, allergens and diets,
 * days and times, sold out, and its option groups with their choices.
 */
export function ItemForm(
  props: FormProps<OrderingItemRequest> & {
    initial: OrderingItemView | null;
    categoryId: number;
    /** Whose gallery the photo is chosen from, and where more are uploaded. */
    access: { token: string; restaurantId: number; slug: string };
  },
) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { ownLanguage: own, currency, categories } = props.setup;
  const [draft, setDraft] = useState(() =>
    itemDraft(
      props.initial,
      props.categoryId,
      currency,
      props.setup.items.filter((item) => item.categoryId === props.categoryId).length,
    ),
  );
  const form = useTextsFormState(own, { refused: props.refused });
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const field = (path: string) => idOf(id, path);
  const labels: Record<string, string> = {
    categoryId: t('staff.settings.ordering.category'),
    price: t('staff.settings.ordering.price', { currency }),
    modes: t('staff.settings.ordering.offeredFor'),
    allergens: t('staff.settings.ordering.allergens'),
    dietary: t('staff.settings.ordering.dietary'),
    weekdays: t('staff.settings.ordering.weekdays'),
    availableFrom: t('staff.settings.menus.availableFrom'),
    availableTo: t('staff.settings.menus.availableTo'),
    position: t('staff.settings.ordering.position'),
    photoId: t('staff.settings.ordering.photo'),
    ...Object.fromEntries(
      draft.optionGroups.flatMap((group, g) => {
        const name =
          group.texts[own].name.trim() || t('staff.settings.ordering.groupN', { n: g + 1 });
        return [
          [`optionGroups.${g}`, name],
          ...group.choices.map((_, c) => [
            `optionGroups.${g}.choices.${c}`,
            `${name}: ${t('staff.settings.ordering.choiceN', { n: c + 1 })}`,
          ]),
        ];
      }),
    ),
  };
  const labelOf = useLabelOf(labels);
  /** A listed field's id: a list's first box, a group's field as the group renders it. */
  const fieldIdOf = (path: string) => {
    const list = /^(modes|allergens|dietary|weekdays)(\.\d+)?$/.exec(path);
    return list?.[1] ? field(list[1]) : field(path);
  };
  const weekdays = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    value: day,
    label: formatWeekdayLong(day, i18n.language),
  }));

  function submit() {
    const body = form.check(parseItem(draft, currency, own));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial ? t('staff.settings.ordering.editItem') : t('staff.settings.ordering.newItem')
      }
      attempt={form.attempt}
      errors={Object.entries(form.shown).map(([path, message]) => ({
        fieldId: fieldIdOf(path),
        label: labelOf(path),
        message,
      }))}
      save={t('staff.settings.ordering.saveItem')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <NameFields
        formId={id}
        legend={t('staff.settings.ordering.itemTexts')}
        texts={draft.texts}
        withDescription
        own={own}
        editing={form.editing}
        errors={form.shown}
        onEditing={form.setEditing}
        onChange={(language, texts) =>
          set({
            texts: {
              ...draft.texts,
              [language]: { name: texts.name ?? '', description: texts.description ?? '' },
            },
          })
        }
      />
      <SettingsSelect
        id={field('categoryId')}
        label={labels.categoryId ?? ''}
        value={draft.categoryId}
        onChange={(value) => set({ categoryId: Number(value) })}
      >
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.texts[own].name}
          </option>
        ))}
      </SettingsSelect>
      <div className="settings-pair">
        <SettingsField
          id={field('price')}
          label={labels.price ?? ''}
          inputMode={currency === 'ISK' ? 'numeric' : 'decimal'}
          value={draft.price}
          error={form.shown.price}
          onChange={(event) => set({ price: event.target.value })}
        />
        <SettingsField
          id={field('position')}
          label={labels.position ?? ''}
          hint={t('staff.settings.ordering.positionHint')}
          type="number"
          inputMode="numeric"
          value={draft.position}
          error={form.shown.position}
          onChange={(event) => set({ position: event.target.value })}
        />
      </div>
      <Checkboxes
        id={field('modes')}
        legend={labels.modes ?? ''}
        row
        options={ORDER_MODES.map((mode) => ({
          value: mode,
          label: t(`staff.settings.ordering.modeNames.${mode}`),
        }))}
        chosen={draft.modes}
        error={form.shown.modes}
        onChange={(modes) => set({ modes })}
      />
      <Check
        label={t('staff.settings.ordering.soldOut')}
        checked={draft.soldOut}
        onChange={(soldOut) => set({ soldOut })}
      />
      <ItemPhotoPicker
        id={field('photoId')}
        {...props.access}
        own={own}
        value={draft.photoId}
        error={form.shown.photoId}
        onChange={(photoId) => set({ photoId })}
      />
      <Checkboxes
        id={field('allergens')}
        legend={labels.allergens ?? ''}
        options={EU_ALLERGENS.map((code) => ({
          value: code,
          label: t(`staff.settings.ordering.allergenNames.${code}`),
        }))}
        chosen={draft.allergens}
        error={form.shown.allergens}
        onChange={(allergens) => set({ allergens })}
      />
      <Checkboxes
        id={field('dietary')}
        legend={labels.dietary ?? ''}
        row
        options={DIETARY_TAGS.map((tag) => ({
          value: tag,
          label: t(`staff.settings.ordering.dietaryNames.${tag}`),
        }))}
        chosen={draft.dietary}
        error={form.shown.dietary}
        onChange={(dietary) => set({ dietary })}
      />
      <fieldset className="settings-group">
        <legend>{t('staff.settings.ordering.when')}</legend>
        <Checkboxes
          id={field('weekdays')}
          legend={labels.weekdays ?? ''}
          row
          options={weekdays}
          chosen={draft.weekdays}
          error={form.shown.weekdays}
          onChange={(days) => set({ weekdays: days })}
        />
        <div className="settings-pair">
          <SettingsField
            id={field('availableFrom')}
            label={labels.availableFrom ?? ''}
            type="time"
            value={draft.availableFrom}
            error={form.shown.availableFrom}
            onChange={(event) => set({ availableFrom: event.target.value })}
          />
          <SettingsField
            id={field('availableTo')}
            label={labels.availableTo ?? ''}
            type="time"
            value={draft.availableTo}
            error={form.shown.availableTo}
            onChange={(event) => set({ availableTo: event.target.value })}
          />
        </div>
        <p className="settings-field__hint">{t('staff.settings.ordering.whenHint')}</p>
      </fieldset>
      <fieldset className="settings-group">
        <legend>{t('staff.settings.ordering.optionGroups')}</legend>
        <p className="settings-field__hint">{t('staff.settings.ordering.optionGroupsHint')}</p>
        {draft.optionGroups.map((group, g) => (
          <GroupFields
            key={g}
            formId={id}
            index={g}
            group={group}
            editing={form.editing}
            currency={currency}
            errors={form.shown}
            onChange={(next) =>
              set({ optionGroups: draft.optionGroups.map((one, i) => (i === g ? next : one)) })
            }
            onRemove={() => set({ optionGroups: draft.optionGroups.filter((_, i) => i !== g) })}
          />
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => set({ optionGroups: [...draft.optionGroups, newGroup()] })}
          >
            {t('staff.settings.ordering.addGroup')}
          </Button>
        </div>
      </fieldset>
    </EditForm>
  );
}
