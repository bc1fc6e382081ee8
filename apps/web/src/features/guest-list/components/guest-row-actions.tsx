import type { GuestStatus, GuestStatusRequest } from '@dekka/contracts/guest-list';
import type { ReactNode, RefObject } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/translation';
import { actionsFor } from '../model/guest-actions';

interface GuestRowActionsProps {
  status: GuestStatus;
  /** The guest's name and time, which every button's accessible name carries. */
  who: { name: string; time: string };
  pending: boolean;
  cancelling: boolean;
  cancelButtonRef: RefObject<HTMLButtonElement | null>;
  onMove: (status: GuestStatusRequest['status']) => void;
  onStartCancel: () => void;
  /** The row's other buttons (seat now, edit), before Cancel. */
  children?: ReactNode;
}

/**
 * The steps GUEST_TRANSITIONS allows from the row's status: forward ones as buttons, the step back
 * as a quieter Undo, the row's other buttons, and cancelling, which opens the reason panel.
 * Disabled while a change is on its way.
 */
export function GuestRowActions({
  status,
  who,
  pending,
  cancelling,
  cancelButtonRef,
  onMove,
  onStartCancel,
  children,
}: GuestRowActionsProps) {
  const { t } = useTranslation();
  const { forward, undo, canCancel } = actionsFor(status);
  if (forward.length === 0 && !undo && !canCancel && !children) return null;
  return (
    <div className="guest-row__actions">
      {forward.map((to, index) => (
        <Button
          key={to}
          variant={index === 0 ? 'primary' : 'secondary'}
          disabled={pending}
          aria-label={t(`staff.guestList.actionFor.${to}`, who)}
          onClick={() => onMove(to)}
        >
          {t(`staff.guestList.actions.${to}`)}
        </Button>
      ))}
      {undo && (
        <Button
          variant="ghost"
          disabled={pending}
          aria-label={t('staff.guestList.undoFor', {
            ...who,
            status: t(`staff.guestList.status.${undo}`),
          })}
          onClick={() => onMove(undo)}
        >
          {t('staff.guestList.undo')}
        </Button>
      )}
      {children}
      {canCancel && (
        <button
          ref={cancelButtonRef}
          type="button"
          className={buttonClassName('ghost', 'guest-row__cancel')}
          disabled={pending}
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
