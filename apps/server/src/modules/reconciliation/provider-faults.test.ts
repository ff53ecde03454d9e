import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { type MoneyKit, startMoneyKit } from '../transactions/money-test-kit.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { memberWallets } from '../wallets/wallets.table.ts';
import { openProviderCalls, reconcileProviderCalls } from './reconcile.service.ts';

const DEPOSIT = 'POST /api/kiosks/*/players/*/deposit';
const WITHDRAW = 'POST /api/kiosks/*/players/*/withdraw';
const later = (ms: number) => new Date(Date.now() + ms);

/**
 * Fault injection through the kiosk simulator (DESIGN §4): timeouts and lost replies during
 * approve, void and reward never credit twice and never lose a credit; after reconciliation
 * the ledger matches the provider.
 */
describe('provider faults and reconciliation', () => {
  let kit: MoneyKit;
  let megaId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    bankId = (await kit.app.ctx.db.select().from(banks))[0]!.id;
    await kit.member('/api/pre_deposit/check_balance', { member_account_id: megaId });
  });
  afterEach(() => kit.sim.faults.clear());
  afterAll(async () => kit.close());

  const deposit = async (amount: number) => {
    const res = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount,
      bank_id: bankId,
    });
    return res.json().data.id as number;
  };
  const approve = (id: number) => kit.admin.post(`/api/staff/transactions/${id}/approve`);
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
    expect((await txOf(other)).status).toBe('pending');
    expect(await reconcile(later(60_000))).toMatchObject({ succeeded: 1 });
    expect((await approve(other)).statusCode).toBe(200);
    await inStep();
  });

  it('a timeout before the call took effect is failed only after the grace period, without credit', async () => {
    const id = await deposit(30);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'before' });
    expect((await approve(id)).statusCode).toBe(202);
    expect(await reconcile(later(20_000))).toMatchObject({ examined: 1, left: 1 });
    expect((await txOf(id)).status).toBe('processing');
    expect(await reconcile(later(10 * 60_000))).toMatchObject({ examined: 1, failed: 1 });
    expect(await txOf(id)).toMatchObject({ status: 'failed', timeout: false, failureCode: 'not_found' });
    await inStep();
  });

  it('a slow call that lands after the client gave up is found by a later run, not failed', async () => {
    const id = await deposit(40);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'latency', latencyMs: 1500 });
    expect((await approve(id)).statusCode).toBe(202);
    expect(await reconcile(later(20_000))).toMatchObject({ left: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await reconcile(later(100_000))).toMatchObject({ succeeded: 1 });
    expect((await txOf(id)).status).toBe('success');
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

  it('a refused void call (provider error) leaves the transaction as it was', async () => {
    const id = await deposit(11);
    expect((await approve(id)).statusCode).toBe(200);
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

  it('a reward call that never landed refunds the wallet after the grace period', async () => {
    await kit.admin.post('/api/staff/rewards', { member_id: kit.demoMemberId, amount: 12 });
    const [wallet] = await kit.app.ctx.db.select().from(memberWallets);
    kit.sim.faults.add({ route: DEPOSIT, mode: 'timeout', when: 'before' });
    const res = await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: wallet!.id });
    expect(res.json().status).toBe(true);
    expect(await kit.ledgerBalance('member_wallet', wallet!.id)).toBe(0);
    expect(await reconcile(later(10 * 60_000))).toMatchObject({ failed: 1 });
    expect(await kit.ledgerBalance('member_wallet', wallet!.id)).toBe(1200);
    await inStep();
  });
});
