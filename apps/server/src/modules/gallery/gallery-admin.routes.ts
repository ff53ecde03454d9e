import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { deleteImage, listGallery, uploadImage } from './gallery.service.ts';
import { MAX_IMAGE_BYTES } from './image-check.ts';
import { imageStores } from './image-store.ts';

const uploadBody = z.object({
  name: z.string().trim().min(1).max(200),
  // base64 of at most a little over the byte cap, so the size message (not a 413 parse error) answers.
  content_base64: z
    .string()
    .min(1)
    .max(Math.ceil(((MAX_IMAGE_BYTES + 1024) * 4) / 3)),
});

/** Staff Gallery: gallery.manage to change, content.view to pick. */
export function galleryAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const stores = imageStores(ctx.config.s3);
  return async (app) => {
    app.get(
      '/api/staff/gallery',
      { config: { permission: 'content.view' }, schema: { querystring: listQuerySchema } },
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
        schema: { body: uploadBody },
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
        schema: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
      },
      async (request) => {
        await deleteImage(ctx.db, stores, staffActor(request), request.params.id);
        return { data: null };
      },
    );
  };
}
