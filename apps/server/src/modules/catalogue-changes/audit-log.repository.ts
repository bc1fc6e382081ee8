import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { restaurantAuditLog, users } from '../../db/schema.ts';
import type { FieldChange } from './field-changes.ts';

/** The settings areas the audit log names. */
export type SettingsArea =
  | 'hours'
  | 'specialDays'
  | 'rules'
  | 'look'
  | 'profile'
  | 'tables'
  | 'photos'
  | 'payments'
  | 'menus'
  | 'events'
  | 'publishing'
  | 'ordering'
  | 'orderingMenu'
  | 'cateringPackages'
  /** Guest profiles: every read and change by staff (which guest, which fields; never values). */
  | 'guests';

export type AuditRecord = {
  restaurantId: number;
  userId: string;
  area: SettingsArea;
  action: 'update' | 'create' | 'delete' | 'view' | 'merge' | 'split';
  changes: Record<string, FieldChange>;
  at: Date;
};

export const AUDIT_PAGE_SIZE = 50;

/** The audit log of restaurants' settings (migration 0021): who changed what, and when. */
export function createAuditLogRepository(db: AppDatabase) {
  return {
    /** Records one change; run inside the change's transaction, so both commit or neither. */
    async record(entry: AuditRecord): Promise<void> {
      if (Object.keys(entry.changes).length === 0) return;
      await db.insert(restaurantAuditLog).values({
        restaurantId: entry.restaurantId,
        userId: entry.userId,
        area: entry.area,
        action: entry.action,
        changes: entry.changes,
        createdAt: entry.at,
      });
    },

    /** Newest first, a page at a time: the entries older than `before` (an entry's id). */
    async page(restaurantId: number, before: number | undefined) {
      const rows = await db
        .select({
          id: restaurantAuditLog.id,
          at: restaurantAuditLog.createdAt,
          area: restaurantAuditLog.area,
          action: restaurantAuditLog.action,
          changes: restaurantAuditLog.changes,
          name: users.name,
          email: users.email,
        })
        .from(restaurantAuditLog)
        .leftJoin(users, eq(users.id, restaurantAuditLog.userId))
        .where(
          and(
            eq(restaurantAuditLog.restaurantId, restaurantId),
            // The settings history: who read or changed a guest's profile is not a setting.
            ne(restaurantAuditLog.area, 'guests'),
            before === undefined ? undefined : lt(restaurantAuditLog.id, before),
          ),
        )
        .orderBy(desc(restaurantAuditLog.id))
        .limit(AUDIT_PAGE_SIZE + 1);
      return { rows: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
    },
  };
}
