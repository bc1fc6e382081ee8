import { useTranslation } from '../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../lib/document-title';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { useIsolation } from '../../lib/use-isolation';
import { PlateIllustration } from '../../components/plate-illustration';
import './pages.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('notFound.title')));
  const isolated = useIsolation();
  return (
    <section className="container page status-page">
      <PlateIllustration className="status-page__art" />
      <p className="eyebrow">{t('notFound.eyebrow')}</p>
      <h1>{t('notFound.title')}</h1>
      <p className="lead status-page__body">{t('notFound.body')}</p>
      {!isolated && (
        <Link to="/" className={buttonClassName('primary')}>
          {t('notFound.backHome')}
        </Link>
      )}
    </section>
  );
}
