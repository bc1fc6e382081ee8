import type { GuestProfile, GuestSummary } from '@dekka/contracts/guests';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { useGuestSearch } from '../api/guest-search-api';
import { type GuestTarget, useMergeGuest } from '../api/guests-api';
import { ConfirmButtons, RecordStep, recordProblemOf } from './guest-record-step';

interface GuestMergePanelProps {
  /** The record that is kept: the one whose profile is open. */
  profile: GuestProfile;
  target: GuestTarget;
  onBack: () => void;
  onMerged: (merged: GuestProfile) => void;
}

/** Fewer characters would list half the restaurant's guests. */
const MIN_SEARCH = 2;

/** Name, contact and visits: enough to tell two records of one name apart. */
function useDescribe() {
  const { t } = useTranslation();
  return (guest: GuestSummary) =>
    [guest.email, guest.phone, t('staff.guests.lookup.visits', { count: guest.visits })]
      .filter(Boolean)
      .join(' · ');
}

/**
 * "Merge with another guest": find the other record of the same person (the search starts from
 * this one's name, as a duplicate usually shares it), pick it, and confirm after reading which
 * record is kept and what moves into it.
 */
export function GuestMergePanel({ profile, target, onBack, onMerged }: GuestMergePanelProps) {
  const [other, setOther] = useState<GuestSummary | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [q, setQ] = useState(profile.name);
  return other ? (
    <MergeConfirmation
      profile={profile}
      other={other}
      target={target}
      onBack={() => setOther(null)}
      onMerged={onMerged}
    />
  ) : (
    <MergeSearch
      profile={profile}
      target={target}
      q={q}
      onSearch={setQ}
      chosenId={chosenId}
      onChoose={setChosenId}
      onReview={setOther}
      onBack={onBack}
    />
  );
}

function MergeSearch(props: {
  profile: GuestProfile;
  target: GuestTarget;
  q: string;
  onSearch: (q: string) => void;
  chosenId: number | null;
  onChoose: (id: number) => void;
  onReview: (other: GuestSummary) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const id = useId();
  const typed = props.q.trim();
  const searching = typed.length >= MIN_SEARCH;
  const search = useGuestSearch(props.target, { q: typed, sort: 'name', offset: 0 }, searching);
  const found = search.data?.guests.filter((guest) => guest.id !== props.profile.id) ?? [];
  const chosen = found.find((guest) => guest.id === props.chosenId);

  let results;
  if (!searching) results = <p>{t('staff.guests.merge.typeMore')}</p>;
  else if (search.isError)
    results = (
      <Alert tone="error">
        {t('staff.guests.merge.searchFailed')}{' '}
        <Button variant="ghost" onClick={() => void search.refetch()}>
          {t('staff.retry')}
        </Button>
      </Alert>
    );
  else if (!search.data)
    results = (
      <p role="status">
        <Spinner /> {t('staff.guests.merge.searching')}
      </p>
    );
  else if (found.length === 0) results = <p>{t('staff.guests.merge.none')}</p>;
  else
    results = (
      <fieldset className="guest-record__choices">
        <legend>{t('staff.guests.merge.found')}</legend>
        {found.map((guest) => (
          <label key={guest.id} className="guest-record__choice">
            <input
              type="radio"
              name={`${id}-other`}
              checked={guest.id === props.chosenId}
              onChange={() => props.onChoose(guest.id)}
            />
            <span>
              <strong>{guest.name || t('staff.guestList.noName')}</strong>{' '}
              <span className="guest-record__muted">{describe(guest)}</span>
            </span>
          </label>
        ))}
        {search.data.nextOffset !== null && (
          <p className="guest-record__muted">{t('staff.guests.merge.more')}</p>
        )}
      </fieldset>
    );

  return (
    <RecordStep title={t('staff.guests.merge.title')}>
      <p>
        {t('staff.guests.merge.intro', {
          name: props.profile.name || t('staff.guestList.noName'),
        })}
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-q`}>
          {t('staff.guests.merge.search')}
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          maxLength={100}
          value={props.q}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
      {results}
      <div className="guest-profile__buttons">
        <Button disabled={!chosen} onClick={() => chosen && props.onReview(chosen)}>
          {t('staff.guests.merge.review')}
        </Button>
        <Button variant="ghost" onClick={props.onBack}>
          {t('staff.guests.record.back')}
        </Button>
      </div>
    </RecordStep>
  );
}

function MergeConfirmation(props: {
  profile: GuestProfile;
  other: GuestSummary;
  target: GuestTarget;
  onBack: () => void;
  onMerged: (merged: GuestProfile) => void;
}) {
  const { t } = useTranslation();
  const describe = useDescribe();
  const merge = useMergeGuest(props.target, props.profile.id);
  const problem = merge.isError
    ? recordProblemOf(merge.error, {
        gone: 'staff.guests.merge.gone',
        failed: 'staff.guests.merge.failed',
      })
    : null;
  const name = (guest: GuestSummary) => guest.name || t('staff.guestList.noName');
  const confirm = () => {
    if (!merge.isPending) merge.mutate(props.other.id, { onSuccess: props.onMerged });
  };

  return (
    <RecordStep title={t('staff.guests.merge.confirmTitle')}>
      <dl className="guest-record__pair">
        <div>
          <dt>{t('staff.guests.merge.kept')}</dt>
          <dd>
            <strong>{name(props.profile)}</strong> {describe(props.profile)}
          </dd>
        </div>
        <div>
          <dt>{t('staff.guests.merge.removed')}</dt>
          <dd>
            <strong>{name(props.other)}</strong> {describe(props.other)}
          </dd>
        </div>
      </dl>
      <p>{t('staff.guests.merge.moves')}</p>
      <p>{t('staff.guests.merge.undo')}</p>
      <ConfirmButtons
        problem={problem}
        pending={merge.isPending}
        label={t('staff.guests.merge.confirm')}
        pendingLabel={t('staff.guests.merge.pending')}
        onConfirm={confirm}
        onBack={props.onBack}
      />
    </RecordStep>
  );
}
