import type { GuestListTable } from '@dekka/contracts/guest-list';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import type { Day } from '../api/guest-list-api';
import { useCreateTableBlock } from '../api/staff-booking-api';
import { problemMessage } from '../model/problems';
import { tableBlockRequest } from '../model/staff-booking';
import { blockWords } from './blocks-list';
import { TablePicker } from './table-picker';

/** The server's limit on a block's reason (TableBlockRequest). */
const MAX_REASON = 200;

interface BlockPanelProps {
  tables: readonly GuestListTable[];
  target: Day;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Closing tables for a while on the shown day (a private party's corner, a broken chair): the
 * tables, from, to and why. Refused when a booking sits there then; the form stays as typed.
 */
export function BlockPanel({ onClose, ...props }: BlockPanelProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('staff.guestList.blocks.panelTitle')}
      onClose={onClose}
      closeOnOutsideClick={false}
    >
      <BlockForm onClose={onClose} {...props} />
    </Modal>
  );
}

type Problems = Partial<Record<'tables' | 'from' | 'to', TranslationKey>>;

function BlockForm({ tables, target, onClose, onDone }: BlockPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useCreateTableBlock(target);
  const [draft, setDraft] = useState({ tableIds: [] as number[], from: '', to: '', reason: '' });
  const [invalid, setInvalid] = useState<Problems>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Problems = {};
    if (draft.tableIds.length === 0) problems.tables = 'staff.guestList.tablePicker.required';
    if (draft.from === '') problems.from = 'staff.guestList.form.timeRequired';
    if (draft.to === '') problems.to = 'staff.guestList.form.timeRequired';
    else if (draft.from !== '' && draft.to <= draft.from) {
      problems.to = 'staff.guestList.blocks.endAfterStart';
    }
    setInvalid(problems);
    if (Object.keys(problems).length > 0) return;
    mutation.mutate(tableBlockRequest(target.date, draft), {
      onSuccess: (block) => onDone(t('staff.guestList.blocks.saved', blockWords(block, t))),
    });
  }

  return (
    <form className="guest-form" noValidate aria-busy={mutation.isPending} onSubmit={submit}>
      <TablePicker
        legend={t('staff.guestList.tablePicker.legend')}
        tables={tables}
        selected={draft.tableIds}
        error={invalid.tables ? t(invalid.tables) : undefined}
        onChange={(tableIds) => setDraft({ ...draft, tableIds })}
      />
      <div className="guest-form__row">
        <TextField
          id={`${id}-from`}
          label={t('staff.guestList.blocks.from')}
          type="time"
          required
          value={draft.from}
          error={invalid.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          id={`${id}-to`}
          label={t('staff.guestList.blocks.to')}
          type="time"
          required
          value={draft.to}
          error={invalid.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </div>
      <TextField
        id={`${id}-reason`}
        label={t('staff.guestList.blocks.reason')}
        autoComplete="off"
        maxLength={MAX_REASON}
        value={draft.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
      />
      {mutation.isError && <Alert tone="error">{t(problemMessage(mutation.error))}</Alert>}
      <div className="guest-form__buttons">
        <Button type="submit" disabled={mutation.isPending}>
          {t('staff.guestList.blocks.save')}
        </Button>
        <Button variant="ghost" disabled={mutation.isPending} onClick={onClose}>
          {t('staff.guestList.form.back')}
        </Button>
        {mutation.isPending && <Spinner label={t('staff.guestList.saving')} />}
      </div>
    </form>
  );
}
