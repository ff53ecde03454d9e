import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN } from '../modules/access/access.demo.ts';
import { RANK_TEST_PASSWORD } from '../modules/roles/role-operator.fixture.ts';
import type { StaffRouteEntry } from '../platform/staff-auth.ts';
import { concreteUrl, writeProbeSql } from './attack-vectors.ts';
import { loginAs, type StaffClient } from './staff-client.ts';
import { createTestApp } from './test-app.ts';

/** Tables a refused request may write: the session's sliding expiry and the log of the refusal. */
const LOGGED_TABLES = ['staff_sessions', 'activity_log', 'staff_login_attempts'];
const KNOWN_WRITES = [
  'POST /api/staff/roles',
  'PUT /api/staff/roles/:id',
  'POST /api/staff/operators',
  'PUT /api/staff/operators/:id',
];
const REFUSAL = /above your rank|your own role/;

type Kind = 'role' | 'operator';
type Attempt = { label: string; url: string; body: Record<string, unknown> };

/** What a route writes, by its declared permission or, failing that, its address. */
function writtenKind(route: StaffRouteEntry): Kind | null {
  if (route.method === 'GET') return null;
  if (route.access === 'roles.manage' || route.url.startsWith('/api/staff/roles')) return 'role';
  if (route.access === 'operators.manage' || route.url.startsWith('/api/staff/operators')) return 'operator';
  return null;
}

/**
 * The standing rank attack: every route that writes roles or operators (enumerated from
 * Fastify's route table) is called by an operator holding roles.manage and operators.manage
 * but a narrow rank (gateway off, a few permissions), against roles and operators above it and
 * against its own role and account. Each must answer 403 and write nothing.
 */
