import type { AuditEntry, AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import type { AppDatabase } from '../../db/client.ts';
import { createAuditLogRepository } from './audit-log.repository.ts';

export type { AuditRecord } from './audit-log.repository.ts';

/**
 * Where every catalogue module records its settings changes, inside the change's transaction
 * (`tx`), so the change and its entry commit together or not at all.
 */
export function settingsHistory(tx: AppDatabase) {
  const { record } = createAuditLogRepository(tx);
  return { record };
}

/** The change history a restaurant's owners and managers read: who changed what, and when. */
export function createAuditLogService(deps: { db: AppDatabase }) {
  return {
    async page(restaurantId: number, before: number | undefined): Promise<AuditLogResponse> {
      const { rows, more } = await createAuditLogRepository(deps.db).page(restaurantId, before);
      const entries: AuditEntry[] = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        area: row.area,
        action: row.action,
        by: row.email === null ? null : { name: row.name ?? '', email: row.email },
        changes: row.changes as AuditEntry['changes'],
      }));
      return { entries, nextBefore: more ? (entries.at(-1)?.id ?? null) : null };
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
