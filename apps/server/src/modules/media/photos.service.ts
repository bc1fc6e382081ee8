import { randomUUID } from 'node:crypto';
import {
  type AltTexts,
  GALLERY_MAX,
  type PhotoKind,
  type PhotosView,
} from '@dekka/contracts/restaurant-photos';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { AppDatabase } from '../../db/client.ts';
import type { PhotoVariantRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { type PhotoQueue, processImage, type ProcessedImage } from './image-pipeline.ts';
import type { MediaStore } from './media-store.ts';
import { cleanAlt, staffPhoto } from './photo-views.ts';
import { settingsHistory } from '../catalogue-changes/audit-log.service.ts';
import { fieldChanges } from '../catalogue-changes/field-changes.ts';
import { createPhotosRepository, type PhotoRow } from './photos.repository.ts';
import {
  announceSettingsChanged,
  settingsChangedHere,
} from '../catalogue-changes/settings-changed.ts';

/** How a photo reads in the change history: "#12 1600×1067". */
const label = (row: Pick<PhotoRow, 'id' | 'width' | 'height'>) =>
  `#${row.id} ${row.width}×${row.height}`;

const keysOf = (rows: readonly Pick<PhotoRow, 'variants'>[]) =>
  rows.flatMap((row) => row.variants.map((variant) => variant.key));

/**
 * Stores the processed files under new keys (a random id per upload) and returns their rows.
 * Files are written before the row commits and removed again if it does not.
 */
async function storeFiles(
  store: MediaStore,
  restaurantId: number,
  processed: ProcessedImage,
): Promise<PhotoVariantRow[]> {
  const id = randomUUID();
  const variants = processed.variants.map(({ format, width, height, data }) => ({
    format,
    width,
    height,
    data,
    key: `r${restaurantId}/${id}-${width}.${format}`,
  }));
  await Promise.all(variants.map((variant) => store.put(variant.key, variant.data)));
  return variants.map(({ format, width, height, key }) => ({ format, width, height, key }));
}

/**
 * The photos settings (docs/decisions/038-restaurant-photos.md): upload (cover and logo replace
 * the one before), alt texts, the gallery's order, removal. Each change is audited (area
 * `photos`) and announced like every settings change; the files of a replaced or removed photo
 * are deleted after the change commits, so a rolled-back change never loses a file it still
 * names.
 */
/**
 * Whether `photoId` is one of the restaurant's own gallery photos, held (a key share) until the
 * caller's transaction ends, so an item that shows it cannot lose it to a concurrent delete.
 */
export async function isHeldGalleryPhoto(
  tx: AppDatabase,
  restaurantId: number,
  photoId: number,
): Promise<boolean> {
  return (await createPhotosRepository(tx).heldGalleryPhoto(restaurantId, photoId)) !== undefined;
}

export function createPhotosService(deps: {
  db: AppDatabase;
  clock: Clock;
  store: MediaStore;
  queue: PhotoQueue;
  logger: FastifyBaseLogger;
}) {
  async function read(restaurantId: number): Promise<PhotosView> {
    const rows = await createPhotosRepository(deps.db).list(restaurantId);
    const view = (row: PhotoRow) => staffPhoto(row, deps.store);
    const cover = rows.find((row) => row.kind === 'cover');
    const logo = rows.find((row) => row.kind === 'logo');
    return {
      cover: cover ? view(cover) : null,
      logo: logo ? view(logo) : null,
      gallery: rows.filter((row) => row.kind === 'gallery').map(view),
    };
  }

  /** Deletes files no row names any more; a failure leaves an orphan file, never a broken page. */
  async function removeFiles(keys: string[]) {
    if (keys.length === 0) return;
    try {
      await deps.store.remove(keys);
    } catch (err) {
      deps.logger.warn({ err, keys }, 'photo files not removed');
    }
  }

  /** Runs `change` in a transaction with its audit row and announcement; then tidies up. */
  async function commit(
    restaurantId: number,
    change: (tx: AppDatabase) => Promise<{ removedKeys: string[] }>,
  ) {
    const { removedKeys } = await deps.db.transaction(async (tx) => {
      const result = await change(tx);
      await announceSettingsChanged(tx, restaurantId);
      return result;
    });
    settingsChangedHere(deps.db, restaurantId);
    await removeFiles(removedKeys);
    return read(restaurantId);
  }

  const audit = (
    tx: AppDatabase,
    restaurantId: number,
    userId: string,
    action: 'create' | 'update' | 'delete',
    changes: Record<string, { from: unknown; to: unknown }>,
  ) =>
    settingsHistory(tx).record({
      restaurantId,
      userId,
      area: 'photos',
      action,
      changes,
      at: deps.clock.now(),
    });

  return {
    read,

    /**
     * Processes `bytes` (JPEG, PNG or WebP; see image-pipeline.ts) and makes it the restaurant's
     * cover or logo, replacing the one before, or adds it at the end of the gallery.
     */
    async upload(
      restaurantId: number,
      userId: string | null,
      kind: PhotoKind,
      bytes: Buffer,
      alt: AltTexts = {},
    ): Promise<PhotosView> {
      const photos = createPhotosRepository(deps.db);
      if (kind === 'gallery' && (await photos.galleryEnd(restaurantId)).count >= GALLERY_MAX) {
        throw new AppError('gallery_full', 409, `The gallery holds at most ${GALLERY_MAX} photos`);
      }
      const processed = await deps.queue.run(() => processImage(bytes, kind));
      const variants = await storeFiles(deps.store, restaurantId, processed);
      try {
        return await commit(restaurantId, async (tx) => {
          const repo = createPhotosRepository(tx);
          let removed: PhotoRow[] = [];
          let position = 0;
          if (kind === 'gallery') {
            const end = await repo.galleryEnd(restaurantId);
            if (end.count >= GALLERY_MAX) {
              throw new AppError('gallery_full', 409, `The gallery holds at most ${GALLERY_MAX}`);
            }
            position = end.next;
          } else {
            removed = await repo.removeKind(restaurantId, kind);
          }
          const row = await repo.insert({
            restaurantId,
            kind,
            position,
            width: processed.width,
            height: processed.height,
            variants,
            alt: cleanAlt(alt),
            createdAt: deps.clock.now(),
            createdBy: userId,
          });
          if (userId !== null) {
            await audit(tx, restaurantId, userId, 'create', {
              [kind]: { from: removed[0] ? label(removed[0]) : null, to: label(row) },
            });
          }
          return { removedKeys: keysOf(removed) };
        });
      } catch (error) {
        await removeFiles(variants.map((variant) => variant.key));
        throw error;
      }
    },

    /** Replaces a photo's alt texts (a language left blank falls back when shown). */
    async changeAlt(
      restaurantId: number,
      userId: string,
      photoId: number,
      alt: AltTexts,
    ): Promise<PhotosView> {
      return commit(restaurantId, async (tx) => {
        const repo = createPhotosRepository(tx);
        const row = await repo.find(restaurantId, photoId);
        if (!row) throw new AppError('not_found', 404, 'No such photo');
        const before = cleanAlt(row.alt);
        const after = cleanAlt(alt);
        await repo.setAlt(restaurantId, photoId, after);
        const changes = fieldChanges(
          Object.fromEntries(Object.entries(before).map(([lang, text]) => [`alt.${lang}`, text])),
          Object.fromEntries(Object.entries(after).map(([lang, text]) => [`alt.${lang}`, text])),
        );
        await audit(tx, restaurantId, userId, 'update', changes);
        return { removedKeys: [] };
      });
    },

    /** Puts the gallery in the order of `photoIds`, which must name each of its photos once. */
    async orderGallery(
      restaurantId: number,
      userId: string,
      photoIds: readonly number[],
    ): Promise<PhotosView> {
      return commit(restaurantId, async (tx) => {
        const repo = createPhotosRepository(tx);
        const gallery = (await repo.list(restaurantId)).filter((row) => row.kind === 'gallery');
        const current = gallery.map((row) => row.id);
        const same =
          photoIds.length === current.length &&
          new Set(photoIds).size === photoIds.length &&
          photoIds.every((id) => current.includes(id));
        if (!same) {
          throw new AppError(
            'validation_failed',
            400,
            'photoIds must list every gallery photo once',
          );
        }
        for (const [position, id] of photoIds.entries()) {
          await repo.setPosition(restaurantId, id, position);
        }
        await audit(tx, restaurantId, userId, 'update', {
          order: { from: current.map((id) => `#${id}`), to: photoIds.map((id) => `#${id}`) },
        });
        return { removedKeys: [] };
      });
    },

    async remove(restaurantId: number, userId: string, photoId: number): Promise<PhotosView> {
      return commit(restaurantId, async (tx) => {
        const row = await createPhotosRepository(tx).remove(restaurantId, photoId);
        if (!row) throw new AppError('not_found', 404, 'No such photo');
        await audit(tx, restaurantId, userId, 'delete', {
          [row.kind]: { from: label(row), to: null },
        });
        return { removedKeys: keysOf([row]) };
      });
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
