import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { transactions } from './transactions.table.ts';

const N = 10;
const BUSY = 'Another movement on this game account is still being processed. Please try again shortly.';
// Every credit is slow at the provider, so parallel movements on one game account overlap.
const SLOW_MOVES = {
  route: 'POST /api/kiosks/*/players/*/**',
  mode: 'latency',
  latencyMs: 300,
  count: 1000,
} as const;

/**
 * On real PostgreSQL: a one-step movement refused because another is still open on the game
 * account leaves no row behind (no pending deposit anyone could approve later), its reply says
 * why, and the ledger stays balanced and in step with the provider.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('refused one-step movements leave nothing (PostgreSQL)', () => {
  let kit: MoneyKit;
  let megaId: number;
  let bankId: number;
  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 5000 });
    megaId = (await kit.accountOf(kit.demoMemberId, 'Mega888')).id;
    bankId = (await kit.app.ctx.db.select().from(banks))[0]!.id;
    await kit.member('/api/pre_deposit/check_balance', { member_account_id: megaId });
  });
  afterEach(() => kit.sim.faults.clear());
  afterAll(async () => kit.close());

  const db = () => kit.app.ctx.db;
  const rowsOf = (ids: number[]) =>
    ids.length ? db().select().from(transactions).where(inArray(transactions.id, ids)) : Promise.resolve([]);
  const pendingOnMega = async () =>
    (
      await db()
        .select({ id: transactions.id })
        .from(transactions)
        .where(and(eq(transactions.memberAccountId, megaId), eq(transactions.status, 'pending')))
    ).map((r) => r.id);
  const countOnMega = async () =>
    (await db().select().from(transactions).where(eq(transactions.memberAccountId, megaId))).length;
  const inStep = async () => {
    expect((await checkLedgerInvariant(db())).ok).toBe(true);
    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(await kit.providerBalance(megaId));
  };

  it(`${N} parallel Quick Topups and adjustments beside ${N} deposit inserts: the refused ones create nothing`, async () => {
    kit.sim.faults.add(SLOW_MOVES);
    const before = await countOnMega();
    const pendingBefore = await pendingOnMega();
    const [topups, adjustments, inserts] = await Promise.all([
      Promise.all(
        Array.from({ length: N }, () =>
          kit.admin.post('/api/staff/money/quick-topup', {
            member_account_id: megaId,
            amount: 77,
            bank_id: bankId,
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: N }, () =>
          kit.admin.post('/api/staff/adjustments', {
            member_account_id: megaId,
            amount: 5,
            direction: 'add',
            remark: 'test adjustment',
          }),
        ),
      ),
      Promise.all(
        Array.from({ length: N }, () =>
          kit.admin.post('/api/staff/deposits', { member_account_id: megaId, amount: 30, bank_id: bankId }),
        ),
      ),
    ]);
    const moves = [...topups, ...adjustments];
    const moved = moves.filter((r) => r.statusCode === 200);
    const refused = moves.filter((r) => r.statusCode !== 200);
    expect(moved.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().message).toBe(BUSY);
    }
    for (const r of inserts) expect(r.statusCode, r.body).toBe(200);

    // Only the moves that went ahead and the inserts made rows; the only pending rows are the inserts.
    expect(await countOnMega()).toBe(before + moved.length + N);
    const movedRows = await rowsOf(moved.map((r) => r.json().data.id));
    expect(movedRows.map((t) => t.status)).toEqual(moved.map(() => 'success'));
    const inserted = inserts.map((r) => r.json().data.id as number);
    expect((await pendingOnMega()).sort()).toEqual([...pendingBefore, ...inserted].sort());
    await inStep();
  });

  it(`${N} parallel multi deposits on one game account: a refused row has no deposit and says why`, async () => {
    kit.sim.faults.add(SLOW_MOVES);
    const before = await countOnMega();
    const pendingBefore = await pendingOnMega();
    const replies = await Promise.all(
      Array.from({ length: N }, () =>
        kit.admin.post('/api/staff/money/multi-deposit', {
          bank_id: bankId,
          total_amount: 20,
          total_verify_amount: 20,
          rows: [{ member_account_id: megaId, amount: 20, verify_amount: 20 }],
        }),
      ),
    );
    const rows = replies.map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data[0] as { transaction_id: number | null; status: string; message: string | null };
    });
    const refused = rows.filter((row) => row.transaction_id === null);
    const done = rows.filter((row) => row.transaction_id !== null);
    expect(refused.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    for (const row of refused) expect(row).toMatchObject({ status: 'failed', message: BUSY });
    for (const row of done) expect(row).toMatchObject({ status: 'complete', message: null });
    expect(await countOnMega()).toBe(before + done.length);
    expect(await pendingOnMega()).toEqual(pendingBefore);
    await inStep();
  });
});
