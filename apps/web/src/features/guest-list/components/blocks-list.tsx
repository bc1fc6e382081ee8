import type { TableBlock } from '@dekka/contracts/guest-list';
import { type RefObject, useId, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useRemoveTableBlock } from '../api/staff-booking-api';
import { problemMessage } from '../model/problems';

type T = (key: TranslationKey, values?: Record<string, unknown>) => string;

/** "Table 4" or "Tables 4 + 5", and the block's times: what every line and message says. */
export function blockWords(block: TableBlock, t: T) {
  return {
    tables: t('staff.guestList.tables', {
      count: block.tables.length,
      tables: block.tables.join(' + '),
    }),
    from: block.startsAt.slice(11, 16),
    to: block.endsAt.slice(11, 16),
  };
}

interface BlocksListProps {
  blocks: readonly TableBlock[];
  target: Day;
  onAnnounce: (message: string) => void;
}

/** The day's blocked tables, one line each with its reason, and Remove to open them again. */
export function BlocksList({ blocks, target, onAnnounce }: BlocksListProps) {
  const { t } = useTranslation();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (blocks.length === 0) return null;
  return (
    <section className="guest-blocks" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="guest-blocks__title" ref={headingRef} tabIndex={-1}>
        {t('staff.guestList.blocks.title')}
      </h3>
      <ul className="guest-blocks__list">
        {blocks.map((block) => (
          <BlockLine
            key={block.id}
            block={block}
            target={target}
            headingRef={headingRef}
            onAnnounce={onAnnounce}
          />
        ))}
      </ul>
    </section>
  );
}

function BlockLine({
  block,
  target,
  headingRef,
  onAnnounce,
}: {
  block: TableBlock;
  target: Day;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation();
  const mutation = useRemoveTableBlock(target);
  const words = blockWords(block, t);
  const remove = () =>
    // The line is gone once the answer is in: the promise, unlike mutate's callbacks, still ends.
    mutation
      .mutateAsync(block.id)
      .then(() => {
        onAnnounce(t('staff.guestList.blocks.removed', words));
        headingRef.current?.focus();
      })
      .catch(() => undefined);
  return (
    <li className="guest-block" aria-busy={mutation.isPending}>
      <span className="guest-block__text">
        {t('staff.guestList.blocks.line', words)}
        {block.reason && <span className="guest-block__reason"> ({block.reason})</span>}
      </span>
      <Button
        variant="ghost"
        className="guest-block__remove"
        disabled={mutation.isPending}
        aria-label={t('staff.guestList.blocks.removeFor', words)}
        onClick={() => void remove()}
      >
        {t('staff.guestList.blocks.remove')}
      </Button>
      {mutation.isError && (
        <div className="guest-block__alert">
          <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>
        </div>
      )}
    </li>
  );
}
