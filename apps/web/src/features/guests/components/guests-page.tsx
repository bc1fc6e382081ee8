import { BUILT_IN_GUEST_TAGS, type GuestSearchQuery } from '@dekka/contracts/guests';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatInstantDate } from '../../../lib/long-date';
import { useTranslation } from '../../../lib/translation';
import { StaffGate, StaffLayout, StaffLoadFailed } from '../../staff/components/staff-gate';
import { GuestProfileDialog } from '../../guest-list/components/guest-profile-dialog';
import { useTagName } from '../../guest-list/components/guest-tags';
import { useGuestSearch } from '../../guest-list/api/guest-search-api';
import { downloadGuestsCsv } from '../api/guests-page-api';
// The search, the filters and the profile dialog's fields look as every form's (.field, 48 px
// high): the page opened at its own address had them unstyled, smaller than a fingertip.
import '../../../components/booking-form.css';
import '../../guest-list/components/guest-list.css';
import './guests-page.css';

/**
 * /{restaurantSlug}/guests: the restaurant's guests, searched by name, e-mail or phone, filtered
 * by tag and sorted by visits, last visit or name; each opens the guest's profile. Owners and
 * managers export the list as CSV.
 */
export function GuestsPage() {
  return (
    <StaffGate>
      {({ token, restaurant }) => (
        <Guests
          key={restaurant.restaurantId}
          token={token}
          restaurantId={restaurant.restaurantId}
          name={restaurant.name}
          mayExport={restaurant.role === 'owner' || restaurant.role === 'manager'}
          mayMerge={restaurant.role === 'owner' || restaurant.role === 'manager'}
        />
      )}
    </StaffGate>
  );
}

function Guests(props: {
  token: string;
  restaurantId: number;
  name: string;
  mayExport: boolean;
  mayMerge: boolean;
}) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(pageTitle(t('staff.guests.page.title'), props.name));
  const id = useId();
  const tagName = useTagName();
  const target = { token: props.token, restaurantId: props.restaurantId };
  const [query, setQuery] = useState<GuestSearchQuery>({ sort: 'lastVisit', offset: 0 });
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [exportFailed, setExportFailed] = useState(false);
  const search = useGuestSearch(target, query);
  const change = (next: Partial<GuestSearchQuery>) =>
    setQuery((now) => ({ ...now, ...next, offset: 0 }));

  return (
    <StaffLayout title={props.name} className="guests-page">
      <p className="staff-page__role">{t('staff.guests.page.title')}</p>
      <form
        className="guests-page__filters"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t('staff.guests.page.search')}
          </label>
          <input
            id={`${id}-q`}
            className="field__input"
            type="search"
            maxLength={100}
            value={query.q ?? ''}
            onChange={(event) => change({ q: event.target.value || undefined })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-tag`}>
            {t('staff.guests.page.tag')}
          </label>
          <select
            id={`${id}-tag`}
            className="field__input"
            value={query.tag ?? ''}
            onChange={(event) => change({ tag: event.target.value || undefined })}
          >
            <option value="">{t('staff.guests.page.allTags')}</option>
            {BUILT_IN_GUEST_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {tagName(tag)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-sort`}>
            {t('staff.guests.page.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="field__input"
            value={query.sort}
            onChange={(event) => change({ sort: event.target.value as GuestSearchQuery['sort'] })}
          >
            <option value="lastVisit">{t('staff.guests.page.byLastVisit')}</option>
            <option value="visits">{t('staff.guests.page.byVisits')}</option>
            <option value="name">{t('staff.guests.page.byName')}</option>
          </select>
        </div>
        {props.mayExport && (
          <Button
            variant="secondary"
            onClick={() => {
              setExportFailed(false);
              downloadGuestsCsv(target, query).catch(() => setExportFailed(true));
            }}
          >
            {t('staff.guests.page.export')}
          </Button>
        )}
      </form>
      {exportFailed && <Alert tone="error">{t('staff.guests.page.exportFailed')}</Alert>}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {search.isPending ? (
        <p role="status">
          <Spinner /> {t('staff.loading')}
        </p>
      ) : search.isError ? (
        <StaffLoadFailed onRetry={() => void search.refetch()} />
      ) : search.data.guests.length === 0 ? (
        <p>{t('staff.guests.page.none')}</p>
      ) : (
        <div className="guests-page__table-wrap">
          <table className="guests-page__table">
            <thead>
              <tr>
                <th scope="col">{t('staff.guests.page.name')}</th>
                <th scope="col">{t('staff.guests.page.contact')}</th>
                <th scope="col">{t('staff.guests.kept.tags')}</th>
                <th scope="col">{t('staff.guests.figures.visits')}</th>
                <th scope="col">{t('staff.guests.figures.lastVisit')}</th>
              </tr>
            </thead>
            <tbody>
              {search.data.guests.map((guest) => (
                <tr key={guest.id}>
                  <th scope="row">
                    <button
                      type="button"
                      className="guests-page__name"
                      aria-haspopup="dialog"
                      onClick={() => setOpen({ id: guest.id, name: guest.name })}
                    >
                      {guest.name || t('staff.guestList.noName')}
                    </button>
                  </th>
                  <td>{[guest.email, guest.phone].filter(Boolean).join(' · ')}</td>
                  <td>
                    {[
                      ...guest.tags.map(tagName),
                      ...(guest.allergies
                        ? [t('staff.guests.allergyBadge', { allergies: guest.allergies })]
                        : []),
                    ].join(', ')}
                  </td>
                  <td>{guest.visits}</td>
                  <td>
                    {guest.lastVisit
                      ? formatInstantDate(guest.lastVisit, i18n.language, {
                          timeZone: search.data.timeZone,
                        })
                      : t('staff.guests.profile.never')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {search.data && (query.offset > 0 || search.data.nextOffset !== null) && (
        <nav className="guests-page__pages" aria-label={t('staff.guests.page.pages')}>
          <Button
            variant="secondary"
            disabled={query.offset === 0}
            onClick={() => setQuery((now) => ({ ...now, offset: Math.max(0, now.offset - 50) }))}
          >
            {t('staff.guests.page.previous')}
          </Button>
          <Button
            variant="secondary"
            disabled={search.data.nextOffset === null}
            onClick={() =>
              setQuery((now) => ({ ...now, offset: search.data?.nextOffset ?? now.offset }))
            }
          >
            {t('staff.guests.page.next')}
          </Button>
        </nav>
      )}
      {open && (
        <GuestProfileDialog
          target={target}
          guestId={open.id}
          name={open.name}
          timeZone={search.data?.timeZone ?? 'UTC'}
          mayMerge={props.mayMerge}
          onClose={() => setOpen(null)}
          onAnnounce={setAnnouncement}
        />
      )}
    </StaffLayout>
  );
}
