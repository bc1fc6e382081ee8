import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useLookSettings, useSettingsChanges } from '../api/settings-api';
import { EmbedCode } from './embed-code';
import { LookForm } from './look-form';
import { type SettingsAccess, SettingsFrame } from './settings-frame';
import './look.css';

/** /{restaurantSlug}/settings/look: the colours of the embedded booking page, and its code. */
export function LookPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.look.title')}>
      {(access) => <Look {...access} />}
    </SettingsFrame>
  );
}

function Look({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const look = useLookSettings(token, restaurant.restaurantId);
  const { saveLook } = useSettingsChanges(token, restaurant.restaurantId);
  const [saved, setSaved] = useState(false);
  if (look.isError) return <StaffLoadFailed onRetry={() => void look.refetch()} />;
  if (!look.data) return <StaffLoading />;
  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.look.intro')}</p>
      <div aria-live="polite">
        {saveLook.isError && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
      </div>
      <LookForm
        look={look.data}
        restaurantName={restaurant.name}
        saving={saveLook.isPending}
        saved={saved}
        onSave={(next) => {
          setSaved(false);
          saveLook.mutate(next, { onSuccess: () => setSaved(true) });
        }}
      />
      <EmbedCode slug={restaurant.slug} restaurantName={restaurant.name} />
    </>
  );
}
