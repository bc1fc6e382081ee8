import { JoinRequest } from '@dekka/contracts/joining';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSiteSettings } from '../../../lib/api/get-settings';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { useApply, useJoinCities } from '../api/joining-api';
import {
  COUNTRIES,
  type Country,
  emptyDraft,
  FIELDS,
  type JoinDraft,
  type JoinField,
  joinFieldErrors,
  serverFieldErrors,
  toJoinRequest,
} from '../model/join-form';
import { FormErrors } from '../../../components/form-errors';
import '../../../components/booking-form.css';
import './joining.css';

const fieldId = (field: JoinField) => `join-${field}`;

const LABELS: Record<JoinField, TranslationKey> = {
  restaurantName: 'joining.restaurantName',
  contactName: 'joining.contactName',
  email: 'joining.email',
  phone: 'joining.phone',
  country: 'joining.country',
  cityId: 'joining.city',
  address: 'joining.address',
  website: 'joining.website',
  message: 'joining.message',
};

/** The fields a server refusal names, when it is a 400 that names any. */
function refusedFields(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body = error.body as { fields?: unknown } | undefined;
  return Array.isArray(body?.fields) ? body.fields.filter((f) => typeof f === 'string') : [];
}

/**
 * /join: a restaurant applies to join Dekka (docs/decisions/043-joining-dekka.md). The form runs
 * the contract's parse before sending, and shows the server's refusals by field too; once sent,
 * the page thanks the applicant and says what happens next.
 */
