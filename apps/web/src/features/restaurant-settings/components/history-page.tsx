import { isLanguage } from '@dekka/contracts/languages';
import { THEME_KEYS } from '@dekka/contracts/restaurant-look';
import type { AuditEntry } from '@dekka/contracts/restaurant-settings';
import { Button } from '../../../components/ui/button';
import type { TranslationKey } from '../../../lib/i18n';
import { formatWeekdayLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { StaffLoadFailed, StaffLoading } from '../../staff/components/staff-gate';
import { useChangeHistory } from '../api/settings-api';
import { type ValueWords, valueText, weekdayOfField } from '../model/change-text';
import { formatDuration } from '../model/duration';
import { useLanguageName } from './profile-texts';
import { type SettingsAccess, SettingsFrame } from './settings-frame';

/** /{restaurantSlug}/settings/history: every change of the settings, newest first. */
export function HistoryPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('staff.settings.history.title')}>
      {(access) => <History {...access} />}
    </SettingsFrame>
  );
}

const FIELD_LABELS: Record<string, TranslationKey> = {
  name: 'staff.settings.profile.name',
  address: 'staff.settings.profile.address',
  lat: 'staff.settings.profile.lat',
  lon: 'staff.settings.profile.lon',
  website: 'staff.settings.profile.website',
  redirectUrl: 'staff.settings.profile.redirectUrl',
  area: 'staff.settings.profile.areaLabel',
  cuisines: 'staff.settings.profile.cuisines',
  priceCategory: 'staff.settings.profile.priceCategory',
  occasions: 'staff.settings.profile.occasions',
  date: 'staff.settings.special.date',
  firstDate: 'staff.settings.special.firstDate',
  lastDate: 'staff.settings.special.lastDate',
  closed: 'staff.settings.special.closed',
  services: 'staff.settings.special.hours',
  slotIntervalMinutes: 'staff.settings.rules.slotIntervalMinutes',
  leadTimeMinutes: 'staff.settings.rules.leadTimeMinutes',
  bookingWindowDays: 'staff.settings.rules.bookingWindowDays',
  maxOnlinePartySize: 'staff.settings.rules.maxOnlinePartySize',
  phone: 'staff.settings.rules.phone',
  cancellationDeadlineHours: 'staff.settings.rules.cancellationDeadlineHours',
  noShowGraceMinutes: 'staff.settings.rules.noShowGraceMinutes',
  defaultDurationMinutes: 'staff.settings.rules.defaultDurationMinutes',
  durationRules: 'staff.settings.rules.length',
  pacingMaxCoversPerSlot: 'staff.settings.rules.pacingMaxCoversPerSlot',
  waitingListEnabled: 'staff.settings.rules.waitingListEnabled',
  waitingListOffers: 'staff.settings.rules.waitingListOffers',
  offerHoldMinutes: 'staff.settings.rules.offerHoldMinutes',
  reminderHoursBefore: 'staff.settings.rules.reminderHoursBefore',
  floorPlan: 'staff.settings.tables.floorPlan',
  table: 'staff.settings.tables.table',
  combination: 'staff.settings.tables.combination',
  minGuests: 'staff.settings.tables.minGuests',
  maxGuests: 'staff.settings.tables.maxGuests',
  bookableOnline: 'staff.settings.tables.bookableOnline',
  place: 'staff.settings.tables.layout.place',
  shape: 'staff.settings.tables.layout.shape',
  cover: 'staff.settings.photos.cover',
  logo: 'staff.settings.photos.logo',
  gallery: 'staff.settings.photos.gallery',
  order: 'staff.settings.photos.order',
  rule: 'staff.settings.payments.rule',
  amountPerGuest: 'staff.settings.payments.amountLabel',
  requirePolicyAccept: 'staff.settings.payments.requirePolicyAccept',
  published: 'staff.settings.publishing.field',
  ...Object.fromEntries(THEME_KEYS.map((key) => [key, `staff.settings.look.keys.${key}` as const])),
  menu: 'staff.settings.menus.fields.menu',
  event: 'staff.settings.menus.fields.event',
  price: 'staff.settings.menus.priceLabel',
  paymentType: 'staff.settings.menus.paymentType',
  isExclusive: 'staff.settings.menus.exclusive',
  isAvailable: 'staff.settings.menus.available',
  availableFrom: 'staff.settings.menus.availableFrom',
  availableTo: 'staff.settings.menus.availableTo',
  floorPlans: 'staff.settings.menus.floorPlans',
  slug: 'staff.settings.menus.slug',
  pricePerGuest: 'staff.settings.menus.priceLabel',
  isChristmas: 'staff.settings.menus.christmas',
  occurrence: 'staff.settings.menus.fields.occurrence',
  ends: 'staff.settings.menus.ends',
  ticketCapacity: 'staff.settings.menus.tickets',
  takeaway: 'staff.settings.ordering.modeNames.takeaway',
  delivery: 'staff.settings.ordering.modeNames.delivery',
  catering: 'staff.settings.ordering.modeNames.catering',
  paused: 'staff.settings.ordering.paused',
  ordersPerSlot: 'staff.settings.ordering.ordersPerSlot',
  takeawayLeadMinutes: 'staff.settings.ordering.takeawayLead',
  deliveryLeadMinutes: 'staff.settings.ordering.deliveryLead',
  zones: 'staff.settings.ordering.zones',
  cateringLeadHours: 'staff.settings.ordering.cateringLead',
  cateringMinGuests: 'staff.settings.ordering.cateringMinGuests',
  cateringPayment: 'staff.settings.ordering.cateringPayment',
  cateringDepositPercent: 'staff.settings.ordering.depositPercent',
  category: 'staff.settings.ordering.category',
  item: 'staff.settings.ordering.fields.item',
  package: 'staff.settings.ordering.fields.package',
  allergens: 'staff.settings.ordering.allergens',
  dietary: 'staff.settings.ordering.dietary',
  weekdays: 'staff.settings.ordering.weekdays',
  soldOut: 'staff.settings.ordering.soldOut',
  position: 'staff.settings.ordering.position',
  modes: 'staff.settings.ordering.offeredFor',
  optionGroups: 'staff.settings.ordering.optionGroups',
  photo: 'staff.settings.ordering.photo',
  pricePerPerson: 'staff.settings.ordering.fields.pricePerPerson',
};

