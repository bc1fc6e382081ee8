import { BUILT_IN_GUEST_TAGS, type GuestProfile } from '@dekka/contracts/guests';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatMoney } from '../../../lib/locale-format';
import { formatInstantDate } from '../../../lib/long-date';
import { useTranslation } from '../../../lib/translation';
import { type GuestTarget, useGuestProfile, useUpdateGuest } from '../api/guests-api';
import { GuestRecordActions } from './guest-record-actions';
import { useTagName } from './guest-tags';

interface GuestProfileDialogProps {
  target: GuestTarget;
  guestId: number;
  /** The name the row shows, for the title while the profile loads. */
  name: string;
  timeZone: string;
  /** Owners and managers may merge this record with another or split bookings off it. */
  mayMerge: boolean;
  onClose: () => void;
  /** Tells the page's polite live region what was saved. */
  onAnnounce: (message: string) => void;
}

/**
 * A guest's profile, opened from a booking on the guest list: the visits and figures Dekka
 * knows, the upcoming bookings, and what the staff keep (tags, allergies, preferences, notes).
 * Owners and managers also merge it with another record or split bookings off it; the record a
 * split makes opens in the same dialog.
 */
export function GuestProfileDialog({ guestId, name, ...props }: GuestProfileDialogProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState({ id: guestId, name });
  return (
    <Modal
      open
      title={t('staff.guests.profile.title', { name: shown.name })}
      onClose={props.onClose}
    >
      <ProfileBody
        key={shown.id}
        guestId={shown.id}
        name={shown.name}
        onOpenGuest={setShown}
        {...props}
      />
    </Modal>
  );
}

function ProfileBody({
  target,
  guestId,
  timeZone,
  mayMerge,
  onClose,
  onAnnounce,
  onOpenGuest,
}: GuestProfileDialogProps & { onOpenGuest: (guest: { id: number; name: string }) => void }) {
  const { t } = useTranslation();
  const profile = useGuestProfile(target, guestId);
  // A merge joins the kept texts on the server: the form then starts again from the answer.
  const [merges, setMerges] = useState(0);
  if (profile.isPending) {
    return (
      <p className="guest-profile__loading" role="status">
        <Spinner /> {t('staff.loading')}
      </p>
    );
  }
  if (profile.isError) {
    return (
      <Alert tone="error">
        {t('staff.guests.profile.loadFailed')}{' '}
        <Button variant="ghost" onClick={() => void profile.refetch()}>
          {t('staff.retry')}
        </Button>
      </Alert>
    );
  }
  return (
    <GuestRecordActions
      profile={profile.data}
      target={target}
      mayMerge={mayMerge}
      onMerged={() => setMerges((count) => count + 1)}
      onAnnounce={onAnnounce}
      onOpenGuest={onOpenGuest}
    >
      <Figures profile={profile.data} timeZone={timeZone} />
      <KeptForm
        key={`${profile.data.id}-${merges}`}
        profile={profile.data}
        target={target}
        onClose={onClose}
        onAnnounce={onAnnounce}
      />
    </GuestRecordActions>
  );
}

