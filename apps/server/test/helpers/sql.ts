import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '../../src/db/client.ts';

const Result = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** Raw SQL rows on either engine (both drivers answer `{ rows }`). For assertions only. */
export async function queryRows(db: AppDatabase, query: SQL): Promise<Record<string, unknown>[]> {
  return Result.parse(await db.execute(query)).rows;
}

/** queryRows with the row shape the caller's SQL fixes (its columns are not checked). */
export async function rowsOf<Row>(db: AppDatabase, query: SQL): Promise<Row[]> {
  return (await queryRows(db, query)) as unknown as Row[];
}

/** The SQLSTATE of a failed query, whether Drizzle wrapped the driver's error or not. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string') return current.code;
  }
  return undefined;
}
