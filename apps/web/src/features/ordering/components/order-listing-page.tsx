import type { OrderRestaurant } from '@dekka/contracts/order-menu';
import type { OrderMode } from '@dekka/contracts/restaurant-ordering';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Photo } from '../../../components/photo';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { formatMoney } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import { type OrderListingFilters, useOrderRestaurants } from '../api/get-order-restaurants';
import { readListingParams, writeListingParams } from '../model/listing-params';
import { MODES } from '../model/modes';
import { OrderingHours } from './ordering-hours';
import '../../../components/booking-form.css';
import './ordering.css';

/** How many card-sized placeholders hold the list's place while it loads. */
const PLACEHOLDERS = 3;

/**
 * `/pantamat` and its aliases (docs/product.md, "Routes"): the restaurants that take food orders,
 * now or later, filtered by mode, town and cuisine, the filters in the address so a link or a
 * reload keeps them. `preset` is the mode /delivery and /takeaway open with.
 */
export function OrderListingPage({ preset = null }: { preset?: OrderMode | null }) {
  const { t } = useTranslation();
  useDocumentTitle(pageTitle(t('order.listing.title')));
  const [params, setParams] = useSearchParams();
  const filters = readListingParams(params, preset);
  const listing = useOrderRestaurants(filters);
  const change = (next: Partial<OrderListingFilters>) =>
    setParams(writeListingParams({ ...filters, ...next }, params, preset), { replace: true });
  const filtered = filters.mode !== null || filters.city !== null || filters.cuisine !== null;

  return (
    <section
      className={['container page order-listing', !listing.data && 'order-page--loading']
        .filter(Boolean)
        .join(' ')}
    >
      <p className="eyebrow">{t('order.listing.eyebrow')}</p>
      <h1>{t('order.listing.title')}</h1>
      <p className="lead">{t('order.listing.intro')}</p>
      <ListingFilters
        filters={filters}
        cities={listing.data?.cities ?? []}
        cuisines={listing.data?.cuisines ?? []}
        onChange={change}
      />
      {/* Only the count is announced when the filters change, not every card again. */}
      <div aria-busy={listing.isFetching}>
        {listing.data ? (
          <>
            <p className="order-listing__count" role="status">
              {t('order.listing.count', { count: listing.data.restaurants.length })}
            </p>
            {listing.data.restaurants.length === 0 ? (
              <div className="order-empty">
                <p>{t('order.listing.empty')}</p>
                {filtered && (
                  <Button
                    variant="secondary"
                    onClick={() => change({ mode: null, city: null, cuisine: null })}
                  >
                    {t('order.listing.clear')}
                  </Button>
                )}
              </div>
            ) : (
              <ul key="cards" className="order-cards">
                {listing.data.restaurants.map((restaurant) => (
                  <RestaurantCard key={restaurant.id} restaurant={restaurant} mode={filters.mode} />
                ))}
              </ul>
            )}
          </>
        ) : listing.isError ? (
          <div className="order-empty">
            <Alert tone="error">{t('order.listing.loadError')}</Alert>
            <Button variant="secondary" onClick={() => void listing.refetch()}>
              {t('order.menu.retry')}
            </Button>
          </div>
        ) : (
          <>
            {/* The count's line, kept while loading, so the list does not move down. */}
            <p className="order-listing__count" role="status">
              <span className="visually-hidden">{t('order.listing.loading')}</span>
            </p>
            {/* Keyed apart from the cards: they replace the placeholders rather than move them. */}
            <ul key="placeholders" className="order-cards" aria-hidden="true">
              {Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <li key={index} className="order-card order-card--skeleton" />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function ListingFilters(props: {
  filters: OrderListingFilters;
  cities: { id: number; name: string }[];
  cuisines: { id: number; name: string }[];
  onChange: (next: Partial<OrderListingFilters>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const idOf = (value: string) => (value === '' ? null : Number(value));
  return (
    <form
      className="order-filters"
      aria-label={t('order.listing.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label className="field__label" htmlFor={`${id}-mode`}>
          {t('order.listing.mode')}
        </label>
        <select
          id={`${id}-mode`}
          className="field__input"
          value={props.filters.mode ?? ''}
          onChange={(event) =>
            props.onChange({ mode: (event.target.value || null) as OrderMode | null })
          }
        >
          <option value="">{t('order.listing.anyMode')}</option>
          {MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(`order.modes.${mode}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-city`}>
          {t('order.listing.city')}
        </label>
        <select
          id={`${id}-city`}
          className="field__input"
          value={props.filters.city ?? ''}
          onChange={(event) => props.onChange({ city: idOf(event.target.value) })}
        >
          <option value="">{t('order.listing.anyCity')}</option>
          {props.cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-cuisine`}>
          {t('order.listing.cuisine')}
        </label>
        <select
          id={`${id}-cuisine`}
          className="field__input"
          value={props.filters.cuisine ?? ''}
          onChange={(event) => props.onChange({ cuisine: idOf(event.target.value) })}
        >
          <option value="">{t('order.listing.anyCuisine')}</option>
          {props.cuisines.map((cuisine) => (
            <option key={cuisine.id} value={cuisine.id}>
              {cuisine.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** `mode`: the listing's filter, so the menu opens on the way of ordering the diner chose. */
function RestaurantCard({
  restaurant,
  mode,
}: {
  restaurant: OrderRestaurant;
  mode: OrderMode | null;
}) {
  const { t, i18n } = useTranslation();
  const money = (minor: number) => formatMoney(minor, restaurant.currency, i18n.language);
  return (
    <li className="order-card">
      {restaurant.cover && (
        // Decorative: the name beside it says which restaurant it is.
        <Photo
          photo={restaurant.cover}
          className="order-card__photo"
          sizes="(min-width: 768px) 112px, 88px"
          alt=""
        />
      )}
      <div className="order-card__text">
        <h2 className="order-card__name">
          <Link to={`/${encodeURIComponent(restaurant.slug)}/order${mode ? `?mode=${mode}` : ''}`}>
            {restaurant.name}
          </Link>
        </h2>
        <p className="order-card__meta">
          {[restaurant.area, restaurant.city].filter(Boolean).join(', ')}
          {restaurant.cuisines.length > 0 && ` · ${restaurant.cuisines.join(', ')}`}
        </p>
        <ul className="order-card__modes" aria-label={t('order.listing.mode')}>
          {restaurant.modes.map((mode) => (
            <li key={mode} className="order-chip">
              {t(`order.modes.${mode}`)}
            </li>
          ))}
        </ul>
        <p className="order-card__meta">
          <OrderingHours
            openNow={restaurant.openNow}
            opensAt={restaurant.opensAt}
            paused={restaurant.paused}
          />
        </p>
        {restaurant.delivery && (
          <p className="order-card__meta">
            {t('order.listing.deliveryFrom', {
              fee: money(restaurant.delivery.feeFrom),
              minimum: money(restaurant.delivery.minimumOrderFrom),
            })}
          </p>
        )}
      </div>
    </li>
  );
}
