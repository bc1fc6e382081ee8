import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useOpeningHours, useSettingsChanges } from '../api/settings-api';
import { useConflictFlow } from '../hooks/use-conflict-flow';
import { ConflictDialog } from './conflict-dialog';
import { type SettingsAccess, SettingsFrame } from './settings-frame';
import { SpecialPeriods } from './special-periods';
import { WeekForm } from './week-form';

/** /{restaurantSlug}/settings/hours: the week's services and the special periods. */
export function HoursPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.hours.title')}>
      {(access) => <Hours {...access} />}
    </SettingsFrame>
  );
}

function Hours({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const hours = useOpeningHours(token, restaurant.restaurantId);
  const changes = useSettingsChanges(token, restaurant.restaurantId);
  const flow = useConflictFlow();
  const saving =
    changes.saveWeek.isPending ||
    changes.addPeriod.isPending ||
    changes.changePeriod.isPending ||
    changes.removePeriod.isPending;

  if (hours.isError) return <StaffLoadFailed onRetry={() => void hours.refetch()} />;
  if (!hours.data) return <StaffLoading />;
  const data = hours.data;

  return (
    <>
      <p className="staff-page__muted">
        {t('staff.settings.hours.intro', { timeZone: data.timeZone })}
      </p>
      <div aria-live="polite">
        {flow.failure && flow.failure.refused.length === 0 && (
          <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>
        )}
      </div>
      <section className="settings-section" aria-labelledby="week-title">
        <h2 id="week-title">{t('staff.settings.hours.week')}</h2>
        <WeekForm
          services={data.services}
          saving={changes.saveWeek.isPending}
          onSave={(services, done) =>
            flow.save(
              (keepBookings) => changes.saveWeek.mutateAsync({ services, keepBookings }),
              done,
            )
          }
        />
      </section>
      <SpecialPeriods
        periods={data.specialPeriods}
        today={data.today}
        saving={saving}
        refused={flow.failure?.refused ?? []}
        onSave={(id, period, done) =>
          flow.save(
            (keepBookings) =>
              id === null
                ? changes.addPeriod.mutateAsync({ ...period, keepBookings })
                : changes.changePeriod.mutateAsync({ id, body: { ...period, keepBookings } }),
            done,
          )
        }
        onRemove={(id) =>
          flow.save((keepBookings) => changes.removePeriod.mutateAsync({ id, keepBookings }))
        }
      />
      <ConflictDialog {...flow.dialog} />
    </>
  );
}
