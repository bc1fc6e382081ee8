import { createHash, createHmac } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/*
 * Where photo files live (docs/decisions/038-restaurant-photos.md): under DATA_DIR/media, served
 * by this server at /media, or in an S3-compatible bucket the server configuration names
 * (S3_ENDPOINT…), served from S3_PUBLIC_URL. Keys are made by the server (a restaurant's id and a
 * random id), never taken from a client, and every key is checked before it reaches a path or a
 * URL. A key's file never changes, so it may be cached for ever.
 */

/** `r12/0f3c…-640.webp`: a restaurant folder, then a file name of letters, digits and dashes. */
const KEY = /^r\d{1,10}\/[a-z0-9][a-z0-9-]{0,100}\.(webp|avif)$/;

export const MEDIA_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key).slice(0, 120)}`);
  return key;
}

export function contentTypeOf(key: string): string {
  return key.endsWith('.avif') ? MEDIA_TYPES.avif : MEDIA_TYPES.webp;
}

export type MediaStore = {
  put(key: string, data: Buffer): Promise<void>;
  /** Deletes what exists of `keys`; a key already gone is no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address a browser loads the key from. */
  url(key: string): string;
  /** The file, for /media; undefined when this store is not served by the server or it is gone. */
  read(key: string): Promise<Buffer | undefined>;
};

/** Files under `root` (DATA_DIR/media); written aside and renamed, so no one reads half a file. */
export function createLocalMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    const file = path.resolve(root, checkedKey(key));
    // The pattern already forbids it; this keeps any later change of it from escaping the root.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('key outside media root');
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    url: (key) => `/media/${checkedKey(key)}`,
    async read(key) {
      if (!isMediaKey(key)) return undefined;
      try {
        return await readFile(fileOf(key));
      } catch {
        return undefined;
      }
    },
  };
}

export type S3Settings = NonNullable<Config['s3']>;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** Path-style object address: `{endpoint}/{bucket}/{key}` (MinIO, R2, Spaces, AWS all take it). */
export function s3ObjectUrl(settings: S3Settings, key: string): URL {
  return new URL(`${settings.endpoint}/${settings.bucket}/${checkedKey(key)}`);
}

/**
 * The headers of an AWS Signature Version 4 request (the scheme every S3-compatible store
 * accepts). Only what Dekka sends is covered: a PUT or DELETE of one object, no query string.
 */
export function signS3Request(
  settings: S3Settings,
  request: { method: 'PUT' | 'DELETE'; url: URL; body: Buffer; contentType?: string; now: Date },
): Record<string, string> {
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(request.body);
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    ...(request.contentType
      ? {
          'content-type': request.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
        }
      : {}),
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    request.url.pathname,
    '',
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${settings.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  let key: Buffer = hmac(`AWS4${settings.secretAccessKey}`, day);
  for (const part of [settings.region, 's3', 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization:
      `AWS4-HMAC-SHA256 Credential=${settings.accessKeyId}/${scope}, ` +
      `SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** An S3-compatible bucket, spoken to with fetch and signed requests. */
export function createS3MediaStore(
  settings: S3Settings,
  now: () => Date = () => new Date(),
): MediaStore {
  async function send(method: 'PUT' | 'DELETE', key: string, body: Buffer) {
    const url = s3ObjectUrl(settings, key);
    const contentType = method === 'PUT' ? contentTypeOf(key) : undefined;
    const headers = signS3Request(settings, {
      method,
      url,
      body,
      now: now(),
      ...(contentType ? { contentType } : {}),
    });
    const response = await fetch(url, {
      method,
      headers,
      ...(method === 'PUT' ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    // A DELETE of a missing object answers 204 on S3 and 404 on some others: both mean gone.
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(
        `S3 ${method} ${key}: ${response.status} ${(await response.text()).slice(0, 200)}`,
      );
    }
  }
  return {
    put: (key, data) => send('PUT', key, data),
    async remove(keys) {
      await Promise.all(keys.map((key) => send('DELETE', key, Buffer.alloc(0))));
    },
    url: (key) => `${settings.publicUrl}/${checkedKey(key)}`,
    read: async () => undefined,
  };
}

/** The store the server configuration names. */
export function createMediaStore(config: Pick<Config, 's3' | 'dataDir'>): MediaStore {
  return config.s3
    ? createS3MediaStore(config.s3)
    : createLocalMediaStore(path.join(config.dataDir, 'media'));
}
