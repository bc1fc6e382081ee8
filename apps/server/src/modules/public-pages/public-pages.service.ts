import { utcToZoned } from '@dekka/time/local-time';
import { offeredLanguages, type Language } from '@dekka/contracts/languages';
import type { EventsOnDateResponse } from '@dekka/contracts/event';
import type { RestaurantResponse } from '@dekka/contracts/restaurant';
import type { DisplayCountry, MetaTags } from '@dekka/contracts/settings';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { eventJsonLd, type RatingSummary, renderJsonLd, restaurantJsonLd } from './json-ld.ts';
import { cachedPageHead } from './page-head-cache.ts';
import { type PageAddresses, renderPageHead, renderSiteHead } from './page-head.ts';
import { publicPageOf } from './page-address.ts';
import { pageTexts, pageTitle, shortDescription } from './page-texts.ts';
import { createPublicPagesRepository } from './public-pages.repository.ts';
import { renderRobots, renderSitemap, type SitemapPage } from './sitemap.ts';

export type PublicPagesService = ReturnType<typeof createPublicPagesService>;

/**
 * The heads of the public pages (home, results, a restaurant's, an event's), the sitemap and
 * robots.txt. Addresses start with PUBLIC_URL, never with the request's Host: no client value
 * picks where a canonical link or the sitemap points.
 */
