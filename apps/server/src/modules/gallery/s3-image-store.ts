import type { Readable } from 'node:stream';
import type { S3Config } from '../../platform/config.ts';
import type { ImageStore } from './image-store.ts';

// The AWS SDK is loaded with the first image stored or read, not at start: ~20 MB of memory
// that a server without S3 (the default), or an idle one, never uses.
const loadSdk = () => import('@aws-sdk/client-s3');

/** Gallery images on S3-compatible storage: one object per image, named like its address. */
export function s3ImageStore(config: S3Config): ImageStore {
  const connect = async () => {
    const sdk = await loadSdk();
    const client = new sdk.S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: config.credentials,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's
      // default CRC headers, and the bytes are checked against their hash on upload anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return { sdk, client };
  };
  let connection: ReturnType<typeof connect> | undefined;
  const s3 = () => {
    connection ??= connect();
    return connection;
  };
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async save(Key, ContentType, Body) {
      const { sdk, client } = await s3();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentType }));
      return null;
    },
    async open(Key) {
      const { sdk, client } = await s3();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async remove(Key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
