import type { SurveyInfoResponse } from '@dekka/contracts/survey';
import {
  RATING_DIMENSIONS,
  SURVEY_TEXT_MAX,
  type RatingDimension,
} from '@dekka/contracts/survey-limits';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ProblemPage } from '../../../components/ui/problem-page';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatBookingDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { useSurvey } from '../api/get-survey';
import { useSubmitSurvey } from '../api/submit-survey';
import { RatingScale } from './rating-scale';
import '../../../components/booking-form.css';
import './survey.css';

/** `/survey?guid=…`: the post-visit survey the diner's e-mail links to (docs/product.md). */
export function SurveyPage() {
  const [params] = useSearchParams();
  const guid = params.get('guid')?.trim() ?? '';
  if (guid === '') return <MissingSurvey />;
  // Keyed so another link starts with an empty form.
  return <SurveyLoader key={guid} guid={guid} />;
}

function MissingSurvey() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('survey.notFoundTitle')));
  return <SurveyNotFound />;
}

function SurveyNotFound() {
  const { t } = useTranslation();
  return <ProblemPage title={t('survey.notFoundTitle')}>{t('survey.notFoundBody')}</ProblemPage>;
}

function SurveyLoader({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const survey = useSurvey(guid);
  const title = t('survey.title');
  useDocumentTitle(
    survey.data === null
      ? pageTitle(t('survey.notFoundTitle'))
      : pageTitle(title, survey.data?.restaurantName),
  );
  if (survey.data === null) return <SurveyNotFound />;
  if (survey.isPending) {
    return (
      <SurveyLayout heading={title}>
        <div className="survey-page__loading">
          <Spinner label={t('survey.loading')} />
          <span aria-hidden="true">{t('survey.loading')}</span>
        </div>
      </SurveyLayout>
    );
  }
  if (survey.isError) {
    return (
      <SurveyLayout heading={title}>
        <Alert tone="error">{t('survey.loadError')}</Alert>
        <div>
          <Button variant="secondary" onClick={() => void survey.refetch()}>
            {t('survey.retry')}
          </Button>
        </div>
      </SurveyLayout>
    );
  }
  return <SurveyView guid={guid} survey={survey.data} />;
}

function SurveyLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="container page page--narrow survey-page">
      <div className="card survey-page__card">
        <h1>{heading}</h1>
        {children}
      </div>
    </section>
  );
}

/** A day of the restaurant's calendar (YYYY-MM-DD) in words: "Tuesday, December 1". */
function formatDay(date: string, language: string): string {
  return formatBookingDay(`${date}T12:00:00Z`, 'UTC', language);
}

function SurveyView({ guid, survey }: { guid: string; survey: SurveyInfoResponse }) {
  const { t, i18n } = useTranslation();
  const restaurant = survey.restaurantName;
  const restaurantLink = (
    <Link className={buttonClassName('secondary')} to={`/${survey.restaurantSlug}`}>
      {t('survey.toRestaurant', { restaurant })}
    </Link>
  );
  return (
    <SurveyLayout heading={t('survey.heading', { restaurant })}>
      <p className="survey-page__visit">
        {t('survey.visit', { date: formatDay(survey.visitDate, i18n.language) })}
      </p>
      {survey.answered ? (
        <>
          <Alert tone="info" title={t('survey.answeredTitle')}>
            {t('survey.answeredBody')}
          </Alert>
          <div>{restaurantLink}</div>
        </>
      ) : survey.expired ? (
        <>
          <Alert tone="info" title={t('survey.expiredTitle')}>
            {t('survey.expiredBody', {
              date: formatBookingDay(survey.expiresAt, survey.timeZone, i18n.language),
            })}
          </Alert>
          <div>{restaurantLink}</div>
        </>
      ) : (
        <SurveyForm guid={guid} />
      )}
    </SurveyLayout>
  );
}

type Ratings = Record<RatingDimension, number | null>;

const NO_RATINGS: Ratings = { food: null, service: null, ambience: null, value: null };

function SurveyForm({ guid }: { guid: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitSurvey(guid);
  const [ratings, setRatings] = useState<Ratings>(NO_RATINGS);
  const [comment, setComment] = useState('');
  const [publish, setPublish] = useState(false);
  // Missing ratings are pointed out once the diner tries to send, not while they fill in.
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const missing = RATING_DIMENSIONS.filter((dimension) => ratings[dimension] === null);
  const count = new Intl.NumberFormat(i18n.language);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    setChecked(true);
    const [food, service, ambience, value] = RATING_DIMENSIONS.map(
      (dimension) => ratings[dimension],
    );
    if (!food || !service || !ambience || !value) {
      // The first unanswered group takes the focus, so a keyboard or screen reader lands there.
      formRef.current
        ?.querySelector<HTMLInputElement>(`input[name="survey-${missing[0]}"]`)
        ?.focus();
      return;
    }
    submit.mutate(
      { food, service, ambience, value, comment, publish },
      { onSuccess: () => void navigate('/survey/thankyou', { replace: true }) },
    );
  }

  return (
    <form ref={formRef} className="survey-form" noValidate onSubmit={onSubmit}>
      <p className="survey-form__intro">{t('survey.intro')}</p>
      {RATING_DIMENSIONS.map((dimension) => (
        <RatingScale
          key={dimension}
          id={`survey-${dimension}`}
          label={t(`ratings.dimensions.${dimension}`)}
          value={ratings[dimension]}
          onChange={(value) => setRatings((current) => ({ ...current, [dimension]: value }))}
          error={checked && ratings[dimension] === null ? t('survey.missingRating') : undefined}
        />
      ))}
      <div className="field">
        <label className="field__label" htmlFor="survey-comment">
          {t('survey.comment')}
        </label>
        <div className="field__frame">
          <textarea
            id="survey-comment"
            className="field__input field__input--textarea"
            value={comment}
            maxLength={SURVEY_TEXT_MAX}
            rows={5}
            aria-describedby="survey-comment-hint survey-comment-count"
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <p id="survey-comment-hint" className="survey-form__hint">
          {t('survey.commentHint', { max: count.format(SURVEY_TEXT_MAX) })}
        </p>
        <p id="survey-comment-count" className="survey-form__hint survey-form__count">
          {t('survey.commentCount', {
            used: count.format(comment.length),
            max: count.format(SURVEY_TEXT_MAX),
          })}
        </p>
      </div>
      <div className="survey-form__publish">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={publish}
            aria-describedby="survey-publish-hint"
            onChange={(event) => setPublish(event.target.checked)}
          />
          <span>{t('survey.publish')}</span>
        </label>
        <p id="survey-publish-hint" className="survey-form__hint">
          {t('survey.publishHint')}
        </p>
      </div>
      {checked && missing.length > 0 && <Alert tone="error">{t('survey.missingRatings')}</Alert>}
      {submit.isError && !isStateOfSurvey(submit.error) && (
        <Alert tone="error">{t('survey.submitError')}</Alert>
      )}
      <div>
        <Button type="submit" disabled={submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? t('survey.submitting') : t('survey.submit')}
        </Button>
      </div>
    </form>
  );
}

/** A 409 or 410 is the survey's state (answered, closed), which the page then shows instead. */
function isStateOfSurvey(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 410);
}
