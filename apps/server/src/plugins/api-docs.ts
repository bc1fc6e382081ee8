import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../version.ts';

/**
 * OpenAPI built from the routes' zod schemas, at /api/docs (UI) and /api/docs/json. Register it
 * before any route: @fastify/swagger collects routes as they are added.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dekka API',
        description: 'Restaurant table booking. Errors are `{ code, message, requestId }`.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
