import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { galleryImages } from './gallery.table.ts';
import { makePng } from './png.fixture.ts';

const BUCKET = 'gallery-test';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's built-in account

/** Gallery on S3-compatible storage: a fake S3 (s3rver) over real HTTP, the app listening too. */
describe('gallery on S3', () => {
  let s3server: S3rver;
  let s3: S3Client;
  let directory: string;
  let app: App;
  let base: string;
  let admin: StaffClient;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 's3rver-'));
    s3server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const endpoint = `http://127.0.0.1:${(await s3server.run()).port}`;
    s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
    app = await createTestApp({
      env: {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
        S3_FORCE_PATH_STYLE: '1',
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  });
  afterAll(async () => {
    await app?.close();
    s3.destroy();
    await s3server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const objectBytes = async (key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  it('uploads to the bucket, serves the bytes with the same caching and ETag, and deletes the object', async () => {
    const png = makePng(5, 3, 41);
    const res = await admin.post('/api/staff/gallery', {
      name: 's3.png',
      content_base64: png.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data;
    const key = image.url.slice('/media/g/'.length);

    const [row] = await app.ctx.db
      .select({ storage: galleryImages.storage, data: galleryImages.data })
      .from(galleryImages)
      .where(eq(galleryImages.id, image.id));
    expect(row).toEqual({ storage: 's3', data: null });
    expect(Buffer.compare(await objectBytes(key), png)).toBe(0);

    const served = await fetch(`${base}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
    const etag = served.headers.get('etag')!;
    const cached = await fetch(`${base}${image.url}`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);

    // The same bytes again are the same image (and the same object).
    const again = await admin.post('/api/staff/gallery', {
      name: 'again.png',
      content_base64: png.toString('base64'),
    });
    expect(again.json().data.id).toBe(image.id);

    const deleted = await admin.request({ method: 'DELETE', url: `/api/staff/gallery/${image.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect(s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))).rejects.toMatchObject({
      name: 'NotFound',
    });
    expect((await fetch(`${base}${image.url}`)).status).toBe(404);
  });

  it('keeps serving an image stored in the database before S3 was configured', async () => {
    const png = makePng(2, 2, 7);
    const hash = 'a'.repeat(64);
    await app.ctx.db.insert(galleryImages).values({
      name: 'old.png',
      hash,
      mime: 'image/png',
      width: 2,
      height: 2,
      sizeBytes: png.length,
      storage: 'db',
      data: png,
    });
    const served = await fetch(`${base}/media/g/${hash}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('etag')).toBe(`"${hash}"`);
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0);
  });

  it('refuses to delete an image in use and leaves its object in the bucket', async () => {
    const png = makePng(4, 4, 3);
    const image = (
      await admin.post('/api/staff/gallery', { name: 'used.png', content_base64: png.toString('base64') })
    ).json().data;
    const banner = await admin.post('/api/staff/banners', {
      name: 'S3 banner',
      image: { en: image.url, bm: image.url, cn: image.url },
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const refused = await admin.request({ method: 'DELETE', url: `/api/staff/gallery/${image.id}` });
    expect(refused.statusCode).toBe(409);
    expect(Buffer.compare(await objectBytes(image.url.slice('/media/g/'.length)), png)).toBe(0);
  });
});
