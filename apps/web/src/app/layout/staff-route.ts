/**
 * What the root layout needs to know of a route: it is a page of a restaurant's staff workspace,
 * shown in the compact staff frame (staff-header.tsx) instead of the diner's header and footer.
 */
export interface StaffRouteHandle {
  staffShell: true;
}

export const STAFF_ROUTE_HANDLE: StaffRouteHandle = { staffShell: true };

export function isStaffHandle(handle: unknown): handle is StaffRouteHandle {
  return typeof handle === 'object' && handle !== null && 'staffShell' in handle;
}
