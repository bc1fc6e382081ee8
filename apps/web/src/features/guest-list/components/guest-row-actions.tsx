import type { GuestStatus, GuestStatusRequest } from '@dekka/contracts/guest-list';
import { type ReactNode, type RefObject, useId } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatClock } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { actionsFor, FORWARD_SLOTS, type RowClock } from '../model/guest-actions';

interface GuestRowActionsProps {
  status: GuestStatus;
  /** The booking's start, now and the grace period: a step that is too early is refused. */
  clock: RowClock;
  timeZone: string;
  /** The guest's name and time, which every button's accessible name carries. */
  who: { name: string; time: string };
  pending: boolean;
  /** Just changed: the buttons wait a moment, so a second tap does not hit the next step. */
  settling: boolean;
  cancelling: boolean;
  cancelButtonRef: RefObject<HTMLButtonElement | null>;
  onMove: (status: GuestStatusRequest['status']) => void;
  onStartCancel: () => void;
  /** The row's other buttons (seat now, edit), before Cancel. */
  children?: ReactNode;
}

/**
 * The steps the status rules allow from the row's status. Each forward step has a fixed slot
 * (FORWARD_SLOTS), an empty one when the row does not offer it, then the step back as a quieter
 * Undo in its own slot, the row's other buttons, and cancelling, which opens the reason panel:
 * the next step never appears where the last tap was. A step the rules allow only later (a
 * no-show before the start plus the grace period) is shown, refused, with the time it opens.
 * Disabled while a change is on its way and for a moment after it.
 */
export function GuestRowActions({
  status,
  clock,
  timeZone,
  who,
  pending,
  settling,
  cancelling,
  cancelButtonRef,
  onMove,
  onStartCancel,
  children,
}: GuestRowActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const { forward, notYet, undo, canCancel } = actionsFor(status, clock);
  if (forward.length === 0 && !undo && !canCancel && !children) return null;
  const busy = pending || settling;
  const slotted = forward.length > 0 || undo !== null;
  const primary = forward.find((to) => notYet[to] === undefined);
  return (
    <div className="guest-row__actions">
      {slotted &&
        FORWARD_SLOTS.map((to) => {
          if (!forward.includes(to)) {
            return <span key={to} className="guest-row__slot" aria-hidden="true" />;
          }
          const opensAt = notYet[to];
          if (opensAt !== undefined) {
            const from = formatClock(new Date(opensAt).toISOString(), timeZone);
            return (
              <span key={to} className="guest-row__later">
                <Button
                  variant="secondary"
                  aria-disabled="true"
                  aria-label={t(`staff.guestList.actionFor.${to}`, who)}
                  aria-describedby={`${id}-${to}`}
                  onClick={() => undefined}
                >
                  {t(`staff.guestList.actions.${to}`)}
                  <span className="guest-row__later-time" aria-hidden="true">
                    {from}
                  </span>
                </Button>
                <span id={`${id}-${to}`} className="visually-hidden">
                  {t('staff.guestList.noShowFrom', { time: from })}
                </span>
              </span>
            );
          }
          return (
            <Button
              key={to}
              variant={to === primary ? 'primary' : 'secondary'}
              disabled={busy}
              aria-label={t(`staff.guestList.actionFor.${to}`, who)}
              onClick={() => onMove(to)}
            >
              {t(`staff.guestList.actions.${to}`)}
            </Button>
          );
        })}
      {undo ? (
        <Button
          variant="ghost"
          disabled={busy}
          aria-label={t('staff.guestList.undoFor', {
            ...who,
            status: t(`staff.guestList.status.${undo}`),
          })}
          onClick={() => onMove(undo)}
        >
          {t('staff.guestList.undo')}
        </Button>
      ) : (
        slotted && <span className="guest-row__slot" aria-hidden="true" />
      )}
      {children}
      {canCancel && (
        <button
          ref={cancelButtonRef}
          type="button"
          className={buttonClassName('ghost', 'guest-row__cancel')}
          disabled={busy}
          aria-expanded={cancelling}
          aria-label={t('staff.guestList.cancelFor', who)}
          onClick={onStartCancel}
        >
          {t('staff.guestList.cancel')}
        </button>
      )}
      {pending && <Spinner label={t('staff.guestList.saving')} />}
    </div>
  );
}
