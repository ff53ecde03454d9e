import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs, type StaffClient, staffClient } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { banks } from '../banks/banks.table.ts';
import { bonuses } from '../bonuses/bonuses.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { members } from '../members/members.table.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { transactions } from './transactions.table.ts';

describe('staff transaction API: create, claim, approve, reject, fraud, complete, void', () => {
  let kit: MoneyKit;
  let cs: StaffClient;
  let megaId: number;
  let bankId: number;
  let receiptBankId: number;
  let firstBonusId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    const all = await kit.app.ctx.db.select().from(banks);
    bankId = all.find((b) => b.bankName === 'Maybank')!.id;
    receiptBankId = all.find((b) => b.requireReceipt)!.id;
    const [bonus] = await kit.app.ctx.db.select().from(bonuses).where(eq(bonuses.type, 'first_deposit'));
    firstBonusId = bonus!.id;
  });
  afterAll(async () => kit.close());

  const deposit = async (amount: string | number, extra: object = {}) => {
    const res = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount,
      bank_id: bankId,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const act = (id: number | string, action: string, body: object = {}, client = kit.admin) =>
    client.post(`/api/staff/transactions/${id}/${action}`, body);
  const txOf = async (id: number) =>
    (await kit.app.ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;

  it('validates staff deposit input with the spec messages and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ amount: 10, bank_id: bankId }, 'Please select Game ID!'],
      [{ member_account_id: megaId, bank_id: bankId }, 'Please enter topup amount!'],
      [{ member_account_id: megaId, amount: 10 }, 'Please select bank!'],
      [
        { member_account_id: megaId, amount: '1.234', bank_id: bankId },
        'Please enter a valid amount (up to 2 decimals).',
      ],
      [
        { member_account_id: megaId, amount: '-5', bank_id: bankId },
        'Please enter a valid amount (up to 2 decimals).',
      ],
      [
        { member_account_id: megaId, amount: 'Infinity', bank_id: bankId },
        'Please enter a valid amount (up to 2 decimals).',
      ],
      [{ member_account_id: 424242, amount: 10, bank_id: bankId }, 'Member account not found.'],
      [{ member_account_id: megaId, amount: 10, bank_id: 424242 }, 'Bank not found.'],
      [{ member_account_id: megaId, amount: 10, bank_id: 99999999999 }, 'Please select bank!'],
      [{ member_account_id: 99999999999, amount: 10, bank_id: bankId }, 'Please select Game ID!'],
      [
        { member_account_id: megaId, amount: 5, bank_id: bankId },
        'Deposit amount must be greater than or equal to 10.00.',
      ],
      [
        { member_account_id: megaId, amount: 50_001, bank_id: bankId },
        'Deposit amount must be less than or equal to 50000.00.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await kit.admin.post('/api/staff/deposits', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect(await kit.app.ctx.db.select().from(transactions)).toEqual([]);
  });

  it('guards action routes: session, XSRF, permission by type, unknown ids', async () => {
    const id = await deposit(100);
    const anonymous = await staffClient(kit.app).post(`/api/staff/transactions/${id}/approve`);
    expect(anonymous.statusCode).toBe(401);
    const noXsrf = await kit.app.inject({
      method: 'POST',
      url: `/api/staff/transactions/${id}/approve`,
      headers: { cookie: kit.admin.cookie },
    });
    expect(noXsrf.statusCode).toBe(419);
    const forbidden = await act(id, 'approve', {}, cs);
    expect(forbidden.statusCode).toBe(403);
    for (const bad of ['424242', 'abc', '-1', '1.5', '99999999999999']) {
      const res = await act(bad, 'approve');
      expect([404, 422], bad).toContain(res.statusCode);
      expect(res.json().message).toBe('Transaction not found.');
    }
    expect((await txOf(id)).status).toBe('pending');
  });

  it('claim shows who holds it; others cannot act on it', async () => {
    const id = await deposit(50);
    const claimed = await act(id, 'claim', {}, cs);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().data.claimed_by).toBeGreaterThan(0);
    const res = await act(id, 'reject', { remark: 'dup' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This transaction is claimed by CS One.');
  });

  it('reject needs a remark and moves nothing; fraud flags the member', async () => {
    const id = await deposit(60);
    expect((await act(id, 'reject', {})).json().message).toBe('Please enter a remark.');
    const rejected = await act(id, 'reject', { remark: 'no money received' });
    expect(rejected.json().data).toMatchObject({ status: 'failed', remark: 'no money received' });
    expect((await act(id, 'approve')).json().message).toBe('This transaction can no longer be approved.');
    const fraudId = await deposit(70);
    const fraud = await act(fraudId, 'fraud', { remark: 'fake receipt' });
    expect(fraud.json().data).toMatchObject({ status: 'failed', fraud: true });
    const [member] = await kit.app.ctx.db.select().from(members).where(eq(members.id, kit.demoMemberId));
    expect(member!.fraud).toBe(true);
    await kit.app.ctx.db.update(members).set({ fraud: false }).where(eq(members.id, kit.demoMemberId));
    expect(await kit.providerBalance(megaId).catch(() => 0)).toBe(0);
  });

  it('approve credits deposit + bonus at the provider once, books the ledger and sets rollover', async () => {
    const id = await deposit(100, { bonus_id: firstBonusId });
    const res = await act(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'success',
      amount: '100.00',
      bonus: '30.00',
      before_score: '0.00',
      after_score: '130.00',
    });
    expect(await kit.providerBalance(megaId)).toBe(13000);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(13000);
    expect(await ledgerBalance(kit.app.ctx.db, 'bank', bankId)).toBe(10000);
    const [rollover] = await kit.app.ctx.db
      .select()
      .from(rolloverStates)
      .where(eq(rolloverStates.memberAccountId, megaId));
    expect(rollover!.targetSen).toBe(3 * 13000);
    const again = await act(id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(await kit.providerBalance(megaId)).toBe(13000);
    const logged = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.targetId, String(id)));
    expect(logged.map((l) => l.action)).toEqual(
      expect.arrayContaining(['deposit.create', 'transaction.approve', 'provider_call.succeeded']),
    );
    const member = await kit.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { token: 'demo-member-token' },
    });
    expect(member.json().transaction).toMatchObject({
      id,
      type: 'deposit',
      amount: '100.00',
      status: 'success',
    });
  });

  it('the first-deposit bonus cannot be used twice', async () => {
    const res = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 100,
      bank_id: bankId,
      bonus_id: firstBonusId,
    });
    expect(res.json().message).toBe('Bonus cannot be used.');
  });

  it('withdrawal: bounds, must equal balance, rollover, then approve and complete with receipt rule', async () => {
    const w = (amount: number | string, extra: object = {}) =>
      kit.admin.post('/api/staff/withdrawals', { member_account_id: megaId, amount, ...extra });
    expect((await w(10)).json().message).toBe('Withdrawal amount must be more than or equal to 50.00.');
    expect((await w(60)).json().message).toBe('Withdrawal amount must be equal to balance.');
    expect((await w(130)).json().message).toBe('Insufficient rollover.');
    await kit.app.ctx.db.update(rolloverStates).set({ targetSen: 0 });
    const created = await w(130, { bank_id: receiptBankId });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const approved = await act(id, 'approve');
    expect(approved.json().data).toMatchObject({
      status: 'success',
      before_score: '130.00',
      after_score: '0.00',
    });
    expect(await kit.providerBalance(megaId)).toBe(0);
    expect((await act(id, 'complete')).json().message).toBe('Receipt is required.');
    // A receipt is an uploaded file or an https address: a script address or bare text is refused.
    for (const receipt of [
      'javascript:alert(document.cookie)',
      'http://x.example/r.jpg',
      'receipt-001.jpg',
    ]) {
      const refused = await act(id, 'complete', { receipt });
      expect(refused.statusCode, receipt).toBe(422);
      expect(refused.json().errors.receipt).toEqual([
        'A receipt must be an uploaded file or an https:// address.',
      ]);
    }
    expect((await txOf(id)).status).toBe('success');
    const receipt = 'https://files.example.com/receipt-001.jpg';
    const done = await act(id, 'complete', { receipt });
    expect(done.json().data).toMatchObject({ status: 'complete', receipt });
    expect(await ledgerBalance(kit.app.ctx.db, 'bank', receiptBankId)).toBe(-13000);
  });

  it('void reverses a completed withdrawal at the provider and in the ledger', async () => {
    const [w] = await kit.app.ctx.db.select().from(transactions).where(eq(transactions.status, 'complete'));
    const res = await act(w!.id, 'void', { remark: 'paid to wrong account' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('voided');
    expect(await kit.providerBalance(megaId)).toBe(13000);
    expect(await ledgerBalance(kit.app.ctx.db, 'bank', receiptBankId)).toBe(0);
    expect((await act(w!.id, 'void')).statusCode).toBe(409);
  });

  it('void of a deposit the member has already spent is refused before the provider and leaves it as it was', async () => {
    const id = await deposit(20);
    await act(id, 'approve');
    await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: 150,
      direction: 'deduct',
      remark: 'test adjustment',
    });
    const res = await act(id, 'void');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Current balance not equal deposit amount.');
    expect((await txOf(id)).status).toBe('success');
    expect(await kit.providerBalance(megaId)).toBe(0);
  });

  it('the action routes are the only ones: no second approve or void family', async () => {
    const id = await deposit(12);
    for (const action of ['approve', 'void'])
      expect((await kit.admin.post(`/api/staff/money/transactions/${id}/${action}`, {})).statusCode).toBe(
        404,
      );
    expect((await txOf(id)).status).toBe('pending');
  });

  it('complete marks a deposit verified; adjustments respect their bounds', async () => {
    const id = await deposit(15);
    await act(id, 'approve');
    const done = await act(id, 'complete', { verify_amount: '15.00' });
    expect(done.json().data).toMatchObject({ status: 'complete', verification: 'verified' });
    const tooSmall = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: '0.50',
      direction: 'add',
      remark: 'test adjustment',
    });
    expect(tooSmall.json().message).toBe('Adjustment amount must be more than or equal to 1.00.');
    const tooBig = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: 100_001,
      direction: 'add',
      remark: 'test adjustment',
    });
    expect(tooBig.json().message).toBe('Adjustment amount must be less than or equal to 100000.00.');
    const add = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: 5,
      direction: 'add',
      remark: 'test adjustment',
    });
    expect(add.json().data).toMatchObject({ type: 'adjustment', status: 'success', amount: '5.00' });
    expect(await kit.providerBalance(megaId)).toBe(2000);
  });

  it('lists transactions with pagination meta and shows one with its provider calls', async () => {
    const list = await kit.admin.get('/api/staff/transactions?type=deposit&per_page=2&page=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().meta).toMatchObject({ first: 1, last: 2, page: 1, per_page: 2 });
    const one = await kit.admin.get(`/api/staff/transactions/${list.json().data[0].id}`);
    expect(one.json().data.provider_calls.length).toBeGreaterThan(0);
    expect((await kit.admin.get('/api/staff/transactions?status=nope')).statusCode).toBe(422);
  });

  it('a search finds the transactions of matching members and game IDs, each once, in order', async () => {
    // Expected: the joined rows matched by name, phone or game ID, as the list showed them before
    // the search was split into the members' part and the game accounts' part.
    const expected = async (q: string, order: 'id' | 'amount') => {
      const result = await kit.app.ctx.db.execute(sql`select t.id from transactions t
        join members m on m.id = t.member_id left join member_accounts a on a.id = t.member_account_id
        where m.name ilike ${`%${q}%`} or m.phone ilike ${`%${q}%`} or a.username ilike ${`%${q}%`}
        order by ${order === 'id' ? sql`t.id desc` : sql`t.amount_sen desc, t.id desc`}`);
      return (result as unknown as { rows: { id: unknown }[] }).rows.map((r) => Number(r.id));
    };
    const listed = async (q: string, sort: string) => {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const res = await kit.admin.get(
          `/api/staff/transactions?q=${q}&sort=${sort}&per_page=3&page=${page}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        ids.push(...res.json().data.map((r: { id: number }) => r.id));
        if (res.json().meta.last >= res.json().meta.total) return { ids, total: res.json().meta.total };
      }
    };
    for (const amount of [11, 13, 12, 13]) await deposit(amount);
    // demo: the member and its game IDs (demomega, demokiss) both match; mega: game IDs only.
    for (const q of ['demo', 'mega', 'demomega', 'nobody-like-this']) {
      const byId = await expected(q, 'id');
      expect(await listed(q, '-id'), q).toEqual({ ids: byId, total: byId.length });
      expect((await listed(q, '-amount')).ids, q).toEqual(await expected(q, 'amount'));
    }
    expect((await expected('demo', 'id')).length).toBeGreaterThan(3);
    expect((await expected('mega', 'id')).length).toBeGreaterThan(0);
  });

  it('keeps the ledger invariant and the game balance equal to the provider', async () => {
    expect(await checkLedgerInvariant(kit.app.ctx.db)).toMatchObject({ ok: true });
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(
      await kit.providerBalance(megaId),
    );
  });
});