function Figures({ profile, timeZone }: { profile: GuestProfile; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) =>
    iso ? formatInstantDate(iso, i18n.language, { timeZone }) : t('staff.guests.profile.never');
  const contact = [profile.email, profile.phone].filter(Boolean).join(' · ');
  return (
    <div className="guest-profile">
      {contact && <p className="guest-profile__contact">{contact}</p>}
      <dl className="guest-profile__figures">
        <div>
          <dt>{t('staff.guests.figures.visits')}</dt>
          <dd>{profile.visits}</dd>
        </div>
        <div>
          <dt>{t('staff.guests.figures.covers')}</dt>
          <dd>{profile.covers}</dd>
        </div>
        <div>
          <dt>{t('staff.guests.figures.noShows')}</dt>
          <dd>{profile.noShows}</dd>
        </div>
        <div>
          <dt>{t('staff.guests.figures.lateCancellations')}</dt>
          <dd>{profile.lateCancellations}</dd>
        </div>
        <div>
          <dt>{t('staff.guests.figures.firstVisit')}</dt>
          <dd>{date(profile.firstVisit)}</dd>
        </div>
        <div>
          <dt>{t('staff.guests.figures.lastVisit')}</dt>
          <dd>{date(profile.lastVisit)}</dd>
        </div>
        <div>
          <dt>{t('staff.guests.figures.spend')}</dt>
          <dd>{formatMoney(profile.spend.amount, profile.spend.currency, i18n.language)}</dd>
        </div>
      </dl>
      <h3 className="guest-profile__heading">{t('staff.guests.profile.upcoming')}</h3>
      {profile.upcoming.length === 0 ? (
        <p>{t('staff.guests.profile.noUpcoming')}</p>
      ) : (
        <ul className="guest-profile__upcoming">
          {profile.upcoming.map((visit) => (
            <li key={visit.bookingId}>
              {visit.startsAt.replace('T', ' ')} ·{' '}
              {t('staff.guestList.guests', { count: visit.guests })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const BUILT_IN: readonly string[] = BUILT_IN_GUEST_TAGS;

function KeptForm({
  profile,
  target,
  onClose,
  onAnnounce,
}: {
  profile: GuestProfile;
  target: GuestTarget;
  onClose: () => void;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const tagName = useTagName();
  const id = useId();
  const update = useUpdateGuest(target, profile.id);
  const [tags, setTags] = useState(() => profile.tags.filter((tag) => BUILT_IN.includes(tag)));
  const [ownTags, setOwnTags] = useState(() =>
    profile.tags.filter((tag) => !BUILT_IN.includes(tag)).join(', '),
  );
  const [allergies, setAllergies] = useState(profile.allergies);
  const [preferences, setPreferences] = useState(profile.preferences);
  const [notes, setNotes] = useState(profile.notes);

  function submit(event: FormEvent) {
    event.preventDefault();
    const own = ownTags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean);
    update.mutate(
      { tags: [...tags, ...own], allergies, preferences, notes },
      {
        onSuccess: (saved) => {
          onAnnounce(t('staff.guests.profile.saved', { name: saved.name }));
          onClose();
        },
      },
    );
  }

  const area = (
    key: 'allergies' | 'preferences' | 'notes',
    value: string,
    set: (value: string) => void,
    maxLength: number,
  ) => (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {t(`staff.guests.kept.${key}`)}
      </label>
      <textarea
        id={`${id}-${key}`}
        className="field__input guest-profile__text"
        rows={2}
        maxLength={maxLength}
        value={value}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <form className="guest-profile__form" noValidate onSubmit={submit}>
      <fieldset className="guest-profile__tags">
        <legend>{t('staff.guests.kept.tags')}</legend>
        {BUILT_IN.map((tag) => (
          <label key={tag} className="guest-profile__tag">
            <input
              type="checkbox"
              checked={tags.includes(tag)}
              onChange={(event) =>
                setTags((now) =>
                  event.target.checked ? [...now, tag] : now.filter((kept) => kept !== tag),
                )
              }
            />{' '}
            {tagName(tag)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-own`}>
          {t('staff.guests.kept.ownTags')}
        </label>
        <input
          id={`${id}-own`}
          className="field__input"
          maxLength={400}
          value={ownTags}
          onChange={(event) => setOwnTags(event.target.value)}
        />
      </div>
      {area('allergies', allergies, setAllergies, 1000)}
      {area('preferences', preferences, setPreferences, 1000)}
      {area('notes', notes, setNotes, 4000)}
      {update.isError && <Alert tone="error">{t('staff.guests.profile.saveFailed')}</Alert>}
      <div className="guest-profile__buttons">
        <Button type="submit" disabled={update.isPending}>
          {t('staff.guests.profile.save')}
        </Button>
        <Button variant="ghost" disabled={update.isPending} onClick={onClose}>
          {t('staff.guests.profile.close')}
        </Button>
      </div>
    </form>
  );
}
