import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../modules/access/access.demo.ts';
import { concreteUrl, writeProbeSql } from './attack-vectors.ts';
import { operatorInRole } from './operator-in-role.ts';
import { loginAs, type StaffClient } from './staff-client.ts';
import { depositWithReceipt } from './staff-deposit.ts';
import { createTestApp } from './test-app.ts';

/** Tables a refused request may write: the session's sliding expiry and the log of refusals. */
const LOGGED_TABLES = ['staff_sessions', 'activity_log', 'staff_login_attempts'];
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').toString('base64');
const HTML_AS_PDF = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');

/**
 * The receipt routes (found in Fastify's route table, not listed by hand) tried by weaker actors:
 * no money permission, a payment gateway that hides the deposit, another operator's upload not
 * yet attached, and hostile uploads. Each is refused with a 4xx and writes nothing.
 */
describe('attack suite: receipts', () => {
  let app: App;
  let attachedId: number;
  let unattachedId: number;
  const actors: Record<string, StaffClient> = {};

  const writes = async (): Promise<number> => {
    const result = await app.ctx.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from attack_write_probe`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  beforeAll(async () => {
    app = await createTestApp();
    const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const upload = async () => (await admin.post('/api/staff/money/receipts', { data: PNG })).json().data;
    const attached = await upload();
    attachedId = attached.id;
    unattachedId = (await upload()).id;
    const deposit = await depositWithReceipt(app, admin, 20, attached.url);
    expect(deposit.statusCode, deposit.body).toBe(200);
    actors.cs1 = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    actors.noMoney = (await operatorInRole(app, ['transactions.view'])).client;
    actors.gatewayOff = (
      await operatorInRole(app, ['transactions.view', 'deposits.create'], { paymentGateway: '0' })
    ).client;
    await app.ctx.database.rawTransaction((exec) => exec(writeProbeSql(LOGGED_TABLES)));
  });
  afterAll(async () => app?.close());

  const receiptRoutes = () => app.routes.filter((r) => r.url.startsWith('/api/staff/money/receipts'));

  const attempts = (method: string, url: string): [string, InjectOptions][] => {
    if (method === 'POST')
      return [
        ['cs1', { method, url, payload: { content_type: 'image/png', data: PNG } }],
        ['noMoney', { method, url, payload: { content_type: 'image/png', data: PNG } }],
        ['gatewayOff', { method, url, payload: { content_type: 'application/pdf', data: HTML_AS_PDF } }],
      ];
    return [
      ['gatewayOff', { method, url: concreteUrl(url, String(attachedId)) }],
      ['gatewayOff', { method, url: concreteUrl(url, String(unattachedId)) }],
      ['noMoney', { method, url: concreteUrl(url, String(unattachedId)) }],
      ['cs1', { method, url: concreteUrl(url, String(unattachedId)) }],
    ];
  };

  it('every receipt route refuses the weaker actor and writes nothing', async () => {
    const routes = receiptRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/staff/money/receipts/:id',
      'POST /api/staff/money/receipts',
    ]);
    const failures: string[] = [];
    for (const route of routes)
      for (const [actor, options] of attempts(route.method, route.url)) {
        const before = await writes();
        const res = await actors[actor]!.request({
          ...options,
          headers: { 'idempotency-key': crypto.randomUUID() },
        });
        const wrote = (await writes()) - before;
        if (res.statusCode < 400 || res.statusCode >= 500 || wrote !== 0)
          failures.push(`${actor} ${options.method} ${options.url}: ${res.statusCode}, ${wrote} writes`);
      }
    expect(failures).toEqual([]);
  });
});
