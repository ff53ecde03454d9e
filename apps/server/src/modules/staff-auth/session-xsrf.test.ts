import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loginAs, staffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';

const XSRF_REFUSED = 'Your page has expired. Please reload and try again.';

/** A browser tab by hand: exactly the cookies and XSRF header given. */
const tab = (cookies: Record<string, string>, xsrfHeader: string) => ({
  cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
  'x-xsrf-token': xsrfHeader,
});

/**
 * The XSRF token is rotated at sign-in and bound to the session: once signed in, only the
 * token derived from that session passes; before sign-in the plain double-submit pair does.
 */
describe('XSRF token bound to the staff session', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  async function signIn(preLoginToken: string) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: tab({ 'XSRF-TOKEN': preLoginToken }, preLoginToken),
      payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const session = res.cookies.find((c) => c.name === 'staff_session')!.value;
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    return { session, xsrf: xsrf!.value, xsrfCookie: xsrf! };
  }
  const lock = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/staff/auth/lock', headers });

  it('sets a new XSRF-TOKEN cookie at sign-in, readable by the page, and it works at once', async () => {
    const { session, xsrf, xsrfCookie } = await signIn('before-sign-in');
    expect(xsrf).not.toBe('before-sign-in');
    expect(xsrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrfCookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrfCookie.httpOnly).toBeFalsy();
    const res = await lock(tab({ staff_session: session, 'XSRF-TOKEN': xsrf }, xsrf));
    expect(res.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/staff/auth/unlock',
      headers: tab({ staff_session: session, 'XSRF-TOKEN': xsrf }, xsrf),
      payload: { pin: DEMO_ADMIN.pin },
    });
  });

  it('refuses the token from before sign-in once signed in, even as a matching double-submit pair', async () => {
    const { session } = await signIn('before-sign-in');
    const res = await lock(tab({ staff_session: session, 'XSRF-TOKEN': 'before-sign-in' }, 'before-sign-in'));
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(XSRF_REFUSED);
    expect(
      (
        await app.inject({ url: '/api/staff/auth/me', headers: { cookie: `staff_session=${session}` } })
      ).json().locked,
    ).toBe(false);
  });

  it("refuses session A's token on session B", async () => {
    const a = await signIn('tab-a');
    const b = await signIn('tab-b');
    expect(a.xsrf).not.toBe(b.xsrf);
    const res = await lock(tab({ staff_session: b.session, 'XSRF-TOKEN': a.xsrf }, a.xsrf));
    expect(res.statusCode).toBe(419);
    expect(res.json().message).toBe(XSRF_REFUSED);
    expect((await lock(tab({ staff_session: b.session, 'XSRF-TOKEN': b.xsrf }, b.xsrf))).statusCode).toBe(
      200,
    );
  });

  it('still takes the plain double-submit pair on the sign-in route, and refuses a mismatched one', async () => {
    const stale = await signIn('old-tab');
    // A browser still holding an ended session's cookies signs in with the pair it has.
    const again = await app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: tab({ staff_session: stale.session, 'XSRF-TOKEN': 'fresh-pair' }, 'fresh-pair'),
      payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    expect(again.statusCode).toBe(200);
    const mismatched = await app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: tab({ 'XSRF-TOKEN': 'one' }, 'other'),
      payload: { username: DEMO_ADMIN.username, password: DEMO_ADMIN.password },
    });
    expect(mismatched.statusCode).toBe(419);
  });

  it('replaces the token at sign-out, and the tab signs in again with the new pair', async () => {
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const out = await admin.post('/api/staff/auth/logout');
    expect(out.statusCode).toBe(200);
    const fresh = out.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(fresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh?.value).not.toBe(admin.xsrf);
    // The next sign-in from this tab, with the replaced pair, works.
    const next = await staffClient(app, undefined, fresh!.value).post('/api/staff/auth/login', {
      username: DEMO_ADMIN.username,
      password: DEMO_ADMIN.password,
    });
    expect(next.statusCode).toBe(200);
  });

  it('gives a signed-in tab that lost its XSRF cookie its session token back', async () => {
    const { session, xsrf } = await signIn('before');
    const res = await app.inject({
      url: '/api/staff/auth/me',
      headers: { cookie: `staff_session=${session}` },
    });
    expect(res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(xsrf);
  });
});
