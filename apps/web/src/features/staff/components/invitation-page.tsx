import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useAcceptInvitation, useAccountToken, useInvitation } from '../api/staff-api';
import { StaffLayout } from './staff-gate';

/** /invitation/{id}: the link in an invitation e-mail. Accepting needs the invited address. */
export function InvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.invitation.title')));
  const { invitationId = '' } = useParams();
  const location = useLocation();
  const { token, isPending } = useAccountToken();

  if (isPending) {
    return (
      <StaffLayout title={t('staff.invitation.title')}>
        <Spinner label={t('staff.loading')} />
      </StaffLayout>
    );
  }
  if (token === null) {
    return (
      <StaffLayout title={t('staff.invitation.title')}>
        <p>{t('staff.invitation.signInFirst')}</p>
        <Link
          className={buttonClassName('primary')}
          to={`/login?returnTo=${encodeURIComponent(location.pathname)}`}
        >
          {t('staff.signIn')}
        </Link>
      </StaffLayout>
    );
  }
  return <Invitation token={token} invitationId={invitationId} />;
}

function Invitation({ token, invitationId }: { token: string; invitationId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitation = useInvitation(token, invitationId);
  const accept = useAcceptInvitation(token, invitationId);

  if (invitation.isPending) {
    return (
      <StaffLayout title={t('staff.invitation.title')}>
        <Spinner label={t('staff.loading')} />
      </StaffLayout>
    );
  }
  if (invitation.isError) {
    const gone = invitation.error instanceof ApiError && invitation.error.status === 404;
    return (
      <StaffLayout title={t('staff.invitation.title')}>
        <Alert tone="error">{gone ? t('staff.invitation.gone') : t('staff.loadError')}</Alert>
      </StaffLayout>
    );
  }
  const offer = invitation.data;
  return (
    <StaffLayout title={t('staff.invitation.title')}>
      <p>
        {t('staff.invitation.offer', {
          restaurant: offer.restaurantName,
          role: t(`staff.roles.${offer.role}`),
        })}
      </p>
      {offer.forYou ? (
        <Button
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: (joined) => void navigate(`/${joined.slug}/workspace`),
            })
          }
        >
          {accept.isPending ? t('staff.invitation.accepting') : t('staff.invitation.accept')}
        </Button>
      ) : (
        <>
          <Alert tone="info">{t('staff.invitation.otherAddress', { email: offer.email })}</Alert>
          <Link className={buttonClassName('secondary')} to="/logout">
            {t('staff.invitation.switchAccount')}
          </Link>
        </>
      )}
      <div aria-live="polite">
        {accept.isError && <Alert tone="error">{t('staff.invitation.acceptFailed')}</Alert>}
      </div>
    </StaffLayout>
  );
}
