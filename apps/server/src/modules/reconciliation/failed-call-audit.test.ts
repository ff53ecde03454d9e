import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT, REFUSE_THEN_MOVE } from '../../test/kiosk-faults.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { startReconcileRunner } from './reconcile-runner.ts';

const RUN_EVERY_MS = 300;

/**
 * A move the provider applies after refusing it is settled by the reconciliation runner within
 * its interval (the account of a failed call is audited on the next runs), not left as a
 * failure until the periodic provider audit, which is off here.
 */
describe('late moves surfaced by reconciliation', () => {
  let kit: MoneyKit;
  let megaId: number;
  let bankId: number;
  let stopRunner: (() => void) | undefined;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    megaId = (await kit.openDemoAccount('Mega888')).id;
    bankId = await kit.firstBankId();
  });
  afterEach(() => {
    stopRunner?.();
    kit.sim.faults.clear();
  });
  afterAll(async () => kit.close());

  const db = () => kit.app.ctx.db;
  const txOf = async (id: number) =>
    (await db().select().from(transactions).where(eq(transactions.id, id)))[0]!;
  const waitFor = async (done: () => Promise<boolean>, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until && !(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
    return done();
  };

  it('a Quick Topup refused and then applied by the provider is settled as success within a run', async () => {
    const gameResult = await ledgerBalance(db(), 'game_result', 0);
    kit.sim.faults.add({ route: DEPOSIT, ...REFUSE_THEN_MOVE });
    const res = await kit.admin.post('/api/staff/money/quick-topup', {
      member_account_id: megaId,
      amount: 77,
      bank_id: bankId,
    });
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().message).toBe('Deposit failed.');
    const [failed] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.memberAccountId, megaId), eq(transactions.status, 'failed')));
    expect(failed).toBeDefined();
    expect(await waitFor(async () => (await kit.providerBalance(megaId)) === 7700, 3000)).toBe(true);
    // The provider now stands RM 77.00 ahead of the ledger, and nothing is open for staff yet.
    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(0);

    stopRunner = startReconcileRunner(kit.app.ctx, { error: () => {} }, RUN_EVERY_MS);
    expect(await waitFor(async () => (await txOf(failed!.id)).status === 'success', 5000)).toBe(true);

    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(7700);
    expect(await ledgerBalance(db(), 'game_result', 0)).toBe(gameResult);
    const [late] = await db()
      .select()
      .from(providerDiscrepancies)
      .where(
        and(eq(providerDiscrepancies.kind, 'late_move'), eq(providerDiscrepancies.transactionId, failed!.id)),
      );
    expect(late).toMatchObject({ amountSen: 7700, memberAccountId: megaId });
    expect((await checkLedgerInvariant(db())).ok).toBe(true);
  });
});
