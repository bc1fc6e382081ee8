import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useParams } from 'react-router';
import { RedirectNotice } from '../../../components/redirect-notice';
import { legacyEventTarget } from '../model/legacy-event-target';

/** /event/:restaurantSlug/:eventSlug and /events/…: a full page load to the new event page. */
export function LegacyEventRedirect() {
  const { t } = useTranslation();
  const { restaurantSlug = '', eventSlug = '' } = useParams();
  const { search } = useLocation();

  useEffect(() => {
    window.location.replace(
      legacyEventTarget(window.location.origin, restaurantSlug, eventSlug, search),
    );
  }, [restaurantSlug, eventSlug, search]);

  return <RedirectNotice message={t('redirect.legacyEvent')} />;
}
