import type { CancelMessage } from '@dekka/contracts/booking';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useCancelBooking } from '../api/cancel-booking';
import { useIsCancelAllowed } from '../api/get-is-cancel-allowed';
import './cancel-page.css';

/** /cancelbooking?guid=…: the diner cancels a booking or leaves the waiting list (docs/product.md, "Routes"). */
export function CancelPage() {
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
  children,
}: {
  isWaitingList: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="container page page--narrow cancel-page">
      <div className="card cancel-page__card">
        <h1>{isWaitingList ? t('cancel.titleWaitingList') : t('cancel.titleBooking')}</h1>
        {children}
      </div>
    </section>
  );
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
      <CancelLayout isWaitingList={false}>
        <div className="cancel-page__loading">
          <Spinner label={t('cancel.loading')} />
          <span aria-hidden="true">{t('cancel.loading')}</span>
        </div>
      </CancelLayout>
    );
  }

  if (allowed.isError) {
    return (
      <CancelLayout isWaitingList={false}>
        <Alert tone="error">{t('cancel.allowedError')}</Alert>
        <ContactDirectly />
      </CancelLayout>
    );
  }

  if (!allowed.data.success) {
    return (
      <CancelLayout isWaitingList={isWaitingList}>
        <ContactDirectly reason={allowed.data.message} />
      </CancelLayout>
    );
  }

  if (cancel.isError) {
    return (
      <CancelLayout isWaitingList={isWaitingList}>
        <Alert tone="error">{t('cancel.cancelError')}</Alert>
      </CancelLayout>
    );
  }

  if (cancel.data) {
    return (
      <CancelLayout isWaitingList={isWaitingList}>
        {cancel.data.success ? (
          <Alert tone="success">
            {isWaitingList ? t('cancel.removed') : t('cancel.cancelled')}
          </Alert>
        ) : (
          <ContactDirectly reason={cancel.data.message} />
        )}
      </CancelLayout>
    );
  }

  return (
    <CancelLayout isWaitingList={isWaitingList}>
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
