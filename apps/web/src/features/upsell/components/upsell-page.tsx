import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { isSupportedCurrency } from '../../../lib/locale-format';
import { useUpsell } from '../api/get-upsell';
import type { UpsellInput } from '../api/get-upsell';
import { IncompleteUpsellLink } from './incomplete-upsell-link';
import { UpsellView } from './upsell-view';
import './upsell.css';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function positiveInt(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** The upsell step's query (docs/product.md, "Routes"); null when the address cannot name a booking. */
export function upsellInput(params: URLSearchParams): UpsellInput | null {
  const restaurantId = positiveInt(params.get('restaurantId'));
  const guests = positiveInt(params.get('guests'));
  const dateTime = params.get('dateTime') ?? '';
  if (restaurantId === null || guests === null || !LOCAL_DATE_TIME.test(dateTime)) return null;
  return { restaurantId, guests, dateTime, eventId: positiveInt(params.get('eventId')) };
}

/** /checkout/upsell: set menus for the party before the table is held (docs/product.md, "Routes" and "The booking flow"). */
export function UpsellPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('upsell.title')));
  const [params] = useSearchParams();
  const input = upsellInput(params);
  // docs/product.md, "Routes": the upsell step without restaurant and party size is an error; the booking
  // process never builds such a link, so it was cut off or typed, and the diner starts again.
  if (!input) return <IncompleteUpsellLink />;
  return <UpsellLoader input={input} />;
}

function UpsellLoader({ input }: { input: UpsellInput }) {
  const { t } = useTranslation();
  const upsell = useUpsell(input);
  if (upsell.isPending) {
    return (
      <div className="container page upsell-status">
        <Spinner size="large" label={t('upsell.loading')} />
      </div>
    );
  }
  if (upsell.isError) {
    return (
      <div className="container page upsell-status">
        <Alert tone="error" title={t('upsell.loadError')}>
          <Button variant="secondary" onClick={() => void upsell.refetch()}>
            {t('upsell.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!isSupportedCurrency(upsell.data.currency)) {
    return (
      <div className="container page upsell-status">
        <Alert tone="error" title={t('upsell.currencyError')} />
      </div>
    );
  }
  return <UpsellView input={input} upsell={upsell.data} />;
}
