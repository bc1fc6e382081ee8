import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  type PhotoKind,
} from '@dekka/contracts/restaurant-photos';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../errors.ts';

/*
 * Uploaded photos become a few sizes in AVIF and WebP (docs/decisions/038-restaurant-photos.md).
 * The bytes decide what a file is, never its Content-Type: sharp reads the header (no pixels yet),
 * the type and the declared size are checked, and only then is the image decoded, once, turned
 * upright by its EXIF orientation and shrunk to the largest size needed. Every size is encoded
 * from that. Nothing of the original's metadata (EXIF, GPS, camera, ICC) is written out.
 */

/** Widths made of a cover or gallery photo; never wider than the original. */
const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
/** Boxes (square) a logo is fitted inside. */
const LOGO_BOXES = [96, 192, 384] as const;

export type ImageFormat = 'avif' | 'webp';
export const OUTPUT_FORMATS: readonly ImageFormat[] = ['avif', 'webp'];

export type EncodedVariant = {
  format: ImageFormat;
  width: number;
  height: number;
  data: Buffer;
};

export type ProcessedImage = {
  /** The original's size, upright. */
  width: number;
  height: number;
  /** Smallest first; each width in both formats. */
  variants: EncodedVariant[];
};

/** Decoded pixels sharp refuses past this many, whatever the header said (a second guard). */
const sharpOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/** ISO-BMFF `ftyp` brands of HEIC/HEIF files (what iPhones save by default). */
const HEIF_BRANDS = /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/;

function isHeif(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp'
    ? HEIF_BRANDS.test(bytes.toString('latin1', 8, 12))
    : false;
}

export const HEIC_MESSAGE =
  'HEIC/HEIF photos (the iPhone default) are not accepted: export the photo as JPEG and upload that';

/** Refuses anything but a JPEG, PNG or WebP within the limits, reading only its header. */
async function checkedMetadata(bytes: Buffer) {
  if (bytes.length > PHOTO_MAX_BYTES) {
    throw new AppError('photo_too_large', 413, 'The photo is larger than 15 MB');
  }
  if (isHeif(bytes)) throw new AppError('photo_heic', 415, HEIC_MESSAGE);
  let metadata: Metadata;
  try {
    // The header only: no pixels are decoded, so the declared size is checked below, by us.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('photo_unsupported_type', 415, 'The file is not a JPEG, PNG or WebP image');
  }
  // AVIF is HEIF with AV1 inside: not accepted either, but not the iPhone's HEIC.
  if (metadata.format === 'heif' && metadata.compression !== 'av1') {
    throw new AppError('photo_heic', 415, HEIC_MESSAGE);
  }
  if (!ACCEPTED.has(metadata.format)) {
    throw new AppError('photo_unsupported_type', 415, 'The file is not a JPEG, PNG or WebP image');
  }
  const { width, height } = metadata;
  if (!width || !height) {
    throw new AppError('photo_unsupported_type', 415, 'The image has no size');
  }
  if (width * height > PHOTO_MAX_PIXELS || (metadata.pages ?? 1) > 1) {
    throw new AppError(
      'photo_too_many_pixels',
      400,
      'The image has more than 40 megapixels (or several frames): save a smaller copy',
    );
  }
  // EXIF orientations 5–8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { width: turned ? height : width, height: turned ? width : height };
}

/** The sizes (width × height) to encode, smallest first, none larger than the original. */
function targetSizes(kind: PhotoKind, width: number, height: number) {
  const fit = (box: number) => {
    const scale = Math.min(1, box / width, kind === 'logo' ? box / height : Infinity);
    return {
      width: Math.max(1, Math.round(width * scale)),
      height: Math.max(1, Math.round(height * scale)),
    };
  };
  const boxes = kind === 'logo' ? LOGO_BOXES : PHOTO_WIDTHS;
  const sizes = boxes.map(fit);
  // Two boxes past the original give it twice; keep each size once.
  return sizes.filter(
    (size, index) => sizes.findIndex((other) => other.width === size.width) === index,
  );
}

function encode(pixels: Sharp, format: ImageFormat): Promise<Buffer> {
  // Effort 2 keeps AVIF to a fraction of a second per size; its files stay well below WebP's.
  return format === 'avif'
    ? pixels.avif({ quality: 55, effort: 2 }).toBuffer()
    : pixels.webp({ quality: 80, effort: 4 }).toBuffer();
}

/** The whole pipeline for one photo; run it through a PhotoQueue. */
export async function processImage(
  bytes: Buffer,
  kind: PhotoKind,
  formats: readonly ImageFormat[] = OUTPUT_FORMATS,
): Promise<ProcessedImage> {
  const upright = await checkedMetadata(bytes);
  const sizes = targetSizes(kind, upright.width, upright.height);
  const largest = sizes.at(-1) ?? upright;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, at the largest size needed (JPEG shrinks while decoding), in sRGB.
    decoded = await sharp(bytes, sharpOptions)
      .rotate()
      .resize({ width: largest.width, height: largest.height, fit: 'fill' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError(
      'photo_unsupported_type',
      415,
      'The image could not be read (damaged file?)',
    );
  }
  const raw = {
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels,
  };
  const variants: EncodedVariant[] = [];
  for (const size of sizes) {
    for (const format of formats) {
      const pixels = sharp(decoded.data, { raw }).resize({
        width: size.width,
        height: size.height,
        fit: 'fill',
      });
      variants.push({ format, ...size, data: await encode(pixels, format) });
    }
  }
  return { ...upright, variants };
}

/**
 * At most `concurrency` photos are processed at once in this process, the rest wait their turn,
 * and past `maxWaiting` an upload is refused (503): a burst of uploads holds a bounded amount of
 * memory (a decoded 12-megapixel photo is about 36 MB) and leaves sharp's threads to others too.
 */
export function createPhotoQueue(options: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function turn(): Promise<void> {
    if (running < options.concurrency) {
      running += 1;
      return;
    }
    if (waiting.length >= options.maxWaiting) {
      throw new AppError(
        'service_unavailable',
        503,
        'Too many photos are being processed: try again shortly',
      );
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        // The slot passes straight to the next in line; otherwise it is freed.
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export type PhotoQueue = ReturnType<typeof createPhotoQueue>;
