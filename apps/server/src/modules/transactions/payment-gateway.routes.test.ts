import type { Permission } from '@topup/contracts/permissions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { gatewayBanks } from '../../test/gateway-banks.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { members } from '../members/members.table.ts';
import { operatorWithRole } from '../roles/role-operator.fixture.ts';
import { transactions } from './transactions.table.ts';

const OUTSIDE = "This transaction's bank is not in your role's payment gateway.";
const DESK: Permission[] = [
  'deposits.view',
  'deposits.claim',
  'deposits.reject',
  'deposits.approve',
  'deposits.fraud',
];

/**
 * A role's payment gateway (its bank groups) decides which deposits and withdrawals its
 * operators see in the queues and lists and may act on; the server is the judge.
 */
describe("the role's payment gateway on lists and actions", () => {
  let app: App;
  let admin: StaffClient;
  let desk: StaffClient;
  let closed: StaffClient;
  let memberId: number;
  let accountId: number;
  let onlineBank: number;
  let ewalletBank: number;
  let onlineGroup: number;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    ({ onlineGroup, onlineBank, ewalletBank } = await gatewayBanks(app.ctx.db));
    const [member] = await app.ctx.db
      .insert(members)
      .values({ name: 'Gateway', phone: '60166666666' })
      .returning();
    memberId = member!.id;
    const [demo] = await app.ctx.db.select().from(members).where(eq(members.name, 'demo'));
    const [account] = await app.ctx.db
      .select()
      .from(memberAccounts)
      .where(eq(memberAccounts.memberId, demo!.id));
    accountId = account!.id;
    desk = (
      await operatorWithRole(
        app,
        admin,
        [...DESK, 'transactions.view', 'withdrawals.view', 'deposits.create', 'transactions.quick_topup'],
        {
          payment_gateway: '1',
          bank_group_ids: [onlineGroup],
        },
      )
    ).client;
    closed = (await operatorWithRole(app, admin, [...DESK, 'transactions.view'], { payment_gateway: '0' }))
      .client;
  });
  afterAll(async () => app.close());

  const pending = async (type: 'deposit' | 'withdrawal', bankId: number | null) =>
    (
      await app.ctx.db
        .insert(transactions)
        .values({
          memberId,
          type,
          amountSen: 900,
          status: 'pending',
          depositBankId: type === 'deposit' ? bankId : null,
          withdrawBankId: type === 'withdrawal' ? bankId : null,
        })
        .returning()
    )[0]!;
  const ids = async (client: StaffClient, url: string) =>
    ((await client.get(url)).json().data as { id: number }[]).map((r) => r.id);

  it("lists only the deposits of the role's bank groups (and those with no bank yet) in the queue and the list", async () => {
    const inGroup = await pending('deposit', onlineBank);
    const outside = await pending('deposit', ewalletBank);
    const noBank = await pending('deposit', null);
    const outsideWithdrawal = await pending('withdrawal', ewalletBank);
    const queue = await ids(desk, `/api/staff/money/pending-deposits?q=Gateway&per_page=100`);
    expect(queue).toEqual(expect.arrayContaining([inGroup.id, noBank.id]));
    expect(queue).not.toContain(outside.id);
    const list = await ids(desk, `/api/staff/transactions?member_id=${memberId}&per_page=100`);
    expect(list).toEqual(expect.arrayContaining([inGroup.id, noBank.id]));
    expect(list).not.toContain(outside.id);
    expect(list).not.toContain(outsideWithdrawal.id);
    // Super Admin sees every group; a role with its gateway off sees no deposit at all.
    expect(await ids(admin, `/api/staff/transactions?member_id=${memberId}&per_page=100`)).toEqual(
      expect.arrayContaining([inGroup.id, outside.id, noBank.id, outsideWithdrawal.id]),
    );
    expect(await ids(closed, `/api/staff/transactions?member_id=${memberId}&per_page=100`)).toEqual([]);
  });

  it('refuses the detail and every action on a deposit outside the gateway, and allows them inside', async () => {
    const outside = await pending('deposit', ewalletBank);
    const detail = await desk.get(`/api/staff/transactions/${outside.id}`);
    expect(detail.statusCode).toBe(403);
    expect(detail.json().message).toBe(OUTSIDE);
    for (const action of ['claim', 'reject', 'fraud', 'approve']) {
      const res = await desk.post(`/api/staff/transactions/${outside.id}/${action}`, { remark: 'no' });
      expect(res.statusCode, action).toBe(403);
      expect(res.json().message).toBe(OUTSIDE);
    }
    const [after] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, outside.id));
    expect(after).toMatchObject({ status: 'pending', claimedBy: null });

    const inside = await pending('deposit', onlineBank);
    expect((await desk.get(`/api/staff/transactions/${inside.id}`)).statusCode).toBe(200);
    expect((await desk.post(`/api/staff/transactions/${inside.id}/claim`)).statusCode).toBe(200);
    const rejected = await desk.post(`/api/staff/transactions/${inside.id}/reject`, { remark: 'Duplicate' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.status).toBe('failed');
  });

  it('refuses a role whose gateway is off on every deposit, and answers in the request language', async () => {
    const noBank = await pending('deposit', null);
    const res = await closed.request({
      method: 'POST',
      url: `/api/staff/transactions/${noBank.id}/claim`,
      headers: { 'idempotency-key': 'gateway-off-claim', locale: 'bm' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Bank transaksi ini tiada dalam gerbang pembayaran peranan anda.');
  });

  it('refuses a staff deposit or Quick Topup into a bank outside the gateway before anything is written', async () => {
    const before = await app.ctx.db.select().from(transactions);
    for (const url of ['/api/staff/deposits', '/api/staff/money/quick-topup']) {
      const res = await desk.post(url, {
        member_account_id: accountId,
        amount: '10.00',
        bank_id: ewalletBank,
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(OUTSIDE);
    }
    expect((await app.ctx.db.select().from(transactions)).length).toBe(before.length);
  });

  it("offers only the gateway's banks, shows only its deposits in a member's history, and refuses matching another gateway's statement line", async () => {
    const clerk = (
      await operatorWithRole(app, admin, ['members.view', 'bank_transactions.match'], {
        payment_gateway: '1',
        bank_group_ids: [onlineGroup],
      })
    ).client;
    const banksOffered = (await clerk.get('/api/staff/money/options')).json().data.banks as {
      value: number;
    }[];
    expect(banksOffered.map((b) => b.value)).toContain(onlineBank);
    expect(banksOffered.map((b) => b.value)).not.toContain(ewalletBank);
    expect((await closed.get('/api/staff/money/options')).json().data.banks).toEqual([]);

    const inGroup = await pending('deposit', onlineBank);
    const outside = await pending('deposit', ewalletBank);
    const history = (await clerk.get(`/api/staff/members/${memberId}`)).json().data.transactions as {
      id: number;
    }[];
    expect(history.map((t) => t.id)).toContain(inGroup.id);
    expect(history.map((t) => t.id)).not.toContain(outside.id);

    const line = async (bankId: number) =>
      (
        await admin.post('/api/staff/bank-transactions', {
          bank_id: bankId,
          transacted_at: new Date().toISOString(),
          description: 'GATEWAY LINE',
          deposit_amount: '9',
        })
      ).json().data.id as number;
    const elsewhere = await line(ewalletBank);
    const suggestions = await clerk.get(`/api/staff/bank-transactions/${elsewhere}/suggestions`);
    expect(suggestions.statusCode).toBe(403);
    expect(suggestions.json().message).toBe(OUTSIDE);
    const match = await clerk.post(`/api/staff/bank-transactions/${elsewhere}/match`, {
      transaction_ids: [outside.id],
    });
    expect(match.statusCode).toBe(403);
    const ours = await line(onlineBank);
    expect((await clerk.get(`/api/staff/bank-transactions/${ours}/suggestions`)).statusCode).toBe(200);
  });
});
