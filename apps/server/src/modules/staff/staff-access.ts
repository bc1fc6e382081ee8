import type { StaffRole } from '../../db/schema.ts';

/** Everything a staff route can do; each staff route names exactly one. */
export type StaffAction = 'workspace.view' | 'team.view' | 'team.invite' | 'team.remove';

/**
 * Who may do what at their own restaurant. Nobody may do anything at a restaurant they are not
 * staff of; that is decided before this table is read (staff.routes.ts).
 */
const ALLOWED: Record<StaffAction, readonly StaffRole[]> = {
  'workspace.view': ['owner', 'manager', 'host'],
  'team.view': ['owner', 'manager'],
  'team.invite': ['owner'],
  'team.remove': ['owner'],
};

export function mayDo(role: StaffRole, action: StaffAction): boolean {
  return ALLOWED[action].includes(role);
}
