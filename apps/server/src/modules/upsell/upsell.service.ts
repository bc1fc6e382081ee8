import { BookingStep } from '@dekka/contracts/enums';
import type { Language } from '@dekka/contracts/languages';
import type { ProcessStepsResponse } from '@dekka/contracts/process-steps';
import type { UpsellResponse } from '@dekka/contracts/upsell';
import { localize, TRANSLATED_FIELDS } from '../../content-language.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { groupMenus, menusFor, toUpsellMenu } from './offered-menus.ts';
import { createUpsellRepository } from './upsell.repository.ts';

export type UpsellService = ReturnType<typeof createUpsellService>;

export function createUpsellService(deps: { db: AppDatabase }) {
  const upsell = createUpsellRepository(deps.db);
  /** The restaurant and the menus offered at `dateTime`; 404 for an unknown restaurant or event. */
  async function offered(restaurantId: number, dateTime: string, eventId: number | null) {
    const restaurant = await upsell.restaurant(restaurantId);
    if (!restaurant) throw new AppError('not_found', 404, 'Restaurant not found');
    if (eventId !== null && !(await upsell.eventExists(restaurantId, eventId))) {
      throw new AppError('not_found', 404, 'Event not found');
    }
    // Serving windows are wall-clock times, compared with the requested wall-clock time.
    const localTime = dateTime.slice(11, 16);
    const menus = menusFor(await upsell.offeredMenus(restaurantId), eventId, localTime);
    return { restaurant, menus };
  }

  return {
    /**
     * The menus offered, grouped by floor plan; menus and floor plans named in `language` where
     * the restaurant has it (null: as stored).
     */
    async upsell(
      restaurantId: number,
      dateTime: string,
      guests: number,
      eventId: number | null,
      language: Language | null = null,
    ): Promise<UpsellResponse> {
      const { restaurant, menus } = await offered(restaurantId, dateTime, eventId);
      const floorPlans = (await upsell.floorPlans(restaurantId)).map((plan) => {
        const { id, name } = localize(plan, language, TRANSLATED_FIELDS.floorPlans);
        return { id, name };
      });
      return {
        restaurantName: restaurant.name,
        currency: restaurant.currency,
        locale: restaurant.locale,
        onlineMenuMandatory: restaurant.onlineMenuMandatory,
        floorPlans,
        menus: groupMenus(
          menus.map((menu) =>
            toUpsellMenu(localize(menu, language, TRANSLATED_FIELDS.menus), guests),
          ),
          floorPlans.map((plan) => plan.id),
        ),
      };
    },

    /**
     * Upsell first when menus are offered at that time, then reserve, complete, confirmation.
     * A waiting-list entry orders nothing in advance, so it skips the upsell; so does an event
     * without menus of its own (the restaurant's regular menus are never offered for an event).
     */
    async processSteps(
      restaurantId: number,
      eventId: number | null,
      isWaitingList: boolean,
      dateTime: string,
    ): Promise<ProcessStepsResponse> {
      const { menus } = await offered(restaurantId, dateTime, eventId);
      const core = [BookingStep.Reserve, BookingStep.Complete, BookingStep.Confirmation];
      return {
        bookingProcessSteps:
          !isWaitingList && menus.length > 0 ? [BookingStep.Upsell, ...core] : core,
      };
    },
  };
}
