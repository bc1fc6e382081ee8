import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useProfileSettings, useSettingsChanges } from '../api/settings-api';
import { ProfileForm } from './profile-form';
import { type SettingsAccess, SettingsFrame } from './settings-frame';

/** /{restaurantSlug}/settings/profile: what diners read about the restaurant, in each language. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.profile.title')}>
      {(access) => <Profile {...access} />}
    </SettingsFrame>
  );
}

function Profile({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const profile = useProfileSettings(token, restaurant.restaurantId);
  const { saveProfile } = useSettingsChanges(token, restaurant.restaurantId);
  const [saved, setSaved] = useState(false);
  if (profile.isError) return <StaffLoadFailed onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <StaffLoading />;
  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.profile.intro')}</p>
      <div aria-live="polite">
        {saveProfile.isError && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
      </div>
      <ProfileForm
        profile={profile.data}
        saving={saveProfile.isPending}
        saved={saved}
        onSave={(next) => {
          setSaved(false);
          saveProfile.mutate(next, { onSuccess: () => setSaved(true) });
        }}
      />
    </>
  );
}
