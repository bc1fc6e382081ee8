import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { SaveButton } from './save-button';

/** An add-or-change form's buttons: save (waits while saving) and cancel (closes unsaved). */
export function FormActions(props: { save: string; saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="settings-actions">
      <SaveButton label={props.save} saving={props.saving} />
      <Button variant="secondary" onClick={props.onCancel}>
        {t('staff.settings.cancel')}
      </Button>
    </div>
  );
}
