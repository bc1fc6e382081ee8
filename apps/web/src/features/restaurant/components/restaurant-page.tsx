import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { pageTitle, useDocumentTitle } from '../../../lib/document-title';
import { useDocumentDescription } from '../../../lib/page-description';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Photo } from '../../../components/photo';
import { PriceLevel } from '../../../components/price-level';
import { Button } from '../../../components/ui/button';
import { useRestaurant } from '../api/get-restaurant';
import { BookingPanel } from './booking-panel';
import { OpeningHours, Policies, RestaurantLocation, UpcomingEvents } from './restaurant-info';
import { RestaurantNotFound } from './restaurant-not-found';
import './restaurant.css';

// Last on the page and fetched after it: a chunk of its own, so the page's code stays in budget.
const RestaurantRatings = lazy(() =>
  import('./restaurant-ratings').then(({ RestaurantRatings }) => ({ default: RestaurantRatings })),
);

/** `/{restaurantSlug}` or `/restaurant?id=` (docs/product.md, "Routes"). */
export function RestaurantPage() {
  const { restaurantSlug } = useParams();
  const [searchParams] = useSearchParams();
  const idOrSlug = restaurantSlug ?? searchParams.get('id') ?? '';
  if (idOrSlug.trim() === '') return <RestaurantNotFound />;
  // Keyed so another restaurant starts with fresh picker state.
  return <RestaurantLoader key={idOrSlug} idOrSlug={idOrSlug} />;
}

function RestaurantLoader({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const restaurant = useRestaurant(idOrSlug);
  useDocumentTitle(
    restaurant.data === null
      ? pageTitle(t('restaurant.notFoundTitle'))
      : pageTitle(restaurant.data?.name),
  );
  useDocumentDescription(restaurant.data?.description);
  if (restaurant.isPending) return <RestaurantSkeleton />;
  if (restaurant.isError) {
    return (
      <div className="container page restaurant-status">
        <Alert tone="error" title={t('restaurant.loadError')}>
          <Button variant="secondary" onClick={() => void restaurant.refetch()}>
            {t('restaurant.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (restaurant.data === null) return <RestaurantNotFound />;
  return <RestaurantView restaurant={restaurant.data} />;
}

/**
 * The page's own layout with grey blocks where the name, the booking panel and the text go, so
 * nothing moves when the restaurant arrives; announced as loading.
 */
function RestaurantSkeleton() {
  const { t } = useTranslation();
  return (
    <article className="restaurant" aria-busy="true">
      <div className="restaurant-hero" />
      <div className="container restaurant__layout">
        <header className="restaurant__header">
          <div className="restaurant-skeleton restaurant-skeleton--title">
            <span className="visually-hidden" role="status">
              {t('app.loading')}
            </span>
          </div>
        </header>
        <div className="restaurant__booking">
          <div className="restaurant-skeleton restaurant-skeleton--panel" />
        </div>
        <div className="restaurant__details">
          <div className="restaurant-skeleton restaurant-skeleton--text" />
        </div>
      </div>
    </article>
  );
}

function RestaurantView({ restaurant }: { restaurant: RestaurantResponse }) {
  const { t } = useTranslation();
  return (
    <article className="restaurant">
      <div className="restaurant-hero">
        {restaurant.photos.cover ? (
          // The largest thing on the page: fetched first; the hero's box has its height already.
          <Photo
            photo={restaurant.photos.cover}
            className="restaurant-hero__image"
            sizes="100vw"
            priority
          />
        ) : (
          restaurant.imageUrl && (
            // The largest thing on the page: fetched first; the hero's box has its height already.
            <img
              className="restaurant-hero__image"
              src={restaurant.imageUrl}
              alt=""
              width={1280}
              height={260}
              fetchPriority="high"
            />
          )
        )}
      </div>
      <div className="container restaurant__layout">
        <header className="restaurant__header">
          {restaurant.photos.logo ? (
            <span className="restaurant__logo restaurant__logo--photo">
              <Photo photo={restaurant.photos.logo} sizes="72px" alt="" />
            </span>
          ) : (
            restaurant.logoUrl && (
              <img
                className="restaurant__logo"
                src={restaurant.logoUrl}
                alt=""
                width={72}
                height={72}
              />
            )
          )}
          <div>
            <h1 className="restaurant__name">{restaurant.name}</h1>
            <p className="restaurant__address">
              {restaurant.address}
              {restaurant.address.includes(restaurant.city) ? '' : `, ${restaurant.city}`}
            </p>
            <p className="restaurant__meta">
              <PriceLevel level={restaurant.priceCategoryId} currency={restaurant.currency} />
              {restaurant.categories.map((category) => (
                <span key={category.id} className="restaurant__category">
                  {category.name}
                </span>
              ))}
            </p>
          </div>
        </header>
        <div className="restaurant__booking">
          <BookingPanel restaurant={restaurant} />
        </div>
        <div className="restaurant__details">
          <section className="restaurant-section" aria-labelledby="about">
            <h2 id="about">{t('restaurant.about')}</h2>
            <p>{restaurant.description}</p>
            <p className="restaurant__contact">
              {restaurant.website && (
                <a href={restaurant.website} target="_blank" rel="noreferrer">
                  {t('restaurant.website')}
                </a>
              )}
              {restaurant.phone && (
                <a href={`tel:${restaurant.phone.replace(/\s/g, '')}`}>{restaurant.phone}</a>
              )}
            </p>
          </section>
          {restaurant.photos.gallery.length > 0 && (
            <section className="restaurant-section" aria-labelledby="photos">
              <h2 id="photos">{t('restaurant.photos')}</h2>
              <ul className="restaurant-gallery">
                {restaurant.photos.gallery.map((photo) => (
                  <li key={photo.id}>
                    <Photo
                      photo={photo}
                      className="restaurant-gallery__image"
                      sizes="(min-width: 60rem) 300px, 50vw"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <UpcomingEvents restaurant={restaurant} />
          <OpeningHours restaurant={restaurant} />
          <RestaurantLocation restaurant={restaurant} />
          <Policies restaurant={restaurant} />
          <Suspense fallback={null}>
            <RestaurantRatings restaurant={restaurant} />
          </Suspense>
        </div>
      </div>
    </article>
  );
}
