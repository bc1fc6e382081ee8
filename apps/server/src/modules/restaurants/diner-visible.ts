import { sql, type SQL } from 'drizzle-orm';
import { restaurants } from '../../db/schema.ts';

/**
 * The one condition that lets diners see a restaurant (docs/decisions/043-joining-dekka.md): it
 * is published. Every query that finds restaurants for diners (search and its filters, nearby,
 * the restaurant page and its embedded theme, suggestions and reserve through the cached
 * availability inputs, events, the booking steps' menus, ratings and the gift card shop) adds it,
 * so an unpublished restaurant is as unknown to them as one that does not exist. Staff pages,
 * bookings already made and the availability index (which search reads only beside this
 * condition) do not: the restaurant's own people keep working while it is hidden.
 */
export const visibleToDiners: SQL = sql`${restaurants.published}`;

/** The same condition in hand-written SQL that names the restaurants table `alias`. */
export function visibleToDinersAs(alias: string): SQL {
  return sql`${sql.identifier(alias)}.published`;
}
