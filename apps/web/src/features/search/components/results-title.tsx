import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/translation';

/** The results page's tab title; rendered beside the page by the route table (app/routes.tsx). */
export function ResultsTitle() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('search.results.title')));
  return null;
}
