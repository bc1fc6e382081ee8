import type { Language } from '@dekka/contracts/languages';
import {
  contentIssues,
  type MenuRequest,
  type MenusSettingsResponse,
  type RemovalResponse,
} from '@dekka/contracts/restaurant-menus';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { createEventsSettingsRepository } from './events-settings.repository.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { invalidFields } from '../../invalid-field.ts';
import {
  changeAndAnnounce,
  liveBookings,
  saved,
  savedValue,
  withName,
  type ChangeContext,
} from './menus-change.ts';
import {
  auditedTexts,
  cleanTexts,
  paymentTypeNumber,
  paymentTypeOf,
  readMenusSettings,
  storedTexts,
  type Texts,
  textsOf,
} from './menus-view.ts';
import { createMenusRepository, type MenuFields, type MenuRow } from './menus.repository.ts';
import type { SettingsResult } from '../catalogue-changes/settings-result.ts';

type MenuInput = z.output<typeof MenuRequest>;

/** A menu's fields as the audit log records them: `menu` is its name in the own language. */
function audited(
  menu: Omit<MenuInput, 'texts' | 'floorPlanIds' | 'eventId'> & { texts: Texts },
  names: { floorPlans: string[]; event: string | null },
  own: Language,
) {
  return {
    menu: menu.texts[own].name,
    event: names.event,
    ...auditedTexts(menu.texts, own),
    price: menu.price,
    paymentType: menu.paymentType,
    minGuests: menu.minGuests,
    maxGuests: menu.maxGuests,
    isExclusive: menu.isExclusive,
    isAvailable: menu.isAvailable,
    availableFrom: menu.availableFrom,
    availableTo: menu.availableTo,
    // Every floor plan when none is named: recorded as none, as the menu is stored.
    floorPlans: names.floorPlans.length === 0 ? null : names.floorPlans,
  };
}

/**
 * Set menus (docs/decisions/042-menus-and-events-settings.md). Every change runs in one
 * transaction (menus-change.ts): checked, written, recorded and announced, so the upsell step and
 * reserve of every process offer the new menus at once. A booking's menus are never changed: a
 * menu any booking chose is never deleted (booking_menus keeps it), and removing one that
 * upcoming bookings chose is first a question (409 bookings_affected).
 */
