import { addDays, utcToZoned } from '@dekka/time/local-time';
import type { Language } from '@dekka/contracts/languages';
import type { OrderMenuResponse, OrderRestaurantsResponse } from '@dekka/contracts/order-menu';
import { ORDER_MODES, type OrderMode } from '@dekka/contracts/restaurant-ordering';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { localize } from '../../content-language.ts';
import { AppError } from '../../errors.ts';
import { type DinerPhotoSource, dinerPhoto } from '../media/photo-views.ts';
import { createOrderingRepository } from './ordering.repository.ts';
import { createOrderMenuRepository, type OrderRestaurantFilters } from './order-menu.repository.ts';
import { orderingHours } from './ordering-hours.ts';

type ModeFlags = Record<OrderMode, boolean>;

const NAME = ['name'] as const;
const NAME_DESCRIPTION = ['name', 'description'] as const;

const modesOf = (flags: ModeFlags): OrderMode[] => ORDER_MODES.filter((mode) => flags[mode]);

export type OrderMenuService = ReturnType<typeof createOrderMenuService>;

/**
 * The diner's ordering pages (docs/decisions/046-diner-ordering-pages.md): who takes orders,
 * and one restaurant's menu. Texts as every restaurant text: the diner's language where the
 * restaurant wrote it, else its own (then English where its own is empty).
 */
