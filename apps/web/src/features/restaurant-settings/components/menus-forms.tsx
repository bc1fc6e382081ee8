import type { Language } from '@dekka/contracts/languages';
import {
  EVENT_SLUG_MAX,
  eventSlugFrom,
  type EventRequest,
  type EventView,
  MENU_GUESTS_MAX,
  type MenuRequest,
  type MenusSettingsResponse,
  type MenuView,
  type OccurrenceRequest,
  type OccurrenceView,
  TICKETS_MAX,
} from '@dekka/contracts/restaurant-menus';
import { PAYMENT_RULES } from '@dekka/contracts/restaurant-payments';
import { useId, useState } from 'react';
import type { TranslationKey } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { EditForm } from '../form-kit/edit-form';
import { SettingsField, SettingsSelect } from '../form-kit/settings-field';
import { idOf, useFormErrors, useTextsFormState } from '../form-kit/use-form-state';
import type { FieldErrors } from '../model/field-errors';
import {
  eventDraft,
  menuDraft,
  occurrenceDraft,
  parseEvent,
  parseMenu,
  parseOccurrence,
  type Texts,
} from '../model/menus-form';
import { minorUnits } from '../model/payments-form';
import { LanguageTextsFields, useLanguageName } from './profile-texts';

type Settings = MenusSettingsResponse;

type FormProps<T> = {
  saving: boolean;
  /** Fields the server refused (400), with why. */
  refused: FieldErrors;
  onSave: (body: T) => void;
  onCancel: () => void;
};