export function createMenusService(deps: { db: AppDatabase; clock: Clock }) {
  const read = (restaurantId: number): Promise<MenusSettingsResponse> =>
    readMenusSettings(deps.db, restaurantId, deps.clock.now());

  /** The menu as the audit log records it, with its floor plans and event by name. */
  async function auditedRow(context: ChangeContext, restaurantId: number, row: MenuRow) {
    return audited(
      {
        ...row,
        texts: textsOf(row, context.own),
        paymentType: paymentTypeOf(row.paymentType),
      },
      await namesOf(context, restaurantId, row),
      context.own,
    );
  }

  async function namesOf(
    context: ChangeContext,
    restaurantId: number,
    menu: { floorPlanIds: readonly number[]; eventId: number | null },
  ) {
    const plans = await createMenusRepository(context.tx).floorPlans(restaurantId);
    const events = await createEventsSettingsRepository(context.tx).events(restaurantId);
    return {
      floorPlans: menu.floorPlanIds.map(
        (id) => plans.find((plan) => plan.id === id)?.name ?? `#${id}`,
      ),
      event:
        menu.eventId === null ? null : (events.find((e) => e.id === menu.eventId)?.name ?? null),
    };
  }

  /** What needs the restaurant's rows: its currency's ceiling, its floor plans and events. */
  async function check(context: ChangeContext, restaurantId: number, input: MenuInput) {
    const issues = contentIssues(input, {
      currency: context.restaurant.currency,
      ownLanguage: context.own,
      priceField: 'price',
    });
    const plans = await createMenusRepository(context.tx).floorPlans(restaurantId);
    if (input.floorPlanIds.some((id) => !plans.some((plan) => plan.id === id))) {
      issues.push({ field: 'floorPlanIds', message: 'not_a_floor_plan' });
    }
    if (input.eventId !== null) {
      const events = await createEventsSettingsRepository(context.tx).events(restaurantId);
      if (!events.some((event) => event.id === input.eventId)) {
        issues.push({ field: 'eventId', message: 'not_an_event' });
      }
    }
    if (issues.length > 0) throw invalidFields(issues);
  }

  function fieldsOf(
    current: MenuRow['translations'],
    input: MenuInput,
    texts: Texts,
    own: Language,
  ) {
    const fields: MenuFields = {
      eventId: input.eventId,
      ...storedTexts(current, texts, own),
      price: input.price,
      paymentType: paymentTypeNumber(input.paymentType),
      minGuests: input.minGuests,
      maxGuests: input.maxGuests,
      isExclusive: input.isExclusive,
      isAvailable: input.isAvailable,
      availableFrom: input.availableFrom,
      availableTo: input.availableTo,
    };
    return fields;
  }

  function find(rows: readonly MenuRow[], id: number): MenuRow {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new AppError('not_found', 404, 'No such menu');
    return row;
  }

  return {
    read,

    async addMenu(restaurantId: number, userId: string, input: MenuInput) {
      savedValue(
        await changeAndAnnounce(deps, restaurantId, userId, async (context) => {
          await check(context, restaurantId, input);
          const texts = cleanTexts(input.texts);
          const repo = createMenusRepository(context.tx);
          await repo.insertMenu(
            restaurantId,
            fieldsOf({}, input, texts, context.own),
            input.floorPlanIds,
          );
          const after = audited(
            { ...input, texts },
            await namesOf(context, restaurantId, input),
            context.own,
          );
          return saved(null, [
            { area: 'menus', action: 'create', changes: fieldChanges({}, after) },
          ]);
        }),
      );
      return read(restaurantId);
    },

    /**
     * Changes a menu. Bookings that chose it keep it: their count and the menu they name stay;
     * a new price, payment or serving window applies to bookings made from now on.
     */
    async changeMenu(restaurantId: number, userId: string, id: number, input: MenuInput) {
      savedValue(
        await changeAndAnnounce(deps, restaurantId, userId, async (context) => {
          const repo = createMenusRepository(context.tx);
          const before = find(await repo.menus(restaurantId), id);
          await check(context, restaurantId, input);
          const texts = cleanTexts(input.texts);
          await repo.updateMenu(
            restaurantId,
            id,
            fieldsOf(before.translations, input, texts, context.own),
          );
          await repo.setFloorPlans(id, input.floorPlanIds);
          const changes = fieldChanges(
            await auditedRow(context, restaurantId, before),
            audited({ ...input, texts }, await namesOf(context, restaurantId, input), context.own),
          );
          return saved(null, [
            { area: 'menus', action: 'update', changes: withName('menu', before.name, changes) },
          ]);
        }),
      );
      return read(restaurantId);
    },

    /**
     * Removes a menu. Upcoming bookings that chose it make it a question first; then, or when
     * any booking ever chose it, the menu stays (their bookings name it) and is no longer
     * offered. Only a menu no booking ever chose is deleted.
     */
    async removeMenu(
      restaurantId: number,
      userId: string,
      id: number,
      keepBookings: boolean,
    ): Promise<SettingsResult<RemovalResponse>> {
      return changeAndAnnounce<RemovalResponse>(deps, restaurantId, userId, async (context) => {
        const repo = createMenusRepository(context.tx);
        const menu = find(await repo.menus(restaurantId), id);
        await repo.lockMenu(restaurantId, id);
        const affected = liveBookings(
          await repo.bookingsWithMenu(restaurantId, id, context.now),
          context.now,
          context.restaurant.timeZone,
        );
        if (affected.length > 0 && !keepBookings) return { saved: false, affected };
        if (await repo.everBooked(id)) {
          await repo.updateMenu(restaurantId, id, { isAvailable: false });
          const changes = fieldChanges({ isAvailable: menu.isAvailable }, { isAvailable: false });
          return saved<RemovalResponse>({ outcome: 'withdrawn' }, [
            { area: 'menus', action: 'update', changes: withName('menu', menu.name, changes) },
          ]);
        }
        const before = await auditedRow(context, restaurantId, menu);
        await repo.deleteMenu(restaurantId, id);
        return saved<RemovalResponse>({ outcome: 'deleted' }, [
          { area: 'menus', action: 'delete', changes: fieldChanges(before, {}) },
        ]);
      });
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
