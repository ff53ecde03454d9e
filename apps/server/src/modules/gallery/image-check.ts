import { imageSize } from 'image-size';
import { DomainError } from '../../platform/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 4096;

const TYPES = {
  png: { mime: 'image/png', ext: 'png' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const;

export type CheckedImage = {
  mime: (typeof TYPES)[keyof typeof TYPES]['mime'];
  ext: (typeof TYPES)[keyof typeof TYPES]['ext'];
  width: number;
  height: number;
};

/**
 * Accepts a PNG, JPEG or WebP judged by its bytes (never its name), within the size and pixel
 * caps; anything else is refused with a message the operator can act on.
 */
export function checkImage(bytes: Buffer): CheckedImage {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new DomainError('GALLERY_TOO_LARGE', { max: MAX_IMAGE_BYTES / 1024 / 1024 });
  let found: ReturnType<typeof imageSize>;
  try {
    found = imageSize(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  } catch {
    throw new DomainError('GALLERY_TYPE_REFUSED');
  }
  const type = TYPES[found.type as keyof typeof TYPES];
  if (!type || !found.width || !found.height) throw new DomainError('GALLERY_TYPE_REFUSED');
  if (found.width > MAX_IMAGE_SIDE || found.height > MAX_IMAGE_SIDE)
    throw new DomainError('GALLERY_TOO_MANY_PIXELS', { max: MAX_IMAGE_SIDE });
  return { ...type, width: found.width, height: found.height };
}
