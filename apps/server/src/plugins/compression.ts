import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

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
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
