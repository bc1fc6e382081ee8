/**
 * The referrer code the complete step sends for a booking that came through a maps reservation
 * link (Reserve with Google); the reports count those bookings as their own channel. A module of
 * its own, without schemas: the complete page reads it, and importing a value from a schema
 * module brings the whole schema library into the page's download.
 */
export const GOOGLE_REFERRER_CODE = 'GOGL_RESRV';
