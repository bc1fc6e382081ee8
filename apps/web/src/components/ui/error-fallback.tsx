import { useTranslation } from '../../lib/translation';
import { Alert } from './alert';

/** The lesser failure: one part of a page broke, the rest still works. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return <Alert tone="error" title={t('errors.fallback')} />;
}
