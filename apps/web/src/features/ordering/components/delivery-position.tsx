import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

export type DeliveryPoint = { lat: number; lon: number };

type Progress = 'idle' | 'locating' | 'located' | 'failed';

const STATUS_KEYS = {
  idle: null,
  locating: 'order.checkout.position.locating',
  located: 'order.checkout.position.located',
  failed: 'order.checkout.position.failed',
} as const;

/**
 * "Use my location" beside a delivery address. A zone drawn as a distance from the restaurant can
 * only be checked against a point, and Dekka has no geocoder to turn an address into one, so the
 * browser's position goes with the address when the diner shares it. The checkout shows this only
 * when the restaurant has such a zone; postcode zones need nothing but the postcode.
 */
export function DeliveryPosition({
  onChange,
}: {
  onChange: (point: DeliveryPoint | null) => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<Progress>('idle');
  const statusKey = STATUS_KEYS[progress];

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setProgress('failed');
      return;
    }
    setProgress('locating');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        onChange({ lat: found.coords.latitude, lon: found.coords.longitude });
        setProgress('located');
      },
      () => {
        onChange(null);
        setProgress('failed');
      },
      { timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <div className="delivery-position">
      <p className="item-dialog__hint">{t('order.checkout.position.why')}</p>
      <Button variant="secondary" onClick={locate} disabled={progress === 'locating'}>
        {t('order.checkout.position.use')}
      </Button>
      {/* Always in the page, so a screen reader hears each change of it. */}
      <p className="item-dialog__hint" role="status">
        {statusKey ? t(statusKey) : ''}
      </p>
    </div>
  );
}
