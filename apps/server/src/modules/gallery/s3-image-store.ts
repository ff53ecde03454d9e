import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../platform/config.ts';
import type { ImageStore } from './image-store.ts';

/** Gallery images on S3-compatible storage: one object per image, named like its address. */
export function s3ImageStore(config: S3Config): ImageStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
    // default CRC headers, and the bytes are checked against their hash on upload anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async save(Key, ContentType, Body) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
      return null;
    },
    async open(Key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
