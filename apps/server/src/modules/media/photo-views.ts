import {
  isLanguage,
  normalizeLanguageCode,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@dekka/contracts/languages';
import type {
  AltTexts,
  DinerPhoto,
  DinerPhotos,
  PhotoVariant,
  StaffPhoto,
} from '@dekka/contracts/restaurant-photos';
import type { AppDatabase } from '../../db/client.ts';
import type { PhotoVariantRow } from '../../db/schema.ts';
import { createPhotosRepository, type PhotoRow } from './photos.repository.ts';
import type { MediaStore } from './media-store.ts';

export type { PhotoRow };

/** The stored alt texts that are non-empty strings of the five languages (rows may be hand-edited). */
export function cleanAlt(stored: unknown): AltTexts {
  const alt: AltTexts = {};
  if (typeof stored !== 'object' || stored === null) return alt;
  for (const language of SUPPORTED_LANGUAGES) {
    const text: unknown = (stored as Record<string, unknown>)[language];
    if (typeof text === 'string' && text.trim() !== '') alt[language] = text.trim();
  }
  return alt;
}

/**
 * The alt text a diner reads: in the page's language, else the restaurant's own (its locale,
 * `is-IS` → is), else English, else none (the photo is then decorative to a screen reader).
 */
export function altFor(stored: unknown, language: Language | null, restaurantLocale: string) {
  const alt = cleanAlt(stored);
  const own = normalizeLanguageCode(restaurantLocale);
  for (const candidate of [language, isLanguage(own) ? own : null, 'en' as const]) {
    const text = candidate === null ? undefined : alt[candidate];
    if (text) return text;
  }
  return '';
}

function variantsOf(rows: readonly PhotoVariantRow[], store: MediaStore): PhotoVariant[] {
  return [...rows]
    .sort((a, b) => a.width - b.width || a.format.localeCompare(b.format))
    .map(({ format, width, height, key }) => ({ format, width, height, url: store.url(key) }));
}

export function staffPhoto(row: PhotoRow, store: MediaStore): StaffPhoto {
  return {
    id: row.id,
    kind: row.kind,
    position: row.position,
    width: row.width,
    height: row.height,
    alt: cleanAlt(row.alt),
    variants: variantsOf(row.variants, store),
    createdAt: row.createdAt.toISOString(),
  };
}

export function dinerPhoto(
  row: Pick<PhotoRow, 'id' | 'width' | 'height' | 'alt' | 'variants'>,
  store: MediaStore,
  language: Language | null,
  restaurantLocale: string,
): DinerPhoto {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    alt: altFor(row.alt, language, restaurantLocale),
    variants: variantsOf(row.variants, store),
  };
}

/** A restaurant's photos for diners, from its rows (gallery in position order). */
export function dinerPhotos(
  rows: readonly PhotoRow[],
  store: MediaStore,
  language: Language | null,
  restaurantLocale: string,
): DinerPhotos {
  const view = (row: PhotoRow) => dinerPhoto(row, store, language, restaurantLocale);
  const cover = rows.find((row) => row.kind === 'cover');
  const logo = rows.find((row) => row.kind === 'logo');
  return {
    cover: cover ? view(cover) : null,
    logo: logo ? view(logo) : null,
    gallery: rows.filter((row) => row.kind === 'gallery').map(view),
  };
}

/**
 * The single address the older `imageUrl`/`logoUrl` fields carry when there is a photo: the
 * WebP closest to `width` (640 for a cover, 192 for a logo), which every browser shows.
 */
export function singleUrl(photo: DinerPhoto | null, width: number): string | undefined {
  const webp = photo?.variants.filter((variant) => variant.format === 'webp') ?? [];
  const best = webp.find((variant) => variant.width >= width) ?? webp.at(-1);
  return best?.url;
}

/** Reads restaurants' photos for diners: the page's (with gallery) and the search rows' (without). */
export type DinerPhotoSource = {
  rows(
    restaurantIds: readonly number[],
    withGallery: boolean,
  ): Promise<(PhotoRow & { locale: string })[]>;
  store: MediaStore;
};

/** The diner pages' photo source: the photo rows from `db`, their files' addresses from `store`. */
export function dinerPhotoSource(db: AppDatabase, store: MediaStore): DinerPhotoSource {
  return { rows: createPhotosRepository(db).ofRestaurants, store };
}
