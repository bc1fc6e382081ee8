import type { GuestListEntry } from '@dekka/contracts/guest-list';
import { BUILT_IN_GUEST_TAGS } from '@dekka/contracts/guests';
import { useTranslation } from '../../../lib/translation';

type BuiltInTag = (typeof BUILT_IN_GUEST_TAGS)[number];
const isBuiltIn = (tag: string): tag is BuiltInTag =>
  (BUILT_IN_GUEST_TAGS as readonly string[]).includes(tag);

/** A tag's words: Dekka's own tags in the page's language, a restaurant's own as written. */
export function useTagName() {
  const { t } = useTranslation();
  return (tag: string) => (isBuiltIn(tag) ? t(`staff.guests.tags.${tag}`) : tag);
}

/** The guest's tags and allergies, as badges on the booking's row. */
export function GuestTagBadges({ guest }: { guest: NonNullable<GuestListEntry['guest']> }) {
  const { t } = useTranslation();
  const tagName = useTagName();
  return (
    <>
      {guest.tags.map((tag) => (
        <span key={tag} className={`guest-badge guest-badge--tag guest-badge--tag-${tag}`}>
          {tagName(tag)}
        </span>
      ))}
      {guest.allergies && (
        <span className="guest-badge guest-badge--allergy">
          {t('staff.guests.allergyBadge', { allergies: guest.allergies })}
        </span>
      )}
    </>
  );
}
