import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../plugins/error-handler.ts';
import { contentTypeOf, isMediaKey, type MediaStore } from './media-store.ts';

/**
 * GET /media/{key}: the photo files of the local media store. A key names one file that never
 * changes (a new photo gets new keys), so browsers and proxies may keep it for a year. Anything
 * that is not a key the store makes (`..`, slashes of its own, other extensions) is a 404
 * without touching the disk; so is a key whose file is gone.
 */
export function registerMediaRoutes(app: FastifyInstance, store: MediaStore): void {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const data = isMediaKey(key) ? await store.read(key) : undefined;
    if (!data) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send(errorBody(request, 'not_found', 'No such photo'));
    }
    return reply
      .header('content-type', contentTypeOf(key))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}
