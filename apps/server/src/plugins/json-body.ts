import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (prototype-poisoning checks included), except that an empty body counts
 * as no body: fetch wrappers often send `Content-Type: application/json` on a bodyless POST such
 * as /api/auth/anonymous. Routes that need a body still fail validation naming `body`.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    // It answers through done; its type also admits the promise form, which it never takes here.
    void parseJson(request, text, done);
  });
}
