import { brotliDecompressSync } from 'node:zlib';
import { MEMBER_AUTH_ELEMENT_ID } from '@topup/contracts/page-data.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { hashSecret } from '../../platform/tokens.ts';
import { loginAs } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { issueMemberToken } from '../members/member-auth.service.ts';
import { DEMO_MEMBER_TOKEN } from '../members/members.demo.ts';
import { members, memberTokens } from '../members/members.table.ts';
import { injectPageData } from './spa.routes.ts';

const injected = (html: string, id: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html)?.[1] ?? 'null',
  );

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

  it('preloads the images of the first paint with the HTML: the logo, and on home first the first banner', async () => {
    const home = await app.inject({ method: 'GET', url: `/?token=${DEMO_MEMBER_TOKEN}` });
    const banner = JSON.parse(/id="page-data">(.*?)<\/script>/.exec(home.body)?.[1] ?? 'null').banners[0];
    const logo = JSON.parse(/id="page-data">(.*?)<\/script>/.exec(home.body)?.[1] ?? 'null').logo;
    expect(home.body).toContain(
      `<link rel="preload" as="image" href="${banner.image.en}" fetchpriority="high"><link rel="preload" as="image" href="${logo}">`,
    );
    const deposit = await app.inject({ method: 'GET', url: '/deposit' });
    expect(deposit.body).not.toContain(`href="${banner.image.en}"`);
    expect(deposit.body).toContain(`<link rel="preload" as="image" href="${logo}" fetchpriority="high">`);
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

  it('has no login answer in a page without a member link', async () => {
    for (const url of ['/', '/deposit?x=1', '/landing_page?tokens=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain(MEMBER_AUTH_ELEMENT_ID);
    }
  });
});

/** The member link's login is answered with the page, as POST /api/auth answers it. */
describe('the member link page (/?token=)', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const auth = (token: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/auth', payload: { token }, headers });

  it('carries the auth reply of a good token, private and never stored', async () => {
    const res = await app.inject({ method: 'GET', url: `/?token=${DEMO_MEMBER_TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const carried = injected(res.body, MEMBER_AUTH_ELEMENT_ID);
    expect(carried).toMatchObject({ status: true, user: { name: 'demo', avaliable_spin: 3 } });
    expect(carried).toHaveProperty('transaction');
    expect(carried).toEqual((await auth(DEMO_MEMBER_TOKEN)).json());
    // The page data and the home banner's preload are there as on any page.
    expect(injected(res.body, 'page-data').banners.length).toBeGreaterThan(0);
    expect(res.body).toContain('rel="preload" as="image" href="/media/demo/banner-1-en.svg"');
    // Any member route and any position of the parameter.
    const deposit = await app.inject({ method: 'GET', url: `/deposit?x=1&token=${DEMO_MEMBER_TOKEN}` });
    expect(injected(deposit.body, MEMBER_AUTH_ELEMENT_ID).status).toBe(true);
  });

  it('carries the refusal of a bad token in the request language, as POST /api/auth words it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/?token=not-a-real-token',
      headers: { locale: 'bm' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const carried = injected(res.body, MEMBER_AUTH_ELEMENT_ID);
    expect(carried).toEqual({ status: false, message: 'Sila hubungi khidmat pelanggan.' });
    expect(carried).toEqual((await auth('not-a-real-token', { locale: 'bm' })).json());
    expect(
      injected((await app.inject({ method: 'GET', url: '/?token=nope' })).body, MEMBER_AUTH_ELEMENT_ID),
    ).toEqual({
      status: false,
      message: 'Please contact customer service.',
    });
    // The visitor goes on to the landing page: its logo to fetch, no home banner.
    expect(res.body).toContain('rel="preload" as="image" href="/media/demo/logo.svg"');
    expect(res.body).not.toContain('href="/media/demo/banner-1-en.svg"');
  });

  it('leaves a token POST /api/auth would refuse as malformed to the app', async () => {
    for (const url of ['/?token=', `/?token=${'x'.repeat(201)}`, '/?token=a&token=b']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('id="page-data"');
      expect(res.body).not.toContain(MEMBER_AUTH_ELEMENT_ID);
    }
  });

  it("stamps the token's last use as POST /api/auth does, and sees a revoked link at once", async () => {
    const member = (await app.ctx.db.select().from(members).where(eq(members.name, 'demo')))[0]!;
    const token = await issueMemberToken(app.ctx.db, member.id, null, app.ctx.now());
    const stamp = async () =>
      (
        await app.ctx.db
          .select()
          .from(memberTokens)
          .where(eq(memberTokens.tokenHash, hashSecret(token)))
      )[0]?.lastUsedAt;
    expect(await stamp()).toBeNull();
    const res = await app.inject({ method: 'GET', url: `/?token=${token}` });
    expect(injected(res.body, MEMBER_AUTH_ELEMENT_ID).status).toBe(true);
    expect(await stamp()).toBeInstanceOf(Date);
    await app.ctx.db
      .update(memberTokens)
      .set({ revokedAt: app.ctx.now() })
      .where(eq(memberTokens.tokenHash, hashSecret(token)));
    const after = await app.inject({ method: 'GET', url: `/?token=${token}` });
    expect(injected(after.body, MEMBER_AUTH_ELEMENT_ID).status).toBe(false);
  });

  it('still answers 404 for API paths and file names, and the staff index under /admin/', async () => {
    const api = await app.inject({ method: 'GET', url: `/api/nope?token=${DEMO_MEMBER_TOKEN}` });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: false, message: 'Not found.' });
    expect((await app.inject({ method: 'GET', url: '/x.js?token=a' })).statusCode).toBe(404);
    const staff = await app.inject({ method: 'GET', url: `/admin/?token=${DEMO_MEMBER_TOKEN}` });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).not.toContain(MEMBER_AUTH_ELEMENT_ID);
  });

  it('keeps replacement patterns and </script> in staff-written text as plain text in the page data', async () => {
    const hostile = "x $' $` $& $$ $1 </script><script>alert(1)</script> end";
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const localized = { en: hostile, bm: hostile, cn: hostile };
    const banner = await admin.post('/api/staff/banners', {
      name: hostile,
      image: { en: '/media/demo/banner-1.svg', bm: '', cn: '' },
      position: 0,
      active: true,
    });
    expect(banner.statusCode, banner.body).toBe(200);
    const note = await admin.post('/api/staff/announcements', {
      title: hostile,
      content: localized,
      active: true,
    });
    expect(note.statusCode, note.body).toBe(200);

    const page = await app.inject({ method: 'GET', url: '/' });
    const data = injected(page.body, 'page-data');
    expect(data.banners.map((b: { name: string }) => b.name)).toContain(hostile);
    expect(data.announcements.map((a: { content: unknown }) => a.content)).toContainEqual(localized);
    // The page around the data is intact: one page-data element, the root, the closing tags.
    expect(page.body.match(/id="page-data"/g)).toHaveLength(1);
    expect(page.body).toMatch(/<div id="root"><\/div><\/body><\/html>$/);
    expect(page.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('copies every string of the page data through unchanged, whatever it holds', () => {
    const patterns = ["$'", '$`', '$&', '$$', '</script>', '<!--page-data-->', '<html lang="en"'];
    const data = {
      theme: 'DarkGold',
      logo: patterns.join(' '),
      telegram_link: "$'",
      whatsapp_link: '$`',
      landing_contact_link: '$&',
      banners: [{ name: patterns.join(''), image: { en: '$$', bm: '</script>', cn: "$'" } }],
      announcements: patterns.map((p) => ({ content: { en: p, bm: `${p}${p}`, cn: `a${p}b` } })),
      modal_images: {
        rescue_bonus: { en: "$'", bm: '$`', cn: '$&' },
        fortune_spin: { en: '$$', bm: "$'", cn: '$`' },
      },
      images: {
        payments: { en: "$'", bm: '$&', cn: '$$' },
        key_points: { en: '$`', bm: "$'", cn: '$&' },
        games: { en: '</script>', bm: '$$', cn: "$'" },
      },
    } as const;
    const page = '<html lang="en"><head><!--page-data--></head><body><div id="root"></div></body></html>';
    const html = injectPageData(page, data as unknown as Parameters<typeof injectPageData>[1]);
    expect(injected(html, 'page-data')).toEqual(data);
    expect(html.startsWith('<html lang="en" data-theme="DarkGold"><head>')).toBe(true);
    expect(html.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
  });

  it('escapes the answer for a <script> element', () => {
    const html = injectPageData(
      '<html lang="en"><head><!--page-data--></head></html>',
      injected(
        '<script type="application/json" id="page-data">{"theme":"DarkGold","banners":[]}</script>',
        'page-data',
      ),
      { auth: { status: false, message: '</script><script>alert(1)</script>\u2028<!--' } },
    );
    const element = /id="member-auth">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(element).not.toMatch(/<|\u2028/);
    expect(JSON.parse(element).message).toBe('</script><script>alert(1)</script>\u2028<!--');
  });
});

describe('the member link page under the abuse limits', () => {
  let app: App;
  beforeAll(async () => {
    // 8 per address per minute, so 2 per member token.
    app = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '8' } });
  });
  afterAll(async () => app.close());

  it('counts against the same buckets as POST /api/auth; once limited, the app is left to log in', async () => {
    const remoteAddress = '10.0.0.9';
    const page = () =>
      app.inject({
        method: 'GET',
        url: `/?token=${DEMO_MEMBER_TOKEN}`,
        remoteAddress,
        headers: { locale: 'bm' },
      });
    expect(injected((await page()).body, MEMBER_AUTH_ELEMENT_ID).status).toBe(true);
    const auth = await app.inject({
      method: 'POST',
      url: '/api/auth',
      remoteAddress,
      payload: { token: DEMO_MEMBER_TOKEN },
    });
    expect(auth.statusCode).toBe(200);
    const limited = await page();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['cache-control']).toBe('private, no-store');
    expect(limited.body).toContain('id="page-data"');
    expect(limited.body).not.toContain(MEMBER_AUTH_ELEMENT_ID);
    // Pages without a member link are never counted.
    for (let i = 0; i < 10; i++)
      expect((await app.inject({ method: 'GET', url: '/', remoteAddress })).statusCode).toBe(200);
  });
});
