import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { usePaymentSettings, useSavePayments } from '../api/payments-api';
import { PaymentsForm } from './payments-form';
import { type SettingsAccess, SettingsFrame } from './settings-frame';

/** /{restaurantSlug}/settings/payments: prepayment or no-show fee per guest, and the policy. */
export function PaymentsPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.payments.title')}>
      {(access) => <Payments {...access} />}
    </SettingsFrame>
  );
}

function Payments({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const settings = usePaymentSettings(token, restaurant.restaurantId);
  const save = useSavePayments(token, restaurant.restaurantId);
  const [saved, setSaved] = useState(false);
  if (settings.isError) return <StaffLoadFailed onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <StaffLoading />;
  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.payments.intro')}</p>
      <div aria-live="polite">
        {save.isError && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
      </div>
      <PaymentsForm
        settings={settings.data}
        saving={save.isPending}
        saved={saved}
        onSave={(next) => {
          setSaved(false);
          save.mutate(next, { onSuccess: () => setSaved(true) });
        }}
      />
    </>
  );
}