export function JoinPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('joining.title')));
  const { displayCountry } = useSiteSettings();
  const cities = useJoinCities();
  const apply = useApply();
  const [draft, setDraft] = useState<JoinDraft>(() => emptyDraft(displayCountry));
  const [errors, setErrors] = useState<Partial<Record<JoinField, TranslationKey>>>({});
  const [attempt, setAttempt] = useState(0);
  const [sent, setSent] = useState<{ email: string; restaurant: string } | null>(null);
  const set = (change: Partial<JoinDraft>) => setDraft((current) => ({ ...current, ...change }));

  const citiesOfCountry =
    cities.data?.countries.find((entry) => entry.country === draft.country)?.cities ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = JoinRequest.safeParse(toJoinRequest(draft));
    setAttempt((n) => n + 1);
    if (!parsed.success) {
      setErrors(joinFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    apply.mutate(toJoinRequest(draft), {
      onSuccess: () =>
        setSent({ email: parsed.data.email, restaurant: parsed.data.restaurantName }),
      onError: (error) => {
        const fields = serverFieldErrors(refusedFields(error));
        if (Object.keys(fields).length > 0) setErrors(fields);
      },
    });
  }

  if (sent) return <Sent email={sent.email} restaurant={sent.restaurant} />;

  const problem = apply.error;
  const rateLimited = problem instanceof ApiError && problem.status === 429;
  const fieldsRefused = refusedFields(problem).length > 0;
  const input = (field: Exclude<JoinField, 'country' | 'cityId' | 'message'>, extra: object) => (
    <TextField
      id={fieldId(field)}
      label={t(LABELS[field])}
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => set({ [field]: event.target.value })}
      {...extra}
    />
  );

  return (
    <section className="container page page--narrow join-page">
      <div className="card">
        <h1>{t('joining.title')}</h1>
        <p className="lead">{t('joining.lead')}</p>
        <form className="join-form" onSubmit={submit} noValidate>
          <FormErrors
            className="form-errors"
            attempt={attempt}
            title={t('joining.errorSummary')}
            errors={FIELDS.flatMap((field) => {
              const message = errors[field];
              return message
                ? [{ fieldId: fieldId(field), label: t(LABELS[field]), message: t(message) }]
                : [];
            })}
          />
          {input('restaurantName', { autoComplete: 'organization', required: true })}
          {input('contactName', { autoComplete: 'name', required: true })}
          <div className="join-form__pair">
            {input('email', {
              type: 'email',
              autoComplete: 'email',
              inputMode: 'email',
              required: true,
            })}
            {input('phone', { type: 'tel', autoComplete: 'tel', required: true })}
          </div>
          <div className="join-form__pair">
            <Choice
              field="country"
              label={t(LABELS.country)}
              value={draft.country}
              error={errors.country}
              onChange={(value) => set({ country: value as Country | '', cityId: '' })}
              options={COUNTRIES.map((country) => ({
                value: country,
                label: t(`joining.countries.${country}`),
              }))}
              placeholder={t('joining.chooseCountry')}
            />
            <Choice
              field="cityId"
              label={t(LABELS.cityId)}
              value={draft.cityId}
              error={errors.cityId}
              onChange={(value) => set({ cityId: value })}
              options={citiesOfCountry.map((city) => ({
                value: String(city.id),
                label: city.name,
              }))}
              placeholder={
                draft.country === '' ? t('joining.chooseCountryFirst') : t('joining.chooseCity')
              }
              disabled={draft.country === '' || !cities.data}
              busy={cities.isPending}
            />
          </div>
          {cities.isPending && (
            <p className="join-form__note" role="status">
              {t('joining.citiesLoading')}
            </p>
          )}
          {cities.isError && (
            <Alert tone="error">
              {t('joining.citiesFailed')}{' '}
              <Button variant="secondary" onClick={() => void cities.refetch()}>
                {t('joining.retry')}
              </Button>
            </Alert>
          )}
          {input('address', { autoComplete: 'street-address', required: true })}
          {input('website', {
            type: 'url',
            inputMode: 'url',
            autoComplete: 'url',
            placeholder: 'https://',
          })}
          <div className="field">
            <label className="field__label" htmlFor={fieldId('message')}>
              {t(LABELS.message)}
            </label>
            <p className="join-form__hint" id={`${fieldId('message')}-hint`}>
              {t('joining.messageHint')}
            </p>
            <textarea
              id={fieldId('message')}
              className="field__input field__input--textarea"
              rows={4}
              maxLength={2000}
              value={draft.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={`${fieldId('message')}-hint ${fieldId('message')}-error`}
              onChange={(event) => set({ message: event.target.value })}
            />
            <p id={`${fieldId('message')}-error`} className="field__error">
              {errors.message ? t(errors.message) : ''}
            </p>
          </div>
          <p className="join-form__note">
            {t('joining.privacy')} <Link to="/terms#privacy">{t('joining.privacyLink')}</Link>
          </p>
          <div aria-live="polite">
            {problem && !fieldsRefused && (
              <Alert tone="error">{rateLimited ? t('joining.tooMany') : t('joining.failed')}</Alert>
            )}
          </div>
          <div>
            <Button
              type="submit"
              disabled={apply.isPending}
              aria-busy={apply.isPending || undefined}
            >
              {apply.isPending && <Spinner label={t('joining.sending')} />}
              {t('joining.submit')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}

/** A labelled select whose message is tied to it, like TextField's. */
function Choice(props: {
  field: 'country' | 'cityId';
  label: string;
  value: string;
  error: TranslationKey | undefined;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const id = fieldId(props.field);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <div className="field__frame">
        <select
          id={id}
          className="field__input"
          value={props.value}
          disabled={props.disabled}
          required
          aria-busy={props.busy || undefined}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-error`} className="field__error">
        {props.error ? t(props.error) : ''}
      </p>
    </div>
  );
}

/** The thank-you: it takes the focus, so a screen reader reads it at once. */
function Sent({ email, restaurant }: { email: string; restaurant: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="container page page--narrow join-page">
      <div className="card">
        <h1 ref={heading} tabIndex={-1}>
          {t('joining.done.title')}
        </h1>
        <p className="lead">{t('joining.done.text', { email, restaurant })}</p>
        <p>{t('joining.done.next')}</p>
        <Link className={buttonClassName('secondary')} to="/">
          {t('joining.done.home')}
        </Link>
      </div>
    </section>
  );
}
