import type { Kiosk } from '@topup/kiosk-sim/kiosk-store.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { banks } from '../banks/banks.table.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { runProviderAudit } from './provider-audit.service.ts';

const KIOSK = 'MEGA888';

/**
 * What the provider audit raises when the provider's books change under ours, with the kiosk
 * simulator as the provider: a move we settled that the provider lost (`missing_move`), a move
 * the provider shows differently from how we settled it (`settled_differently`), and what follows
 * from each (the game balance, `unexplained_balance`; the agent credit, `agent_credit`). Staff
 * write them off with a remark; suspense then holds nothing.
 */
describe('provider audit findings', () => {
  let kit: MoneyKit;
  let megaId: number;
  let username: string;
  let kiosk: Kiosk;

  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 1000 });
    ({ id: megaId, username } = await kit.openDemoAccount('Mega888'));
    kiosk = kit.sim.store.kiosk(KIOSK);
    await audit();
  });
  afterAll(async () => kit.close());

  const db = () => kit.app.ctx.db;
  const audit = () => runProviderAudit(db(), { now: () => new Date() });
  const suspense = () => ledgerBalance(db(), 'suspense', 0);
  const gameResult = () => ledgerBalance(db(), 'game_result', 0);
  /** A staff deposit approved at once; its provider call. */
  const deposit = async (amount: number) => {
    const bankId = (await db().select().from(banks))[0]!.id;
    const created = await kit.admin.post('/api/staff/deposits', {
      member_account_id: megaId,
      amount,
      bank_id: bankId,
    });
    const id = created.json().data.id as number;
    expect((await kit.admin.post(`/api/staff/transactions/${id}/approve`)).statusCode).toBe(200);
    const [call] = await db().select().from(providerCalls).where(eq(providerCalls.transactionId, id));
    return call!;
  };
  const openFindings = () =>
    db()
      .select()
      .from(providerDiscrepancies)
      .where(eq(providerDiscrepancies.status, 'open'))
      .orderBy(providerDiscrepancies.id);
  /** Staff write every open finding off through the API; suspense empties. */
  const writeOffAll = async () => {
    for (const row of await openFindings()) {
      const res = await kit.admin.post(`/api/staff/provider-audit/discrepancies/${row.id}/write-off`, {
        remark: 'agreed with the provider',
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await openFindings()).toEqual([]);
    expect(await suspense()).toBe(0);
  };
  const inStep = async () => {
    expect((await checkLedgerInvariant(db())).ok).toBe(true);
    expect(await ledgerBalance(db(), 'member_account', megaId)).toBe(await kit.providerBalance(megaId));
  };

  it('a move we settled that the provider has lost: missing_move, the balance and agent credit differences to suspense', async () => {
    const call = await deposit(21);
    const results = await gameResult();
    // The provider is restored from a backup taken before the move: no entry, no balance, credit back.
    const log = kiosk.logs.get(username)!;
    log.splice(
      log.findIndex((e) => e.reference === call.reference),
      1,
    );
    kiosk.byReference.delete(call.reference);
    kit.sim.store.player(kiosk, username).balanceSen -= 2100;
    kiosk.agentCreditSen += 2100;

    const report = await audit();
    expect(report.kiosks.find((k) => k.kiosk === 'Mega888')).toMatchObject({ agentCredit: 'difference' });
    const found = await openFindings();
    expect(found.map((d) => [d.kind, d.amountSen, d.suspenseSen])).toEqual(
      expect.arrayContaining([
        ['missing_move', -2100, 0],
        ['unexplained_balance', -2100, -2100],
        ['agent_credit', 2100, 2100],
      ]),
    );
    expect(found.find((d) => d.kind === 'missing_move')).toMatchObject({
      providerCallId: call.id,
      transactionId: call.transactionId,
      reference: call.reference,
    });
    expect(found).toHaveLength(3);
    // Parked, not absorbed: nothing reached the member's game result.
    expect(await gameResult()).toBe(results);
    expect((await audit()).raised).toBe(0);
    await inStep();
    await writeOffAll();
    await inStep();
  });

  it('a move the provider shows differently from how we settled it: settled_differently, the rest to suspense', async () => {
    const call = await deposit(13);
    const results = await gameResult();
    // The provider's books say the reference moved RM 10, not the RM 13 its reply confirmed.
    const entry = kiosk.logs.get(username)!.find((e) => e.reference === call.reference)!;
    entry.amountSen = 1000;
    entry.balanceAfterSen = entry.balanceBeforeSen + 1000;
    kiosk.byReference.get(call.reference)!.amountSen = 1000;
    kit.sim.store.player(kiosk, username).balanceSen -= 300;
    kiosk.agentCreditSen += 300;

    await audit();
    const found = await openFindings();
    expect(found.map((d) => [d.kind, d.amountSen, d.suspenseSen])).toEqual(
      expect.arrayContaining([
        ['settled_differently', -300, 0],
        ['unexplained_balance', -300, -300],
        ['agent_credit', 300, 300],
      ]),
    );
    expect(found).toHaveLength(3);
    const differs = found.find((d) => d.kind === 'settled_differently')!;
    expect(differs).toMatchObject({ providerCallId: call.id, reference: call.reference });
    expect(differs.evidence).toMatchObject({ entry: { amountSen: 1000 }, call: { amountSen: 1300 } });
    expect(await gameResult()).toBe(results);
    expect((await audit()).raised).toBe(0);
    await inStep();
    // Settling is only for calls never answered; these are written off with a remark.
    const refused = await kit.admin.post(
      `/api/staff/provider-audit/discrepancies/${differs.id}/settle-success`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    await writeOffAll();
    const resolved = await db()
      .select()
      .from(providerDiscrepancies)
      .where(
        and(
          inArray(
            providerDiscrepancies.id,
            found.map((d) => d.id),
          ),
          eq(providerDiscrepancies.resolution, 'written_off'),
        ),
      );
    expect(resolved.map((d) => d.remark)).toEqual([
      'agreed with the provider',
      'agreed with the provider',
      'agreed with the provider',
    ]);
    await inStep();
  });
});
