/** "350 m", "1,2 km": the units read the same in every language the site speaks. */
export function formatDistance(meters: number, language: string): string {
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  const km = new Intl.NumberFormat(language, { maximumFractionDigits: meters < 10_000 ? 1 : 0 });
  return `${km.format(meters / 1000)} km`;
}
