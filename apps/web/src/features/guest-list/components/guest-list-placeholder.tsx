import { useTranslation } from '../../../lib/translation';

/** Grey rows where the summary and the list will be, the list's own size: nothing jumps. */
export function GuestListPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="guest-list__placeholder">
      <p className="visually-hidden" role="status">
        {t('staff.loading')}
      </p>
      <div
        className="guest-summary__numbers guest-summary__numbers--placeholder"
        aria-hidden="true"
      >
        {[0, 1, 2].map((index) => (
          <span key={index} className="guest-bar guest-bar--number" />
        ))}
      </div>
      <ul className="guest-rows" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="guest-row guest-row--placeholder">
            <span className="guest-bar guest-bar--time" />
            <span className="guest-row__main">
              <span className="guest-bar guest-bar--name" />
              <span className="guest-bar" />
              <span className="guest-bar guest-bar--short" />
            </span>
            <span className="guest-row__actions">
              <span className="guest-bar guest-bar--button" />
              <span className="guest-bar guest-bar--button" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
