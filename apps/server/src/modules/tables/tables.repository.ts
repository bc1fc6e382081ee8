import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TableShape } from '@dekka/contracts/floor-plan-grid';
import type { AppDatabase } from '../../db/client.ts';
import {
  bookings,
  bookingTables,
  floorPlans,
  menuFloorPlans,
  restaurants,
  tableCombinations,
  tableCombinationTables,
  tables,
} from '../../db/schema.ts';

export type FloorPlanRow = { id: number; name: string };
type TableFields = {
  floorPlanId: number;
  name: string;
  minGuests: number;
  maxGuests: number;
  bookableOnline: boolean;
};
/** Where a table stands on its floor plan's grid (both null: not placed yet), and its shape. */
export type TableLayoutFields = {
  layoutX: number | null;
  layoutY: number | null;
  shape: TableShape;
};
export type TableRow = { id: number } & TableFields & TableLayoutFields;
export type CombinationRow = {
  id: number;
  minGuests: number;
  maxGuests: number;
  tableIds: number[];
};
type CombinationFields = Omit<CombinationRow, 'id'>;

/** Floor plans, tables and combinations, and the bookings seated at their tables. */
export function createTablesRepository(db: AppDatabase) {
  return {
    /**
     * Takes the restaurant's row for the change's transaction, so two changes of its tables run
     * one after the other (a name checked as free stays free). `no key update` does not block
     * bookings, whose insert only shares the key. False when there is no such restaurant.
     */
    async lockRestaurant(restaurantId: number): Promise<boolean> {
      const rows = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .for('no key update');
      return rows.length > 0;
    },

    async timeZoneOf(restaurantId: number): Promise<string | null> {
      const [row] = await db
        .select({ timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId));
      return row?.timeZone ?? null;
    },

    async floorPlans(restaurantId: number): Promise<FloorPlanRow[]> {
      return db
        .select({ id: floorPlans.id, name: floorPlans.name })
        .from(floorPlans)
        .where(eq(floorPlans.restaurantId, restaurantId))
        .orderBy(asc(floorPlans.id));
    },

    /** By floor plan, then in the order they were added (the guest list's order). */
    async tables(restaurantId: number): Promise<TableRow[]> {
      return db
        .select({
          id: tables.id,
          floorPlanId: tables.floorPlanId,
          name: tables.name,
          minGuests: tables.minGuests,
          maxGuests: tables.maxGuests,
          bookableOnline: tables.bookableOnline,
          layoutX: tables.layoutX,
          layoutY: tables.layoutY,
          shape: tables.shape,
        })
        .from(tables)
        .where(eq(tables.restaurantId, restaurantId))
        .orderBy(asc(tables.floorPlanId), asc(tables.id));
    },

    async combinations(restaurantId: number): Promise<CombinationRow[]> {
      const rows = await db
        .select({
          id: tableCombinations.id,
          minGuests: tableCombinations.minGuests,
          maxGuests: tableCombinations.maxGuests,
          tableId: tableCombinationTables.tableId,
        })
        .from(tableCombinations)
        .leftJoin(
          tableCombinationTables,
          eq(tableCombinationTables.combinationId, tableCombinations.id),
        )
        .where(eq(tableCombinations.restaurantId, restaurantId))
        .orderBy(asc(tableCombinations.id), asc(tableCombinationTables.tableId));
      const byId = new Map<number, CombinationRow>();
      for (const { tableId, ...row } of rows) {
        let combination = byId.get(row.id);
        if (!combination) {
          combination = { ...row, tableIds: [] };
          byId.set(row.id, combination);
        }
        if (tableId !== null) combination.tableIds.push(tableId);
      }
      return [...byId.values()];
    },

    /** How many menus name each floor plan (menus offered only in some floor plans). */
    async menusByFloorPlan(restaurantId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ floorPlanId: menuFloorPlans.floorPlanId, menus: sql<number>`count(*)::int` })
        .from(menuFloorPlans)
        .innerJoin(floorPlans, eq(floorPlans.id, menuFloorPlans.floorPlanId))
        .where(eq(floorPlans.restaurantId, restaurantId))
        .groupBy(menuFloorPlans.floorPlanId);
      return new Map(rows.map((row) => [row.floorPlanId, row.menus]));
    },

    async insertFloorPlan(restaurantId: number, name: string): Promise<number> {
      const [row] = await db
        .insert(floorPlans)
        .values({ restaurantId, name })
        .returning({ id: floorPlans.id });
      if (!row) throw new Error('floor plan not inserted');
      return row.id;
    },

    /** Renames it; the diner-facing translations (ADR 028) stay as they are. */
    async renameFloorPlan(restaurantId: number, id: number, name: string) {
      await db
        .update(floorPlans)
        .set({ name })
        .where(and(eq(floorPlans.id, id), eq(floorPlans.restaurantId, restaurantId)));
    },

    /** Only an empty one: its tables would go with it (ON DELETE CASCADE). */
    async deleteFloorPlan(restaurantId: number, id: number) {
      await db
        .delete(floorPlans)
        .where(and(eq(floorPlans.id, id), eq(floorPlans.restaurantId, restaurantId)));
    },

    async insertTable(restaurantId: number, table: TableFields): Promise<number> {
      const [row] = await db
        .insert(tables)
        .values({ restaurantId, ...table })
        .returning({ id: tables.id });
      if (!row) throw new Error('table not inserted');
      return row.id;
    },

    async updateTable(restaurantId: number, id: number, table: Partial<TableFields>) {
      await db
        .update(tables)
        .set(table)
        .where(and(eq(tables.id, id), eq(tables.restaurantId, restaurantId)));
    },

    /**
     * Writes only where the table stands and its shape: the availability trigger fires on the
     * columns the engine reads, so this marks no day to recompute (migration 0040).
     */
    async placeTable(restaurantId: number, id: number, layout: TableLayoutFields) {
      await db
        .update(tables)
        .set({ layoutX: layout.layoutX, layoutY: layout.layoutY, shape: layout.shape })
        .where(and(eq(tables.id, id), eq(tables.restaurantId, restaurantId)));
    },

    /**
     * Locks the table's row for the rest of the transaction. A booking being placed at it holds a
     * share of the row until it commits, so after this no booking can be seated at it unseen:
     * `everBooked` then sees every booking that will ever have sat there before the delete.
     */
    async lockTable(restaurantId: number, id: number): Promise<void> {
      await db
        .select({ id: tables.id })
        .from(tables)
        .where(and(eq(tables.id, id), eq(tables.restaurantId, restaurantId)))
        .for('update');
    },

    /** Whether any booking (past or future, any status that kept its tables) sat at the table. */
    async everBooked(tableId: number): Promise<boolean> {
      const rows = await db
        .select({ bookingId: bookingTables.bookingId })
        .from(bookingTables)
        .where(eq(bookingTables.tableId, tableId))
        .limit(1);
      return rows.length > 0;
    },

    async deleteTable(restaurantId: number, id: number) {
      await db.delete(tables).where(and(eq(tables.id, id), eq(tables.restaurantId, restaurantId)));
    },

    async insertCombination(restaurantId: number, combination: CombinationFields) {
      const [row] = await db
        .insert(tableCombinations)
        .values({
          restaurantId,
          minGuests: combination.minGuests,
          maxGuests: combination.maxGuests,
        })
        .returning({ id: tableCombinations.id });
      if (!row) throw new Error('combination not inserted');
      await db
        .insert(tableCombinationTables)
        .values(combination.tableIds.map((tableId) => ({ combinationId: row.id, tableId })));
      return row.id;
    },

    async updateCombination(restaurantId: number, id: number, combination: CombinationFields) {
      await db
        .update(tableCombinations)
        .set({ minGuests: combination.minGuests, maxGuests: combination.maxGuests })
        .where(and(eq(tableCombinations.id, id), eq(tableCombinations.restaurantId, restaurantId)));
      await db.delete(tableCombinationTables).where(eq(tableCombinationTables.combinationId, id));
      await db
        .insert(tableCombinationTables)
        .values(combination.tableIds.map((tableId) => ({ combinationId: id, tableId })));
    },

    async deleteCombinations(restaurantId: number, ids: readonly number[]) {
      if (ids.length === 0) return;
      await db
        .delete(tableCombinations)
        .where(
          and(
            inArray(tableCombinations.id, [...ids]),
            eq(tableCombinations.restaurantId, restaurantId),
          ),
        );
    },

    /**
     * Confirmed bookings and holds seated at any of the tables that have not ended by `now`
     * (one sitting now counts), with all the tables each one sits at.
     */
    async bookingsAt(restaurantId: number, tableIds: readonly number[], now: Date) {
      if (tableIds.length === 0) return [];
      const rows = await db
        .select({
          id: bookings.id,
          startAt: bookings.startAt,
          endAt: bookings.endAt,
          guests: bookings.guests,
          status: bookings.status,
          holdExpiresAt: bookings.holdExpiresAt,
          firstName: bookings.firstName,
          lastName: bookings.lastName,
          kind: bookings.kind,
          tableId: bookingTables.tableId,
        })
        .from(bookings)
        .innerJoin(bookingTables, eq(bookingTables.bookingId, bookings.id))
        .where(
          and(
            eq(bookings.restaurantId, restaurantId),
            gt(bookings.endAt, now),
            inArray(bookings.status, ['confirmed', 'held']),
            inArray(bookingTables.tableId, [...tableIds]),
          ),
        )
        .orderBy(asc(bookings.startAt), asc(bookings.id));
      const byId = new Map<
        number,
        Omit<(typeof rows)[number], 'tableId'> & { tableIds: number[] }
      >();
      for (const { tableId, ...row } of rows) {
        const booking = byId.get(row.id) ?? { ...row, tableIds: [] };
        booking.tableIds.push(tableId);
        byId.set(row.id, booking);
      }
      return [...byId.values()];
    },
  };
}

export type TablesRepository = ReturnType<typeof createTablesRepository>;
