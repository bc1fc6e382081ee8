import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { systemClock } from '../../src/clock.ts';
import type { AppDatabase } from '../../src/db/client.ts';
import { restaurantPhotos, restaurants } from '../../src/db/schema.ts';
import { createPhotoQueue } from '../../src/modules/media/image-pipeline.ts';
import type { MediaStore } from '../../src/modules/media/media-store.ts';
import { createPhotosService } from '../../src/modules/media/photos.service.ts';
import { createRandom } from './logo.ts';
import { demoRestaurants } from './restaurants.ts';

/** Warm table tops (oak, walnut, terracotta, olive, slate blue, plum): one per restaurant. */
const TABLE_HUES = [28, 18, 12, 40, 75, 205, 345];

/** A hue per restaurant from its slug: the same artwork on every fresh start. */
function hueOf(slug: string): number {
  let hash = 0;
  for (const char of slug) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return (TABLE_HUES[hash % TABLE_HUES.length] ?? 28) + ((hash >>> 8) % 9) - 4;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${s}%,${l}%)`;

/**
 * A warm, abstract table seen from above in the restaurant's hue: a linen-coloured plate with a
 * dish on it, a glass, cutlery and a scatter of herbs on a wooden or stone table top.
 */
export function coverSvg(slug: string, width = 1280, height = 720): string {
  const hue = hueOf(slug);
  const random = createRandom(hue + 7);
  const table = hsl(hue, 32, 30);
  const tableLight = hsl(hue + 12, 38, 42);
  const plateX = width * (0.36 + random() * 0.12);
  const plateY = height * (0.5 + random() * 0.08);
  const plate = Math.min(width, height) * 0.36;
  const food = random();
  const dish = hsl(22 + food * 20, 62, 48);
  const sauce = hsl(8 + food * 10, 50, 32);
  const herbs = Array.from({ length: 14 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = plate * (0.15 + random() * 0.45);
    return `<ellipse cx="${(plateX + Math.cos(angle) * distance).toFixed(1)}" cy="${(plateY + Math.sin(angle) * distance).toFixed(1)}" rx="${(6 + random() * 10).toFixed(1)}" ry="${(3 + random() * 4).toFixed(1)}" transform="rotate(${Math.round(random() * 180)} ${(plateX + Math.cos(angle) * distance).toFixed(1)} ${(plateY + Math.sin(angle) * distance).toFixed(1)})" fill="${hsl(110 + random() * 30, 45, 32 + random() * 12)}"/>`;
  }).join('');
  const glassX = plateX + plate * 1.35;
  const glassY = plateY - plate * 0.75;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tableLight}"/><stop offset="1" stop-color="${table}"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.9">
      <stop offset="0" stop-color="#fff6e0" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/>
    </radialGradient>
    <radialGradient id="plate" cx="0.45" cy="0.4" r="0.6">
      <stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#e9dfcf"/>
    </radialGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="10" dy="16" stdDeviation="14" flood-opacity="0.35"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#wood)"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="0" y="${(i * height) / 9}" width="${width}" height="2" fill="#000" opacity="0.06"/>`).join('')}
  <rect x="${width * 0.06}" y="${height * 0.12}" width="${width * 0.62}" height="${height * 0.78}" rx="18" fill="${hsl(38, 35, 90)}" opacity="0.92" filter="url(#shadow)"/>
  <circle cx="${plateX}" cy="${plateY}" r="${plate}" fill="url(#plate)" filter="url(#shadow)"/>
  <circle cx="${plateX}" cy="${plateY}" r="${plate * 0.78}" fill="none" stroke="#d9cdb8" stroke-width="3"/>
  <ellipse cx="${plateX}" cy="${plateY}" rx="${plate * 0.5}" ry="${plate * 0.38}" fill="${sauce}" opacity="0.85"/>
  <circle cx="${plateX - plate * 0.1}" cy="${plateY - plate * 0.05}" r="${plate * 0.3}" fill="${dish}"/>
  <circle cx="${plateX + plate * 0.18}" cy="${plateY + plate * 0.12}" r="${plate * 0.16}" fill="${hsl(40 + food * 15, 75, 62)}"/>
  ${herbs}
  <rect x="${plateX - plate * 1.35}" y="${plateY - plate * 0.8}" width="${plate * 0.07}" height="${plate * 1.6}" rx="8" fill="#c9c4bb" filter="url(#shadow)"/>
  <rect x="${plateX + plate * 1.15}" y="${plateY - plate * 0.2}" width="${plate * 0.07}" height="${plate * 1.3}" rx="8" fill="#c9c4bb" filter="url(#shadow)"/>
  <circle cx="${glassX}" cy="${glassY}" r="${plate * 0.32}" fill="${hsl(350, 45, 45)}" opacity="0.45" filter="url(#shadow)"/>
  <circle cx="${glassX}" cy="${glassY}" r="${plate * 0.32}" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="4"/>
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
}