/** The per-language name, short description and description of a menu or an event. */
function ContentTextsFields(props: {
  formId: string;
  legend: string;
  texts: Texts;
  own: Language;
  editing: Language;
  errors: FieldErrors;
  onEditing: (language: Language) => void;
  onChange: (texts: Texts) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  return (
    <LanguageTextsFields
      legend={props.legend}
      intro={t('staff.settings.menus.textsIntro', { language: nameOf(props.own) })}
      name={`${props.formId}-language`}
      fields={[
        {
          key: 'name',
          label: t('staff.settings.menus.name'),
          hint: t('staff.settings.menus.nameHint'),
          rows: 1,
          singleLine: true,
        },
        {
          key: 'shortDescription',
          label: t('staff.settings.menus.shortDescription'),
          hint: t('staff.settings.menus.shortDescriptionHint'),
          rows: 2,
        },
        {
          key: 'description',
          label: t('staff.settings.menus.description'),
          hint: t('staff.settings.menus.descriptionHint'),
          rows: 4,
          html: true,
        },
      ]}
      texts={props.texts}
      own={props.own}
      editing={props.editing}
      errors={props.errors}
      pathOf={(language, field) => `texts.${language}.${field}`}
      fieldId={(path) => idOf(props.formId, path)}
      onEditing={props.onEditing}
      onChange={(language, texts) => props.onChange({ ...props.texts, [language]: texts })}
    />
  );
}

/** An amount per guest typed in whole units, with what a party of four pays. */
function PriceField(props: {
  id: string;
  label: string;
  value: string;
  currency: Settings['currency'];
  error: TranslationKey | undefined;
  emptyHint: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const minor = minorUnits(props.value, props.currency);
  const hint =
    Number.isInteger(minor) && minor > 0
      ? t('staff.settings.payments.amountExample', {
          guests: 4,
          total: formatMoney(minor * 4, props.currency, i18n.language),
        })
      : props.emptyHint;
  return (
    <SettingsField
      id={props.id}
      label={props.label}
      value={props.value}
      inputMode={props.currency === 'ISK' ? 'numeric' : 'decimal'}
      autoComplete="off"
      hint={hint}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/**
 * Adds or changes a set menu: its texts in each language, price and how it is paid, party
 * sizes, serving window, floor plans, the event it belongs to, and whether diners are offered it.
 */
export function MenuForm(
  props: FormProps<MenuRequest> & {
    initial: MenuView | null;
    /** The event a new menu is for; null for the regular menus. */
    eventId: number | null;
    settings: Settings;
  },
) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const id = useId();
  const { currency, ownLanguage: own, floorPlans, events } = props.settings;
  const [draft, setDraft] = useState(() => menuDraft(props.initial, props.eventId, currency));
  const form = useTextsFormState(own, { refused: props.refused });
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const field = (path: string) => idOf(id, path);
  const labels: Record<string, string> = {
    price: t('staff.settings.menus.priceLabel'),
    paymentType: t('staff.settings.menus.paymentType'),
    minGuests: t('staff.settings.tables.minGuests'),
    maxGuests: t('staff.settings.tables.maxGuests'),
    availableFrom: t('staff.settings.menus.availableFrom'),
    availableTo: t('staff.settings.menus.availableTo'),
    floorPlanIds: t('staff.settings.menus.floorPlans'),
    eventId: t('staff.settings.menus.event'),
  };
  const labelOf = (path: string) => {
    const [first, language, text] = path.split('.');
    if (first === 'texts' && language && text) {
      return `${t(`staff.settings.menus.${text as 'name'}`)} (${nameOf(language as Language)})`;
    }
    return labels[path] ?? path;
  };
  const event = events.find(
    (candidate) => candidate.id === (props.initial?.eventId ?? props.eventId),
  );

  function submit() {
    const body = form.check(parseMenu(draft, { currency, ownLanguage: own }));
    if (body) props.onSave(body);
  }

  const toggle = (planId: number, on: boolean) => {
    const others = draft.floorPlanIds.filter((candidate) => candidate !== planId);
    const chosen = on ? [...others, planId] : others;
    set({ floorPlanIds: floorPlans.map((plan) => plan.id).filter((p) => chosen.includes(p)) });
  };

  return (
    <EditForm
      title={
        props.initial
          ? t('staff.settings.menus.editMenu')
          : event
            ? t('staff.settings.menus.newEventMenu', { event: event.texts[own].name })
            : t('staff.settings.menus.newMenu')
      }
      attempt={form.attempt}
      errors={Object.entries(form.shown).map(([path, message]) => ({
        fieldId: path === 'floorPlanIds' ? field('floorPlan-0') : field(path),
        label: labelOf(path),
        message,
      }))}
      save={t('staff.settings.menus.saveMenu')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <ContentTextsFields
        formId={id}
        legend={t('staff.settings.menus.menuTexts')}
        texts={draft.texts}
        own={own}
        editing={form.editing}
        errors={form.shown}
        onEditing={form.setEditing}
        onChange={(texts) => set({ texts })}
      />

      <fieldset className="settings-group">
        <legend>{t('staff.settings.menus.priceAndPayment')}</legend>
        <PriceField
          id={field('price')}
          label={t('staff.settings.menus.price', { currency })}
          value={draft.price}
          currency={currency}
          error={form.shown.price}
          emptyHint={t('staff.settings.menus.priceHint')}
          onChange={(price) => set({ price })}
        />
        <fieldset className="settings-choice" id={field('paymentType')}>
          <legend>{labels.paymentType}</legend>
          {PAYMENT_RULES.map((rule) => (
            <label key={rule}>
              <input
                type="radio"
                name={`${id}-payment`}
                value={rule}
                checked={draft.paymentType === rule}
                onChange={() => set({ paymentType: rule })}
              />
              {t(`staff.settings.menus.paymentTypes.${rule}`)}
            </label>
          ))}
        </fieldset>
        <p className="settings-field__hint">{t('staff.settings.menus.paymentHint')}</p>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.menus.party')}</legend>
        <div className="settings-pair">
          <SettingsField
            id={field('minGuests')}
            label={labels.minGuests ?? ''}
            hint={t('staff.settings.rules.range', { min: 1, max: MENU_GUESTS_MAX })}
            type="number"
            inputMode="numeric"
            min={1}
            max={MENU_GUESTS_MAX}
            value={draft.minGuests}
            error={form.shown.minGuests}
            onChange={(change) => set({ minGuests: change.target.value })}
          />
          <SettingsField
            id={field('maxGuests')}
            label={labels.maxGuests ?? ''}
            hint={t('staff.settings.menus.maxGuestsHint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={MENU_GUESTS_MAX}
            value={draft.maxGuests}
            error={form.shown.maxGuests}
            onChange={(change) => set({ maxGuests: change.target.value })}
          />
        </div>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.isExclusive}
            aria-describedby={field('exclusive-hint')}
            onChange={(change) => set({ isExclusive: change.target.checked })}
          />
          {t('staff.settings.menus.exclusive')}
        </label>
        <p id={field('exclusive-hint')} className="settings-field__hint">
          {t('staff.settings.menus.exclusiveHint')}
        </p>
      </fieldset>

      <fieldset className="settings-group">
        <legend>{t('staff.settings.menus.whenAndWhere')}</legend>
        <p className="settings-field__hint">{t('staff.settings.menus.windowHint')}</p>
        <div className="settings-pair">
          <SettingsField
            id={field('availableFrom')}
            label={labels.availableFrom ?? ''}
            type="time"
            value={draft.availableFrom}
            error={form.shown.availableFrom}
            onChange={(change) => set({ availableFrom: change.target.value })}
          />
          <SettingsField
            id={field('availableTo')}
            label={labels.availableTo ?? ''}
            type="time"
            value={draft.availableTo}
            error={form.shown.availableTo}
            onChange={(change) => set({ availableTo: change.target.value })}
          />
        </div>
        {floorPlans.length > 1 && (
          <fieldset
            className="settings-choice"
            aria-describedby={[
              form.shown.floorPlanIds ? field('floorPlans-error') : '',
              field('floorPlans-hint'),
            ]
              .join(' ')
              .trim()}
          >
            <legend>{labels.floorPlanIds}</legend>
            {floorPlans.map((plan, index) => (
              <label key={plan.id}>
                <input
                  id={field(`floorPlan-${index}`)}
                  type="checkbox"
                  checked={draft.floorPlanIds.includes(plan.id)}
                  aria-invalid={form.shown.floorPlanIds ? true : undefined}
                  onChange={(change) => toggle(plan.id, change.target.checked)}
                />
                {plan.name}
              </label>
            ))}
            <p id={field('floorPlans-hint')} className="settings-field__hint">
              {t('staff.settings.menus.floorPlansHint')}
            </p>
            {form.shown.floorPlanIds && (
              <p id={field('floorPlans-error')} className="field__error">
                {t(form.shown.floorPlanIds)}
              </p>
            )}
          </fieldset>
        )}
        {events.length > 0 && (
          <SettingsSelect
            id={field('eventId')}
            label={labels.eventId ?? ''}
            value={draft.eventId === null ? '' : String(draft.eventId)}
            error={form.shown.eventId}
            onChange={(value) => set({ eventId: value === '' ? null : Number(value) })}
          >
            <option value="">{t('staff.settings.menus.noEvent')}</option>
            {events.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.texts[own].name}
              </option>
            ))}
          </SettingsSelect>
        )}
      </fieldset>

      <div>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.isAvailable}
            aria-describedby={field('available-hint')}
            onChange={(change) => set({ isAvailable: change.target.checked })}
          />
          {t('staff.settings.menus.available')}
        </label>
        <p id={field('available-hint')} className="settings-field__hint">
          {t('staff.settings.menus.availableHint')}
        </p>
      </div>
    </EditForm>
  );
}

/** Adds or changes an event: its texts, address, price per guest and Christmas flag. */
export function EventForm(
  props: FormProps<EventRequest> & {
    initial: EventView | null;
    settings: Settings;
    restaurantSlug: string;
  },
) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const id = useId();
  const { currency, ownLanguage: own } = props.settings;
  const [draft, setDraft] = useState(() => eventDraft(props.initial, currency));
  const form = useTextsFormState(own, { refused: props.refused });
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const field = (path: string) => idOf(id, path);
  const labelOf = (path: string) => {
    const [first, language, text] = path.split('.');
    if (first === 'texts' && language && text) {
      return `${t(`staff.settings.menus.${text as 'name'}`)} (${nameOf(language as Language)})`;
    }
    if (path === 'slug') return t('staff.settings.menus.slug');
    if (path === 'pricePerGuest') return t('staff.settings.menus.priceLabel');
    return path;
  };
  const made = eventSlugFrom(draft.texts[own].name);
  const slugHint = [
    draft.slug.trim() === ''
      ? t('staff.settings.menus.slugMade', { slug: made })
      : t('staff.settings.menus.slugHint'),
    props.initial && draft.slug !== props.initial.slug ? t('staff.settings.menus.slugChanged') : '',
  ]
    .filter(Boolean)
    .join(' ');

  function submit() {
    const body = form.check(parseEvent(draft, { currency, ownLanguage: own }));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial ? t('staff.settings.menus.editEvent') : t('staff.settings.menus.newEvent')
      }
      attempt={form.attempt}
      errors={Object.entries(form.shown).map(([path, message]) => ({
        fieldId: field(path),
        label: labelOf(path),
        message,
      }))}
      save={t('staff.settings.menus.saveEvent')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <ContentTextsFields
        formId={id}
        legend={t('staff.settings.menus.eventTexts')}
        texts={draft.texts}
        own={own}
        editing={form.editing}
        errors={form.shown}
        onEditing={form.setEditing}
        onChange={(texts) => set({ texts })}
      />
      <SettingsField
        id={field('slug')}
        label={t('staff.settings.menus.slugLabel', { restaurant: props.restaurantSlug })}
        value={draft.slug}
        maxLength={EVENT_SLUG_MAX}
        autoComplete="off"
        spellCheck={false}
        hint={slugHint}
        error={form.shown.slug}
        onChange={(change) => set({ slug: change.target.value })}
      />
      <PriceField
        id={field('pricePerGuest')}
        label={t('staff.settings.menus.price', { currency })}
        value={draft.price}
        currency={currency}
        error={form.shown.pricePerGuest}
        emptyHint={t('staff.settings.menus.eventPriceHint')}
        onChange={(price) => set({ price })}
      />
      <div>
        <label className="settings-check">
          <input
            type="checkbox"
            checked={draft.isChristmas}
            aria-describedby={field('christmas-hint')}
            onChange={(change) => set({ isChristmas: change.target.checked })}
          />
          {t('staff.settings.menus.christmas')}
        </label>
        <p id={field('christmas-hint')} className="settings-field__hint">
          {t('staff.settings.menus.christmasHint')}
        </p>
      </div>
    </EditForm>
  );
}

