import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import type { MoveMessage as Message } from '../hooks/use-move-party';
import { whoOf } from '../model/guest-view';
import './move-message.css';

interface MoveMessageProps {
  message: Message | null;
  pending: boolean;
  onUndo: () => void;
}

/**
 * The line above the floor plan and the timeline that says a party moved (with Undo) or why it
 * did not. It keeps its room whether there is a message or not: nothing moves under a finger.
 */
export function MoveMessageLine({ message, pending, onUndo }: MoveMessageProps) {
  const { t } = useTranslation();
  return (
    <div className="move-message">
      <p
        className={`move-message__text move-message__text--${message?.tone ?? 'none'}`}
        role="alert"
      >
        {message?.text}
      </p>
      {message?.undo && (
        <Button
          variant="secondary"
          disabled={pending}
          aria-label={t('staff.guestList.floor.undoMove', whoOf(message.undo.entry, t))}
          onClick={onUndo}
        >
          {t('staff.guestList.undo')}
        </Button>
      )}
    </div>
  );
}
