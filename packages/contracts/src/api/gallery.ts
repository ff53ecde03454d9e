import { z } from 'zod';
import { dataReply, dateTime, listPageSchema, recordId } from './wire.ts';

/** Request and reply schemas of the staff Gallery (/api/staff/gallery). */

/** An uploaded image and the address pages use it by. */
export const galleryImageSchema = z.object({
  id: z.number(),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  size_bytes: z.number(),
  created_at: dateTime,
});
export type GalleryImageView = z.input<typeof galleryImageSchema>;
export const galleryListSchema = listPageSchema(galleryImageSchema);

/** Upload: the file's name and bytes; the server checks its type, size and pixels. */
export function uploadImageBodySchema(maxBytes: number) {
  return z.object({
    name: z.string().trim().min(1).max(200),
    // base64 of at most a little over the byte cap, so the size message (not a 413 parse error) answers.
    content_base64: z
      .string()
      .min(1)
      .max(Math.ceil(((maxBytes + 1024) * 4) / 3)),
  });
}
export const imageUploadedSchema = dataReply(galleryImageSchema);

export const galleryImageParamsSchema = z.object({ id: recordId });
export const imageDeletedSchema = z.object({ data: z.null(), message: z.string().optional() });

/** A public gallery file's address: its content hash and type (GET /media/g/:file). */
export const galleryFileParamsSchema = z.object({ file: z.string().regex(/^[0-9a-f]{64}\.(png|jpg|webp)$/) });
