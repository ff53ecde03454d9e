import { ALL_PERMISSIONS } from '@topup/contracts/permissions.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import type { StaffClient } from '../../test/staff-client.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { operatorWithRole } from '../roles/role-operator.fixture.ts';
import { transactions } from './transactions.table.ts';

/** Every kind capped at RM 100 (teller) or RM 1,000 (supervisor); admin (Super Admin) has none. */
const limits = (ringgit: string) => ({
  amount_limits: { adjustment: ringgit, quick_topup: ringgit, insert: ringgit, withdrawal_approval: ringgit },
});

describe('second approver: amount limits per role, the Awaiting Second Approval queue', () => {
  let kit: MoneyKit;
  let teller: StaffClient;
  let teller2: StaffClient;
  let supervisor: StaffClient;
  let viewer: StaffClient;
  let megaId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    teller = (await operatorWithRole(kit.app, kit.admin, [...ALL_PERMISSIONS], limits('100'))).client;
    teller2 = (await operatorWithRole(kit.app, kit.admin, [...ALL_PERMISSIONS], limits('100'))).client;
    supervisor = (await operatorWithRole(kit.app, kit.admin, [...ALL_PERMISSIONS], limits('1000'))).client;
    viewer = (await operatorWithRole(kit.app, kit.admin, ['transactions.view', 'deposits.view'])).client;
    megaId = (await kit.openDemoAccount('Mega888')).id;
    bankId = await kit.firstBankId();
  });
  afterAll(async () => kit.close());

  const adjust = (client: StaffClient, amount: number, extra: object = {}) =>
    client.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount,
      direction: 'add',
      remark: 'goodwill',
      ...extra,
    });
  const act = (client: StaffClient, id: number, action: string, body: object = {}) =>
    client.post(`/api/staff/transactions/${id}/${action}`, body);
  const rowOf = async (id: number) =>
    (await kit.app.ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

  it('refuses an adjustment without a remark, in the request language, writing nothing', async () => {
    const before = await kit.providerBalance(megaId);
    for (const [locale, text] of [
      ['en', 'Please enter a remark for the adjustment.'],
      ['bm', 'Sila masukkan catatan untuk pelarasan.'],
      ['cn', '请填写调整备注。'],
    ]) {
      const res = await kit.admin.request({
        method: 'POST',
        url: '/api/staff/adjustments',
        payload: { member_account_id: megaId, amount: 5, direction: 'add', remark: '  ' },
        headers: { 'idempotency-key': crypto.randomUUID(), locale: locale! },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(text);
    }
    expect((await adjust(kit.admin, 5, { remark: undefined })).statusCode).toBe(422);
    expect(await kit.providerBalance(megaId)).toBe(before);
  });

  it('moves at once within the limit', async () => {
    const before = await kit.providerBalance(megaId);
    const res = await adjust(teller, 100);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('success');
    expect(await kit.providerBalance(megaId)).toBe(before + 100_00);
  });

  it('above the limit waits, moves nothing, and shows in the queue and its count', async () => {
    const before = await kit.providerBalance(megaId);
    const res = await adjust(teller, 500);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      'Above your limit: it now waits for a second approval. No money has moved.',
    );
    const id = res.json().data.id as number;
    expect(res.json().data).toMatchObject({
      status: 'pending',
      approval_limit: 'adjustment',
      claimed_by: null,
    });
    expect(await kit.providerBalance(megaId)).toBe(before);
    const queue = await kit.admin.get('/api/staff/money/second-approval');
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().data.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ first_approved_by_name: expect.any(String), amount: '500.00' });
    const count = await kit.admin.get('/api/staff/money/second-approval/count');
    expect(count.json().data.count).toBeGreaterThanOrEqual(1);

    // The first approver cannot be the second; an operator whose own limit is lower is refused.
    const own = await act(teller, id, 'approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You approved this first: a second operator must approve it.');
    const weaker = await act(teller2, id, 'approve');
    expect(weaker.statusCode).toBe(403);
    expect(weaker.json().message).toMatch(/above your own limit/);
    expect(await kit.providerBalance(megaId)).toBe(before);

    const second = await act(supervisor, id, 'approve');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.status).toBe('success');
    expect(await kit.providerBalance(megaId)).toBe(before + 500_00);
    expect((await act(kit.admin, id, 'approve')).statusCode).toBe(409);
    expect(await kit.providerBalance(megaId)).toBe(before + 500_00);
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });

  it('a weaker role (no approve permission) gets 403 and the row stays waiting', async () => {
    const id = (await adjust(teller, 200)).json().data.id as number;
    const res = await act(viewer, id, 'approve');
    expect(res.statusCode).toBe(403);
    expect((await act(viewer, id, 'reject', { remark: 'no' })).statusCode).toBe(403);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('the second approver rejects with a reason; nothing moves', async () => {
    const before = await kit.providerBalance(megaId);
    const id = (await adjust(teller, 300)).json().data.id as number;
    expect((await act(supervisor, id, 'reject', {})).statusCode).toBe(422);
    const res = await act(supervisor, id, 'reject', { remark: 'not agreed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', remark: 'not agreed' });
    expect(await kit.providerBalance(megaId)).toBe(before);
  });

  it('Quick Topup above the limit waits; the second approval credits it once', async () => {
    const before = await kit.providerBalance(megaId);
    const res = await teller.post('/api/staff/money/quick-topup', {
      member_account_id: megaId,
      amount: 250,
      bank_id: bankId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({ status: 'pending', approvalLimit: 'quick_topup' });
    expect(await kit.providerBalance(megaId)).toBe(before);
    expect((await act(supervisor, id, 'approve')).statusCode).toBe(200);
    expect(await kit.providerBalance(megaId)).toBe(before + 250_00);
  });

  it('Transaction Insert above the limit: only another operator may approve it', async () => {
    const res = await teller.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 150,
      bank_id: bankId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(await rowOf(id)).toMatchObject({ status: 'pending', approvalLimit: 'insert' });
    expect((await act(teller, id, 'approve')).statusCode).toBe(403);
    const before = await kit.providerBalance(megaId);
    expect((await act(supervisor, id, 'approve')).statusCode).toBe(200);
    expect(await kit.providerBalance(megaId)).toBe(before + 150_00);
  });

  it("a withdrawal's approval above the limit waits for the second approver", async () => {
    const balance = await kit.providerBalance(megaId);
    const created = await kit.admin.post('/api/staff/withdrawals', {
      member_account_id: megaId,
      amount: balance / 100,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const first = await act(teller, id, 'approve');
    expect(first.statusCode, first.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', approvalLimit: 'withdrawal_approval' });
    expect(await kit.providerBalance(megaId)).toBe(balance);
    expect((await act(kit.admin, id, 'approve')).statusCode).toBe(200);
    expect(await kit.providerBalance(megaId)).toBe(0);
  });

  it("a role above the actor's own limits is refused (rank rule)", async () => {
    const res = await teller.post('/api/staff/roles', { name: 'Bigger', permissions: [], ...limits('5000') });
    expect(res.statusCode).toBe(403);
    const none = await teller.post('/api/staff/roles', { name: 'Unlimited', permissions: [] });
    expect(none.statusCode).toBe(403);
    const within = await teller.post('/api/staff/roles', {
      name: 'Within',
      permissions: [],
      ...limits('50'),
    });
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json().data.amount_limits.adjustment).toBe('50.00');
  });
});
