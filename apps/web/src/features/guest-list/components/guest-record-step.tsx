import { type ReactNode, useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { useFocusOnMount } from '../hooks/use-focus-on-mount';

/** A step of merging or splitting records: a section named by its heading, which takes focus. */
export function RecordStep({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="guest-record-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="guest-profile__heading">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface RecordProblem {
  message: TranslationKey;
  retry: boolean;
}

/** What a refused or failed merge or split says, and whether trying again could help. */
export function recordProblemOf(
  error: unknown,
  messages: { gone: TranslationKey; failed: TranslationKey },
): RecordProblem {
  if (error instanceof ApiError && error.status === 403)
    return { message: 'staff.guests.record.forbidden', retry: false };
  if (error instanceof ApiError && error.status === 404)
    return { message: messages.gone, retry: false };
  return { message: messages.failed, retry: true };
}

/**
 * A confirmation's end: what went wrong (with a retry where it may help), then confirm and back.
 * The confirm button keeps the focus while the change is under way: aria-disabled, not disabled.
 */
export function ConfirmButtons(props: {
  problem: RecordProblem | null;
  pending: boolean;
  /** Nothing to confirm yet. */
  blocked?: boolean;
  label: string;
  pendingLabel: string;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.problem && (
        <Alert tone="error">
          {t(props.problem.message)}{' '}
          {props.problem.retry && (
            <Button variant="ghost" onClick={props.onConfirm}>
              {t('staff.retry')}
            </Button>
          )}
        </Alert>
      )}
      <div className="guest-profile__buttons">
        <Button
          aria-disabled={props.pending || props.blocked || undefined}
          onClick={props.onConfirm}
        >
          {props.pending ? props.pendingLabel : props.label}
        </Button>
        <Button variant="ghost" disabled={props.pending} onClick={props.onBack}>
          {t('staff.guests.record.back')}
        </Button>
      </div>
    </>
  );
}
