import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** In order of preference: brotli is smaller for about the same CPU (below). */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/**
 * Compresses answers above 1 KiB for browsers that accept it: API JSON (a page of search results
 * is about 55 KB, a restaurant page 10 KB) and the page itself. The web app's files are already
 * compressed at build time and served as they are (@fastify/static's preCompressed), so this
 * only ever works on answers made per request; brotli at quality 4 costs about as much CPU as
 * gzip at 6 and gives smaller answers. Compressed request bodies are not accepted: no call
 * needs one, and the 16 KiB body limit must bound what is parsed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ENCODINGS,
    brotliOptions: BROTLI_OPTIONS,
  });
}

/** Compressed pages kept per process (about 10 KB each). */
const MAX_COMPRESSED_PAGES = 1_000;

/**
 * Sends pages that are served again unchanged (a kept drawing of a public page, a page the
 * browser draws) compressed once rather than on every load: brotli takes about a millisecond of
 * CPU for a drawn restaurant page, as long as everything else of sending it from the cache. The
 * compressed copy is found by the page's content, so a changed page is never sent stale.
 */
export function createPageCompression() {
  const kept = new Map<string, Buffer>();
  return (request: FastifyRequest, reply: FastifyReply, page: string): string | Buffer => {
    // Negotiated as @fastify/compress and @fastify/static negotiate: brotli first, then gzip.
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS);
    if (encoding === null) return page;
    const key = `${encoding} ${createHash('sha1').update(page).digest('base64')}`;
    let bytes = kept.get(key);
    if (bytes) {
      kept.delete(key);
    } else {
      bytes = encoding === 'br' ? brotliCompressSync(page, BROTLI_OPTIONS) : gzipSync(page);
      for (const oldest of kept.keys()) {
        if (kept.size < MAX_COMPRESSED_PAGES) break;
        kept.delete(oldest);
      }
    }
    kept.set(key, bytes);
    // Already encoded: @fastify/compress passes it on as it is.
    reply.header('content-encoding', encoding);
    return bytes;
  };
}
