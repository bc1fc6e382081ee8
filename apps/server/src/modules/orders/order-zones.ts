import type { ZoneRow } from '../ordering/ordering-catalogue.ts';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between two points (haversine): plenty for a city's zones. */
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Postcodes compare without spaces and case: '101', 'DK-2100' and 'dk 2100' as typed. */
export function normalizePostcode(postcode: string): string {
  return postcode.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The zone an address falls in, first by the setup's order (position): a postcode zone listing
 * its postcode, or a distance zone when the diner's position (the browser's, optional: Dekka has
 * no geocoder) is within its distance of the restaurant. Undefined when none matches.
 */
export function matchZone(
  zones: readonly ZoneRow[],
  restaurant: { lat: number; lon: number },
  address: { postcode: string; lat: number | null; lon: number | null },
): ZoneRow | undefined {
  const postcode = normalizePostcode(address.postcode);
  const position =
    address.lat === null || address.lon === null ? null : { lat: address.lat, lon: address.lon };
  return zones.find((zone) => {
    if (zone.maxDistanceKm === null) {
      return zone.postcodes.some((code) => normalizePostcode(code) === postcode);
    }
    return position !== null && distanceKm(restaurant, position) <= zone.maxDistanceKm;
  });
}
