import { useTranslation } from '../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { Link, useParams } from 'react-router';
import type { Params } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { useIsolation } from '../../lib/use-isolation';
import type en from '../../locales/en.json';
import { PlateIllustration } from '../../components/plate-illustration';
import './pages.css';

export type Section = keyof (typeof en)['sections'];

interface ComingSoonPageProps {
  section: Section;
  /** What the address names, e.g. the restaurant slug, so visitors see their link was read. */
  detail?: (params: Params) => string | undefined;
}

/**
 * Stands in for pages that later issues build, so every route in the table answers with a real,
 * translated page instead of a 404.
 */
export function ComingSoonPage({ section, detail }: ComingSoonPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t(`sections.${section}`)));
  const params = useParams();
  const isolated = useIsolation();
  const named = detail?.(params);

  return (
    <section className="container page status-page">
      <PlateIllustration className="status-page__art" />
      <p className="eyebrow">{t('comingSoon.eyebrow')}</p>
      <h1>{t(`sections.${section}`)}</h1>
      {named && <p className="status-page__detail">{named}</p>}
      <p className="lead status-page__body">{t('comingSoon.body')}</p>
      {!isolated && (
        <Link to="/" className={buttonClassName('secondary')}>
          {t('comingSoon.backHome')}
        </Link>
      )}
    </section>
  );
}
