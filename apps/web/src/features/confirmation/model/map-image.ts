/**
 * The configured static map (MAP_IMAGE_URL, e.g. a maps provider's static-image URL with `{lat}`
 * and `{lon}` placeholders) for the restaurant's position, or null when there is no template, no
 * position, or the result is not a web address. Null means the page draws its own map.
 */
export function mapImageSrc(
  template: string | null,
  lat: number | null,
  lon: number | null,
): string | null {
  if (!template || lat === null || lon === null) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const filled = template.replaceAll('{lat}', String(lat)).replaceAll('{lon}', String(lon));
  try {
    const url = new URL(filled);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
