import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { tryAgainPath } from '../model/try-again-path';
import './reservation-unsuccessful-page.css';

/** /book/reservation-unsuccessful?restaurantId=…: the booking process's error step. */
export function ReservationUnsuccessfulPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('pages.titles.reservationUnsuccessful')));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = tryAgainPath(params.get('restaurantId'));

  return (
    <section className="container page page--narrow reservation-unsuccessful">
      <div className="card reservation-unsuccessful__card">
        <svg
          className="reservation-unsuccessful__icon"
          viewBox="0 0 48 48"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="21" />
          <path d="M24 13v13M24 33.5v.5" />
        </svg>
        <h1>{t('reservationUnsuccessful.title')}</h1>
        <p className="lead">{t('reservationUnsuccessful.body')}</p>
        <Button onClick={() => void navigate(target)}>
          {t('reservationUnsuccessful.tryAgain')}
        </Button>
      </div>
    </section>
  );
}