/** Adds or changes one date of an event: day, start, end and tickets. */
export function OccurrenceForm(
  props: FormProps<Omit<OccurrenceRequest, 'keepBookings'>> & {
    initial: OccurrenceView | null;
    eventName: string;
    settings: Settings;
  },
) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(() => occurrenceDraft(props.initial));
  const form = useFormErrors(props.refused);
  const set = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const field = (path: string) => idOf(id, path);
  const booked = props.initial?.seatsBooked ?? 0;
  const labels: Record<string, string> = {
    date: t('staff.settings.menus.date'),
    starts: t('staff.settings.menus.starts'),
    ends: t('staff.settings.menus.ends'),
    ticketCapacity: t('staff.settings.menus.tickets'),
  };

  function submit() {
    const body = form.check(parseOccurrence(draft, booked));
    if (body) props.onSave(body);
  }

  return (
    <EditForm
      title={
        props.initial
          ? t('staff.settings.menus.editDate', { event: props.eventName })
          : t('staff.settings.menus.newDate', { event: props.eventName })
      }
      attempt={form.attempt}
      errors={Object.entries(form.shown).map(([path, message]) => ({
        fieldId: field(path === 'ticketCapacity' ? 'tickets' : path),
        label: labels[path] ?? path,
        message,
      }))}
      save={t('staff.settings.menus.saveDate')}
      saving={props.saving}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <SettingsField
        id={field('date')}
        label={labels.date ?? ''}
        type="date"
        min={props.settings.today}
        required
        value={draft.date}
        error={form.shown.date}
        onChange={(change) => set({ date: change.target.value })}
      />
      <div className="settings-pair">
        <SettingsField
          id={field('starts')}
          label={labels.starts ?? ''}
          type="time"
          required
          value={draft.starts}
          error={form.shown.starts}
          onChange={(change) => set({ starts: change.target.value })}
        />
        <SettingsField
          id={field('ends')}
          label={labels.ends ?? ''}
          type="time"
          required
          hint={t('staff.settings.menus.endsHint')}
          value={draft.ends}
          error={form.shown.ends}
          onChange={(change) => set({ ends: change.target.value })}
        />
      </div>
      <SettingsField
        id={field('tickets')}
        label={labels.ticketCapacity ?? ''}
        type="number"
        inputMode="numeric"
        required
        min={Math.max(1, booked)}
        max={TICKETS_MAX}
        hint={
          booked > 0
            ? t('staff.settings.menus.ticketsBooked', { count: booked })
            : t('staff.settings.rules.range', { min: 1, max: TICKETS_MAX })
        }
        value={draft.tickets}
        error={form.shown.ticketCapacity}
        onChange={(change) => set({ tickets: change.target.value })}
      />
    </EditForm>
  );
}
