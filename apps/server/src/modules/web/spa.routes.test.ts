import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('serving the SPAs', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ env: { SITE_THEME: 'Purple' } });
  });
  afterAll(async () => app.close());

  it('injects the page data into the member index for any member route, uncached', async () => {
    const res = await app.inject({ method: 'GET', url: '/deposit?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(res.body)?.[1];
    const data = JSON.parse(json ?? 'null');
    expect(data.theme).toBe('Purple');
    expect(data.banners[0].image).toHaveProperty('cn');
    expect(data.announcements.length).toBe(2);
    expect(data.modal_images.rescue_bonus.en).toMatch(/\.svg$/);
    expect(res.body).toContain('data-theme="Purple"');
  });

  it('preloads the first banner on home only, so it downloads with the HTML', async () => {
    const home = await app.inject({ method: 'GET', url: '/?token=abc' });
    const banner = JSON.parse(/id="page-data">(.*?)<\/script>/.exec(home.body)?.[1] ?? 'null').banners[0];
    expect(home.body).toContain(
      `<link rel="preload" as="image" href="${banner.image.en}" fetchpriority="high">`,
    );
    const deposit = await app.inject({ method: 'GET', url: '/deposit' });
    expect(deposit.body).not.toContain('rel="preload"');
  });

  it('compresses HTML and JSON for clients that accept it', async () => {
    const html = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers['content-encoding']).toBe('br');
    const gzip = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('id="page-data"');
  });

  it('serves hashed assets with a year of cache and the CSP headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends the precompressed twin of an asset as it is', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('falls back to the staff index under /admin/ and answers JSON 404 under /api/', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin/members/5' })).statusCode).toBe(200);
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: false, message: 'Not found.' });
  });

  it('sets the XSRF-TOKEN cookie and reports health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json().status).toBe('ok');
    expect(String(res.headers['set-cookie'])).toContain('XSRF-TOKEN=');
  });
});
