import type { CancelMessage } from '@dekka/contracts/booking';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useManagedBooking } from '../../manage-booking/api/get-managed-booking';
import { BookingFacts } from '../../manage-booking/components/booking-facts';
import { useCancelBooking } from '../api/cancel-booking';
import { useIsCancelAllowed } from '../api/get-is-cancel-allowed';
import './cancel-page.css';

/** /cancelbooking?guid=…: the diner cancels a booking or leaves the waiting list (docs/product.md, "Routes"). */
export function CancelPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('cancel.titleBooking')));
  const [params] = useSearchParams();
  const guid = params.get('guid');
  if (!guid) {
    return (
      <CancelLayout isWaitingList={false}>
        <ContactDirectly />
      </CancelLayout>
    );
  }
  return <CancelFlow guid={guid} />;
}

function CancelLayout({
  isWaitingList,
  guid,
  children,
}: {
  isWaitingList: boolean;
  guid?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="container page page--narrow cancel-page">
      <div className="card cancel-page__card">
        <h1>{isWaitingList ? t('cancel.titleWaitingList') : t('cancel.titleBooking')}</h1>
        {guid && <WhatIsCancelled guid={guid} />}
        {children}
      </div>
    </section>
  );
}

/**
 * The booking being cancelled, with what was paid. Shown once it has arrived; the cancel flow
 * does not wait for it (it has its own check) and does without it when it cannot be read.
 */
function WhatIsCancelled({ guid }: { guid: string }) {
  const booking = useManagedBooking(guid);
  return booking.data ? <BookingFacts booking={booking.data} /> : null;
}

/** The server's reason, when it sent one we know, and the way forward. */
function ContactDirectly({ reason }: { reason?: CancelMessage }) {
  const { t } = useTranslation();
  const known = reason === 'cancel_deadline_passed' || reason === 'booking_not_active';
  return (
    <Alert tone="error" title={t('cancel.notPossibleTitle')}>
      {known && <p>{t(`cancel.messages.${reason}`)}</p>}
      <p>{t('cancel.contactDirectly')}</p>
    </Alert>
  );
}

function CancelFlow({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useIsCancelAllowed(guid);
  const cancel = useCancelBooking(guid);
  const isWaitingList = allowed.data?.isWaitingList ?? false;

  if (allowed.isPending) {
    return (
      <CancelLayout isWaitingList={false} guid={guid}>
        <div className="cancel-page__loading">
          <Spinner label={t('cancel.loading')} />
          <span aria-hidden="true">{t('cancel.loading')}</span>
        </div>
      </CancelLayout>
    );
  }

  if (allowed.isError) {
    return (
      <CancelLayout isWaitingList={false} guid={guid}>
        <Alert tone="error">{t('cancel.allowedError')}</Alert>
        <ContactDirectly />
      </CancelLayout>
    );
  }

  if (!allowed.data.success) {
    return (
      <CancelLayout isWaitingList={isWaitingList} guid={guid}>
        <ContactDirectly reason={allowed.data.message} />
      </CancelLayout>
    );
  }

  if (cancel.isError) {
    return (
      <CancelLayout isWaitingList={isWaitingList} guid={guid}>
        <Alert tone="error">{t('cancel.cancelError')}</Alert>
      </CancelLayout>
    );
  }

  if (cancel.data) {
    return (
      <CancelLayout isWaitingList={isWaitingList} guid={guid}>
        {cancel.data.success ? (
          <>
            <Alert tone="success">
              {isWaitingList ? t('cancel.removed') : t('cancel.cancelled')}
            </Alert>
            <p>
              <Link to={`/booking?guid=${encodeURIComponent(guid)}`}>
                {t('cancel.viewBooking')}
              </Link>
            </p>
          </>
        ) : (
          <ContactDirectly reason={cancel.data.message} />
        )}
      </CancelLayout>
    );
  }

  return (
    <CancelLayout isWaitingList={isWaitingList} guid={guid}>
      <p className="lead">
        {isWaitingList ? t('cancel.areYouSureWaitingList') : t('cancel.areYouSureBooking')}
      </p>
      <div className="cancel-page__actions">
        <Button variant="secondary" onClick={() => void navigate('/')}>
          {t('cancel.back')}
        </Button>
        <Button
          onClick={() => cancel.mutate()}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
        >
          {t('cancel.confirm')}
        </Button>
      </div>
    </CancelLayout>
  );
}
