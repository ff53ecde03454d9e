import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { registerStaffAuth } from '../../platform/staff-auth.ts';
import { loginAs, type StaffClient, staffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';

/**
 * Every staff route declares the access it needs, and the server enforces it. This
 * walks every route the app registered under /api/staff/, whoever wrote it.
 */
describe('staff permission matrix', () => {
  let app: App;
  let nobody: StaffClient;

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const role = await admin.post('/api/staff/roles', { name: 'No Permissions', permissions: [] });
    expect(role.statusCode).toBe(200);
    const operator = await admin.post('/api/staff/operators', {
      name: 'Nobody',
      username: 'nobody',
      password: 'Empty-tundra-quill-51',
      role_id: role.json().data.id,
    });
    expect(operator.statusCode).toBe(200);
    nobody = await loginAs(app, 'nobody', 'Empty-tundra-quill-51');
  });
  afterAll(async () => app.close());

  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
  const call = (client: StaffClient, method: string, url: string) =>
    client.request({
      method: method as 'GET',
      url: concrete(url),
      ...(method === 'GET' ? {} : { payload: {} }),
    });

  it('registers the staff routes of this issue with their declarations', () => {
    const routes = new Map(app.staffRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(routes.get('POST /api/staff/auth/login')).toBe('public');
    expect(routes.get('GET /api/staff/auth/me')).toBe('authenticated');
    expect(routes.get('GET /api/staff/operators')).toBe('operators.view');
    expect(routes.get('PUT /api/staff/roles/:id')).toBe('roles.manage');
    expect(routes.get('GET /api/staff/activity-log')).toBe('activity_log.view');
    // The stream is per queue the operator may see (deposits/withdrawals/dashboard view), checked inside.
    expect(routes.get('GET /api/staff/live')).toBe('authenticated');
    // These answered any signed-in operator.
    expect(routes.get('GET /api/staff/money/account-options')).toBe('members.view');
    expect(routes.get('GET /api/staff/money/receipts/:id')).toBe('transactions.view');
  });

  it('decides access from the matched route, not the raw address (/api/%73taff/)', async () => {
    const anonymous = staffClient(app);
    for (const url of ['/api/%73taff/members/1', '/api/st%61ff/operators', '/api/%73taff/activity-log']) {
      const res = await anonymous.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toMatch(/phone|password|username/i);
    }
    const post = await app.inject({ method: 'POST', url: '/api/%73taff/reconciliation/run', payload: {} });
    expect(post.statusCode).toBe(419); // no XSRF pair (and no session behind it either)
  });

  it('refuses every non-public staff route without a session (401)', async () => {
    const anonymous = staffClient(app);
    const failures: string[] = [];
    for (const route of app.staffRoutes) {
      if (route.access === 'public') continue;
      const res = await call(anonymous, route.method, route.url);
      if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every permission-guarded staff route to a role without that permission (403)', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of app.staffRoutes) {
      if (route.access === 'public' || route.access === 'authenticated') continue;
      const res = await call(nobody, route.method, route.url);
      checked++;
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} -> ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it('asks a session of any route that declares nothing, wherever it lives', async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    await bare.register(cookie);
    registerStaffAuth(bare, async () => null, []);
    bare.get('/reports/undeclared', async () => 'secret');
    bare.get('/reports/open', { config: { permission: 'public' } }, async () => 'open');
    expect((await bare.inject('/reports/undeclared')).statusCode).toBe(401);
    expect((await bare.inject('/reports/open')).body).toBe('open');
    await bare.close();
  });

  it('refuses to start when a staff route declares no permission', async () => {
    const bare = Fastify();
    registerStaffAuth(bare, async () => null, []);
    expect(() => bare.get('/api/staff/undeclared', async () => 'x')).toThrow(/declares no permission/);
    await bare.close();
  });
});
