import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { transactions } from './transactions.table.ts';

describe('staff money screens API: queues, detail, bulk, quick topup, multi deposit, transfer, receipts', () => {
  let kit: MoneyKit;
  let megaId: number;
  let kissId: number;
  let bankId: number;
  let receiptBankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit();
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    kissId = (await kit.accountOf(kit.demoMemberId, '918Kiss')).id;
    const all = await kit.app.ctx.db.select().from(banks);
    bankId = all.find((b) => b.bankName === 'Maybank')!.id;
    receiptBankId = all.find((b) => b.requireReceipt)!.id;
  });
  afterAll(async () => kit.close());

  const memberDeposit = async (amount: number) => {
    const res = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount,
      bank_id: bankId,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };

  it('the pending deposit queue pages, filters and exports the waiting deposits', async () => {
    const a = await memberDeposit(30);
    const b = await memberDeposit(40);
    const res = await kit.admin.get('/api/staff/money/pending-deposits?per_page=1&sort=-id');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.meta).toMatchObject({ first: 1, last: 1, total: 2, page: 1, per_page: 1 });
    expect(page.data[0]).toMatchObject({
      id: b,
      amount: '40.00',
      member_name: 'demo',
      product_name: 'Mega888',
    });
    const searched = await kit.admin.get('/api/staff/money/pending-deposits?q=nobody-like-this');
    expect(searched.json().meta.total).toBe(0);
    const withdrawals = await kit.admin.get('/api/staff/money/pending-withdrawals');
    expect(withdrawals.json().meta.total).toBe(0);
    const csv = await kit.admin.get('/api/staff/money/pending-deposits?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Mega888');
    // Money and times as the screen writes them: "RM 40.00", "2026-11-29 13:45:00 MYT".
    const row = csv.body.split('\r\n').find((line) => line.startsWith(`${b},`));
    expect(row).toMatch(/^\d+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d MYT,/);
    expect(row).toContain(',RM 40.00,RM 0.00,');
    const bad = await kit.admin.get('/api/staff/transactions?status=nonsense');
    expect(bad.statusCode).toBe(422);
    // tidy: reject both so the later balance rules start from a known state
    await kit.admin.post('/api/staff/money/bulk', { action: 'reject', ids: [a, b], remark: 'test' });
  });

  it('bulk actions need a selection and report each row', async () => {
    const empty = await kit.admin.post('/api/staff/money/bulk', { action: 'approve', ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Please select at least one transaction.');
    const id = await memberDeposit(25);
    const res = await kit.admin.post('/api/staff/money/bulk', { action: 'approve', ids: [id, 999999] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id, ok: true, status: 'success', message: null },
      { id: 999999, ok: false, status: null, message: 'Transaction not found.' },
    ]);
    expect(await kit.providerBalance(megaId)).toBe(2500);
  });

  it('transaction detail shows ledger entries, provider calls and activity history', async () => {
    const [t] = await kit.app.ctx.db.select().from(transactions).where(eq(transactions.status, 'success'));
    const res = await kit.admin.get(`/api/staff/transactions/${t!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.ledger_entries.length).toBeGreaterThanOrEqual(2);
    expect(d.provider_calls[0]).toMatchObject({ purpose: 'approve', status: 'succeeded', amount: '25.00' });
    expect(d.history.map((h: { action: string }) => h.action)).toContain('transaction.approve');
    expect((await kit.admin.get('/api/staff/transactions/999999')).json().message).toBe(
      'Transaction not found.',
    );
  });

  it('void of a deposit needs the balance to still equal it', async () => {
    const id = await memberDeposit(20);
    await kit.admin.post(`/api/staff/transactions/${id}/approve`);
    const res = await kit.admin.post(`/api/staff/transactions/${id}/void`, { remark: 'x' });
    expect(res.json().message).toBe('Current balance not equal deposit amount.');
  });

  it('transfer: same account, last deposit rule, then moves the whole balance', async () => {
    const transfer = (from: number, to: number, body: object = {}) =>
      kit.admin.post('/api/staff/money/transfer', {
        from_member_account_id: from,
        to_member_account_id: to,
        ...body,
      });
    const same = await transfer(megaId, megaId);
    expect(same.json().message).toBe('From Member account and To Member account cannot be the same.');
    const mismatch = await transfer(megaId, kissId);
    expect(mismatch.json().message).toBe(
      'Unable to transfer because last deposit amount is not equal to current balance.',
    );
    // Take the balance out so that the next deposit is all the account holds.
    await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: 45,
      direction: 'deduct',
      remark: 'test adjustment',
    });
    expect(await kit.providerBalance(megaId)).toBe(0);
    const id = await memberDeposit(60);
    await kit.admin.post(`/api/staff/transactions/${id}/approve`);
    const ok = await transfer(megaId, kissId, { remark: 'wrong product' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ type: 'transfer', status: 'success', amount: '60.00' });
    expect(await kit.providerBalance(megaId)).toBe(0);
    expect(await kit.providerBalance(kissId)).toBe(6000);
    const listed = (await kit.admin.get('/api/staff/transactions?type=transfer')).json().data[0];
    expect(listed).toMatchObject({ product_name: 'Mega888', to_product_name: '918Kiss', status: 'success' });
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });

  it('quick topup creates and approves in one step with the deposit rules', async () => {
    const topup = (body: object) =>
      kit.admin.post('/api/staff/money/quick-topup', { member_account_id: kissId, ...body });
    expect((await topup({ bank_id: bankId })).json().message).toBe('Please enter topup amount!');
    expect((await topup({ amount: 10 })).json().message).toBe('Please select bank!');
    const res = await topup({ amount: 15, bank_id: bankId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: 'deposit', status: 'success' });
    expect(await kit.providerBalance(kissId)).toBe(7500);
  });

  it('multi deposit checks both totals, then deposits and verifies each row', async () => {
    const rows = [
      { member_account_id: megaId, amount: 10, verify_amount: 10 },
      { member_account_id: kissId, amount: 20, verify_amount: 19 },
    ];
    const post = (body: object) =>
      kit.admin.post('/api/staff/money/multi-deposit', { bank_id: bankId, rows, ...body });
    expect((await post({ total_amount: 31, total_verify_amount: 29 })).json().message).toBe(
      'Total deposit amount is not equal to sum of deposit amount.',
    );
    expect((await post({ total_amount: 30, total_verify_amount: 30 })).json().message).toBe(
      'Total verify amount is not equal to sum of verify amount.',
    );
    const res = await post({ total_amount: 30, total_verify_amount: 29 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { status: string }) => r.status)).toEqual(['complete', 'complete']);
    const ids = res.json().data.map((r: { transaction_id: number }) => r.transaction_id);
    const second = (await kit.app.ctx.db.select().from(transactions).where(eq(transactions.id, ids[1])))[0]!;
    expect(second).toMatchObject({ verification: 'fail', verifyAmountSen: 1900 });
  });

  it('withdrawal approve needs the balance to equal the amount; receipts upload and complete', async () => {
    await kit.app.ctx.db.update(rolloverStates).set({ targetSen: 0 });
    const balance = await kit.providerBalance(kissId);
    const created = await kit.admin.post('/api/staff/withdrawals', {
      member_account_id: kissId,
      amount: balance / 100,
      bank_id: receiptBankId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    await kit.admin.post('/api/staff/adjustments', {
      member_account_id: kissId,
      amount: 5,
      direction: 'add',
      remark: 'test adjustment',
    });
    const mismatch = await kit.admin.post(`/api/staff/transactions/${id}/approve`);
    expect(mismatch.json().message).toBe('Current balance not equal withdrawal amount.');
    const adjust = (amount: number, direction: 'add' | 'deduct') =>
      kit.admin.post('/api/staff/adjustments', {
        member_account_id: kissId,
        amount,
        direction,
        remark: 'test adjustment',
      });
    await adjust(10, 'deduct');
    const short = await kit.admin.post(`/api/staff/transactions/${id}/approve`);
    expect(short.json().message).toBe('Insufficient balance.');
    await adjust(5, 'add');
    const approved = await kit.admin.post(`/api/staff/transactions/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    const up = await kit.admin.post('/api/staff/money/receipts', { content_type: 'image/png', data: png });
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().data.url as string;
    expect((await kit.admin.get(url)).headers['content-type']).toBe('image/png');
    const noReceipt = await kit.admin.post(`/api/staff/transactions/${id}/complete`, {});
    expect(noReceipt.json().message).toBe('Receipt is required.');
    const done = await kit.admin.post(`/api/staff/transactions/${id}/complete`, { receipt: url });
    expect(done.json().data).toMatchObject({ status: 'complete', receipt: url });
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
  });
});
