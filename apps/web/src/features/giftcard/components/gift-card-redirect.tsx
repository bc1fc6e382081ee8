import { useEffect } from 'react';
import { useTranslation } from '../../../lib/translation';
import { RedirectNotice } from '../../../components/redirect-notice';
import { useSiteSettings } from '../../../lib/api/get-settings';

/** /gjafabref: gift cards are sold on an external site (docs/product.md, "Routes"). */
export function GiftCardRedirect() {
  const { t } = useTranslation();
  const { giftCardUrl } = useSiteSettings();

  useEffect(() => {
    if (giftCardUrl) window.location.replace(giftCardUrl);
  }, [giftCardUrl]);

  return <RedirectNotice message={t('redirect.giftCard')} />;
}
