import type { FastifyInstance } from 'fastify';
import type { PublicPagesService } from './public-pages.service.ts';

/**
 * GET /sitemap.xml and /robots.txt, beside the web app at the site's root where crawlers look
 * for them (not under /api, so not in the API's route table). The sitemap is read afresh from
 * the database; crawlers may keep it for five minutes.
 */
export function registerPublicPagesRoutes(app: FastifyInstance, pages: PublicPagesService): void {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await pages.sitemap()),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(pages.robots()),
  );
}
