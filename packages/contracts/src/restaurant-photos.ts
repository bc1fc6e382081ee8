import { IdParam } from './params.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import { int, z } from './zod.ts';

/*
 * A restaurant's photos (docs/decisions/038-restaurant-photos.md): one cover, one logo and an
 * ordered gallery, each processed on upload into a few widths in AVIF and WebP. Diners get the
 * variants with their sizes, so a page reserves the space before an image arrives.
 */

export const PHOTO_KINDS = ['cover', 'gallery', 'logo'] as const;
export const PhotoKind = z.enum(PHOTO_KINDS);
export type PhotoKind = z.infer<typeof PhotoKind>;

/** The most gallery photos a restaurant keeps. */
export const GALLERY_MAX = 24;
/** The largest upload accepted, in bytes (a phone's full-size JPEG is 3–8 MB). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels an upload may declare (40 megapixels: past any phone camera). */
export const PHOTO_MAX_PIXELS = 40_000_000;
/** The file types an upload may be: what the settings page's file field offers. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The longest alt text, per language. */
export const ALT_TEXT_MAX = 300;

export const PhotoVariant = z.object({
  format: z.enum(['avif', 'webp']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  url: z.string().max(2000),
});
export type PhotoVariant = z.infer<typeof PhotoVariant>;

/** A photo as a diner gets it: alt text in the page's language, variants smallest first. */
export const DinerPhoto = z.object({
  id: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().max(ALT_TEXT_MAX),
  variants: z.array(PhotoVariant).max(20),
});
export type DinerPhoto = z.infer<typeof DinerPhoto>;

/** The diner-side photos of a restaurant; a restaurant without one has null (or no gallery). */
export const DinerPhotos = z.object({
  cover: DinerPhoto.nullable(),
  logo: DinerPhoto.nullable(),
  gallery: z.array(DinerPhoto).max(GALLERY_MAX),
});
export type DinerPhotos = z.infer<typeof DinerPhotos>;

/** Alt text per language; a language left out (or blank) falls back when shown. */
export const AltTexts = z.partialRecord(
  z.enum(SUPPORTED_LANGUAGES),
  z.string().trim().max(ALT_TEXT_MAX),
);
export type AltTexts = z.infer<typeof AltTexts>;

export const StaffPhoto = DinerPhoto.omit({ alt: true }).extend({
  kind: PhotoKind,
  position: z.number().int(),
  alt: AltTexts,
  createdAt: z.string().max(40),
});
export type StaffPhoto = z.infer<typeof StaffPhoto>;

/** GET …/settings/photos, and the answer of every change. */
export const PhotosView = z.object({
  cover: StaffPhoto.nullable(),
  logo: StaffPhoto.nullable(),
  gallery: z.array(StaffPhoto).max(GALLERY_MAX),
});
export type PhotosView = z.infer<typeof PhotosView>;

export const PhotoKindParams = z.object({
  restaurantId: IdParam,
  kind: PhotoKind,
});

export const PhotoParams = z.object({
  restaurantId: IdParam,
  photoId: IdParam,
});

/** PUT …/settings/photos/:photoId: the alt texts, replacing the stored ones. */
export const PhotoChange = z.object({ alt: AltTexts });
export type PhotoChange = z.infer<typeof PhotoChange>;

/** PUT …/settings/photos/order: every gallery photo's id, in the new order. */
export const GalleryOrder = z.object({
  photoIds: z.array(int().positive()).max(GALLERY_MAX),
});
export type GalleryOrder = z.infer<typeof GalleryOrder>;
