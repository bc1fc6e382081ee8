import type { StaffRole, TeamResponse } from '@dekka/contracts/staff';
import { mayDo } from '@dekka/contracts/staff-permissions';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useTeam, useTeamChanges } from '../api/staff-api';
import { ROLES, RoleAbilities } from './role-abilities';
import { StaffGate, StaffLayout, StaffLoadFailed, StaffLoading } from './staff-gate';

/** /{restaurantSlug}/team: the staff and open invitations; owners invite, cancel and remove. */
export function TeamPage() {
  const { t } = useTranslation();
  return (
    <StaffGate>
      {({ token, restaurant }) =>
        !mayDo(restaurant.role, 'team.view') ? (
          <StaffLayout title={t('staff.team.title')}>
            <Alert tone="error">{t('staff.team.notAllowed')}</Alert>
          </StaffLayout>
        ) : (
          <Team
            token={token}
            restaurantId={restaurant.restaurantId}
            name={restaurant.name}
            isOwner={mayDo(restaurant.role, 'team.invite')}
          />
        )
      }
    </StaffGate>
  );
}

/** A refused change in words: 409 is a duplicate or the last owner, 400 a bad address. */
function changeErrorKey(error: unknown) {
  if (error instanceof ApiError && error.status === 409) return 'staff.team.conflict' as const;
  if (error instanceof ApiError && error.status === 400) return 'staff.team.invalid' as const;
  return 'staff.team.changeFailed' as const;
}

function Team(props: { token: string; restaurantId: number; name: string; isOwner: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.team.title'), props.name));
  const team = useTeam(props.token, props.restaurantId);
  const changes = useTeamChanges(props.token, props.restaurantId);
  const failed = [changes.invite, changes.cancel, changes.remove].find((m) => m.isError);

  return (
    <StaffLayout title={t('staff.team.title')}>
      <p className="staff-page__role">{props.name}</p>
      {props.isOwner && (
        <InviteForm
          pending={changes.invite.isPending}
          invited={changes.invite.data?.email ?? null}
          onInvite={(email, role) => {
            changes.cancel.reset();
            changes.remove.reset();
            changes.invite.mutate({ email, role });
          }}
        />
      )}
      <div aria-live="polite">
        {failed && <Alert tone="error">{t(changeErrorKey(failed.error))}</Alert>}
      </div>
      {team.data ? (
        <TeamLists
          team={team.data}
          isOwner={props.isOwner}
          busy={changes.cancel.isPending || changes.remove.isPending}
          onCancel={(id) => changes.cancel.mutate(id)}
          onRemove={(userId) => changes.remove.mutate(userId)}
        />
      ) : team.isError ? (
        <StaffLoadFailed onRetry={() => void team.refetch()} />
      ) : (
        <StaffLoading />
      )}
      <RoleAbilities />
    </StaffLayout>
  );
}

function InviteForm(props: {
  pending: boolean;
  invited: string | null;
  onInvite: (email: string, role: StaffRole) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('host');
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onInvite(email.trim(), role);
  }
  return (
    <form className="card staff-page__invite" onSubmit={submit}>
      <h2>{t('staff.team.inviteTitle')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          {t('staff.team.email')}
        </label>
        <div className="field__frame">
          <input
            id={`${id}-email`}
            className="field__input"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-role`}>
          {t('staff.team.role')}
        </label>
        <div className="field__frame">
          <select
            id={`${id}-role`}
            className="field__input"
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {ROLES.map((option) => (
              <option key={option} value={option}>
                {t(`staff.roles.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={props.pending}>
        {props.pending ? t('staff.team.inviting') : t('staff.team.invite')}
      </Button>
      <div role="status">
        {props.invited && !props.pending && (
          <p className="staff-page__note">{t('staff.team.invited', { email: props.invited })}</p>
        )}
      </div>
    </form>
  );
}

function TeamLists(props: {
  team: TeamResponse;
  isOwner: boolean;
  busy: boolean;
  onCancel: (invitationId: string) => void;
  onRemove: (userId: string) => void;
}) {
  const { t } = useTranslation();
  // Owners remove others; leaving a restaurant yourself is not offered here.
  const me = useSession().data?.userId;
  return (
    <>
      <h2>{t('staff.team.members')}</h2>
      <ul className="staff-page__people">
        {props.team.members.map((member) => (
          <li key={member.userId}>
            <span>
              <strong>{member.name || member.email}</strong>
              <span className="staff-page__muted">
                {member.email} · {t(`staff.roles.${member.role}`)}
              </span>
            </span>
            {props.isOwner && member.userId !== me && (
              <Button
                variant="ghost"
                disabled={props.busy}
                onClick={() => props.onRemove(member.userId)}
              >
                {t('staff.team.remove', { name: member.name || member.email })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <h2>{t('staff.team.invitations')}</h2>
      {props.team.invitations.length === 0 ? (
        <p className="staff-page__muted">{t('staff.team.noInvitations')}</p>
      ) : (
        <ul className="staff-page__people">
          {props.team.invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                <strong>{invitation.email}</strong>
                <span className="staff-page__muted">{t(`staff.roles.${invitation.role}`)}</span>
              </span>
              {props.isOwner && (
                <Button
                  variant="ghost"
                  disabled={props.busy}
                  onClick={() => props.onCancel(invitation.id)}
                >
                  {t('staff.team.cancel', { email: invitation.email })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
