import { useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { DEFAULT_LANGUAGE } from '../../../lib/languages';
import { useTranslation } from '../../../lib/translation';
import { usePosition } from '../../../lib/use-position';
import { nearbyLocation } from '../model/nearby-params';
import './near-me-button.css';

/**
 * "Restaurants nearby": asks the browser for the diner's position only when pressed, then opens
 * the nearby page for it (`/nearby/{lat}/{lon}/20/{language}`, the position rounded to three
 * decimals). A refusal, a timeout or a browser without positions says so beside the button and
 * goes nowhere. Its words are the shell's (the header and home strings), so it costs the home
 * page no strings of its own.
 */
export function NearMeButton({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { locating, locate: askPosition } = usePosition();

  const locate = () =>
    askPosition((position) => {
      const language = i18n.resolvedLanguage ?? DEFAULT_LANGUAGE;
      void navigate(nearbyLocation(position, { language }));
    });

  return (
    <div className={['near-me', className].filter(Boolean).join(' ')}>
      <Button
        variant="secondary"
        className="near-me__button"
        aria-describedby={`${id}-status`}
        aria-busy={locating === 'asking' || undefined}
        onClick={locate}
      >
        <svg
          className="near-me__icon"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
          />
          <circle cx="12" cy="10" r="2.4" fill="currentColor" />
        </svg>
        {t('sections.nearby')}
      </Button>
      <p id={`${id}-status`} className="near-me__status" role="status">
        {locating === 'asking' && t('search.sort.locating')}
        {locating === 'failed' && t('search.sort.locationFailed')}
      </p>
    </div>
  );
}
