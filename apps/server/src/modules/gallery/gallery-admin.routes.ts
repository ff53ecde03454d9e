import {
  galleryImageParamsSchema,
  galleryListSchema,
  imageDeletedSchema,
  imageUploadedSchema,
  uploadImageBodySchema,
} from '@topup/contracts/api/gallery.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { deleteImage, listGallery, uploadImage } from './gallery.service.ts';
import { MAX_IMAGE_BYTES } from './image-check.ts';
import { imageStores } from './image-store.ts';

const uploadBody = uploadImageBodySchema(MAX_IMAGE_BYTES);

/** Staff Gallery: gallery.manage to change, content.view to pick. */
export function galleryAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const stores = imageStores(ctx.config.s3);
  return async (app) => {
    app.get(
      '/api/staff/gallery',
      {
        config: { permission: 'content.view' },
        schema: { querystring: listQuerySchema, response: { 200: galleryListSchema } },
      },
      async (request, reply) =>
        replyList(reply, request.query, await listGallery(ctx.db, await inBusinessZone(ctx, request.query)), {
          filename: 'gallery',
          columns: [
            { header: 'ID', value: (r) => r.id },
            { header: 'Name', value: (r) => r.name },
            { header: 'URL', value: (r) => r.url },
          ],
        }),
    );
    app.post(
      '/api/staff/gallery',
      {
        config: { permission: 'gallery.manage' },
        bodyLimit: Math.ceil(MAX_IMAGE_BYTES * 1.5),
        schema: { body: uploadBody, response: { 200: imageUploadedSchema } },
      },
      async (request) => {
        const bytes = Buffer.from(request.body.content_base64, 'base64');
        return { data: await uploadImage(ctx.db, stores, staffActor(request), request.body.name, bytes) };
      },
    );
    app.delete(
      '/api/staff/gallery/:id',
      {
        config: { permission: 'gallery.manage' },
        schema: { params: galleryImageParamsSchema, response: { 200: imageDeletedSchema } },
      },
      async (request) => {
        await deleteImage(ctx.db, stores, staffActor(request), request.params.id);
        return { data: null };
      },
    );
  };
}
