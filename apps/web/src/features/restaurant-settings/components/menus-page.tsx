import type {
  EventView,
  MenusSettingsResponse,
  MenuView,
  OccurrenceView,
} from '@dekka/contracts/restaurant-menus';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/locale-format';
import { formatLocalDay } from '../../../lib/restaurant-time';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useMenusChanges, useMenusSettings } from '../api/menus-api';
import { useConflictFlow } from '../hooks/use-conflict-flow';
import { refusedErrors } from '../model/menus-form';
import { ConflictDialog, type ConflictWording } from './conflict-dialog';
import { EventForm, MenuForm, OccurrenceForm } from './menus-forms';
import { type SettingsAccess, SettingsFrame } from './settings-frame';
import './tables.css';
import './menus.css';

/** /{restaurantSlug}/settings/menus: the set menus, and the events with their dates. */
export function MenusPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.menus.title')}>
      {(access) => <MenusAndEvents {...access} />}
    </SettingsFrame>
  );
}

const wording = (keepExplained: 'keepMenu' | 'keepEvent' | 'keepDate' | 'keepTimes') => {
  const times = keepExplained === 'keepTimes';
  return {
    title: times
      ? 'staff.settings.menus.conflict.timesTitle'
      : keepExplained === 'keepMenu'
        ? 'staff.settings.menus.conflict.menuTitle'
        : 'staff.settings.menus.conflict.eventTitle',
    intro: times
      ? 'staff.settings.menus.conflict.timesIntro'
      : keepExplained === 'keepMenu'
        ? 'staff.settings.menus.conflict.menuIntro'
        : 'staff.settings.menus.conflict.eventIntro',
    keepExplained: `staff.settings.menus.conflict.${keepExplained}`,
    keep: times
      ? 'staff.settings.menus.conflict.keepAndSave'
      : 'staff.settings.menus.conflict.keep',
  } satisfies ConflictWording;
};

/** The one form open on the page: a null id adds, a number changes that row. */
type Editing =
  | { kind: 'menu'; id: number | null; eventId: number | null }
  | { kind: 'event'; id: number | null }
  | { kind: 'date'; id: number | null; eventId: number }
  | null;

const sameForm = (a: Editing, b: NonNullable<Editing>) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