export function createOrderMenuService(deps: {
  db: AppDatabase;
  photos: DinerPhotoSource;
  clock: Clock;
}) {
  const repository = createOrderMenuRepository(deps.db);
  const ordering = createOrderingRepository(deps.db);
  /** Open now or the next opening of each restaurant, from one read of their hours. */
  async function hoursOf(restaurants: readonly { id: number; timeZone: string }[]) {
    const now = deps.clock.now().getTime();
    // Yesterday in the zone furthest ahead is early enough for every special day that counts.
    const from = addDays(utcToZoned(now, 'Pacific/Kiritimati').date, -2);
    const hours = await repository.hours(
      restaurants.map((restaurant) => restaurant.id),
      from,
    );
    return (restaurant: { id: number; timeZone: string }) =>
      orderingHours(
        {
          services: hours.services.filter((row) => row.restaurantId === restaurant.id),
          specialDays: hours.specialDays.filter((row) => row.restaurantId === restaurant.id),
        },
        restaurant.timeZone,
        now,
      );
  }

  return {
    async restaurants(
      filters: OrderRestaurantFilters,
      language: Language | null,
    ): Promise<OrderRestaurantsResponse> {
      const rows = await repository.restaurants(filters);
      const ids = rows.map((row) => row.id);
      const [cuisines, zones, photos, choices, hoursFor] = await Promise.all([
        repository.cuisines(ids, language),
        repository.zones(ids),
        ids.length === 0 ? Promise.resolve([]) : deps.photos.rows(ids, false),
        repository.filterChoices(language),
        hoursOf(rows),
      ]);
      return {
        restaurants: rows.map((row) => {
          const own = zones.filter((zone) => zone.restaurantId === row.id);
          const cover = photos.find((p) => p.restaurantId === row.id && p.kind === 'cover');
          return {
            id: row.id,
            name: row.name,
            slug: row.slug,
            city: row.city,
            area: row.area,
            cuisines: cuisines.filter((c) => c.restaurantId === row.id).map((c) => c.name),
            modes: modesOf(row),
            paused: row.paused,
            currency: row.currency,
            cover: cover ? dinerPhoto(cover, deps.photos.store, language, cover.locale) : null,
            delivery:
              row.delivery && own.length > 0
                ? {
                    feeFrom: Math.min(...own.map((zone) => zone.fee)),
                    minimumOrderFrom: Math.min(...own.map((zone) => zone.minimumOrder)),
                  }
                : null,
            ...hoursFor(row),
          };
        }),
        ...choices,
      };
    },

    async menu(slug: string, language: Language | null): Promise<OrderMenuResponse> {
      const restaurant = await repository.restaurantBySlug(slug);
      if (!restaurant) throw new AppError('not_found', 404, 'Restaurant not found');
      const modes = modesOf(restaurant);
      const [categories, items, zones, packages, hoursFor] = await Promise.all([
        ordering.categories(restaurant.id),
        ordering.items(restaurant.id),
        restaurant.delivery ? ordering.zones(restaurant.id) : Promise.resolve([]),
        restaurant.catering ? ordering.packages(restaurant.id) : Promise.resolve([]),
        hoursOf([restaurant]),
      ]);
      // Items of modes the restaurant no longer offers are not orderable; nor is an empty category.
      const offered = items
        .map((item) => ({ ...item, modes: item.modes.filter((mode) => modes.includes(mode)) }))
        .filter((item) => item.modes.length > 0);
      const position = new Map(categories.map((category, index) => [category.id, index]));
      offered.sort((a, b) => (position.get(a.categoryId) ?? 0) - (position.get(b.categoryId) ?? 0));
      // The items' photos, read only when an item has one; a removed photo is null (set null).
      const photoRows = offered.some((item) => item.photoId !== null)
        ? await deps.photos.rows([restaurant.id], true)
        : [];
      const photoOf = (photoId: number | null) => {
        const row = photoRows.find((candidate) => candidate.id === photoId);
        return row ? dinerPhoto(row, deps.photos.store, language, row.locale) : null;
      };
      return {
        restaurant: {
          id: restaurant.id,
          slug: restaurant.slug,
          name: restaurant.name,
          address: restaurant.address,
          city: restaurant.city,
          timeZone: restaurant.timeZone,
        },
        currency: restaurant.currency,
        modes,
        paused: restaurant.paused,
        takeawayLeadMinutes: restaurant.takeawayLeadMinutes,
        deliveryLeadMinutes: restaurant.deliveryLeadMinutes,
        ...hoursFor(restaurant),
        categories: categories
          .filter((category) => offered.some((item) => item.categoryId === category.id))
          .map((category) => ({
            id: category.id,
            name: localize(category, language, NAME).name,
          })),
        items: offered.map((item) => {
          const texts = localize(item, language, NAME_DESCRIPTION);
          return {
            id: item.id,
            categoryId: item.categoryId,
            name: texts.name,
            description: texts.description,
            price: item.price,
            allergens: item.allergens,
            dietary: item.dietary,
            soldOut: item.soldOut,
            weekdays: item.weekdays,
            availableFrom: item.availableFrom,
            availableTo: item.availableTo,
            modes: item.modes,
            optionGroups: item.optionGroups.map((group) => ({
              id: group.id,
              name: localize(group, language, NAME).name,
              required: group.required,
              minChoices: group.minChoices,
              maxChoices: group.maxChoices,
              choices: group.choices.map((choice) => ({
                id: choice.id,
                name: localize(choice, language, NAME).name,
                priceDelta: choice.priceDelta,
              })),
            })),
            photo: photoOf(item.photoId),
          };
        }),
        // Zone names are the staff's own and not translated (ADR 044).
        zones: zones.map((zone) => ({
          id: zone.id,
          name: zone.name,
          fee: zone.fee,
          minimumOrder: zone.minimumOrder,
          estimatedMinutes: zone.estimatedMinutes,
          postcodes: zone.postcodes,
          maxDistanceKm: zone.maxDistanceKm,
        })),
        packages: packages.map((row) => {
          const texts = localize(row, language, NAME_DESCRIPTION);
          return {
            id: row.id,
            name: texts.name,
            description: texts.description,
            pricePerPerson: row.pricePerPerson,
            minGuests: row.minGuests,
          };
        }),
        catering: restaurant.catering
          ? {
              leadHours: restaurant.cateringLeadHours,
              minGuests: restaurant.cateringMinGuests,
              payment: restaurant.cateringPayment,
              depositPercent: restaurant.cateringDepositPercent,
            }
          : null,
      };
    },
  };
}
