import type { GuestSummary } from '@dekka/contracts/guests';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/translation';
import { type GuestTarget, useGuestLookup } from '../api/guests-api';
import { useTagName } from './guest-tags';

interface GuestSuggestionsProps {
  target: GuestTarget;
  phone: string;
  /** Fills the form's contact fields from the chosen guest. */
  onUse: (guest: GuestSummary) => void;
}

/**
 * Under a phone booking's contact fields: the restaurant's guests whose number begins with what
 * the staff have typed so far, with their visits, tags and allergies, each to fill the form.
 */
export function GuestSuggestions({ target, phone, onUse }: GuestSuggestionsProps) {
  const { t } = useTranslation();
  const tagName = useTagName();
  const lookup = useGuestLookup(target, phone);
  const guests = lookup.data?.guests ?? [];
  return (
    <div className="guest-suggestions">
      {/* Announced as they change, so a screen-reader user knows a known guest was found. */}
      <p className="guest-suggestions__count" role="status">
        {guests.length > 0 ? t('staff.guests.lookup.found', { count: guests.length }) : ''}
      </p>
      {guests.length > 0 && (
        <ul className="guest-suggestions__list">
          {guests.map((guest) => (
            <li key={guest.id} className="guest-suggestions__item">
              <span>
                {guest.name || t('staff.guestList.noName')} · {guest.phone} ·{' '}
                {t('staff.guests.lookup.visits', { count: guest.visits })}
                {guest.tags.length > 0 && ` · ${guest.tags.map(tagName).join(', ')}`}
                {guest.allergies &&
                  ` · ${t('staff.guests.allergyBadge', { allergies: guest.allergies })}`}
              </span>
              <button
                type="button"
                className={buttonClassName('secondary')}
                aria-label={t('staff.guests.lookup.useFor', { name: guest.name })}
                onClick={() => onUse(guest)}
              >
                {t('staff.guests.lookup.use')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