/** Areas named with their own page's strings. */
const AREA_NAMES: Partial<Record<string, TranslationKey>> = {
  menus: 'staff.settings.menus.areas.menus',
  events: 'staff.settings.menus.areas.events',
  ordering: 'staff.settings.ordering.areas.ordering',
  orderingMenu: 'staff.settings.ordering.areas.orderingMenu',
  cateringPackages: 'staff.settings.ordering.areas.cateringPackages',
};

const AREAS = [
  'hours',
  'specialDays',
  'rules',
  'look',
  'profile',
  'tables',
  'photos',
  'payments',
  'publishing',
] as const;
const ACTIONS = ['create', 'update', 'delete'] as const;

function Entry({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const languageName = useLanguageName();
  const words: ValueWords = {
    yes: t('staff.settings.history.yes'),
    no: t('staff.settings.history.no'),
    none: t('staff.settings.history.none'),
    duration: (minutes) => formatDuration(minutes, t),
  };
  const area = AREAS.find((a) => a === entry.area);
  const areaName = AREA_NAMES[entry.area];
  const action = ACTIONS.find((a) => a === entry.action);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.at));
  const fieldLabel = (field: string) => {
    const weekday = weekdayOfField(field);
    if (weekday !== null) return formatWeekdayLong(weekday, i18n.language);
    const text = /^texts\.(\w+)\.(description|confirmationNote)$/.exec(field);
    if (text?.[1] && text[2]) {
      const language = isLanguage(text[1]) ? languageName(text[1]) : text[1];
      return `${t(`staff.settings.profile.${text[2] as 'description' | 'confirmationNote'}`)} (${language})`;
    }
    const content = /^(name|shortDescription|description)\.(\w+)$/.exec(field);
    if (content?.[1] && content[2]) {
      const language = isLanguage(content[2]) ? languageName(content[2]) : content[2];
      return `${t(`staff.settings.menus.${content[1] as 'name'}`)} (${language})`;
    }
    const policy = /^policyText\.(\w+)$/.exec(field);
    if (policy?.[1]) {
      const language = isLanguage(policy[1]) ? languageName(policy[1]) : policy[1];
      return `${t('staff.settings.payments.policyText')} (${language})`;
    }
    const key = FIELD_LABELS[field];
    return key ? t(key) : field;
  };
  return (
    <li className="settings-history__entry">
      <h2 className="settings-history__what">
        {area ? t(`staff.settings.history.areas.${area}`) : areaName ? t(areaName) : entry.area}
        {action ? ` · ${t(`staff.settings.history.actions.${action}`)}` : ''}
      </h2>
      <p className="staff-page__muted">
        <time dateTime={entry.at}>{when}</time> ·{' '}
        {entry.by
          ? entry.by.name
            ? `${entry.by.name} (${entry.by.email})`
            : entry.by.email
          : t('staff.settings.history.removedAccount')}
      </p>
      <dl className="settings-history__changes">
        {Object.entries(entry.changes).map(([field, change]) => (
          <div key={field}>
            <dt>{fieldLabel(field)}</dt>
            <dd>
              {/* The same on both sides: the changed row's name (a table's), shown as it is. */}
              {JSON.stringify(change.from) === JSON.stringify(change.to)
                ? valueText(change.to, words, field)
                : t('staff.settings.history.fromTo', {
                    from: valueText(change.from, words, field),
                    to: valueText(change.to, words, field),
                  })}
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function History({ token, restaurant }: SettingsAccess) {
  const { t } = useTranslation();
  const history = useChangeHistory(token, restaurant.restaurantId);
  if (history.isError) return <StaffLoadFailed onRetry={() => void history.refetch()} />;
  if (!history.data) return <StaffLoading />;
  const entries = history.data.pages.flatMap((page) => page.entries);
  return (
    <>
      {entries.length === 0 ? (
        <p>{t('staff.settings.history.empty')}</p>
      ) : (
        <ol className="settings-history">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {history.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? t('staff.loading') : t('staff.settings.history.older')}
          </Button>
        </div>
      )}
    </>
  );
}
