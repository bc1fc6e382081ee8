import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { PlateIllustration } from '../../../components/plate-illustration';
import { buttonClassName } from '../../../components/ui/button';
import { useIsolation } from '../../../lib/use-isolation';

/**
 * The upsell step opened without restaurant, time or party size (a cut-off or hand-made link):
 * nothing to choose menus for, so the diner is sent back to start over rather than shown a crash.
 */
export function IncompleteUpsellLink() {
  const { t } = useTranslation();
  const isolated = useIsolation();
  return (
    <section className="container page upsell-status">
      <PlateIllustration className="upsell-status__art" />
      <h1>{t('upsell.missingTitle')}</h1>
      <p className="lead">{t('upsell.missingBody')}</p>
      {!isolated && (
        <Link to="/" className={buttonClassName('primary')}>
          {t('upsell.findRestaurant')}
        </Link>
      )}
    </section>
  );
}
