import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import { PlateIllustration } from '../../../components/plate-illustration';
import { buttonClassName } from '../../../components/ui/button';
import { useIsolation } from '../../../lib/use-isolation';

/** A restaurant (or event) the server does not know: its own message, not the generic 404. */
export function RestaurantNotFound({ kind = 'restaurant' }: { kind?: 'restaurant' | 'event' }) {
  const { t } = useTranslation();
  const isolated = useIsolation();
  return (
    <section className="container page restaurant-status">
      <PlateIllustration className="restaurant-status__art" />
      <h1>{kind === 'restaurant' ? t('restaurant.notFoundTitle') : t('event.notFoundTitle')}</h1>
      <p className="lead">
        {kind === 'restaurant' ? t('restaurant.notFoundBody') : t('event.notFoundBody')}
      </p>
      {!isolated && (
        <Link to="/" className={buttonClassName('primary')}>
          {t('restaurant.findAnother')}
        </Link>
      )}
    </section>
  );
}
