import { useTranslation } from '../../../lib/translation';
import './account-options.css';

interface RememberDetailsProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

const HINT_ID = 'complete-remember-hint';

/** For signed-in diners: keep this booking's contact details for the next one (never the card). */
export function RememberDetails({ checked, onChange }: RememberDetailsProps) {
  const { t } = useTranslation();
  return (
    <div className="complete-form__remember">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={HINT_ID}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{t('complete.rememberDetails')}</span>
      </label>
      <p id={HINT_ID} className="complete-form__hint">
        {t('complete.rememberHint')}
      </p>
    </div>
  );
}
