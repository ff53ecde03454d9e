import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import type { StaffClient } from '../../test/staff-client.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { operatorWithRole } from '../roles/role-operator.fixture.ts';
import { transactions } from './transactions.table.ts';

const ROUNDS = 10;
const limits = (ringgit: string) => ({
  amount_limits: { adjustment: ringgit, quick_topup: ringgit, insert: ringgit, withdrawal_approval: ringgit },
});

/**
 * On real PostgreSQL, where connections really race: second approvers pressing Approve at once
 * on one waiting transaction move its money exactly once (the claim's conditional update), and
 * two first approvals at once record one first approver.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('second approval under concurrency (PostgreSQL)', () => {
  let kit: MoneyKit;
  let tellers: StaffClient[];
  let approvers: StaffClient[];
  let megaId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 5000 });
    const role = (ringgit: string) =>
      operatorWithRole(kit.app, kit.admin, [...ALL_PERMISSIONS], limits(ringgit));
    tellers = [(await role('100')).client, (await role('100')).client];
    approvers = [(await role('10000')).client, (await role('10000')).client, kit.admin];
    megaId = (await kit.openDemoAccount('Mega888')).id;
  });
  afterAll(async () => kit.close());

  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  };

  it(`${3 * ROUNDS} parallel second approvals by three operators credit once`, async () => {
    const before = await kit.providerBalance(megaId);
    const waiting = await tellers[0]!.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: 700,
      direction: 'add',
      remark: 'race',
    });
    const id = waiting.json().data.id as number;
    expect(waiting.json().data.status).toBe('pending');
    const responses = await Promise.all(
      Array.from({ length: ROUNDS }).flatMap(() =>
        approvers.map((client) => client.post(`/api/staff/transactions/${id}/approve`)),
      ),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 409: approvers.length * ROUNDS - 1 });
    const approvals = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'transaction.approve'), eq(activityLog.targetId, String(id))));
    expect(approvals).toHaveLength(1);
    expect(await kit.providerBalance(megaId)).toBe(before + 700_00);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(before + 700_00);
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });

  it('approve and reject at once on a waiting transaction: one wins, money moves at most once', async () => {
    const before = await kit.providerBalance(megaId);
    const id = (
      await tellers[0]!.post('/api/staff/adjustments', {
        member_account_id: megaId,
        amount: 400,
        direction: 'add',
        remark: 'race',
      })
    ).json().data.id as number;
    const responses = await Promise.all(
      Array.from({ length: ROUNDS }).flatMap(() => [
        approvers[0]!.post(`/api/staff/transactions/${id}/approve`),
        approvers[1]!.post(`/api/staff/transactions/${id}/reject`, { remark: 'no' }),
      ]),
    );
    expect(statuses(responses)[200]).toBe(1);
    const [row] = await kit.app.ctx.db.select().from(transactions).where(eq(transactions.id, id));
    const moved = row!.status === 'success' ? 400_00 : 0;
    expect(['success', 'failed']).toContain(row!.status);
    expect(await kit.providerBalance(megaId)).toBe(before + moved);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(before + moved);
  });

  it('two first approvals of one withdrawal at once record one first approver and move nothing', async () => {
    const balance = await kit.providerBalance(megaId);
    const created = await kit.admin.post('/api/staff/withdrawals', {
      member_account_id: megaId,
      amount: balance / 100,
    });
    const id = created.json().data.id as number;
    const responses = await Promise.all(
      Array.from({ length: ROUNDS }).flatMap(() =>
        tellers.map((client) => client.post(`/api/staff/transactions/${id}/approve`)),
      ),
    );
    const codes = statuses(responses);
    expect(codes[200]).toBe(1);
    const [row] = await kit.app.ctx.db.select().from(transactions).where(eq(transactions.id, id));
    expect(row).toMatchObject({ status: 'pending', approvalLimit: 'withdrawal_approval' });
    expect(await kit.providerBalance(megaId)).toBe(balance);
  });
});
