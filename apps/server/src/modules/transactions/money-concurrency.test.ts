import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { members } from '../members/members.table.ts';
import { foldReportParts } from '../reports/report-parts-fold.ts';
import { queryRows } from '../reports/report-query.ts';
import { memberWallets } from '../wallets/wallets.table.ts';
import { reconcileProviderCalls } from './provider-calls/provider-call-resend.service.ts';
import { transactions } from './transactions.table.ts';

const N = 50;

/**
 * On real PostgreSQL, where connections really race, parallel requests against
 * one balance never overdraw or double-spend, and a parallel approve credits once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('money under concurrency (PostgreSQL)', () => {
  let kit: MoneyKit;
  let megaId: number;
  let kissId: number;
  let walletId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 5000 });
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    kissId = (await kit.accountOf(kit.demoMemberId, '918Kiss')).id;
    for (const id of [megaId, kissId])
      await kit.member('/api/pre_deposit/check_balance', { member_account_id: id });
    walletId = (await kit.app.ctx.db.select().from(memberWallets))[0]!.id;
    bankId = (await kit.app.ctx.db.select().from(banks))[0]!.id;
  });
  afterAll(async () => kit.close());

  const statuses = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    return counts;
  };

  it(`${N} parallel approves of one deposit credit it once`, async () => {
    const created = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount: 300,
      bank_id: bankId,
    });
    const id = created.json().data.id;
    const responses = await Promise.all(
      Array.from({ length: N }, () => kit.admin.post(`/api/staff/transactions/${id}/approve`)),
    );
    // The others are refused as the staff are told, and the refused claims left nothing behind.
    expect(statuses(responses)).toEqual({ 200: 1, 409: N - 1 });
    const approvals = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'transaction.approve'), eq(activityLog.targetId, String(id))));
    expect(approvals).toHaveLength(1);
    expect(await kit.providerBalance(megaId)).toBe(30000);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(30000);
  });

  it(`${N} parallel withdrawals of the whole balance never overdraw`, async () => {
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const res = await kit.admin.post('/api/staff/withdrawals', { member_account_id: megaId, amount: 300 });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.id);
    }
    const responses = await Promise.all(
      ids.map((id) => kit.admin.post(`/api/staff/transactions/${id}/approve`)),
    );
    const codes = statuses(responses);
    expect(codes[200]).toBe(1);
    expect((codes[409] ?? 0) + (codes[422] ?? 0)).toBe(N - 1);
    expect(await kit.providerBalance(megaId)).toBe(0);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(0);
    const succeeded = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.status, 'success'));
    expect(succeeded.filter((t) => t.type === 'withdrawal')).toHaveLength(1);
  });

  it(`${N} parallel reward redemptions spend the wallet once`, async () => {
    const walletSen = await kit.ledgerBalance('member_wallet', walletId);
    expect(walletSen).toBeGreaterThan(100);
    const before = (await kit.providerBalance(megaId)) + (await kit.providerBalance(kissId));
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        kit.member('/api/reward', { member_account_id: i % 2 ? megaId : kissId, member_wallet_id: walletId }),
      ),
    );
    const ok = responses.filter((r) => r.json().status === true);
    expect(ok).toHaveLength(1);
    for (const r of responses.filter((r) => r.json().status === false))
      expect([
        'Wallet balance is less than or equal to 1.',
        'Another movement on this game account is still being processed. Please try again shortly.',
      ]).toContain(r.json().message);
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(0);
    expect((await kit.providerBalance(megaId)) + (await kit.providerBalance(kissId))).toBe(
      before + walletSen,
    );
  });

  it(`${N} parallel spins use exactly the member's spins`, async () => {
    await kit.app.ctx.db.update(members).set({ spinChances: 3 }).where(eq(members.id, kit.demoMemberId));
    const before = await kit.ledgerBalance('member_wallet', walletId);
    const responses = await Promise.all(Array.from({ length: N }, () => kit.member('/api/fortune_spin')));
    const won = responses.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(3);
    expect(responses.filter((r) => r.json().message === 'No available spin chance.')).toHaveLength(N - 3);
    expect(won.map((r) => r.json().data.user.avaliable_spin).sort()).toEqual([0, 1, 2]);
    const [member] = await kit.app.ctx.db.select().from(members).where(eq(members.id, kit.demoMemberId));
    expect(member!.spinChances).toBe(0);
    const { fortuneSpinHistory } = await import('../fortune-spin/fortune-spin.table.ts');
    const history = await kit.app.ctx.db.select().from(fortuneSpinHistory);
    const prizes = history.reduce((sum, h) => sum + h.prizeSen, 0);
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(before + prizes);
  });

  it('parallel reconciliation runs (several instances) settle each timed-out call once', async () => {
    const accounts = [megaId, kissId];
    const before = await Promise.all(accounts.map((id) => kit.providerBalance(id)));
    kit.sim.faults.add({
      route: 'POST /api/kiosks/*/players/*/deposit',
      mode: 'lost_reply',
      when: 'after',
      count: 2,
    });
    for (const accountId of accounts) {
      const created = await kit.admin.post('/api/staff/deposits', {
        member_account_id: accountId,
        amount: 77,
        bank_id: bankId,
      });
      expect(
        (await kit.admin.post(`/api/staff/transactions/${created.json().data.id}/approve`)).statusCode,
      ).toBe(202);
    }
    const now = new Date(Date.now() + 60_000);
    const reports = await Promise.all(
      Array.from({ length: 8 }, () => reconcileProviderCalls(kit.app.ctx.db, { now })),
    );
    expect(reports.reduce((sum, r) => sum + r.succeeded, 0)).toBe(2);
    for (const [i, id] of accounts.entries()) {
      expect(await kit.providerBalance(id)).toBe(before[i]! + 7700);
      expect(await ledgerBalance(kit.app.ctx.db, 'member_account', id)).toBe(before[i]! + 7700);
    }
  });

  it(`${N} parallel wallet credits and ${N} parallel deposits keep every balance exact`, async () => {
    const before = await kit.ledgerBalance('member_wallet', walletId);
    const credits = Array.from({ length: N }, () =>
      kit.admin.post('/api/staff/rewards', { member_id: kit.demoMemberId, amount: '1.01' }),
    );
    const deposits = Array.from({ length: N }, () =>
      kit.member('/api/deposit', { member_account_id: kissId, amount: 10, bank: bankId }),
    );
    const responses = await Promise.all([...credits, ...deposits]);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(before + N * 101);
    expect(await checkLedgerInvariant(kit.app.ctx.db)).toMatchObject({ ok: true });
  });

  it('parallel approvals on two game accounts keep the report summaries (kept in parts) exact', async () => {
    const { db } = kit.app.ctx;
    for (let round = 0; round < 6; round++) {
      const ids = await Promise.all(
        [megaId, kissId].map(async (accountId) => {
          const created = await kit.admin.post('/api/staff/deposits', {
            member_account_id: accountId,
            amount: 10 + round,
            bank_id: bankId,
          });
          return created.json().data.id as number;
        }),
      );
      const responses = await Promise.all(
        ids.map((id) => kit.admin.post(`/api/staff/transactions/${id}/approve`)),
      );
      expect(statuses(responses)).toEqual({ 200: 2 });
    }
    const summariesEqualSources = async () => {
      // Each day's deposits: the summary's parts summed against the transactions themselves.
      const money = await queryRows(
        db,
        sql`select coalesce(s.day, r.day) as day, s.sen as summary, r.sen as source
            from (select day, sum(amount_sen)::bigint as sen from report_money_daily where type = 'deposit' group by 1) s
            full join (
              select (processed_at at time zone business_time_zone())::date as day, sum(amount_sen)::bigint as sen
              from transactions where type = 'deposit' and status in ('success', 'complete', 'voided') group by 1
            ) r on r.day = s.day
            where s.sen is distinct from r.sen`,
      );
      expect(money).toEqual([]);
      const ledger = await queryRows(
        db,
        sql`select s.account_id from (
              select account_id, sum(in_sen - out_sen)::bigint as sen, sum(entries)::int as n
              from report_ledger_daily group by 1
            ) s full join (
              select account_id, sum(amount_sen)::bigint as sen, count(*)::int as n from ledger_entries group by 1
            ) r using (account_id)
            where s.sen is distinct from r.sen or s.n is distinct from r.n`,
      );
      expect(ledger).toEqual([]);
    };
    await summariesEqualSources();
    const parts = sql`select (select count(*) from report_money_daily where part > 0)
                           + (select count(*) from report_ledger_daily where part > 0) as n`;
    expect(Number((await queryRows(db, parts))[0]!.n)).toBeGreaterThan(0);
    // Once the days are over, their parts fold into one row each and the sums hold.
    await foldReportParts(db, new Date('2100-01-01T00:00:00Z'));
    expect(Number((await queryRows(db, parts))[0]!.n)).toBe(0);
    await summariesEqualSources();
  });
});
