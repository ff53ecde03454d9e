import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT, later, WITHDRAW } from '../../test/kiosk-faults.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import {
  openProviderCalls,
  reconcileProviderCalls,
} from '../transactions/provider-calls/provider-call-resend.service.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { memberWallets } from '../wallets/wallets.table.ts';

/**
 * Fault injection through the kiosk simulator: timeouts and lost replies during
 * approve, void and reward never credit twice and never lose a credit; after reconciliation
 * the ledger matches the provider.
 */
describe('provider faults and reconciliation', () => {
  let kit: MoneyKit;
  let megaId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    megaId = (await kit.openDemoAccount('Mega888')).id;
    bankId = await kit.firstBankId();
  });
  afterEach(() => kit.sim.faults.clear());
  afterAll(async () => kit.close());

  const deposit = (amount: number) => kit.pendingDeposit(megaId, amount);
  const approve = (id: number) => kit.admin.post(`/api/staff/transactions/${id}/approve`);
  // A deposit is voided only while its credit is all the account holds: deduct the rest first.
  const leaveOnly = async (sen: number) => {
    const extra = (await kit.providerBalance(megaId)) - sen;
    if (extra <= 0) return;
    const res = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: (extra / 100).toFixed(2),
      direction: 'deduct',
      remark: 'test adjustment',
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const txOf = async (id: number) =>
    (await kit.app.ctx.db.select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const reconcile = (now: Date) => reconcileProviderCalls(kit.app.ctx.db, { now });
  const inStep = async () => {
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(
      await kit.providerBalance(megaId),
    );
  };

  it('a lost reply after the credit landed: processing + timeout flag, then reconciled to success once', async () => {
    const id = await deposit(100);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'lost_reply', when: 'after' });
    const res = await approve(id);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      'The game provider did not answer in time. The transaction will be resolved automatically.',
    );
    expect(await txOf(id)).toMatchObject({ status: 'processing', timeout: true });
    expect(await kit.providerBalance(megaId)).toBe(10000);
    expect(await ledgerBalance(kit.app.ctx.db, 'member_account', megaId)).toBe(0);

    expect(await reconcile(new Date())).toMatchObject({ examined: 0 });
    expect(await reconcile(later(60_000))).toMatchObject({ examined: 1, succeeded: 1 });
    expect(await txOf(id)).toMatchObject({
      status: 'success',
      timeout: false,
      beforeScoreSen: 0,
      afterScoreSen: 10000,
    });
    expect(await reconcile(later(120_000))).toMatchObject({ examined: 0 });
    await inStep();
  });

  it('while a call is unresolved, other movements on that game account wait (ACCOUNT_BUSY)', async () => {
    const id = await deposit(10);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'after' });
    expect((await approve(id)).statusCode).toBe(202);
    const other = await deposit(20);
    const busy = await approve(other);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(
      'Another movement on this game account is still being processed. Please try again shortly.',
    );
    // The refused claim wrote nothing: not the claim, not its activity-log row.
    expect(await txOf(other)).toMatchObject({ status: 'pending', claimedBy: null });
    const logged = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'transaction.approve'), eq(activityLog.targetId, String(other))));
    expect(logged).toHaveLength(0);
    expect(await reconcile(later(60_000))).toMatchObject({ succeeded: 1 });
    expect((await approve(other)).statusCode).toBe(200);
    await inStep();
  });

  it('a timeout before the call took effect is resent with its reference and succeeds once; time alone never fails it', async () => {
    const id = await deposit(30);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'before' });
    // Every agent call of the next two runs (resend and lookup each) answers maintenance.
    kit.sim.faults.add({ route: '/api/**', mode: 'error', status: 503, code: 'maintenance', count: 4 });
    expect((await approve(id)).statusCode).toBe(202);
    // The provider refuses the resends but cannot confirm the reference never happened (the
    // lookup is refused too): the call stays open, even an hour later.
    expect(await reconcile(later(20_000))).toMatchObject({ examined: 1, left: 1 });
    expect(await reconcileProviderCalls(kit.app.ctx.db, { now: later(3_600_000) })).toMatchObject({
      examined: 1,
      left: 1,
    });
    expect(await txOf(id)).toMatchObject({ status: 'processing', timeout: true });
    expect(await reconcile(later(7_200_000))).toMatchObject({ examined: 1, succeeded: 1 });
    expect(await txOf(id)).toMatchObject({ status: 'success', timeout: false, beforeScoreSen: before });
    expect(await kit.providerBalance(megaId)).toBe(before + 3000);
    await inStep();
  });

  it('a resend the provider refuses while its log has no such reference fails the call', async () => {
    const id = await deposit(31);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'before' });
    expect((await approve(id)).statusCode).toBe(202);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'error', status: 409, code: 'insufficient_agent_credit' });
    expect(await reconcile(later(20_000))).toMatchObject({ examined: 1, failed: 1 });
    expect(await txOf(id)).toMatchObject({
      status: 'failed',
      timeout: false,
      failureCode: 'insufficient_agent_credit',
    });
    expect(await kit.providerBalance(megaId)).toBe(before);
    await inStep();
  });

  it('a slow call that lands after the client gave up: the resend and the late original move it once', async () => {
    const id = await deposit(40);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'latency', latencyMs: 1500 });
    expect((await approve(id)).statusCode).toBe(202);
    expect(await reconcile(later(20_000))).toMatchObject({ succeeded: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await txOf(id)).status).toBe('success');
    expect(await kit.providerBalance(megaId)).toBe(before + 4000);
    await inStep();
  });

  it('a reply and the reconciliation job racing on one call settle it once', async () => {
    const id = await deposit(50);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'after' });
    const pending = approve(id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The job settles the call while approve still waits for the held reply.
    const report = await reconcileProviderCalls(kit.app.ctx.db, { now: later(60_000), staleMs: 0 });
    expect(report).toMatchObject({ examined: 1, succeeded: 1 });
    const res = await pending;
    expect(res.statusCode).toBe(202);
    expect(await txOf(id)).toMatchObject({ status: 'success', timeout: false });
    expect(await kit.providerBalance(megaId)).toBe(before + 5000);
    expect(await reconcile(later(120_000))).toMatchObject({ examined: 0 });
    await inStep();
  });

  it('a lost reply during void: the reversal is reconciled exactly once', async () => {
    const [success] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.amountSen, 5000));
    await leaveOnly(5000);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: WITHDRAW, mode: 'lost_reply', when: 'after' });
    const res = await kit.admin.post(`/api/staff/transactions/${success!.id}/void`, { remark: 'test' });
    expect(res.statusCode).toBe(202);
    expect(await txOf(success!.id)).toMatchObject({ status: 'success', timeout: true });
    expect(await kit.providerBalance(megaId)).toBe(before - 5000);
    expect(await reconcile(later(60_000))).toMatchObject({ succeeded: 1 });
    expect(await txOf(success!.id)).toMatchObject({ status: 'voided', timeout: false });
    expect(await reconcile(later(120_000))).toMatchObject({ examined: 0 });
    await inStep();
  });

  it('an approve that read the row before another approve failed it records no call', async () => {
    expect((await approve(await deposit(60))).statusCode).toBe(200);
    const balanceSen = await kit.providerBalance(megaId);
    const created = await kit.admin.post('/api/staff/withdrawals', {
      member_account_id: megaId,
      amount: (balanceSen / 100).toFixed(2),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    // One of the two approves waits on its balance check (read after the row) while the other
    // claims, has its call refused and fails the withdrawal; then the slow one claims. No unique
    // index stops a call there (the first one failed): the claim must find nothing to move.
    kit.sim.faults.add({
      route: 'GET /api/kiosks/*/players/*/balance',
      mode: 'latency',
      latencyMs: 400,
      count: 1,
    });
    kit.sim.faults.add({ route: WITHDRAW, mode: 'error', status: 503, code: 'maintenance', count: 1 });
    const responses = await Promise.all([approve(id), approve(id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([409, 503]);
    expect(await txOf(id)).toMatchObject({ status: 'failed' });
    const calls = await kit.app.ctx.db
      .select()
      .from(providerCalls)
      .where(eq(providerCalls.transactionId, id));
    expect(calls).toHaveLength(1);
    const logged = await kit.app.ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'transaction.approve'), eq(activityLog.targetId, String(id))));
    expect(logged).toHaveLength(1);
    expect(await kit.providerBalance(megaId)).toBe(balanceSen);
    await inStep();
  });

  it('a refused void call (provider error) leaves the transaction as it was', async () => {
    const id = await deposit(11);
    expect((await approve(id)).statusCode).toBe(200);
    await leaveOnly(1100);
    kit.sim.faults.add({ route: WITHDRAW, mode: 'error', status: 503, code: 'maintenance' });
    const res = await kit.admin.post(`/api/staff/transactions/${id}/void`, {});
    expect(res.statusCode).toBe(502);
    expect(await txOf(id)).toMatchObject({ status: 'success', timeout: false });
    await inStep();
  });

  it('a lost reply during reward redemption: the member is told it is processing, then it is credited once', async () => {
    const [wallet] = await kit.app.ctx.db.select().from(memberWallets);
    const walletSen = await kit.ledgerBalance('member_wallet', wallet!.id);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'lost_reply', when: 'after' });
    const res = await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: wallet!.id });
    expect(res.json()).toEqual({
      status: true,
      message: `Your reward of RM ${(walletSen / 100).toFixed(2)} is being processed.`,
    });
    expect(await kit.ledgerBalance('member_wallet', wallet!.id)).toBe(0);
    expect(await reconcile(later(60_000))).toMatchObject({ succeeded: 1 });
    expect(await kit.providerBalance(megaId)).toBe(before + walletSen);
    expect(await openProviderCalls(kit.app.ctx.db)).toEqual([]);
    await inStep();
  });

  it('a reward call that never landed and is refused on resend refunds the wallet', async () => {
    await kit.admin.post('/api/staff/rewards', { member_id: kit.demoMemberId, amount: 12 });
    const [wallet] = await kit.app.ctx.db.select().from(memberWallets);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'before' });
    const res = await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: wallet!.id });
    expect(res.json().status).toBe(true);
    expect(await kit.ledgerBalance('member_wallet', wallet!.id)).toBe(0);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'error', status: 409, code: 'account_frozen' });
    expect(await reconcile(later(10 * 60_000))).toMatchObject({ failed: 1 });
    expect(await kit.ledgerBalance('member_wallet', wallet!.id)).toBe(1200);
    await inStep();
  });

  it('a call whose settlement throws is set aside for staff with the error; the run settles the others', async () => {
    const kissId = (await kit.accountOf(kit.demoMemberId, '918Kiss')).id;
    const depositTo = async (accountId: number, amount: number) => {
      const res = await kit.admin.post('/api/staff/deposits', {
        member_account_id: accountId,
        amount,
        bank_id: bankId,
      });
      return res.json().data.id as number;
    };
    const broken = await depositTo(megaId, 12);
    const healthy = await depositTo(kissId, 13);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'lost_reply', when: 'after', count: 2 });
    expect((await approve(broken)).statusCode).toBe(202);
    expect((await approve(healthy)).statusCode).toBe(202);
    // A fault in our own code path: settling this one transaction raises an error.
    const db = kit.app.ctx.db;
    await db.execute(
      sql.raw(`create function settle_fault() returns trigger language plpgsql as $$
        begin raise exception 'settlement exploded'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger settle_fault before update on transactions for each row
        when (old.id = ${broken}) execute function settle_fault()`),
    );
    try {
      expect(await reconcile(later(60_000))).toMatchObject({ examined: 2, succeeded: 1, setAside: 1 });
    } finally {
      await db.execute(sql.raw('drop trigger settle_fault on transactions'));
      await db.execute(sql.raw('drop function settle_fault()'));
    }
    expect(await txOf(healthy)).toMatchObject({ status: 'success' });
    expect(await txOf(broken)).toMatchObject({ status: 'processing', timeout: true });
    const [flag] = await db
      .select()
      .from(providerDiscrepancies)
      .where(eq(providerDiscrepancies.transactionId, broken));
    expect(flag).toMatchObject({ kind: 'unresolved_call', status: 'open' });
    expect(flag!.evidence).toMatchObject({ settlementError: expect.stringContaining('settlement exploded') });
    // The cause gone, a later run settles it once (the flag stays for staff to close).
    expect(await reconcile(later(10 * 60_000))).toMatchObject({ examined: 1, succeeded: 1 });
    expect(await txOf(broken)).toMatchObject({ status: 'success', timeout: false });
    await inStep();
  });
});
