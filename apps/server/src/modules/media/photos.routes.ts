import { PHOTO_MAX_BYTES } from '@dekka/contracts/restaurant-photos';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { identityOf } from '../../plugins/auth.ts';
import { staffErrorResponses } from '../../plugins/error-schemas.ts';
import { defineRoute } from '../../plugins/define-route.ts';
import { ErrorResponse } from '@dekka/contracts/errors';
import type { StaffGuard } from '../../plugins/staff-guard.ts';
import type { PhotosService } from './photos.service.ts';

/**
 * Any image type, and untyped bytes, reach the route as a Buffer: the bytes decide what the file
 * is (image-pipeline.ts), so a HEIC or a GIF gets its own clear answer rather than Fastify's 415.
 */
const UPLOAD_TYPES = /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/i;

/**
 * The photos settings (docs/decisions/038-restaurant-photos.md). An upload's body is the image
 * file itself, not multipart: one file per request is all the page sends, and a raw body needs
 * no parser beyond Fastify's own, streams straight into one Buffer, and has its own body limit
 * (PHOTO_MAX_BYTES) on this route only. A request without a bearer token is refused before its
 * body is read.
 */
export const photoRoutes: FastifyPluginAsyncZod<{
  photos: PhotosService;
  staffOnly: StaffGuard;
}> = async (app, opts) => {
  const view = opts.staffOnly('settings.view');
  const change = opts.staffOnly('settings.change');
  const userOf = (request: FastifyRequest) => identityOf(request).userId;

  app.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  // Fastify's own "body too large" becomes the photo's; every other error passes on unchanged.
  app.setErrorHandler((error, _request, _reply) => {
    if ((error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      throw new AppError('photo_too_large', 413, 'The photo is larger than 15 MB');
    }
    throw error;
  });

  defineRoute(
    app,
    'settingsPhotos',
    { preHandler: view, errors: staffErrorResponses },
    async (request) => opts.photos.read(request.params.restaurantId),
  );

  defineRoute(
    app,
    'uploadPhoto',
    {
      bodyLimit: PHOTO_MAX_BYTES,
      onRequest: async (request) => {
        if (!/^Bearer \S/.test(request.headers.authorization ?? '')) {
          throw new AppError('unauthorized', 401, 'Sign in first');
        }
      },
      preHandler: change,
      errors: {
        ...staffErrorResponses,
        413: ErrorResponse,
        415: ErrorResponse,
        503: ErrorResponse,
      },
    },
    async (request) => {
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new AppError('photo_unsupported_type', 415, 'Send the image file as the body');
      }
      return opts.photos.upload(
        request.params.restaurantId,
        userOf(request),
        request.params.kind,
        body,
      );
    },
  );

  defineRoute(
    app,
    'orderGallery',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      opts.photos.orderGallery(request.params.restaurantId, userOf(request), request.body.photoIds),
  );

  defineRoute(
    app,
    'changePhoto',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      opts.photos.changeAlt(
        request.params.restaurantId,
        userOf(request),
        request.params.photoId,
        request.body.alt,
      ),
  );

  defineRoute(
    app,
    'removePhoto',
    { preHandler: change, errors: staffErrorResponses },
    async (request) =>
      opts.photos.remove(request.params.restaurantId, userOf(request), request.params.photoId),
  );
};
