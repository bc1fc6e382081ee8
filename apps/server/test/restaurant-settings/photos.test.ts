import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { ErrorResponse } from '@dekka/contracts/errors';
import { RestaurantResponse } from '@dekka/contracts/restaurant';
import { PhotosView } from '@dekka/contracts/restaurant-photos';
import { AuditLogResponse } from '@dekka/contracts/restaurant-settings';
import { NearbyResponse, SearchResultsResponse } from '@dekka/contracts/search';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema.ts';
import { settingsTestApp } from './settings-fixture.ts';

let app: Awaited<ReturnType<typeof settingsTestApp>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'dekka-photos-'));
  app = await settingsTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A photo-like test image: a gradient with some shapes, so the encoders have work to do. */
async function testImage(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#b5523b"/><stop offset="1" stop-color="#f2d0a4"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff8ee"/>
  </svg>`;
  return sharp(Buffer.from(svg));
}

/** A PNG whose header declares `width` × `height` pixels, with no pixels behind it. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first bytes of an iPhone HEIC: an ISO-BMFF `ftyp` box of brand heic. */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic', 'latin1'),
  Buffer.alloc(200),
]);

function upload(
  base: string,
  token: string | null,
  kind: string,
  body: Buffer,
  contentType = 'image/jpeg',
) {
  return app.t.app.inject({
    method: 'POST',
    url: `${base}/photos/${kind}`,
    payload: body,
    headers: {
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

async function mediaFiles(restaurantId: number): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'media', `r${restaurantId}`))).sort();
  } catch {
    return [];
  }
}

describe('restaurant photos', () => {
  it('makes a JPEG cover into AVIF and WebP sizes, never wider than the original, and serves them', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const jpeg = await (await testImage(1500, 1000)).jpeg({ quality: 90 }).toBuffer();
    const res = await upload(base, tokens.manager, 'cover', jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const view = PhotosView.parse(res.json());
    const cover = view.cover;
    expect(cover).not.toBeNull();
    expect(cover).toMatchObject({ width: 1500, height: 1000, kind: 'cover', alt: {} });
    expect(
      cover?.variants.map(({ format, width, height }) => `${format} ${width}×${height}`),
    ).toEqual([
      'avif 320×213',
      'webp 320×213',
      'avif 640×427',
      'webp 640×427',
      'avif 1280×853',
      'webp 1280×853',
      'avif 1500×1000',
      'webp 1500×1000',
    ]);
    expect(await mediaFiles(restaurant.id)).toHaveLength(8);

    for (const variant of cover?.variants ?? []) {
      expect(variant.url).toMatch(
        new RegExp(`^/media/r${restaurant.id}/[a-z0-9-]+\\.(avif|webp)$`),
      );
      const file = await app.t.app.inject({ url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${variant.format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const served = await sharp(file.rawPayload).metadata();
      expect([served.width, served.height]).toEqual([variant.width, variant.height]);
    }
  });

  it('takes PNG and WebP too; a logo is fitted in squares of 96, 192 and 384', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const png = await (await testImage(500, 250)).png().toBuffer();
    const logo = PhotosView.parse(
      (await upload(base, tokens.owner, 'logo', png, 'image/png')).json(),
    );
    expect(
      logo.logo?.variants.filter((v) => v.format === 'webp').map((v) => [v.width, v.height]),
    ).toEqual([
      [96, 48],
      [192, 96],
      [384, 192],
    ]);
    const webp = await (await testImage(400, 300)).webp().toBuffer();
    const res = await upload(base, tokens.owner, 'gallery', webp, 'image/webp');
    expect(res.statusCode, res.body).toBe(200);
    // 400 px wide: 320 and the original's own width, nothing larger.
    expect(PhotosView.parse(res.json()).gallery[0]?.variants.map((v) => v.width)).toEqual([
      320, 320, 400, 400,
    ]);
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata (no GPS)', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const jpeg = await (
      await testImage(800, 600)
    )
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Camera 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '64/1 8/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('PhoneCo');
    const view = PhotosView.parse((await upload(base, tokens.owner, 'gallery', jpeg)).json());
    const photo = view.gallery[0];
    // Orientation 6 is a quarter turn: 800 × 600 stored, 600 × 800 upright.
    expect([photo?.width, photo?.height]).toEqual([600, 800]);
    for (const variant of photo?.variants ?? []) {
      const file = await app.t.app.inject({ url: variant.url });
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.exif, variant.url).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.width).toBeLessThan(metadata.height ?? 0);
      expect(file.rawPayload.toString('latin1')).not.toContain('PhoneCo');
    }
  });

  it.each([
    ['a HEIC photo (told to export it as JPEG)', HEIC, 'image/heic', 415, 'photo_heic', /JPEG/],
    ['a HEIC sent as a JPEG', HEIC, 'image/jpeg', 415, 'photo_heic', /JPEG/],
    [
      'a text file called a JPEG',
      Buffer.from('hello, this is not a photo'),
      'image/jpeg',
      415,
      'photo_unsupported_type',
      /JPEG, PNG or WebP/,
    ],
    [
      'a decompression bomb (30000 × 30000 declared)',
      declaredPng(30_000, 30_000),
      'image/png',
      400,
      'photo_too_many_pixels',
      /megapixels/,
    ],
  ])('refuses %s, storing nothing', async (_, body, type, status, code, message) => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const res = await upload(base, tokens.owner, 'gallery', body, type);
    expect(res.statusCode, res.body).toBe(status);
    const error = ErrorResponse.parse(res.json());
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(await mediaFiles(restaurant.id)).toEqual([]);
  });

  it('refuses a GIF as not one of the accepted types, and a body of another type at all', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const gif = await (await testImage(40, 40)).gif().toBuffer();
    const res = await upload(base, tokens.owner, 'gallery', gif, 'image/gif');
    expect(res.statusCode, res.body).toBe(415);
    expect(ErrorResponse.parse(res.json()).code).toBe('photo_unsupported_type');
    const text = await upload(base, tokens.owner, 'gallery', Buffer.from('x'), 'text/plain');
    expect(text.statusCode).toBe(415);
  });

  it('refuses a file over 15 MB with 413 before processing it', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const res = await upload(base, tokens.owner, 'cover', Buffer.alloc(15 * 1024 * 1024 + 1));
    expect(res.statusCode, res.body).toBe(413);
    expect(ErrorResponse.parse(res.json()).code).toBe('photo_too_large');
  });

  it('lets owners and managers upload; a host, another restaurant’s owner and no one signed in are refused', async () => {
    const { base, tokens } = await app.restaurantWithStaff();
    const jpeg = await (await testImage(100, 100)).jpeg().toBuffer();
    expect((await upload(base, null, 'gallery', jpeg)).statusCode).toBe(401);
    expect((await upload(base, tokens.host, 'gallery', jpeg)).statusCode).toBe(403);
    expect((await upload(base, tokens.otherOwner, 'gallery', jpeg)).statusCode).toBe(403);
    expect((await upload(base, tokens.manager, 'gallery', jpeg)).statusCode).toBe(200);
  });

  it('replaces the cover, deleting the old files; logs every change; orders and removes gallery photos', async () => {
    const { restaurant, base, tokens } = await app.restaurantWithStaff();
    const jpeg = await (await testImage(700, 400)).jpeg().toBuffer();
    const first = PhotosView.parse((await upload(base, tokens.owner, 'cover', jpeg)).json());
    const firstFiles = await mediaFiles(restaurant.id);
    const second = PhotosView.parse((await upload(base, tokens.owner, 'cover', jpeg)).json());
    expect(second.cover?.id).not.toBe(first.cover?.id);
    const secondFiles = await mediaFiles(restaurant.id);
    expect(secondFiles).toHaveLength(firstFiles.length);
    expect(secondFiles.filter((file) => firstFiles.includes(file))).toEqual([]);
    expect((await app.t.app.inject({ url: first.cover?.variants[0]?.url ?? '' })).statusCode).toBe(
      404,
    );

    const a = PhotosView.parse((await upload(base, tokens.owner, 'gallery', jpeg)).json());
    const b = PhotosView.parse((await upload(base, tokens.owner, 'gallery', jpeg)).json());
    const [idA, idB] = b.gallery.map((photo) => photo.id);
    expect(a.gallery).toHaveLength(1);
    const ordered = await app.client.inject('PUT', `${base}/photos/order`, tokens.owner, {
      photoIds: [idB, idA],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(PhotosView.parse(ordered.json()).gallery.map((photo) => photo.id)).toEqual([idB, idA]);
    const partial = await app.client.inject('PUT', `${base}/photos/order`, tokens.owner, {
      photoIds: [idB],
    });
    expect(partial.statusCode).toBe(400);

    const removed = await app.client.inject('DELETE', `${base}/photos/${idA}`, tokens.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(PhotosView.parse(removed.json()).gallery.map((photo) => photo.id)).toEqual([idB]);
    expect(
      (await app.client.inject('DELETE', `${base}/photos/${idA}`, tokens.owner)).statusCode,
    ).toBe(404);

    const history = AuditLogResponse.parse(
      (await app.client.inject('GET', `${base}/history`, tokens.owner)).json(),
    );
    expect(history.entries.filter((entry) => entry.area === 'photos').map((e) => e.action)).toEqual(
      ['delete', 'update', 'create', 'create', 'create', 'create'],
    );
    expect(history.entries.at(-1)?.changes).toEqual({
      cover: { from: null, to: `#${first.cover?.id} 700×400` },
    });
  });

  it('gives diners the photos with alt text in their language, falling back to the restaurant’s, then English', async () => {
    // A spot of the open sea no other test uses, so the nearby list has this restaurant first.
    // Four decimals as written: -40 - 0.0107 is -40.010699999999996, which the query refuses.
    const spot = { lat: Number((-40 - Math.random()).toFixed(4)), lon: -120.5 };
    const { restaurant, base, tokens } = await app.restaurantWithStaff({
      tables: [{ min: 1, max: 8 }],
      overrides: spot,
    });
    const jpeg = await (await testImage(1400, 900)).jpeg().toBuffer();
    const cover = PhotosView.parse((await upload(base, tokens.owner, 'cover', jpeg)).json()).cover;
    const alt = await app.client.inject('PUT', `${base}/photos/${cover?.id}`, tokens.owner, {
      alt: { is: 'Borð við gluggann', en: 'A table by the window', da: '  ' },
    });
    expect(alt.statusCode, alt.body).toBe(200);
    expect(PhotosView.parse(alt.json()).cover?.alt).toEqual({
      is: 'Borð við gluggann',
      en: 'A table by the window',
    });

    const page = async (language: string) =>
      RestaurantResponse.parse(
        (
          await app.t.app.inject({
            url: `/api/web/restaurant/${restaurant.id}`,
            headers: { 'accept-language': language },
          })
        ).json(),
      );
    const english = await page('en');
    expect(english.photos?.cover?.alt).toBe('A table by the window');
    expect(english.photos?.cover?.variants).toHaveLength(8);
    expect(english.imageUrl).toMatch(/-640\.webp$/);
    expect(english.photos?.logo).toBeNull();
    expect((await page('is')).photos?.cover?.alt).toBe('Borð við gluggann');
    // Danish has none: the restaurant's own language (the test restaurant's locale is is-IS).
    expect((await page('da')).photos?.cover?.alt).toBe('Borð við gluggann');

    // In its own city: on PostgreSQL the database holds other files' restaurants too.
    const [{ cityId } = { cityId: 0 }] = await app.t.database.db
      .select({ cityId: restaurants.cityId })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    const results = SearchResultsResponse.parse(
      (
        await app.t.app.inject({
          url: `/api/web/search/results?dateTime=2030-03-01T19:00&guests=2&filters=${cityId};city`,
          headers: { 'accept-language': 'en' },
        })
      ).json(),
    );
    const row = results.restaurants.find((r) => r.id === restaurant.id);
    expect(row?.cover?.alt).toBe('A table by the window');
    // Lists show no logo: it is not sent.
    expect(row).not.toHaveProperty('logo');

    const nearby = NearbyResponse.parse(
      (
        await app.t.app.inject({
          url: `/api/web/search/nearby?lat=${spot.lat}&lon=${spot.lon}&take=1&dateTime=2030-03-01T19:00&guests=2`,
          headers: { 'accept-language': 'en' },
        })
      ).json(),
    );
    expect(nearby.restaurants[0]?.id).toBe(restaurant.id);
    expect(nearby.restaurants[0]?.cover?.alt).toBe('A table by the window');
    expect(nearby.restaurants[0]).not.toHaveProperty('logo');
  });

  it('serves nothing outside the media folder: traversal, odd names and missing files are 404', async () => {
    // `..` (plain or encoded) is resolved before routing: the address is then outside /media.
    for (const url of ['/media/../package.json', '/media/%2e%2e/%2e%2e/package.json']) {
      const res = await app.t.app.inject({ url });
      expect(res.statusCode, url).not.toBe(200);
      expect(res.body).not.toContain('"workspaces"');
    }
    for (const url of [
      '/media/r1/..%2f..%2f..%2fpackage.json',
      '/media/r1/..%2f..%2fpackage.json',
      '/media/r1/photo.svg',
      '/media/r1/missing-file.webp',
      '/media/etc/passwd',
    ]) {
      const res = await app.t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });
});
