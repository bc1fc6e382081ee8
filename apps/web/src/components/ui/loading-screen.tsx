import { useTranslation } from '../../lib/translation';
import { Logo } from '../logo';
import './loading-screen.css';

/** Fills the page while the app gets what it needs for the first screen. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="loading-screen" role="status" aria-label={t('app.loading')}>
      <Logo className="loading-screen__logo" />
    </div>
  );
}
