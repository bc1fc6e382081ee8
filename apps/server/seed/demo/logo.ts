/**
 * A monogram logo as an inline SVG data URL: every demo restaurant gets a distinct, offline-safe
 * logo without shipping image files.
 */
export function monogramLogo(name: string, hue: number): string {
  const letters = name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<circle cx="60" cy="60" r="58" fill="hsl(${hue},45%,32%)"/>` +
    `<text x="60" y="74" font-family="Georgia,serif" font-size="44" fill="#fff" text-anchor="middle">` +
    `${letters || name.charAt(0)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A deterministic PRNG (mulberry32): demo data varies per restaurant but never between runs. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
