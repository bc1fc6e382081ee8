import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';

/**
 * A settings form's submit button: says "Saving…" and waits while the save is on its way;
 * `disabled` while there is nothing to save (or another save is on its way).
 */
export function SaveButton(props: { label: string; saving: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={props.saving || props.disabled}>
      {props.saving ? t('staff.settings.saving') : props.label}
    </Button>
  );
}

/** Announces a finished save to screen readers and shows it beside the button. */
export function SavedNote(props: { saved: boolean; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="staff-page__note">
      {props.saved && !props.saving ? t('staff.settings.saved') : ''}
    </p>
  );
}