describe('attack: role and operator writes stay within rank', () => {
  let app: App;
  let admin: StaffClient;
  let weak: StaffClient;
  const ids = {} as Record<
    | 'weakRole'
    | 'peerRole'
    | 'strongRole'
    | 'openRole'
    | 'superRole'
    | 'weakOp'
    | 'peerOp'
    | 'strongOp'
    | 'openOp'
    | 'superOp',
    number
  >;

  const writes = async (): Promise<number> => {
    const result = await app.ctx.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from attack_write_probe`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };
  const role = async (name: string, permissions: string[], payment_gateway: '0' | '1') => {
    const res = await admin.post('/api/staff/roles', { name, permissions, payment_gateway });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const operator = async (username: string, roleId: number) => {
    const res = await admin.post('/api/staff/operators', {
      name: username,
      username,
      password: RANK_TEST_PASSWORD,
      role_id: roleId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const current = async (kind: Kind, id: number): Promise<Record<string, unknown>> =>
    (await admin.get(`/api/staff/${kind}s/${id}`)).json().data;

  beforeAll(async () => {
    app = await createTestApp();
    await app.ctx.database.rawTransaction((exec) => exec(writeProbeSql(LOGGED_TABLES)));
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    const me = (await admin.get('/api/staff/auth/me')).json();
    ids.superRole = me.role.id;
    ids.superOp = me.operator.id;
    ids.weakRole = await role(
      'Rank attacker',
      ['roles.view', 'roles.manage', 'operators.view', 'operators.manage', 'members.view'],
      '0',
    );
    ids.peerRole = await role('Rank peer', ['members.view'], '0');
    ids.strongRole = await role('Rank stronger', ['members.view', 'deposits.approve'], '0');
    ids.openRole = await role('Rank open gateway', ['members.view'], '1');
    ids.weakOp = await operator('rankattacker', ids.weakRole);
    ids.peerOp = await operator('rankpeer', ids.peerRole);
    ids.strongOp = await operator('rankstronger', ids.strongRole);
    ids.openOp = await operator('rankopen', ids.openRole);
    weak = await loginAs(app, 'rankattacker', RANK_TEST_PASSWORD);
  });
  afterAll(async () => app?.close());

  const rankRoutes = () => app.routes.filter((route) => writtenKind(route) !== null);

  /** Requests that would write a role or operator above the attacker's rank, or its own. */
  async function attempts(route: StaffRouteEntry): Promise<Attempt[]> {
    const kind = writtenKind(route)!;
    const hasId = route.url.includes(':');
    if (kind === 'role') {
      const create = { permissions: ['members.view'], payment_gateway: '0', bank_group_ids: [] };
      if (!hasId)
        return [
          {
            label: 'create a stronger role',
            url: route.url,
            body: { ...create, name: 'X1', permissions: ['deposits.approve'] },
          },
          {
            label: 'create a wider gateway',
            url: route.url,
            body: { ...create, name: 'X2', payment_gateway: '1' },
          },
        ];
      const on = async (label: string, id: number, changes: Record<string, unknown>) => ({
        label,
        url: concreteUrl(route.url, String(id)),
        body: { ...(await current('role', id)), ...changes },
      });
      return [
        await on('strip a stronger role', ids.strongRole, { permissions: ['members.view'] }),
        await on('deactivate a stronger role', ids.strongRole, { status: 'inactive' }),
        await on('narrow a wider gateway', ids.openRole, { payment_gateway: '0' }),
        await on('strip Super Admin', ids.superRole, { permissions: ['members.view'] }),
        await on('widen its own gateway', ids.weakRole, { payment_gateway: '1', bank_group_ids: [] }),
        await on('deactivate its own role', ids.weakRole, { status: 'inactive' }),
      ];
    }
    const password = 'Taken-over-passphrase-2026';
    if (!hasId)
      return [ids.strongRole, ids.openRole, ids.superRole].map((roleId, n) => ({
        label: `create an operator in role ${roleId}`,
        url: route.url,
        body: { name: `X${n}`, username: `rankx${n}`, password, role_id: roleId, status: 'active' },
      }));
    const on = async (label: string, id: number, changes: Record<string, unknown>) => ({
      label,
      url: concreteUrl(route.url, String(id)),
      body: { ...(await current('operator', id)), password, ...changes },
    });
    return [
      await on('reset a stronger operator', ids.strongOp, {}),
      await on('reset a wider-gateway operator', ids.openOp, {}),
      await on('reset Super Admin', ids.superOp, {}),
      await on('deactivate a stronger operator', ids.strongOp, { password: undefined, status: 'inactive' }),
      await on('move a stronger operator down', ids.strongOp, { password: undefined, role_id: ids.peerRole }),
      await on('move a peer into a stronger role', ids.peerOp, {
        password: undefined,
        role_id: ids.strongRole,
      }),
      await on('move a peer into a wider gateway', ids.peerOp, {
        password: undefined,
        role_id: ids.openRole,
      }),
      await on('move itself into a stronger role', ids.weakOp, {
        password: undefined,
        role_id: ids.strongRole,
      }),
    ];
  }

  it('enumerates the routes that write roles or operators, the known ones among them', () => {
    const found = rankRoutes().map((route) => `${route.method} ${route.url}`);
    expect(found.length).toBeGreaterThanOrEqual(KNOWN_WRITES.length);
    expect(found).toEqual(expect.arrayContaining(KNOWN_WRITES));
  });

  it('refuses every such write above the actor rank with 403, and writes nothing', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of rankRoutes()) {
      for (const attempt of await attempts(route)) {
        tried++;
        const before = await writes();
        const res = await weak.request({
          method: route.method as 'POST',
          url: attempt.url,
          payload: attempt.body,
          headers: { 'idempotency-key': `rank-${tried}` },
        });
        const where = `${route.method} ${route.url} (${attempt.label})`;
        if (res.statusCode !== 403 || !REFUSAL.test(res.json().message ?? ''))
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        if ((await writes()) !== before) failures.push(`${where}: refused but wrote`);
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThanOrEqual(16);
    // The probe sees a write within rank, so "nothing written" above is not vacuous.
    const before = await writes();
    const within = await weak.put(`/api/staff/roles/${ids.peerRole}`, {
      ...(await current('role', ids.peerRole)),
      name: 'Rank peer renamed',
    });
    expect(within.statusCode).toBe(200);
    expect(await writes()).toBeGreaterThan(before);
  });
});
