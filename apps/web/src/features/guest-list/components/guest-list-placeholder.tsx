import { useTranslation } from '../../../lib/translation';
import type { GuestListView } from '../hooks/use-guest-list-view';
import './timeline.css';

const THREE = [0, 1, 2];
const TABLES = [0, 1, 2, 3, 4, 5];

/** Grey rows where the summary and the list (or the timeline) will be, their own size: nothing jumps. */
export function GuestListPlaceholder({ view }: { view: GuestListView }) {
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
        {THREE.map((index) => (
          <span key={index} className="guest-bar guest-bar--number" />
        ))}
      </div>
      {view === 'timeline' ? <TimelinePlaceholder /> : <ListPlaceholder />}
    </div>
  );
}

function ListPlaceholder() {
  return (
    <ul className="guest-rows" aria-hidden="true">
      {THREE.map((index) => (
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
  );
}

function TimelinePlaceholder() {
  return (
    <div className="guest-timeline guest-timeline--placeholder" aria-hidden="true">
      <div className="guest-timeline__scroll">
        <div className="guest-timeline__grid" style={{ '--hours': 12 }}>
          <div className="guest-timeline__axis">
            <span className="guest-timeline__corner" />
            <span className="guest-timeline__track" />
          </div>
          <ul className="guest-timeline__rows">
            {TABLES.map((index) => (
              <li key={index} className="guest-timeline__row">
                <span className="guest-timeline__table">
                  <span className="guest-bar guest-bar--short" />
                </span>
                <span className="guest-timeline__track">
                  <span className="guest-bar guest-bar--timeline" />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
