import type { Readable } from 'node:stream';
import type { S3Config } from '../../platform/config.ts';
import { s3ImageStore } from './s3-image-store.ts';

export type StorageKind = 'db' | 's3';

/**
 * Where an image's bytes live. Every server instance reads the same store, so any instance
 * serves any image. The row's `storage` names the store it was uploaded to, so switching the
 * configuration does not strand the images uploaded before.
 */
export type ImageStore = {
  kind: StorageKind;
  /** Keeps the bytes under `key`; answers what goes into the row's `data` column. */
  save(key: string, mime: string, bytes: Buffer): Promise<Buffer | null>;
  /** The bytes (or a stream of them) from the store or the row's `data`; null when missing. */
  open(key: string, data: Buffer | null): Promise<Buffer | Readable | null>;
  /** Removes the bytes kept under `key`. */
  remove(key: string): Promise<void>;
};

/** The default: the bytes are the row's `data` column, removed with the row. */
const databaseImageStore: ImageStore = {
  kind: 'db',
  save: async (_key, _mime, bytes) => bytes,
  open: async (_key, data) => data,
  remove: async () => {},
};

export type ImageStores = {
  /** Where new uploads go. */
  upload: ImageStore;
  /** The store a row names. */
  of(kind: StorageKind): ImageStore;
};

/** The database store, and the S3 one when S3 is configured (then new uploads go there). */
export function imageStores(s3: S3Config | null): ImageStores {
  const bucket = s3 ? s3ImageStore(s3) : null;
  return {
    upload: bucket ?? databaseImageStore,
    of(kind) {
      if (kind === 'db') return databaseImageStore;
      if (!bucket) throw new Error('A gallery image is stored on S3, but S3 is not configured (S3_BUCKET).');
      return bucket;
    },
  };
}
