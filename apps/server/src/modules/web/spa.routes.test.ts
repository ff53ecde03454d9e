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

  it('serves hashed assets with a year of cache and the CSP headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
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