/** A monogram tile: the initials on the restaurant's colour. */
export function logoSvg(name: string, slug: string): string {
  const hue = hueOf(slug);
  const letters =
    name
      .split(/\s+/)
      .filter((word) => /^\p{Lu}/u.test(word))
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('') || name.charAt(0);
  const escaped = letters.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="384" height="384" viewBox="0 0 384 384">
  <rect width="384" height="384" fill="${hsl(hue, 45, 30)}"/>
  <circle cx="192" cy="192" r="150" fill="none" stroke="${hsl(hue + 30, 60, 80)}" stroke-width="6"/>
  <text x="192" y="238" font-family="Georgia, 'DejaVu Serif', serif" font-size="${letters.length > 1 ? 128 : 150}" fill="#fff8ee" text-anchor="middle">${escaped}</text>
</svg>`;
}

/**
 * The demo restaurants (by their slugs) that have no photos yet, in list order. Only the demo's
 * own: any other restaurant without photos (an owner's who has not uploaded any, or the load
 * generator's thousands) keeps having none, and the server does not spend a core drawing them.
 */
export function demoRestaurantsWithoutPhotos(db: AppDatabase) {
  return db
    .select({ id: restaurants.id, name: restaurants.name, slug: restaurants.slug })
    .from(restaurants)
    .where(
      and(
        inArray(
          restaurants.slug,
          demoRestaurants.map((spec) => spec.slug),
        ),
        notExists(
          db
            .select({ id: restaurantPhotos.id })
            .from(restaurantPhotos)
            .where(eq(restaurantPhotos.restaurantId, restaurants.id)),
        ),
      ),
    )
    .orderBy(asc(restaurants.listIndex));
}

/**
 * Gives every demo restaurant without photos a generated cover and logo, through the upload
 * pipeline (so they come in every size and format, like an owner's). Runs in the background after
 * a fresh start with the demo; a restaurant that has photos is left alone, so it runs once per
 * database, and an owner's own photos are never replaced.
 */
export async function seedDemoPhotos(deps: {
  db: AppDatabase;
  store: MediaStore;
  logger: FastifyBaseLogger;
  /** Stops before the next restaurant (the server is shutting down). */
  signal?: AbortSignal;
}): Promise<number> {
  const photos = createPhotosService({
    ...deps,
    clock: systemClock,
    // One at a time: the server is already answering requests beside it.
    queue: createPhotoQueue({ concurrency: 1, maxWaiting: 1 }),
  });
  const bare = await demoRestaurantsWithoutPhotos(deps.db);
  // Drawn to a quickly compressed PNG, which the pipeline takes like an uploaded file.
  const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  for (const restaurant of bare) {
    if (deps.signal?.aborted) break;
    await photos.upload(restaurant.id, null, 'cover', await png(coverSvg(restaurant.slug)), {
      en: `A table set with a plate of food at ${restaurant.name}`,
      is: `Dúkað borð með diski á ${restaurant.name}`,
    });
    await photos.upload(
      restaurant.id,
      null,
      'logo',
      await png(logoSvg(restaurant.name, restaurant.slug)),
    );
  }
  return bare.length;
}
