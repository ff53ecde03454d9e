import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { type StaffHeaders, staffHeaders } from '../../test/staff-session.ts';
import { createTestApp } from '../../test/test-app.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { banks } from '../banks/banks.table.ts';
import { members } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { bankLineMatches, bankTransactions } from './bank-transactions.table.ts';

describe('staff bank transactions: create, edit, match to deposits and withdrawals', () => {
  let app: App;
  let admin: StaffHeaders;
  let bankId: number;
  let otherBankId: number;
  let memberId: number;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await staffHeaders(app);
    const rows = await app.ctx.db.select().from(banks).orderBy(banks.id);
    bankId = rows[0]!.id;
    otherBankId = rows[1]!.id;
    const [demo] = await app.ctx.db.select().from(members).where(eq(members.name, 'demo'));
    memberId = demo!.id;
  });
  afterAll(async () => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: admin });
  const createLine = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/staff/bank-transactions', headers: admin, payload });
  // A line of the first bank account, created through the API: its data.
  const bankLine = async (
    transacted_at: string,
    description: string,
    amount: { deposit_amount: string } | { withdraw_amount: string },
  ) => (await createLine({ bank_id: bankId, transacted_at, description, ...amount })).json().data;
  const suggestionsFor = async (lineId: number) =>
    (await get(`/api/staff/bank-transactions/${lineId}/suggestions`)).json().data as {
      transaction_id: number;
      [key: string]: unknown;
    }[];
  const matchLine = (lineId: number, transactionIds: number[]) =>
    app.inject({
      method: 'POST',
      url: `/api/staff/bank-transactions/${lineId}/match`,
      headers: admin,
      payload: { transaction_ids: transactionIds },
    });
  const undoMatch = (lineId: number) =>
    app.inject({ method: 'DELETE', url: `/api/staff/bank-transactions/${lineId}/match`, headers: admin });
  const lineView = async (lineId: number) =>
    (await get(`/api/staff/bank-transactions/${lineId}`)).json().data;

  async function deposit(
    amountSen: number,
    requestedAt: string,
    extra: Partial<typeof transactions.$inferInsert> = {},
  ) {
    const [row] = await app.ctx.db
      .insert(transactions)
      .values({
        memberId,
        type: 'deposit',
        amountSen,
        status: 'pending',
        depositBankId: bankId,
        requestedAt: new Date(requestedAt),
        ...extra,
      })
      .returning();
    return row!;
  }

  it('creates a line with one amount, lists it, and refuses both or neither amount', async () => {
    const res = await createLine({
      bank_id: bankId,
      transacted_at: '2026-11-21T10:00:00+08:00',
      description: 'CDM CASH DEPOSIT',
      deposit_amount: '150.50',
      type: 'normal',
      receipt: 'https://files.example.com/RCPT-1.pdf',
    });
    expect(res.statusCode).toBe(200);
    const scripted = await createLine({
      bank_id: bankId,
      transacted_at: '2026-11-21T10:00:00+08:00',
      description: 'CDM CASH DEPOSIT',
      deposit_amount: '1',
      receipt: 'javascript:alert(1)',
    });
    expect(scripted.statusCode).toBe(422);
    expect(scripted.json().errors.receipt).toEqual([
      'A receipt must be an uploaded file or an https:// address.',
    ]);
    expect(res.json().data).toMatchObject({
      deposit_sen: 15050,
      withdraw_sen: 0,
      claimed: false,
      created_by: 'Administrator',
    });
    const both = await createLine({
      bank_id: bankId,
      transacted_at: '2026-11-21T10:00:00+08:00',
      description: 'X',
      deposit_amount: '1',
      withdraw_amount: '1',
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe('Enter either a deposit amount or a withdraw amount.');
    const list = await get('/api/staff/bank-transactions?q=CDM');
    expect(list.json().meta.total).toBe(1);
    const bad = await createLine({
      bank_id: bankId,
      transacted_at: 'x',
      description: 'X',
      deposit_amount: '1.234',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('edits a line (type expense, remark) and logs before/after', async () => {
    const line = await bankLine('2026-11-21T12:00:00+08:00', 'ELECTRICITY', { withdraw_amount: '80' });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/staff/bank-transactions/${line.id}`,
      headers: admin,
      payload: {
        bank_id: bankId,
        transacted_at: line.transacted_at,
        description: 'ELECTRICITY TNB',
        withdraw_amount: '80.00',
        type: 'expense',
        remark: 'office',
      },
    });
    expect(res.json().data).toMatchObject({
      type: 'expense',
      remark: 'office',
      description: 'ELECTRICITY TNB',
    });
    const log = await app.ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'bank_transaction.update'));
    expect(log[0]!.before).toMatchObject({ type: 'normal' });
    const missing = await get('/api/staff/bank-transactions/99999');
    expect(missing.json().message).toBe('Bank Transaction not found.');
  });

  it('suggests the pending deposit of the same amount near in time, best first, and matches it to verified', async () => {
    const near = await deposit(30000, '2026-11-22T10:05:00+08:00');
    await deposit(30000, '2026-11-22T14:00:00+08:00'); // outside the 60-minute window
    await deposit(30100, '2026-11-22T10:01:00+08:00'); // another amount
    const otherBank = await deposit(30000, '2026-11-22T10:00:00+08:00', { depositBankId: null });
    const line = await bankLine('2026-11-22T10:00:00+08:00', 'DUITNOW', { deposit_amount: '300' });
    const suggestions = await suggestionsFor(line.id);
    expect(suggestions.map((s: { transaction_id: number }) => s.transaction_id)).toEqual([
      near.id,
      otherBank.id,
    ]);
    expect(suggestions[0]).toMatchObject({
      same_bank: true,
      amount_difference_sen: 0,
      minutes_apart: 5,
      member_name: 'demo',
    });

    const match = await matchLine(line.id, [near.id]);
    expect(match.statusCode).toBe(200);
    expect(match.json().data.verification).toBe('verified');
    const [after] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, near.id));
    expect(after).toMatchObject({ verification: 'verified', verifyAmountSen: 30000 });
    const matched = await lineView(line.id);
    expect(matched).toMatchObject({ claimed: true, transaction_ids: [near.id], claimed_by: 'Administrator' });
  });

  it("is one to one: 'Transaction unable to match.' for a claimed line or an already matched deposit", async () => {
    const dep = await deposit(5000, '2026-11-23T09:00:00+08:00');
    const first = await bankLine('2026-11-23T09:00:00+08:00', 'A', { deposit_amount: '50' });
    const second = await bankLine('2026-11-23T09:01:00+08:00', 'B', { deposit_amount: '50' });
    const match = (lineId: number, transactionId: number) => matchLine(lineId, [transactionId]);
    expect((await match(first.id, dep.id)).statusCode).toBe(200);
    const again = await match(second.id, dep.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Transaction unable to match.');
    const other = await deposit(5000, '2026-11-23T09:02:00+08:00');
    expect((await match(first.id, other.id)).json().message).toBe('Transaction unable to match.');
    const suggestions = await suggestionsFor(second.id);
    expect(suggestions.map((s: { transaction_id: number }) => s.transaction_id)).toEqual([other.id]);
  });

  it("refuses withdrawals, failed deposits and another bank's deposit; marks 'fail' when amounts disagree", async () => {
    const line = await bankLine('2026-11-24T09:00:00+08:00', 'C', { deposit_amount: '100' });
    const match = (transactionId: number) => matchLine(line.id, [transactionId]);
    const failed = await deposit(10000, '2026-11-24T09:00:00+08:00', { status: 'failed' });
    const withdrawal = await deposit(10000, '2026-11-24T09:00:00+08:00', { type: 'withdrawal' });
    const elsewhere = await deposit(10000, '2026-11-24T09:00:00+08:00', { depositBankId: otherBankId });
    for (const t of [failed, withdrawal, elsewhere]) {
      expect((await match(t.id)).json().message).toBe('Transaction unable to match.');
    }
    expect((await match(99999)).json().message).toBe('Transaction not found.');
    const short = await deposit(9000, '2026-11-24T09:00:00+08:00');
    const res = await match(short.id);
    expect(res.json().data.verification).toBe('fail');
    const [after] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, short.id));
    expect(after).toMatchObject({ verification: 'fail', verifyAmountSen: 10000 });
  });

  it('keeps a claimed line fixed: amount changes refused, undo frees both sides', async () => {
    const dep = await deposit(2000, '2026-11-25T09:00:00+08:00');
    const line = await bankLine('2026-11-25T09:00:00+08:00', 'D', { deposit_amount: '20' });
    await matchLine(line.id, [dep.id]);
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/staff/bank-transactions/${line.id}`,
      headers: admin,
      payload: { bank_id: bankId, transacted_at: line.transacted_at, description: 'D', deposit_amount: '25' },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().message).toBe(
      'This bank transaction is already claimed; its amount and date cannot be changed.',
    );
    const undo = await undoMatch(line.id);
    expect(undo.statusCode).toBe(200);
    const [after] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, dep.id));
    expect(after!.verification).toBe('progress');
  });

  it('matches one to one under concurrency: two staff confirming two lines for one deposit, one wins', async () => {
    const dep = await deposit(7700, '2026-11-27T09:00:00+08:00');
    const lines = await Promise.all(
      ['F1', 'F2'].map(async (d) => await bankLine('2026-11-27T09:00:00+08:00', d, { deposit_amount: '77' })),
    );
    const results = await Promise.all(lines.map((line) => matchLine(line.id, [dep.id])));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const claimed = await app.ctx.db
      .select()
      .from(bankLineMatches)
      .where(eq(bankLineMatches.transactionId, dep.id));
    expect(claimed).toHaveLength(1);
    const lineRows = await app.ctx.db
      .select()
      .from(bankTransactions)
      .where(eq(bankTransactions.claimed, true));
    expect(lineRows.filter((l) => l.description.startsWith('F'))).toHaveLength(1);
  });

  it('matches one deposit line to several deposits that add up to it (Multi Deposit), and undoes them together', async () => {
    const parts = [
      await deposit(5000, '2026-11-28T09:02:00+08:00', { status: 'complete' }),
      await deposit(6000, '2026-11-28T09:03:00+08:00', { status: 'complete' }),
      await deposit(4000, '2026-11-28T09:04:00+08:00', { status: 'complete' }),
    ];
    const line = await bankLine('2026-11-28T09:00:00+08:00', 'MULTI', { deposit_amount: '150' });
    const suggested = await suggestionsFor(line.id);
    expect(suggested.map((c) => c.transaction_id)).toEqual(expect.arrayContaining(parts.map((p) => p.id)));
    const short = await matchLine(line.id, [parts[0]!.id, parts[1]!.id]);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Total deposit amount is not equal to sum of deposit amount.');
    const ids = parts.map((p) => p.id);
    const done = await matchLine(line.id, [...ids].reverse());
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ transaction_ids: ids, verification: 'verified' });
    const after = await app.ctx.db.select().from(transactions).where(inArray(transactions.id, ids));
    for (const t of after)
      expect(t).toMatchObject({ verification: 'verified', verifyAmountSen: t.amountSen });
    const shown = await lineView(line.id);
    expect(shown).toMatchObject({ claimed: true, transaction_ids: ids });

    const undo = await undoMatch(line.id);
    expect(undo.statusCode).toBe(200);
    const freed = await app.ctx.db.select().from(transactions).where(inArray(transactions.id, ids));
    expect(freed.map((t) => t.verification)).toEqual(['progress', 'progress', 'progress']);
    expect(
      await app.ctx.db.select().from(bankLineMatches).where(inArray(bankLineMatches.transactionId, ids)),
    ).toEqual([]);
  });

  it('links a line to the deposits a Multi Deposit verified (by their verify amounts), and keeps them verified on undo', async () => {
    const verified = { status: 'complete' as const, verification: 'verified' as const };
    const a = await deposit(7000, '2026-11-30T09:01:00+08:00', { ...verified, verifyAmountSen: 7000 });
    const b = await deposit(3000, '2026-11-30T09:01:00+08:00', { ...verified, verifyAmountSen: 3000 });
    const line = await bankLine('2026-11-30T09:00:00+08:00', 'MULTI VERIFIED', { deposit_amount: '100' });
    const res = await matchLine(line.id, [a.id, b.id]);
    expect(res.statusCode).toBe(200);
    await undoMatch(line.id);
    const after = await app.ctx.db
      .select()
      .from(transactions)
      .where(inArray(transactions.id, [a.id, b.id]));
    expect(after.map((t) => [t.verification, t.verifyAmountSen])).toEqual([
      ['verified', 7000],
      ['verified', 3000],
    ]);
  });

  it('matches a withdrawal line to the completed withdrawal paid from its bank, and only that', async () => {
    const paid = await deposit(12000, '2026-11-29T08:00:00+08:00', {
      type: 'withdrawal',
      status: 'complete',
      depositBankId: null,
      withdrawBankId: bankId,
      verification: 'verified',
      completedAt: new Date('2026-11-29T10:10:00+08:00'),
    });
    const waiting = await deposit(12000, '2026-11-29T10:05:00+08:00', {
      type: 'withdrawal',
      status: 'pending',
      depositBankId: null,
    });
    const elsewhere = await deposit(12000, '2026-11-29T10:00:00+08:00', {
      type: 'withdrawal',
      status: 'complete',
      depositBankId: null,
      withdrawBankId: otherBankId,
      completedAt: new Date('2026-11-29T10:00:00+08:00'),
    });
    const line = await bankLine('2026-11-29T10:00:00+08:00', 'IBG PAYOUT', { withdraw_amount: '120' });
    const suggested = await suggestionsFor(line.id);
    expect(suggested).toHaveLength(1);
    expect(suggested[0]).toMatchObject({
      transaction_id: paid.id,
      type: 'withdrawal',
      minutes_apart: 10,
      same_bank: true,
    });
    for (const ids of [[waiting.id], [elsewhere.id], [paid.id, elsewhere.id]])
      expect((await matchLine(line.id, ids)).json().message).toBe('Transaction unable to match.');
    const done = await matchLine(line.id, [paid.id]);
    expect(done.statusCode).toBe(200);
    const shown = await lineView(line.id);
    expect(shown).toMatchObject({ claimed: true, transaction_ids: [paid.id] });
    await undoMatch(line.id);
    const [after] = await app.ctx.db.select().from(transactions).where(eq(transactions.id, paid.id));
    expect(after!.verification).toBe('verified');
  });

  it('uses the configured drift and window; customer service cannot match', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: '/api/staff/bank-transactions/match-settings',
      headers: admin,
      payload: { drift_sen: 100, window_minutes: 240 },
    });
    expect(set.json().data).toEqual({ drift_sen: 100, window_minutes: 240, auto_match: false });
    const dep = await deposit(4950, '2026-11-26T12:30:00+08:00');
    const line = await bankLine('2026-11-26T10:00:00+08:00', 'E', { deposit_amount: '50' });
    const suggestions = await suggestionsFor(line.id);
    expect(suggestions[0]).toMatchObject({ transaction_id: dep.id, amount_difference_sen: -50 });
    const cs = await staffHeaders(app, 'cs1');
    const denied = await app.inject({
      method: 'POST',
      url: `/api/staff/bank-transactions/${line.id}/match`,
      headers: cs,
      payload: { transaction_ids: [dep.id] },
    });
    expect(denied.statusCode).toBe(403);
  });
});
