import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { RedirectNotice } from '../../../components/redirect-notice';
import { useSiteSettings } from '../../../lib/api/get-settings';

/**
 * /gjafabref (docs/product.md, "Routes"): leaves for the external gift card site when the site
 * names one (GIFT_CARD_URL); without one, gift cards are sold here, at /giftcard.
 */
export function GiftCardRedirect() {
  const { t } = useTranslation();
  const { giftCardUrl } = useSiteSettings();

  useEffect(() => {
    if (giftCardUrl) window.location.replace(giftCardUrl);
  }, [giftCardUrl]);

  if (!giftCardUrl) return <Navigate to="/giftcard" replace />;
  return <RedirectNotice message={t('redirect.giftCard')} />;
}