function MenusAndEvents({ token, restaurant }: SettingsAccess) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const query = useMenusSettings(token, restaurant.restaurantId);
  const changes = useMenusChanges(token, restaurant.restaurantId);
  const flow = useConflictFlow();
  const [editing, setEditing] = useState<Editing>(null);
  // The form a refused save came from: only that form shows the server's reasons.
  const [sentFrom, setSentFrom] = useState<Editing>(null);
  const [note, setNote] = useState('');
  const [words, setWords] = useState<ConflictWording>(wording('keepMenu'));
  // Where the focus goes once a form closes or a row is gone (the control that was there is not).
  const focusId = useRef<string | null>(null);

  useEffect(() => {
    if (!focusId.current || editing) return;
    const element = document.getElementById(focusId.current);
    if (element) {
      element.focus();
      focusId.current = null;
    }
  });

  if (query.isError) return <StaffLoadFailed onRetry={() => void query.refetch()} />;
  if (!query.data) return <StaffLoading />;
  const data: MenusSettingsResponse = query.data;
  const own = data.ownLanguage;
  const saving = Object.values(changes).some((mutation) => mutation.isPending);
  const reasons = flow.failure ? refusedErrors(flow.failure.error) : {};
  const failed = flow.failure !== null && Object.keys(reasons).length === 0;
  const refused = JSON.stringify(sentFrom) === JSON.stringify(editing) ? reasons : {};

  const open = (next: NonNullable<Editing>, opener: string) => {
    setNote('');
    setEditing(next);
    focusId.current = opener;
  };
  const close = () => setEditing(null);
  /** Saves a form's change; closed and announced once saved. */
  const save = (send: (keepBookings: boolean) => Promise<unknown>) => {
    setSentFrom(editing);
    flow.save(send, () => {
      close();
      setNote(t('staff.settings.saved'));
    });
  };
  const nameOf = (row: MenuView | EventView) => row.texts[own].name;

  function removeMenu(menu: MenuView, focus: string) {
    setNote('');
    setWords(wording('keepMenu'));
    flow.save(async (keepBookings) => {
      const { outcome } = await changes.removeMenu.mutateAsync({ id: menu.id, keepBookings });
      const name = nameOf(menu);
      setNote(
        outcome === 'withdrawn'
          ? t('staff.settings.menus.menuWithdrawn', { name })
          : t('staff.settings.menus.removed', { name }),
      );
      focusId.current = focus;
    });
  }

  function removeEvent(event: EventView) {
    setNote('');
    setWords(wording('keepEvent'));
    flow.save(async (keepBookings) => {
      const { outcome } = await changes.removeEvent.mutateAsync({ id: event.id, keepBookings });
      const name = nameOf(event);
      setNote(
        outcome === 'withdrawn'
          ? t('staff.settings.menus.eventWithdrawn', { name })
          : t('staff.settings.menus.removed', { name }),
      );
      focusId.current = outcome === 'withdrawn' ? `event-${event.id}` : 'events-heading';
    });
  }

  function removeDate(event: EventView, occurrence: OccurrenceView, when: string) {
    setNote('');
    setWords(wording('keepDate'));
    flow.save(async (keepBookings) => {
      const { outcome } = await changes.removeOccurrence.mutateAsync({
        eventId: event.id,
        id: occurrence.id,
        keepBookings,
      });
      setNote(
        outcome === 'withdrawn'
          ? t('staff.settings.menus.dateWithdrawn', { when })
          : t('staff.settings.menus.removed', { name: when }),
      );
      focusId.current = `event-${event.id}`;
    });
  }

  /** A menu's line: its name, price, payment, party sizes, window and state. */
  function menuLine(menu: MenuView) {
    const parts = [
      menu.price === null
        ? t('staff.settings.menus.priceVaries')
        : t('staff.settings.menus.perGuest', {
            price: formatMoney(menu.price, data.currency, language),
          }),
      menu.paymentType === 'none' ? '' : t(`staff.settings.menus.paymentTags.${menu.paymentType}`),
      menu.maxGuests !== 0
        ? t('staff.settings.tables.seats', { min: menu.minGuests, max: menu.maxGuests })
        : menu.minGuests > 1
          ? t('staff.settings.menus.guestsFrom', { count: menu.minGuests })
          : t('staff.settings.menus.anyParty'),
      menu.isExclusive ? t('staff.settings.menus.exclusiveTag') : '',
      menu.availableFrom || menu.availableTo
        ? `${menu.availableFrom ?? ''}–${menu.availableTo ?? ''}`
        : '',
      menu.floorPlanIds.length > 0
        ? menu.floorPlanIds
            .map((id) => data.floorPlans.find((plan) => plan.id === id)?.name ?? '')
            .join(', ')
        : '',
      menu.isAvailable ? '' : t('staff.settings.menus.notOffered'),
      menu.upcomingBookings > 0
        ? t('staff.settings.menus.upcomingBookings', { count: menu.upcomingBookings })
        : '',
    ].filter(Boolean);
    return parts.join(' · ');
  }

  /** A list of menus with their add button: the regular ones, or one event's (named). */
  function menuList(menus: MenuView[], event: { id: number; name: string } | null) {
    const eventId = event?.id ?? null;
    const addId = eventId === null ? 'add-menu' : `add-event-menu-${eventId}`;
    return (
      <>
        {menus.length === 0 ? (
          <p>
            {eventId === null
              ? t('staff.settings.menus.noMenus')
              : t('staff.settings.menus.noEventMenus')}
          </p>
        ) : (
          <ul className="settings-days">
            {menus.map((menu) => (
              <li key={menu.id}>
                {sameForm(editing, { kind: 'menu', id: menu.id, eventId }) ? (
                  <MenuForm
                    initial={menu}
                    eventId={eventId}
                    settings={data}
                    saving={saving}
                    refused={refused}
                    onSave={(body) =>
                      save(() => changes.changeMenu.mutateAsync({ id: menu.id, body }))
                    }
                    onCancel={close}
                  />
                ) : (
                  <>
                    <span>
                      <strong>{nameOf(menu)}</strong> · {menuLine(menu)}
                    </span>
                    <span className="settings-days__actions">
                      <Button
                        id={`change-menu-${menu.id}`}
                        variant="secondary"
                        onClick={() =>
                          open({ kind: 'menu', id: menu.id, eventId }, `change-menu-${menu.id}`)
                        }
                      >
                        {t('staff.settings.menus.change', { name: nameOf(menu) })}
                      </Button>
                      <Button variant="secondary" onClick={() => removeMenu(menu, addId)}>
                        {t('staff.settings.menus.remove', { name: nameOf(menu) })}
                      </Button>
                    </span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        {sameForm(editing, { kind: 'menu', id: null, eventId }) ? (
          <MenuForm
            initial={null}
            eventId={eventId}
            settings={data}
            saving={saving}
            refused={refused}
            onSave={(body) => save(() => changes.addMenu.mutateAsync(body))}
            onCancel={close}
          />
        ) : (
          <div>
            <Button
              id={addId}
              variant={eventId === null ? 'primary' : 'secondary'}
              onClick={() => open({ kind: 'menu', id: null, eventId }, addId)}
            >
              {event === null
                ? t('staff.settings.menus.addMenu')
                : t('staff.settings.menus.addEventMenu', { event: event.name })}
            </Button>
          </div>
        )}
      </>
    );
  }

  function dateLine(occurrence: OccurrenceView) {
    const tickets = occurrence.withdrawn
      ? t('staff.settings.menus.offSale')
      : t('staff.settings.menus.ticketsLeft', {
          left: occurrence.seatsLeft,
          capacity: occurrence.ticketCapacity,
        });
    return [
      tickets,
      t('staff.settings.menus.seatsBooked', { count: occurrence.seatsBooked }),
      occurrence.started ? t('staff.settings.menus.started') : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }

  function eventSection(event: EventView) {
    const name = nameOf(event);
    const heading = `event-${event.id}`;
    return (
      <section key={event.id} className="settings-section card" aria-labelledby={heading}>
        {sameForm(editing, { kind: 'event', id: event.id }) ? (
          <EventForm
            initial={event}
            settings={data}
            restaurantSlug={restaurant.slug}
            saving={saving}
            refused={refused}
            onSave={(body) => save(() => changes.changeEvent.mutateAsync({ id: event.id, body }))}
            onCancel={close}
          />
        ) : (
          <div className="settings-plan__head">
            <h3 id={heading} tabIndex={-1}>
              {name}
            </h3>
            <span className="settings-days__actions">
              <Button
                id={`change-event-${event.id}`}
                variant="secondary"
                onClick={() => open({ kind: 'event', id: event.id }, `change-event-${event.id}`)}
              >
                {t('staff.settings.menus.change', { name })}
              </Button>
              <Button variant="secondary" onClick={() => removeEvent(event)}>
                {t('staff.settings.menus.remove', { name })}
              </Button>
            </span>
          </div>
        )}
        <p className="staff-page__muted menus-event__meta">
          {[
            `/${restaurant.slug}/event/${event.slug}`,
            event.pricePerGuest === null
              ? ''
              : t('staff.settings.menus.perGuest', {
                  price: formatMoney(event.pricePerGuest, data.currency, language),
                }),
            event.isChristmas ? t('staff.settings.menus.christmasTag') : '',
            event.pastOccurrences > 0
              ? t('staff.settings.menus.pastDates', { count: event.pastOccurrences })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>

        <h4>{t('staff.settings.menus.dates')}</h4>
        {event.occurrences.length === 0 ? (
          <p>{t('staff.settings.menus.noDates')}</p>
        ) : (
          <ul className="settings-days">
            {event.occurrences.map((occurrence) => {
              const when = `${formatLocalDay(occurrence.date, language)}, ${occurrence.starts}–${occurrence.ends}`;
              return (
                <li key={occurrence.id}>
                  {sameForm(editing, { kind: 'date', id: occurrence.id, eventId: event.id }) ? (
                    <OccurrenceForm
                      initial={occurrence}
                      eventName={name}
                      settings={data}
                      saving={saving}
                      refused={refused}
                      onSave={(body) => {
                        setWords(wording('keepTimes'));
                        save((keepBookings) =>
                          changes.changeOccurrence.mutateAsync({
                            eventId: event.id,
                            id: occurrence.id,
                            body: { ...body, keepBookings },
                          }),
                        );
                      }}
                      onCancel={close}
                    />
                  ) : (
                    <>
                      <span>
                        <strong>
                          {when}
                          {occurrence.endsNextDay ? ` ${t('staff.settings.menus.nextDay')}` : ''}
                        </strong>{' '}
                        · {dateLine(occurrence)}
                      </span>
                      {!occurrence.started && (
                        <span className="settings-days__actions">
                          <Button
                            id={`change-date-${occurrence.id}`}
                            variant="secondary"
                            onClick={() =>
                              open(
                                { kind: 'date', id: occurrence.id, eventId: event.id },
                                `change-date-${occurrence.id}`,
                              )
                            }
                          >
                            {t('staff.settings.menus.changeDate', { when })}
                          </Button>
                          <Button
                            variant="secondary"
                            onClick={() => removeDate(event, occurrence, when)}
                          >
                            {t('staff.settings.menus.removeDate', { when })}
                          </Button>
                        </span>
                      )}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {sameForm(editing, { kind: 'date', id: null, eventId: event.id }) ? (
          <OccurrenceForm
            initial={null}
            eventName={name}
            settings={data}
            saving={saving}
            refused={refused}
            onSave={(body) =>
              save(() => changes.addOccurrence.mutateAsync({ eventId: event.id, body }))
            }
            onCancel={close}
          />
        ) : (
          <div>
            <Button
              id={`add-date-${event.id}`}
              onClick={() =>
                open({ kind: 'date', id: null, eventId: event.id }, `add-date-${event.id}`)
              }
            >
              {t('staff.settings.menus.addDate', { event: name })}
            </Button>
          </div>
        )}

        <h4>{t('staff.settings.menus.eventMenus')}</h4>
        {menuList(
          data.menus.filter((menu) => menu.eventId === event.id),
          { id: event.id, name },
        )}
      </section>
    );
  }

  return (
    <>
      <p className="staff-page__muted">{t('staff.settings.menus.intro')}</p>
      <div aria-live="polite">
        {failed && <Alert tone="error">{t('staff.settings.saveFailed')}</Alert>}
      </div>
      <p role="status" className="staff-page__note">
        {note}
      </p>

      <section className="settings-section menus-section" aria-labelledby="menus-heading">
        <h2 id="menus-heading" tabIndex={-1}>
          {t('staff.settings.menus.menusTitle')}
        </h2>
        <p className="staff-page__muted">{t('staff.settings.menus.menusIntro')}</p>
        {menuList(
          data.menus.filter((menu) => menu.eventId === null),
          null,
        )}
      </section>

      <section className="settings-section menus-section" aria-labelledby="events-heading">
        <h2 id="events-heading" tabIndex={-1}>
          {t('staff.settings.menus.eventsTitle')}
        </h2>
        <p className="staff-page__muted">{t('staff.settings.menus.eventsIntro')}</p>
        {data.events.length === 0 && <p>{t('staff.settings.menus.noEvents')}</p>}
        {data.events.map((event) => eventSection(event))}
        {sameForm(editing, { kind: 'event', id: null }) ? (
          <EventForm
            initial={null}
            settings={data}
            restaurantSlug={restaurant.slug}
            saving={saving}
            refused={refused}
            onSave={(body) => save(() => changes.addEvent.mutateAsync(body))}
            onCancel={close}
          />
        ) : (
          <div>
            <Button id="add-event" onClick={() => open({ kind: 'event', id: null }, 'add-event')}>
              {t('staff.settings.menus.addEvent')}
            </Button>
          </div>
        )}
      </section>
      <ConflictDialog {...flow.dialog} wording={words} />
    </>
  );
}
