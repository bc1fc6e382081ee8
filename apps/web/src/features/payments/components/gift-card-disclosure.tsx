import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { loadPageStrings } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { GiftCardOptionProps } from './gift-card-option';

// The field, its call and its strings load when the diner opens the disclosure: most bookings
// and orders are paid without a gift card, and the pages have a JavaScript budget (ADR 018).
const GiftCardOption = lazy(() =>
  Promise.all([import('./gift-card-option'), loadPageStrings(['pages', 'extra'])]).then(
    ([module]) => ({ default: module.GiftCardOption }),
  ),
);

/** "Pay with a gift card": closed at first; once opened, its content stays (and keeps its state). */
export function GiftCardDisclosure(props: GiftCardOptionProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="policy"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{t('complete.giftCardToggle')}</summary>
      {opened && (
        <div className="policy__text">
          <Suspense fallback={<Spinner />}>
            <GiftCardOption {...props} />
          </Suspense>
        </div>
      )}
    </details>
  );
}