export function createPublicPagesService(deps: {
  db: AppDatabase;
  clock: Clock;
  publicUrl: string;
  displayCountry: DisplayCountry;
  /** The site's stored meta tags: home's head, the results' description, the share image. */
  siteMeta: MetaTags;
  /** The restaurant page's data in a language; a 404 AppError when no published one has it. */
  restaurant: (idOrSlug: string, language: Language) => Promise<RestaurantResponse>;
  eventsOnDate: (
    restaurantId: number,
    date: string,
    language: Language,
  ) => Promise<EventsOnDateResponse>;
  ratings: (restaurantId: number) => Promise<RatingSummary>;
}) {
  const repository = createPublicPagesRepository(deps.db);
  const languages = offeredLanguages(deps.displayCountry);
  // The share image as the site's own head has it: a stored "/og-image.png" is the stored
  // site's (spa-head.ts).
  const siteImage = absolute(deps.siteMeta.imageUrl, deps.siteMeta.siteUrl) ?? deps.publicUrl;

  /** A photo's address as a crawler needs it: a local one (`/media/...`) is this site's. */
  function absolute(url: string | null | undefined, base = deps.publicUrl): string | null {
    if (!url) return null;
    try {
      return new URL(url, `${base}/`).href;
    } catch {
      return null;
    }
  }

  /** `path` in `language`, as the web app writes its addresses (`lng` in the query). */
  const urlOf = (path: string, language: Language) => `${deps.publicUrl}${path}?lng=${language}`;

  const addressesOf = (path: string, language: Language): PageAddresses => ({
    canonical: urlOf(path, language),
    alternates: languages.map((each) => ({ language: each, url: urlOf(path, each) })),
    xDefault: `${deps.publicUrl}${path}`,
  });

  function head(
    path: string,
    language: Language,
    page: { title: string; description: string; image?: string | null; jsonLd?: string[] },
  ): string {
    return renderPageHead(
      {
        pageTitle: page.title,
        shareTitle: page.title,
        description: page.description,
        imageUrl: page.image ?? siteImage,
      },
      addressesOf(path, language),
      page.jsonLd,
    );
  }

  /** The restaurant page's data, or null when no published restaurant has that id or slug. */
  async function findRestaurant(idOrSlug: string, language: Language) {
    try {
      return await deps.restaurant(idOrSlug, language);
    } catch (err) {
      if (err instanceof AppError && err.httpStatus === 404) return null;
      throw err;
    }
  }

  async function restaurantHead(idOrSlug: string, language: Language) {
    const restaurant = await findRestaurant(idOrSlug, language);
    if (!restaurant) return null;
    const path = `/${restaurant.slug}`;
    const url = urlOf(path, language);
    const image = absolute(restaurant.imageUrl);
    const ratings = await deps.ratings(restaurant.id);
    const html = head(path, language, {
      title: pageTitle(restaurant.name),
      description: shortDescription(restaurant.description) || restaurantSummary(restaurant),
      image,
      jsonLd: [renderJsonLd(restaurantJsonLd(restaurant, { url, image, language, ratings }))],
    });
    return { restaurantId: restaurant.id, html };
  }

  async function eventHead(restaurantSlug: string, eventSlug: string, language: Language) {
    const restaurant = await findRestaurant(restaurantSlug, language);
    const upcoming = restaurant?.upcomingEvents.find((event) => event.slug === eventSlug);
    if (!restaurant || !upcoming) return null;
    // The event's dates on the day of its next one (the restaurant's own day), as its page shows.
    const day = utcToZoned(Date.parse(upcoming.nextOccurrence), restaurant.timeZone).date;
    const event = (await deps.eventsOnDate(restaurant.id, day, language)).find(
      (each) => each.slug === eventSlug,
    );
    const path = `/${restaurant.slug}/event/${eventSlug}`;
    const url = urlOf(path, language);
    const image = absolute(event?.imageUrl) ?? absolute(restaurant.imageUrl);
    const data = event
      ? eventJsonLd(restaurant, event, {
          url,
          restaurantUrl: urlOf(`/${restaurant.slug}`, language),
          image,
        })
      : null;
    const html = head(path, language, {
      title: pageTitle(upcoming.name || pageTexts[language].event, restaurant.name),
      description:
        shortDescription(upcoming.shortDescription) || `${upcoming.name} – ${restaurant.name}`,
      image,
      jsonLd: data ? [renderJsonLd(data)] : [],
    });
    return { restaurantId: restaurant.id, html };
  }

  return {
    /**
     * The head of the public page `url` names, for a visit in `language`; null for any other page
     * and for a restaurant or event diners cannot see (the page keeps the site's head).
     */
    async headFor(url: string, language: Language): Promise<string | null> {
      const page = publicPageOf(url);
      switch (page?.kind) {
        case 'home':
          // The stored meta tags are the home page's (docs/product.md, "Who it is for").
          return renderSiteHead(deps.siteMeta, addressesOf('/', language));
        case 'results':
          return head('/results', language, {
            title: pageTitle(pageTexts[language].results),
            description: deps.siteMeta.description,
          });
        case 'restaurant':
          return cachedPageHead(deps.db, `${language} ${page.idOrSlug}`, () =>
            restaurantHead(page.idOrSlug, language),
          );
        case 'event':
          return cachedPageHead(
            deps.db,
            `${language} ${page.restaurantSlug}/event/${page.eventSlug}`,
            () => eventHead(page.restaurantSlug, page.eventSlug, language),
          );
        default:
          return null;
      }
    },

    /** Home, every published restaurant and every upcoming event, each in every offered language. */
    async sitemap(): Promise<string> {
      const [restaurantSlugs, eventPaths] = [
        await repository.publishedRestaurantSlugs(),
        await repository.upcomingEventPaths(deps.clock.now()),
      ];
      const paths = [
        '/',
        ...restaurantSlugs.map((slug) => `/${slug}`),
        ...eventPaths.map((row) => `/${row.restaurantSlug}/event/${row.eventSlug}`),
      ];
      const pages: SitemapPage[] = paths.flatMap((path) =>
        languages.map((language) => ({
          url: urlOf(path, language),
          alternates: languages.map((each) => ({ language: each, url: urlOf(path, each) })),
          xDefault: `${deps.publicUrl}${path}`,
        })),
      );
      return renderSitemap(pages);
    },

    robots: (): string => renderRobots(`${deps.publicUrl}/sitemap.xml`),
  };
}

/** "Laugavegur 1, Reykjavík": a restaurant without a description still says where it is. */
function restaurantSummary(restaurant: RestaurantResponse): string {
  const where = restaurant.address.includes(restaurant.city)
    ? restaurant.address
    : `${restaurant.address}, ${restaurant.city}`;
  return `${restaurant.name}, ${where}`;
}
