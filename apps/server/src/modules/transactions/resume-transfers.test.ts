import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { later } from '../../test/kiosk-faults.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import type { Operator } from './actions/transaction-actions.service.ts';
import { transferCredit } from './money-forms/transfer.service.ts';
import { reconcileProviderCalls } from './provider-calls/provider-call-resend.service.ts';
import { recordProviderCall } from './provider-calls/provider-calls.service.ts';
import { resumeTransfers } from './provider-calls/resume-transfers.service.ts';
import { transactions } from './transactions.table.ts';

/** Transfers settle leg by leg; a transfer stopped between legs is finished by the job, once. */
describe('transfers across faults', () => {
  let kit: MoneyKit;
  let operator: Operator;
  let megaId: number;
  let kissId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    operator = await kit.adminOperator();
    megaId = (await kit.openDemoAccount('Mega888')).id;
    kissId = (await kit.openDemoAccount('918Kiss')).id;
  });
  afterEach(() => kit.sim.faults.clear());
  afterAll(async () => kit.close());

  const inStep = async () => {
    expect((await checkLedgerInvariant(kit.app.ctx.db)).ok).toBe(true);
    for (const id of [megaId, kissId])
      expect(await ledgerBalance(kit.app.ctx.db, 'member_account', id)).toBe(await kit.providerBalance(id));
  };
  const transfer = () =>
    transferCredit(
      kit.app.ctx.db,
      { fromAccountId: megaId, toAccountId: kissId, remark: null },
      operator,
      () => new Date(),
    );

  it('a lost reply on the way out: reconciled, then the job puts the credit in, once', async () => {
    await kit.approvedDeposit(megaId, 40);
    kit.sim.faults.add({ route: 'POST /api/kiosks/*/players/*/withdraw', mode: 'lost_reply', when: 'after' });
    const result = await transfer();
    expect(result.outcome).toBe('unknown');
    expect(await reconcileProviderCalls(kit.app.ctx.db, { now: later(60_000) })).toMatchObject({
      succeeded: 1,
    });
    const [t] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, result.transaction.id));
    expect(t!.status).toBe('processing');
    expect(await resumeTransfers(kit.app.ctx.db, { now: new Date() })).toBe(0);
    expect(await resumeTransfers(kit.app.ctx.db, { now: later(120_000) })).toBe(1);
    expect(await resumeTransfers(kit.app.ctx.db, { now: later(240_000) })).toBe(0);
    const [done] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, result.transaction.id));
    expect(done!.status).toBe('success');
    expect(await kit.providerBalance(kissId)).toBe(4000);
    await inStep();
  });

  it('a second live call for the same leg is refused by the database', async () => {
    const [t] = await kit.app.ctx.db.select().from(transactions).where(eq(transactions.type, 'transfer'));
    await expect(
      recordProviderCall(kit.app.ctx.db, {
        transactionId: t!.id,
        memberAccountId: kissId,
        purpose: 'transfer_in',
        direction: 'deposit',
        amountSen: 4000,
      }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_STATE_INVALID' });
  });

  it('going in refused: the credit goes back to the source and the transfer ends voided', async () => {
    const kissBefore = await kit.providerBalance(kissId);
    await kit.approvedDeposit(megaId, 25);
    kit.sim.faults.add({
      route: 'POST /api/kiosks/KISS918/players/*/deposit',
      mode: 'error',
      status: 503,
      code: 'maintenance',
    });
    const result = await transfer();
    expect(result.outcome).toBe('failed');
    const [t] = await kit.app.ctx.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, result.transaction.id));
    expect(t!.status).toBe('voided');
    expect(await kit.providerBalance(megaId)).toBe(2500);
    expect(await kit.providerBalance(kissId)).toBe(kissBefore);
    await inStep();
  });
});
