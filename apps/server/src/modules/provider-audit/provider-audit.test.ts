import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DEPOSIT, later, WITHDRAW } from '../../test/kiosk-faults.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { loginAs } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';
import { activityLog } from '../audit/activity-log.table.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { putJsonSetting } from '../settings/settings.service.ts';
import { reconcileProviderCalls } from '../transactions/provider-calls/provider-call-resend.service.ts';
import {
  recordProviderCall,
  sendProviderCall,
} from '../transactions/provider-calls/provider-calls.service.ts';
import {
  DEFAULT_PROVIDER_TIMINGS,
  PROVIDER_TIMINGS_KEY,
} from '../transactions/provider-calls/provider-timings.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { runProviderAudit } from './provider-audit.service.ts';

const KIOSK = 'MEGA888';
// Calls settled with a future clock would make the balance check see them as racing it, so
// tests that audit afterwards reconcile with the real clock (staleMs 0).

/**
 * The provider audit and the resend rule against the real kiosk simulator over HTTP: late
 * moves settle their call once and never become game results, differences nobody can explain
 * go to suspense and to staff, a crash between recording and sending costs seconds.
 */
describe('provider audit', () => {
  let kit: MoneyKit;
  let megaId: number;
  let username: string;
  let bankId: number;

  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    ({ id: megaId, username } = await kit.openDemoAccount('Mega888'));
    bankId = await kit.firstBankId();
    // The first audit takes the agent-credit baseline.
    await audit();
  });
  afterEach(() => kit.sim.faults.clear());
  afterAll(async () => kit.close());

  const db = () => kit.app.ctx.db;
  const audit = () => runProviderAudit(db(), { now: () => new Date() });
  const deposit = (amount: number) => kit.pendingDeposit(megaId, amount);
  const approve = (id: number) => kit.admin.post(`/api/staff/transactions/${id}/approve`);
  const txOf = async (id: number) =>
    (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const gameResult = () => ledgerBalance(db(), 'game_result', 0);
  const suspense = () => ledgerBalance(db(), 'suspense', 0);
  const discrepancies = (kind: string) =>
    db()
      .select()
      .from(providerDiscrepancies)
      .where(eq(providerDiscrepancies.kind, kind as 'late_move'));
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return check();
  };
  // The provider answers 409 reference_conflict, then applies the move `latencyMs` later.
  const refuseThenApply = (route: typeof DEPOSIT | typeof WITHDRAW, latencyMs: number) =>
    kit.sim.faults.add({ route, mode: 'deferred', latencyMs, status: 409, code: 'reference_conflict' });
  const inStep = async () => {
    expect((await checkLedgerInvariant(db())).ok).toBe(true);
    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(await kit.providerBalance(megaId));
  };

  it('a move the provider applies after refusing it is found by the audit and settles the deposit once, never as a game result', async () => {
    const id = await deposit(25);
    const before = await kit.providerBalance(megaId);
    refuseThenApply(DEPOSIT, 300);
    expect((await approve(id)).statusCode).toBe(502);
    expect(await txOf(id)).toMatchObject({ status: 'failed' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await kit.providerBalance(megaId)).toBe(before + 2500);
    const results = await gameResult();

    const report = await audit();
    expect(report.kiosks.find((k) => k.kiosk === 'Mega888')).toMatchObject({ lateMovesSettled: 1 });
    expect(await txOf(id)).toMatchObject({
      status: 'success',
      failureCode: null,
      afterScoreSen: before + 2500,
    });
    expect(await gameResult()).toBe(results);
    expect(await suspense()).toBe(0);
    const [late] = await discrepancies('late_move');
    expect(late).toMatchObject({ status: 'resolved', resolution: 'auto_settled', transactionId: id });
    // Again: nothing new, booked once.
    expect((await audit()).raised).toBe(0);
    expect(await ledgerBalance(db(), 'bank', bankId)).toBeGreaterThanOrEqual(2500);
    await inStep();
  });

  it("a late move found by the next movement is settled there, not booked as the member's win", async () => {
    const late = await deposit(13);
    const before = await kit.providerBalance(megaId);
    refuseThenApply(DEPOSIT, 200);
    expect((await approve(late)).statusCode).toBe(502);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const results = await gameResult();
    const next = await deposit(17);
    expect((await approve(next)).statusCode).toBe(200);
    expect(await txOf(late)).toMatchObject({ status: 'success' });
    expect(await txOf(next)).toMatchObject({ status: 'success', beforeScoreSen: before + 1300 });
    expect(await gameResult()).toBe(results);
    await inStep();
  });

  it('a late withdrawal of winnings the log shows first: the win is booked before the withdrawal settles', async () => {
    await inStep();
    // A win (in the log) that the ledger has not seen yet, rounding the balance to whole ringgit.
    const kiosk = kit.sim.store.kiosk(KIOSK);
    const player = kit.sim.store.player(kiosk, username);
    const ledgerBefore = await ledgerBalance(db(), 'member_account', megaId);
    const won = 5000 + ((100 - (player.balanceSen % 100)) % 100);
    const beforeWin = player.balanceSen;
    player.balanceSen += won;
    kit.sim.store.record(kiosk, player, 'win', null, beforeWin);
    const whole = player.balanceSen;
    const results = await gameResult();
    // Staff take the whole balance; the provider refuses, then moves it anyway.
    refuseThenApply(WITHDRAW, 200);
    const res = await kit.admin.post('/api/staff/adjustments', {
      member_account_id: megaId,
      amount: whole / 100,
      direction: 'deduct',
      remark: 'test adjustment',
    });
    expect(res.statusCode).toBe(502);
    const [adjustment] = await db()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.type, 'adjustment'))
      .orderBy(desc(transactions.id))
      .limit(1);
    const id = adjustment!.id;
    expect(await txOf(id)).toMatchObject({ status: 'failed' });
    expect(await waitFor(async () => (await kit.providerBalance(megaId)) === 0, 2000)).toBe(true);
    // More than the ledger held before the win: settled in the log's order it never goes below zero.
    expect(whole).toBeGreaterThan(ledgerBefore);

    const report = await audit();
    expect(report.kiosks.find((k) => k.kiosk === 'Mega888')).toMatchObject({ lateMovesSettled: 1 });
    expect(await txOf(id)).toMatchObject({ status: 'success', beforeScoreSen: whole, afterScoreSen: 0 });
    expect(await gameResult()).toBe(results - won);
    expect(await suspense()).toBe(0);
    expect((await audit()).raised).toBe(0);
    await inStep();
    // Credit for the tests that follow.
    expect((await approve(await deposit(50))).statusCode).toBe(200);
  });

  it("play between two movements is the member's game result; the log shows it", async () => {
    const results = await gameResult();
    const before = await kit.providerBalance(megaId);
    await fetch(`${kit.sim.url}/admin/kiosks/${KIOSK}/players/${username}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rounds: 5, seed: 7 }),
    });
    const played = (await kit.providerBalance(megaId)) - before;
    expect((await approve(await deposit(15))).statusCode).toBe(200);
    expect(await gameResult()).toBe(results - played);
    expect(await suspense()).toBe(0);
    await inStep();
  });

  it('a provider that moves the money and then answers an error: resent, settled once', async () => {
    const id = await deposit(19);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'error', when: 'after', status: 500 });
    expect((await approve(id)).statusCode).toBe(202);
    expect(await reconcileProviderCalls(db(), { now: new Date(), staleMs: 0 })).toMatchObject({
      succeeded: 1,
    });
    expect(await txOf(id)).toMatchObject({ status: 'success', timeout: false });
    expect(await kit.providerBalance(megaId)).toBe(before + 1900);

    // The same with a refusal after the move: failed first, then the audit finds the move.
    const refused = await deposit(18);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'error', when: 'after', status: 409, code: 'account_frozen' });
    expect((await approve(refused)).statusCode).toBe(502);
    expect(await txOf(refused)).toMatchObject({ status: 'failed' });
    await audit();
    expect(await txOf(refused)).toMatchObject({ status: 'success' });
    expect(await kit.providerBalance(megaId)).toBe(before + 3700);
    await inStep();
  });

  it('a resend storm is harmless: the provider applies the reference once, the ledger books it once', async () => {
    const id = await deposit(11);
    const before = await kit.providerBalance(megaId);
    const ledgerBefore = await ledgerBalance(db(), 'member_account', megaId);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'lost_reply', when: 'after', count: 30 });
    expect((await approve(id)).statusCode).toBe(202);
    const [call] = await db()
      .select()
      .from(providerCalls)
      .where(and(eq(providerCalls.transactionId, id), eq(providerCalls.status, 'unknown')));
    await Promise.all([
      ...Array.from({ length: 12 }, () => sendProviderCall(db(), call!, () => new Date(), { resend: true })),
      ...Array.from({ length: 4 }, () => reconcileProviderCalls(db(), { now: new Date(), staleMs: 0 })),
    ]);
    kit.sim.faults.clear();
    await db().update(providerCalls).set({ leaseUntil: null }).where(eq(providerCalls.id, call!.id));
    await reconcileProviderCalls(db(), { now: new Date(), staleMs: 0 });
    expect(await kit.providerBalance(megaId)).toBe(before + 1100);
    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(ledgerBefore + 1100);
    expect(await txOf(id)).toMatchObject({ status: 'success' });
    const entries = (await kit.sim.store.kioskScoreLog(kit.sim.store.kiosk(KIOSK), { limit: 10_000 }))
      .entries;
    expect(entries.filter((e) => e.reference === call!.reference)).toHaveLength(1);
    await inStep();
  });

  it('a crash between recording and sending: the account is free within seconds of restart', async () => {
    const id = await deposit(16);
    const before = await kit.providerBalance(megaId);
    // What approve's first step leaves behind when the process dies before sending.
    await inTransaction(db(), async (tx) => {
      await recordProviderCall(tx, {
        transactionId: id,
        memberAccountId: megaId,
        purpose: 'approve',
        direction: 'deposit',
        amountSen: 1600,
      });
      await tx.update(transactions).set({ status: 'processing' }).where(eq(transactions.id, id));
    });
    expect((await approve(await deposit(10))).statusCode).toBe(409);
    const started = Date.now();
    const restarted = await buildApp({
      config: { ...loadConfig({ KIOSK_URL: kit.sim.url, LOG_LEVEL: 'silent' }), reconcileIntervalMs: 60_000 },
      database: kit.app.ctx.database,
      logger: false,
    });
    try {
      expect(await waitFor(async () => (await txOf(id)).status === 'success', 5000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await restarted.close();
    }
    expect(await kit.providerBalance(megaId)).toBe(before + 1600);
    expect((await approve(await deposit(12))).statusCode).toBe(200);
    await inStep();
  });

  it('finds provider moves we never made, and balance changes the log does not explain (suspense)', async () => {
    const kiosk = kit.sim.store.kiosk(KIOSK);
    const credit = kiosk.agentCreditSen;
    kit.sim.store.move(kiosk, { kind: 'deposit', reference: 'rogue-1', username, amountSen: 700 });
    const stranger = kit.sim.store.createPlayer(kiosk, 'stranger');
    kit.sim.store.move(kiosk, {
      kind: 'deposit',
      reference: 'rogue-2',
      username: stranger.username,
      amountSen: 300,
    });
    // A change with no log entry at all.
    kit.sim.store.player(kiosk, username).balanceSen += 450;
    const results = await gameResult();

    const report = await audit();
    expect(report.kiosks.find((k) => k.kiosk === 'Mega888')).toMatchObject({ agentCredit: 'difference' });
    const unknown = await discrepancies('unknown_move');
    expect(unknown.map((d) => [d.reference, d.amountSen, d.status])).toEqual(
      expect.arrayContaining([
        ['rogue-1', 700, 'open'],
        ['rogue-2', 300, 'open'],
      ]),
    );
    const [gap] = await discrepancies('unexplained_balance');
    expect(gap).toMatchObject({ amountSen: 450, suspenseSen: 450, status: 'open', memberAccountId: megaId });
    const [creditGap] = await discrepancies('agent_credit');
    expect(creditGap).toMatchObject({ amountSen: -300, status: 'open' });
    expect(kiosk.agentCreditSen).toBe(credit - 1000);
    expect(await gameResult()).toBe(results);
    expect(await suspense()).toBe(-450 + 300);
    expect((await audit()).raised).toBe(0);
    await inStep();

    // Staff write them off with a remark; suspense empties into the adjustment account.
    const cs = await loginAs(kit.app, DEMO_CS.username, DEMO_CS.password);
    expect((await cs.get('/api/staff/provider-audit/discrepancies')).statusCode).toBe(403);
    const list = await kit.admin.get('/api/staff/provider-audit/discrepancies?status=open');
    expect(list.json().meta.total).toBe(4);
    expect((await kit.admin.get('/api/staff/provider-audit/count')).json().data.open).toBe(4);
    const noRemark = await kit.admin.post(`/api/staff/provider-audit/discrepancies/${gap!.id}/write-off`, {});
    expect([noRemark.statusCode, noRemark.json().message]).toEqual([422, 'Please enter a remark.']);
    const wrongWay = await kit.admin.post(
      `/api/staff/provider-audit/discrepancies/${gap!.id}/settle-success`,
      {},
    );
    expect(wrongWay.statusCode).toBe(409);
    for (const row of [gap!, creditGap!, ...unknown.filter((d) => d.status === 'open')])
      expect(
        (
          await kit.admin.post(`/api/staff/provider-audit/discrepancies/${row.id}/write-off`, {
            remark: 'checked with the provider',
          })
        ).statusCode,
      ).toBe(200);
    expect(await suspense()).toBe(0);
    expect((await kit.admin.get('/api/staff/provider-audit/count')).json().data.open).toBe(0);
    const again = await kit.admin.post(`/api/staff/provider-audit/discrepancies/${gap!.id}/write-off`, {
      remark: 'x',
    });
    expect(again.statusCode).toBe(409);
    const logged = await db()
      .select()
      .from(activityLog)
      .where(eq(activityLog.action, 'discrepancy.written_off'));
    expect(logged).toHaveLength(4);
    await inStep();
  });

  it('a call the provider never answers is resent a bounded number of times, then handed to staff, never failed for time', async () => {
    await putJsonSetting(db(), PROVIDER_TIMINGS_KEY, { ...DEFAULT_PROVIDER_TIMINGS, resend_max_tries: 2 });
    const id = await deposit(14);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'before', count: 3 });
    expect((await approve(id)).statusCode).toBe(202);
    expect(await reconcileProviderCalls(db(), { now: later(20_000) })).toMatchObject({ left: 1 });
    // Backoff: the next try waits.
    expect(await reconcileProviderCalls(db(), { now: later(21_000) })).toMatchObject({ examined: 0 });
    expect(await reconcileProviderCalls(db(), { now: later(60_000) })).toMatchObject({ handedToStaff: 1 });
    expect(await reconcileProviderCalls(db(), { now: later(86_400_000) })).toMatchObject({ examined: 0 });
    expect(await txOf(id)).toMatchObject({ status: 'processing', timeout: true });
    const [open] = await discrepancies('unresolved_call');
    expect(open).toMatchObject({ status: 'open', transactionId: id });
    // The provider has no such reference: it cannot be settled as a success, only as failed.
    const success = await kit.admin.post(
      `/api/staff/provider-audit/discrepancies/${open!.id}/settle-success`,
      {},
    );
    expect(success.statusCode).toBe(409);
    const failed = await kit.admin.post(`/api/staff/provider-audit/discrepancies/${open!.id}/settle-failed`, {
      remark: 'provider confirmed nothing moved',
    });
    expect(failed.statusCode).toBe(200);
    expect(await txOf(id)).toMatchObject({ status: 'failed', timeout: false });
    expect((await discrepancies('unresolved_call'))[0]).toMatchObject({ resolution: 'settled_failed' });
    await putJsonSetting(db(), PROVIDER_TIMINGS_KEY, DEFAULT_PROVIDER_TIMINGS);
    await inStep();
  });
});
