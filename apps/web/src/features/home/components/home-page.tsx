import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useDocumentTitle } from '../../../lib/document-title';
import { upcomingEventsQueryOptions } from '../../../lib/api/get-upcoming-events';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import './home-page.css';

const STEPS = ['find', 'pick', 'book'] as const;
const EVENT_SKELETONS = [1, 2, 3];

/*
 * Below the search on a phone, and not needed for the first paint: their code is fetched after
 * the page's, so the home page's own script stays small (docs/decisions/009, 027). Each stands in
 * with a box of its final size meanwhile.
 */
const TableIllustration = lazy(() =>
  import('./table-illustration').then((module) => ({ default: module.TableIllustration })),
);
const UpcomingEvents = lazy(() =>
  import('./upcoming-events').then((module) => ({ default: module.UpcomingEvents })),
);

interface HomePageProps {
  /**
   * The search form and the featured restaurants belong to the search feature; the route table
   * hands them in, so this feature does not import another one.
   */
  searchForm?: ReactNode;
  featured?: ReactNode;
}

/** The front page: search, featured restaurants, upcoming events and how booking works. */
export function HomePage({ searchForm, featured }: HomePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('home.documentTitle'));
  // The events' data need not wait for their code.
  usePrefetchQuery(upcomingEventsQueryOptions());
  return (
    <>
      {/*
        The form follows the heading in the page, so a phone shows it in the first screen; the
        lead and the picture come after it (on wide screens the grid puts them beside the heading).
      */}
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__head">
            <p className="eyebrow">{t('home.eyebrow')}</p>
            <h1 className="home-hero__title">{t('home.title')}</h1>
          </div>
          {searchForm && <div className="home-hero__search">{searchForm}</div>}
          <p className="lead home-hero__lead">{t('home.lead')}</p>
          <Suspense fallback={<span className="home-hero__art" />}>
            <TableIllustration className="home-hero__art table-art" />
          </Suspense>
        </div>
      </section>

      {featured && (
        <section className="container home-section" aria-labelledby="featured-restaurants">
          <h2 id="featured-restaurants">{t('homeSearch.featuredTitle')}</h2>
          {featured}
        </section>
      )}

      <section className="container home-section" aria-labelledby="upcoming-events">
        <h2 id="upcoming-events">{t('homeSearch.eventsTitle')}</h2>
        <Suspense
          fallback={
            // The events' own loading state, so nothing moves when their code arrives.
            <ul className="home-events" aria-busy="true">
              {EVENT_SKELETONS.map((key) => (
                <li key={key} className="home-event home-event--skeleton" />
              ))}
            </ul>
          }
        >
          <UpcomingEvents />
        </Suspense>
      </section>

      <section className="container home-steps" aria-labelledby="how-it-works">
        <h2 id="how-it-works">{t('home.howItWorks')}</h2>
        <ol className="home-steps__list">
          {STEPS.map((step, index) => (
            <li key={step} className="home-steps__item">
              <span className="home-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container home-app">
        <div className="home-app__card">
          <div>
            <h2>{t('home.appTitle')}</h2>
            <p>{t('home.appBody')}</p>
          </div>
          <Link to="/download-app" className={buttonClassName('primary')}>
            {t('home.appLink')}
          </Link>
        </div>
      </section>
    </>
  );
}
