import { useTranslation } from '../../../lib/translation';
import type { GuestListView } from '../hooks/use-guest-list-view';

const VIEWS: readonly GuestListView[] = ['list', 'timeline', 'floor'];

/** The list, the timeline by table or the floor plan: toggle buttons, the shown one pressed. */
export function ViewSwitch({
  view,
  onView,
}: {
  view: GuestListView;
  onView: (view: GuestListView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="guest-view" role="group" aria-label={t('staff.guestList.view.label')}>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className="guest-view__option"
          aria-pressed={view === option}
          onClick={() => onView(option)}
        >
          {t(`staff.guestList.view.${option}`)}
        </button>
      ))}
    </div>
  );
}
