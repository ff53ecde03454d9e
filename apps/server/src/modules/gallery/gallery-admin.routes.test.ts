import { describe, expect, it } from 'vitest';
import { type StaffClient, staffTestApp } from '../../test/staff-client.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from './image-check.ts';
import { makePng } from './png.fixture.ts';

const upload = (client: StaffClient, name: string, bytes: Buffer) =>
  client.post('/api/staff/gallery', { name, content_base64: bytes.toString('base64') });

describe('gallery', () => {
  const staff = staffTestApp();

  it('stores a PNG once under its content hash and serves it with immutable caching and an ETag', async () => {
    const png = makePng(3, 2, 7);
    const res = await upload(staff.admin, 'promo.png', png);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data;
    expect(image).toMatchObject({
      name: 'promo.png',
      mime: 'image/png',
      width: 3,
      height: 2,
      size_bytes: png.length,
    });
    expect(image.url).toMatch(/^\/media\/g\/[0-9a-f]{64}\.png$/);

    const again = await upload(staff.admin, 'same-bytes.png', png);
    expect(again.json().data.id).toBe(image.id);

    const served = await staff.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(served.rawPayload, png)).toBe(0);
    const etag = String(served.headers.etag);
    const cached = await staff.app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);

    const list = await staff.admin.get('/api/staff/gallery?q=promo');
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(image.id);
  });

  it('refuses what is not a PNG, JPEG or WebP by its bytes, and oversized images, with clear messages', async () => {
    const text = await upload(
      staff.admin,
      'looks-like.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please upload a PNG, JPEG or WebP image.');
    const gif = await upload(
      staff.admin,
      'anim.png',
      Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'),
    );
    expect(gif.statusCode).toBe(415);

    const wide = await upload(staff.admin, 'wide.png', makePng(MAX_IMAGE_SIDE + 1, 1));
    expect(wide.statusCode).toBe(422);
    expect(wide.json().message).toBe(
      `The image is larger than ${MAX_IMAGE_SIDE} pixels on a side. Please resize it.`,
    );

    const heavy = Buffer.concat([makePng(1, 1), Buffer.alloc(MAX_IMAGE_BYTES)]);
    const big = await upload(staff.admin, 'heavy.png', heavy);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image is larger than 5 MB. Please upload a smaller one.');

    const bm = await staff.admin.request({
      method: 'POST',
      url: '/api/staff/gallery',
      headers: { locale: 'bm' },
      payload: { name: 'x.png', content_base64: Buffer.from('hello').toString('base64') },
    });
    expect(bm.json().message).toBe('Sila muat naik imej PNG, JPEG atau WebP.');
  });

  it('refuses to delete an image in use, naming where; deletes it once unused', async () => {
    const image = (await upload(staff.admin, 'banner.png', makePng(4, 4, 99))).json().data;
    const banner = await staff.admin.post('/api/staff/banners', {
      name: 'Gallery banner',
      image: { en: image.url, bm: image.url, cn: image.url },
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const refused = await staff.admin.request({ method: 'DELETE', url: `/api/staff/gallery/${image.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This image is in use (Banner: Gallery banner) and cannot be deleted.',
    );

    await staff.admin.request({ method: 'DELETE', url: `/api/staff/banners/${banner.json().data.id}` });
    const deleted = await staff.admin.request({ method: 'DELETE', url: `/api/staff/gallery/${image.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await staff.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    const log = await staff.admin.get('/api/staff/activity-log?q=gallery.delete');
    expect(log.statusCode).toBe(200);
  });

  it('needs gallery.manage to upload or delete', async () => {
    expect((await upload(staff.cs, 'x.png', makePng(1, 1))).statusCode).toBe(403);
    expect((await staff.cs.request({ method: 'DELETE', url: '/api/staff/gallery/1' })).statusCode).toBe(403);
  });
});
