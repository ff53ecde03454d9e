import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT, REFUSE_THEN_MOVE, WITHDRAW } from '../../test/kiosk-faults.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { products } from '../products/products.table.ts';
import type { Operator } from '../transactions/actions/transaction-actions.service.ts';
import { transferCredit } from '../transactions/money-forms/transfer.service.ts';
import { resumeTransfers } from '../transactions/provider-calls/resume-transfers.service.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { runProviderAudit } from './provider-audit.service.ts';

const KIOSK_CODES = { Mega888: 'MEGA888', '918Kiss': 'KISS918' } as const;
// Calls settled with a future clock would make the audit's balance check see them as racing it,
// so the transfer job runs with the real clock and no quiet time.

/**
 * Late moves of every purpose, against the kiosk simulator: a reward redemption or a transfer
 * leg the provider applied after refusing it is settled by the audit as the provider did it,
 * once, never as a game result; one a later call has already undone goes to staff.
 */
describe('late moves of redemptions and transfers', () => {
  let kit: MoneyKit;
  let operator: Operator;
  let megaId: number;
  let kissId: number;

  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    operator = await kit.adminOperator();
    megaId = (await kit.openDemoAccount('Mega888')).id;
    kissId = (await kit.openDemoAccount('918Kiss')).id;
    await audit();
  });
  afterEach(() => kit.sim.faults.clear());
  afterAll(async () => kit.close());

  const db = () => kit.app.ctx.db;
  const audit = () => runProviderAudit(db(), { now: () => new Date() });
  const txOf = async (id: number) =>
    (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const lastOfType = async (type: 'reward' | 'transfer') =>
    (
      await db()
        .select()
        .from(transactions)
        .where(eq(transactions.type, type))
        .orderBy(desc(transactions.id))
        .limit(1)
    )[0]!;
  const gameResult = () => ledgerBalance(db(), 'game_result', 0);
  const suspense = () => ledgerBalance(db(), 'suspense', 0);
  const lateMoveOf = async (transactionId: number) =>
    (
      await db()
        .select()
        .from(providerDiscrepancies)
        .where(
          and(
            eq(providerDiscrepancies.kind, 'late_move'),
            eq(providerDiscrepancies.transactionId, transactionId),
          ),
        )
    )[0];
  const landed = async (accountId: number, sen: number) => {
    const until = Date.now() + 3000;
    while (Date.now() < until && (await kit.providerBalance(accountId)) !== sen)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await kit.providerBalance(accountId)).toBe(sen);
  };
  const inStep = async () => {
    expect((await checkLedgerInvariant(db())).ok).toBe(true);
    for (const id of [megaId, kissId])
      expect(await ledgerBalance(db(), 'member_account', id)).toBe(await kit.providerBalance(id));
  };
  const emptyAccounts = async () => {
    for (const id of [megaId, kissId]) {
      const balance = await kit.providerBalance(id);
      if (balance > 0)
        await kit.admin.post('/api/staff/adjustments', {
          member_account_id: id,
          amount: balance / 100,
          direction: 'deduct',
          remark: 'test adjustment',
        });
    }
  };
  /** Empties both game accounts into Mega888 with `amount` RM, the last deposit (transfer's rule). */
  const fundMega = async (amount: number) => {
    await emptyAccounts();
    await kit.approvedDeposit(megaId, amount);
    await inStep();
  };
  /** The kiosk's ledger account against the agent credit the simulator holds: equal moves keep it constant. */
  const kioskGap = async (product: keyof typeof KIOSK_CODES = 'Mega888') => {
    const [row] = await db().select().from(products).where(eq(products.name, product));
    return (
      (await ledgerBalance(db(), 'kiosk', row!.kioskId!)) -
      kit.sim.store.kiosk(KIOSK_CODES[product]).agentCreditSen
    );
  };
  const playToZero = async (product: keyof typeof KIOSK_CODES, accountId: number) => {
    const { username } = await kit.accountOf(kit.demoMemberId, product);
    const code = KIOSK_CODES[product];
    for (let seed = 1; seed <= 500 && (await kit.providerBalance(accountId)) > 0; seed++)
      await fetch(`${kit.sim.url}/admin/kiosks/${code}/players/${username}/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rounds: 1, seed }),
      });
    expect(await kit.providerBalance(accountId)).toBe(0);
  };
  const transfer = () =>
    transferCredit(
      db(),
      { fromAccountId: megaId, toAccountId: kissId, remark: null },
      operator,
      () => new Date(),
    );

  it('a reward redemption refused, then applied: the audit takes back the wallet refund and credits once', async () => {
    await kit.admin.post('/api/staff/rewards', { member_id: kit.demoMemberId, amount: 12 });
    const walletId = await kit.walletIdOf(kit.demoMemberId);
    const walletSen = await kit.ledgerBalance('member_wallet', walletId);
    const before = await kit.providerBalance(megaId);
    kit.sim.faults.add({ route: DEPOSIT, ...REFUSE_THEN_MOVE });
    const res = await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: walletId });
    expect(res.json().status).toBe(false);
    const reward = await lastOfType('reward');
    expect(reward).toMatchObject({ status: 'failed' });
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(walletSen);
    await landed(megaId, before + walletSen);
    const results = await gameResult();

    expect((await audit()).kiosks.find((k) => k.kiosk === 'Mega888')).toMatchObject({ lateMovesSettled: 1 });
    expect(await txOf(reward.id)).toMatchObject({ status: 'success', failureCode: null });
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(0);
    expect(await lateMoveOf(reward.id)).toMatchObject({ status: 'resolved', resolution: 'auto_settled' });
    expect(await gameResult()).toBe(results);
    expect(await suspense()).toBe(0);
    expect((await audit()).raised).toBe(0);
    await inStep();
  });

  it('a transfer whose leg out was refused, then applied: back on its way, the job puts the credit in once', async () => {
    await fundMega(30);
    const kissBefore = await kit.providerBalance(kissId);
    kit.sim.faults.add({ route: WITHDRAW, ...REFUSE_THEN_MOVE });
    expect((await transfer()).outcome).toBe('failed');
    const t = await lastOfType('transfer');
    expect(t).toMatchObject({ status: 'failed' });
    await landed(megaId, 0);

    await audit();
    expect(await txOf(t.id)).toMatchObject({ status: 'processing', failureCode: null });
    expect(await resumeTransfers(db(), { now: new Date(), quietMs: 0 })).toBe(1);
    expect(await txOf(t.id)).toMatchObject({ status: 'success' });
    expect(await kit.providerBalance(kissId)).toBe(kissBefore + 3000);
    expect(await resumeTransfers(db(), { now: new Date(), quietMs: 0 })).toBe(0);
    expect(await suspense()).toBe(0);
    await inStep();
  });

  it('a transfer whose return was refused, then applied: the transfer ends voided, the credit back once', async () => {
    await fundMega(20);
    // Going in is refused for good; the return is refused now and applied later.
    kit.sim.faults.add({
      route: DEPOSIT,
      mode: 'error',
      when: 'before',
      status: 409,
      code: 'account_frozen',
    });
    kit.sim.faults.add({ route: DEPOSIT, ...REFUSE_THEN_MOVE });
    await transfer();
    const t = await lastOfType('transfer');
    expect(t).toMatchObject({ status: 'processing' });
    expect(t.failureCode).toMatch(/^transfer_return_/);
    await landed(megaId, 2000);

    await audit();
    expect(await txOf(t.id)).toMatchObject({ status: 'voided', failureCode: null });
    expect(await resumeTransfers(db(), { now: new Date(), quietMs: 0 })).toBe(0);
    expect(await suspense()).toBe(0);
    await inStep();
  });

  it('a leg in applied after the credit already went back is not settled by code: booked as the provider did it, for staff', async () => {
    await fundMega(25);
    const kissBefore = await kit.providerBalance(kissId);
    kit.sim.faults.add({ route: DEPOSIT, ...REFUSE_THEN_MOVE });
    expect((await transfer()).outcome).toBe('failed');
    const t = await lastOfType('transfer');
    expect(t).toMatchObject({ status: 'voided' });
    await landed(kissId, kissBefore + 2500);
    const results = await gameResult();

    await audit();
    const [inLeg] = await db()
      .select()
      .from(providerCalls)
      .where(and(eq(providerCalls.transactionId, t.id), eq(providerCalls.purpose, 'transfer_in')));
    expect(inLeg).toMatchObject({ status: 'failed' });
    expect(await lateMoveOf(t.id)).toMatchObject({
      status: 'open',
      amountSen: 2500,
      providerCallId: inLeg!.id,
    });
    expect(await txOf(t.id)).toMatchObject({ status: 'voided' });
    expect(await gameResult()).toBe(results);
    expect(await suspense()).toBe(0);
    expect((await audit()).raised).toBe(0);
    await inStep();
  });

  it('a redemption refused, applied, then lost at play before the next call: that call books the late move, not nothing', async () => {
    await emptyAccounts();
    await kit.admin.post('/api/staff/rewards', { member_id: kit.demoMemberId, amount: 1.2 });
    const walletId = await kit.walletIdOf(kit.demoMemberId);
    const gap = await kioskGap();
    const results = await gameResult();
    kit.sim.faults.add({ route: DEPOSIT, ...REFUSE_THEN_MOVE });
    await kit.member('/api/reward', { member_account_id: megaId, member_wallet_id: walletId });
    const reward = await lastOfType('reward');
    expect(reward).toMatchObject({ status: 'failed' });
    await landed(megaId, 120);
    // Played away: the ledger (the refund went back to the wallet) and the provider both say 0.
    await playToZero('Mega888', megaId);
    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(0);

    await kit.approvedDeposit(megaId, 10);
    expect(await txOf(reward.id)).toMatchObject({ status: 'success', failureCode: null });
    expect(await kit.ledgerBalance('member_wallet', walletId)).toBe(0);
    expect(await gameResult()).toBe(results + 120);
    expect(await kioskGap()).toBe(gap);
    expect(await suspense()).toBe(0);
    await inStep();
  });

  it('a leg in staff must settle, then lost at play before the next look: still booked against the kiosk', async () => {
    await fundMega(15);
    const gap = await kioskGap('918Kiss');
    const results = await gameResult();
    kit.sim.faults.add({ route: DEPOSIT, ...REFUSE_THEN_MOVE });
    expect((await transfer()).outcome).toBe('failed');
    const t = await lastOfType('transfer');
    await landed(kissId, 1500);
    // The late credit lost at play nets the game account to where the ledger stands (0): the
    // move and the play must still both be booked, on the kiosk and as a game result.
    await playToZero('918Kiss', kissId);
    expect(await ledgerBalance(db(), 'member_account', kissId)).toBe(0);

    await audit();
    expect(await lateMoveOf(t.id)).toMatchObject({ status: 'open', amountSen: 1500 });
    expect(await kioskGap('918Kiss')).toBe(gap);
    expect(await gameResult()).toBe(results + 1500);
    expect(await suspense()).toBe(0);
    expect((await audit()).raised).toBe(0);
    await inStep();
  });
});
