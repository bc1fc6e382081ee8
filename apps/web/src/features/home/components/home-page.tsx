import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useDocumentTitle } from '../../../lib/document-title';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { TableIllustration } from './table-illustration';
import { UpcomingEvents } from './upcoming-events';
import './home-page.css';

const STEPS = ['find', 'pick', 'book'] as const;

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
  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="eyebrow">{t('home.eyebrow')}</p>
            <h1 className="home-hero__title">{t('home.title')}</h1>
            <p className="lead home-hero__lead">{t('home.lead')}</p>
          </div>
          <TableIllustration className="home-hero__art table-art" />
        </div>
        {searchForm && <div className="container home-hero__search">{searchForm}</div>}
      </section>

      {featured && (
        <section className="container home-section" aria-labelledby="featured-restaurants">
          <h2 id="featured-restaurants">{t('homeSearch.featuredTitle')}</h2>
          {featured}
        </section>
      )}

      <section className="container home-section" aria-labelledby="upcoming-events">
        <h2 id="upcoming-events">{t('homeSearch.eventsTitle')}</h2>
        <UpcomingEvents />
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
