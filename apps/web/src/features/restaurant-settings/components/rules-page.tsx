import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useBookingRules, useSettingsChanges } from '../api/settings-api';
import { RulesForm } from './rules-form';
import { type SettingsAccess, SettingsFrame } from './settings-frame';

/** /{restaurantSlug}/settings/rules: how, when and for how many diners may book online. */
export function RulesPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.rules.title')}>
      {(access) => <Rules {...access} />}
    </SettingsFrame>
  );
}

function Rules({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const rules = useBookingRules(token, restaurant.restaurantId);
  const { saveRules } = useSettingsChanges(token, restaurant.restaurantId);
  const [saved, setSaved] = useState(false);
  if (rules.isError) return <StaffLoadFailed onRetry={() => void rules.refetch()} />;
  if (!rules.data) return <StaffLoading />;
  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.rules.intro')}</p>
      <div aria-live="polite">
        {saveRules.isError && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
      </div>
      <RulesForm
        rules={rules.data}
        saving={saveRules.isPending}
        saved={saved}
        onSave={(next) => {
          setSaved(false);
          saveRules.mutate(next, { onSuccess: () => setSaved(true) });
        }}
      />
    </>
  );
}
