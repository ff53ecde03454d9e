import { galleryFileParamsSchema } from '@topup/contracts/api/gallery.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { GALLERY_PREFIX, loadImage } from './gallery.service.ts';
import { imageStores } from './image-store.ts';

/** The member site's images, public. The address holds the content hash, so it never changes. */
export function galleryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const stores = imageStores(ctx.config.s3);
  return async (app) => {
    app.get(
      `${GALLERY_PREFIX}:file`,
      {
        schema: { params: galleryFileParamsSchema },
        config: { permission: 'public' },
      },
      async (request, reply) => {
        const hash = request.params.file.slice(0, 64);
        const etag = `"${hash}"`;
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        const image = await loadImage(ctx.db, stores, hash);
        if (!image)
          return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found.' });
        return reply.type(image.mime).send(image.body);
      },
    );
  };
}
