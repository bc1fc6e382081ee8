import type { GuestProfile } from '@dekka/contracts/guests';
import { type ReactNode, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import type { GuestTarget } from '../api/guests-api';
import { GuestMergePanel } from './guest-merge-panel';
import { GuestSplitPanel } from './guest-split-panel';
import './guest-record.css';

interface GuestRecordActionsProps {
  profile: GuestProfile;
  target: GuestTarget;
  /** Owners and managers merge and split records; the server refuses anyone else. */
  mayMerge: boolean;
  /** The profile itself (figures and the kept form), hidden while a merge or split is set up. */
  children: ReactNode;
  /** After a merge: the kept texts changed on the server, so the form starts again from them. */
  onMerged: () => void;
  onAnnounce: (message: string) => void;
  /** Shows another guest's profile in the same dialog (the record a split made). */
  onOpenGuest: (guest: { id: number; name: string }) => void;
}

type Mode = 'profile' | 'merge' | 'split';

/**
 * "Merge with another guest…" and "Split off bookings…" above a profile, and the panel each opens
 * in its place. The result stays on the profile in a polite status line: the page's own live
 * region (onAnnounce, told too) is inert while the dialog is open, so it would say nothing.
 */
export function GuestRecordActions(props: GuestRecordActionsProps) {
  const { profile, target, mayMerge, children } = props;
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('profile');
  const [done, setDone] = useState<{ message: string; created?: GuestProfile } | null>(null);
  const mergeRef = useRef<HTMLButtonElement>(null);
  const splitRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const bookings = profile.upcoming.length + profile.history.length;

  if (!mayMerge) return children;

  // Back where the staff member started; after the panel has gone, so the button is shown.
  const backTo = (next: Mode, focus: { current: HTMLElement | null }) => {
    setMode(next);
    requestAnimationFrame(() => focus.current?.focus());
  };
  const finish = (message: string, created?: GuestProfile) => {
    setDone(created ? { message, created } : { message });
    props.onAnnounce(message);
    backTo('profile', created ? openRef : mergeRef);
  };

  return (
    <>
      {/* Always there, so the result is read as a change rather than as a new region. */}
      <p className="guest-record__done" role="status">
        {done?.message}
      </p>
      <div className="guest-record" hidden={mode !== 'profile'}>
        {done?.created && (
          <button
            ref={openRef}
            type="button"
            className={buttonClassName('secondary')}
            onClick={(event) => {
              const created = done.created as GuestProfile;
              // The dialog itself takes the focus: a screen reader reads its new title.
              event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
              props.onOpenGuest({ id: created.id, name: created.name });
            }}
          >
            {t('staff.guests.split.open', {
              name: done.created.name || t('staff.guestList.noName'),
            })}
          </button>
        )}
        <button
          ref={mergeRef}
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => {
            setDone(null);
            setMode('merge');
          }}
        >
          {t('staff.guests.record.merge')}
        </button>
        {bookings > 0 && (
          <button
            ref={splitRef}
            type="button"
            className={buttonClassName('secondary')}
            onClick={() => {
              setDone(null);
              setMode('split');
            }}
          >
            {t('staff.guests.record.split')}
          </button>
        )}
      </div>
      <div hidden={mode !== 'profile'}>{children}</div>
      {mode === 'merge' && (
        <GuestMergePanel
          profile={profile}
          target={target}
          onBack={() => backTo('profile', mergeRef)}
          onMerged={(merged) => {
            props.onMerged();
            finish(
              t('staff.guests.merge.done', {
                name: merged.name || t('staff.guestList.noName'),
                count: merged.visits,
              }),
            );
          }}
        />
      )}
      {mode === 'split' && (
        <GuestSplitPanel
          profile={profile}
          target={target}
          onBack={() => backTo('profile', splitRef)}
          onSplit={(created, count) =>
            finish(
              t('staff.guests.split.done', {
                name: created.name || t('staff.guestList.noName'),
                count,
              }),
              created,
            )
          }
        />
      )}
    </>
  );
}
