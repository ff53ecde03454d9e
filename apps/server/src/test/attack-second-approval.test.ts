import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CS } from '../modules/access/access.demo.ts';
import { operatorWithRole } from '../modules/roles/role-operator.fixture.ts';
import { writeProbeSql } from './attack-vectors.ts';
import { type MoneyKit, startMoneyKit } from './money-test-kit.ts';
import { loginAs, type StaffClient } from './staff-client.ts';

/** Tables a refused request may write: the session's sliding expiry and the log of refusals. */
const LOGGED_TABLES = ['staff_sessions', 'activity_log', 'staff_login_attempts'];
const limits = (ringgit: unknown) => ({
  amount_limits: { adjustment: ringgit, quick_topup: ringgit, insert: ringgit, withdrawal_approval: ringgit },
});

/**
 * The second approver tried by those who must not move the money: the first approver on their
 * own transaction, an operator with the permission but a lower limit, one without the
 * permission, the demo customer-service role; and hostile amount limits on the role routes.
 * Each is refused with a 4xx and writes nothing.
 */
describe('attack suite: second approval', () => {
  let kit: MoneyKit;
  let waiting: number[];
  const actors: Record<string, StaffClient> = {};

  const writes = async (): Promise<number> => {
    const result = await kit.app.ctx.db.execute(
      sql`select coalesce(sum(n), 0)::int as n from attack_write_probe`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };

  beforeAll(async () => {
    kit = await startMoneyKit();
    const role = (ringgit: string) =>
      operatorWithRole(kit.app, kit.admin, [...ALL_PERMISSIONS], limits(ringgit));
    actors.first = (await role('100')).client;
    actors.lowerLimit = (await role('100')).client;
    actors.noPermission = (await operatorWithRole(kit.app, kit.admin, ['transactions.view'])).client;
    actors.cs1 = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    const megaId = (await kit.openDemoAccount('Mega888')).id;
    const adjustment = await actors.first.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: 900,
      direction: 'add',
      remark: 'attack',
    });
    const inserted = await actors.first.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 800,
      bank_id: await kit.firstBankId(),
    });
    waiting = [adjustment.json().data.id, inserted.json().data.id];
    await kit.app.ctx.database.rawTransaction((exec) => exec(writeProbeSql(LOGGED_TABLES)));
  });
  afterAll(async () => kit?.close());

  it('nobody but a second operator whose limit covers it approves or rejects a waiting transaction', async () => {
    const failures: string[] = [];
    for (const id of waiting)
      for (const [actor, client] of Object.entries(actors))
        for (const [action, body] of [
          ['approve', {}],
          ['reject', { remark: 'attack' }],
          ['void', { remark: 'attack' }],
          ['complete', {}],
        ] as const) {
          // Any operator with the permission may reject it (nothing moves); all else is refused.
          if ((actor === 'lowerLimit' || actor === 'first') && action === 'reject') continue;
          const before = await writes();
          const res = await client.post(`/api/staff/transactions/${id}/${action}`, body);
          const wrote = (await writes()) - before;
          if (res.statusCode < 400 || res.statusCode >= 500 || wrote !== 0)
            failures.push(`${actor} ${action} #${id}: ${res.statusCode}, ${wrote} writes`);
        }
    expect(failures).toEqual([]);
  });

  it('hostile amount limits on the role routes answer 4xx, never 5xx, and write nothing', async () => {
    const failures: string[] = [];
    const perKind = [-1, 0, 'abc', '1.234', 1e30, '9'.repeat(40), {}, [], true];
    const whole = ['abc', 5, [], true, { adjustment: 'x' }, { insert: -5 }];
    const bodies = [
      ...perKind.map((value) => limits(value)),
      ...whole.map((value) => ({ amount_limits: value })),
    ].map((fields, n) => ({ name: `Hostile ${n}`, permissions: [], ...fields }));
    for (const body of bodies) {
      const before = await writes();
      const res = await kit.admin.post('/api/staff/roles', body);
      const wrote = (await writes()) - before;
      if (res.statusCode < 400 || res.statusCode >= 500 || wrote !== 0)
        failures.push(`${JSON.stringify(body.amount_limits)}: ${res.statusCode}, ${wrote} writes`);
    }
    expect(failures).toEqual([]);
  });
});
