import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { ApiError } from '../../../lib/api-client';
import { ensureSession } from '../../../lib/auth';
import { reportError } from '../../../lib/error-reporting';
import { useIsolation } from '../../../lib/use-isolation';
import { useBookingProcess } from '../../booking-process/hooks/use-booking-process';
import { reserveBooking } from '../api/reserve-booking';
import { idempotencyKeyFor, reserveRequest } from '../model/reserve-request';

/**
 * /book/reserve: holds the table, then moves on (docs/product.md, "The booking flow" and "Errors"). Shows only the loading
 * screen; every outcome leaves the page.
 */
export function ReservePage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('reserve.loading')));
  const { state, next } = useBookingProcess();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const isolation = useIsolation();
  const navigate = useNavigate();
  const menuSelection = params.get('menuSelection');
  const request = useMemo(
    () => reserveRequest(state, { isolation, menuSelection }),
    [state, isolation, menuSelection],
  );
  const [idempotencyKey] = useState(() => idempotencyKeyFor(search));
  const [failure, setFailure] = useState<Error | null>(null);
  // StrictMode runs effects twice on mount; a reserve must be sent once per visit.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const unsuccessful = `/book/reservation-unsuccessful?restaurantId=${state.restaurantId ?? ''}`;
    if (!request) {
      void navigate(unsuccessful, { replace: true });
      return;
    }
    ensureSession()
      .then((session) => reserveBooking(request, { token: session.token, idempotencyKey }))
      .then((result) => {
        if (result.success && result.guid) next({ guid: result.guid });
        else void navigate(unsuccessful, { replace: true });
      })
      .catch((error: unknown) => {
        // The API client has already told the diner when to come back.
        if (error instanceof ApiError && error.status === 429) {
          void navigate(-1);
          return;
        }
        reportError(error);
        setFailure(new Error('Error reserving. Please try again.'));
      });
  }, [request, idempotencyKey, next, navigate, state.restaurantId]);

  // Thrown during render so the route's error page shows it (docs/product.md, "Errors").
  if (failure) throw failure;
  return (
    <>
      <h1 className="visually-hidden">{t('reserve.loading')}</h1>
      <LoadingScreen />
    </>
  );
}
