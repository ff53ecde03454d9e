import { randomInt, seededRandom } from '@topup/kiosk-sim/seeded-random.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { operators } from '../access/access.table.ts';
import { banks } from '../banks/banks.table.ts';
import { bonuses } from '../bonuses/bonuses.table.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { spinWheel } from '../fortune-spin/fortune-spin.service.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { createMemberAccount, providerBalance } from '../member-accounts/member-accounts.service.ts';
import { members } from '../members/members.table.ts';
import { products, providerKiosks } from '../products/products.table.ts';
import { runProviderAudit } from '../provider-audit/provider-audit.service.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { rewardWalletOf } from '../wallets/wallets.service.ts';
import { createAdjustment } from './adjustment.service.ts';
import { createDeposit } from './deposit.service.ts';
import { openProviderCalls, reconcileProviderCalls } from './provider-call-resend.service.ts';
import { providerCalls } from './provider-calls.table.ts';
import { resumeTransfers } from './resume-transfers.service.ts';
import { creditRewardWallet, redeemReward } from './reward.service.ts';
import { syncGameBalance } from './sync-balance.service.ts';
import {
  approveTransaction,
  completeTransaction,
  type Operator,
  rejectTransaction,
  voidTransaction,
} from './transaction-actions.service.ts';
import { transactions } from './transactions.table.ts';
import { transferCredit } from './transfer.service.ts';
import { createWithdrawal } from './withdrawal.service.ts';

const SEED = Number(process.env.MONEY_SEED ?? Date.now() % 1_000_000);
const OPS = Number(process.env.MONEY_OPS ?? 2000);
const FAULT_TIMEOUT_MS = 250;
const FAULTS = [
  { mode: 'lost_reply', when: 'after' },
  { mode: 'timeout', when: 'after' },
  { mode: 'timeout', when: 'before' },
  { mode: 'error', when: 'before', status: 503, code: 'maintenance' },
  { mode: 'error', when: 'before', status: 500, code: 'internal' },
  // The provider moves the money, then answers an error (unknown: resent) or a refusal (a late
  // move the next sync or the audit settles), or refuses now and moves later.
  { mode: 'error', when: 'after', status: 500, code: 'internal' },
  { mode: 'error', when: 'after', status: 409, code: 'account_frozen' },
  { mode: 'deferred', latencyMs: 300, status: 409, code: 'reference_conflict' },
] as const;

/**
 * A seeded, reproducible random sequence of every money action with provider faults and
 * gameplay mixed in (MONEY_SEED replays one, MONEY_OPS sets the length), including a provider
 * that moves money and then answers an error, or refuses and moves later. Afterwards the ledger
 * invariant holds, every game balance equals the provider's, every kiosk's ledger equals the
 * agent credit it moved, and the provider audit agrees: nothing in suspense, nothing new found.
 */
describe('randomized money sequence', () => {
  let kit: MoneyKit;
  let operator: Operator;
  const accountIds: number[] = [];
  const memberIds: number[] = [];
  let bankIds: number[] = [];
  let bonusIds: number[] = [];
  let clockMs = Date.now();
  const now = () => new Date(clockMs);

  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 5000, now });
    const db = kit.app.ctx.db;
    const [admin] = await db.select().from(operators).where(eq(operators.username, 'admin'));
    operator = { operatorId: admin!.id, ip: null, can: () => true, gateway: { kind: 'all' } };
    bankIds = (await db.select().from(banks)).map((b) => b.id);
    bonusIds = (await db.select().from(bonuses)).map((b) => b.id);
    const extra = await db
      .insert(members)
      .values([1, 2].map((n) => ({ name: `rnd${n}`, phone: `6011000000${n}`, spinChances: 5 })))
      .returning();
    memberIds.push(kit.demoMemberId, ...extra.map((m) => m.id));
    const productIds = (await db.select().from(products)).map((p) => p.id);
    for (const memberId of memberIds)
      for (const productId of productIds.slice(0, 2)) {
        const existing = await db.select().from(transactions).limit(0);
        void existing;
        try {
          accountIds.push((await createMemberAccount(db, memberId, productId)).id);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
    const demoAccounts = [
      await kit.accountOf(kit.demoMemberId, 'Mega888'),
      await kit.accountOf(kit.demoMemberId, '918Kiss'),
    ];
    for (const a of demoAccounts) if (!accountIds.includes(a.id)) accountIds.push(a.id);
    for (const id of accountIds) await providerBalance(db, await getMemberAccount(db, id));
    // Agent-credit baselines, taken while nothing moves.
    await runProviderAudit(db, { now });
    // Short during the run, so injected timeouts cost little; long for setup and the final checks.
    await setProviderTimeout(FAULT_TIMEOUT_MS);
  });
  const setProviderTimeout = (timeoutMs: number) => kit.app.ctx.db.update(providerKiosks).set({ timeoutMs });
  afterAll(async () => kit.close());

  it(`holds the invariant and matches the provider after ${OPS} random operations (seed ${SEED})`, async () => {
    console.log(`randomized money sequence: MONEY_SEED=${SEED} MONEY_OPS=${OPS}`);
    const random = seededRandom(SEED);
    const pick = <T>(list: readonly T[]): T => list[randomInt(random, 0, list.length - 1)]!;
    const db = kit.app.ctx.db;
    const tally: Record<string, number> = {};
    const count = (name: string) => {
      tally[name] = (tally[name] ?? 0) + 1;
    };
    const ofStatus = async (
      statuses: ('pending' | 'success' | 'complete')[],
      type?: 'deposit' | 'withdrawal',
    ) => {
      const rows = await db
        .select({ id: transactions.id, type: transactions.type })
        .from(transactions)
        .where(and(inArray(transactions.status, statuses), type ? eq(transactions.type, type) : undefined));
      return rows.filter((r) => r.type !== 'reward' && r.type !== 'transfer');
    };

    const ops: Record<string, () => Promise<unknown>> = {
      deposit: async () => {
        const accountId = pick(accountIds);
        const { account } = await getMemberAccount(db, accountId);
        const { deposit } = await createDeposit(db, {
          memberId: account.memberId,
          memberAccountId: accountId,
          amountSen: randomInt(random, 1000, 50_000),
          bankId: pick(bankIds),
          bonusId: random() < 0.3 ? pick(bonusIds) : null,
          byMember: true,
          actor: { kind: 'member', memberId: account.memberId, ip: null },
          now: now(),
        });
        if (random() < 0.8) await approveTransaction(db, deposit.id, operator, now);
      },
      approve: async () => {
        const pending = await ofStatus(['pending']);
        if (pending.length) await approveTransaction(db, pick(pending).id, operator, now);
      },
      reject: async () => {
        const pending = await ofStatus(['pending']);
        if (pending.length) await rejectTransaction(db, pick(pending).id, operator, 'random reject', now());
      },
      withdraw: async () => {
        const accountId = pick(accountIds);
        if (random() < 0.5)
          await db
            .update(rolloverStates)
            .set({ targetSen: 0 })
            .where(eq(rolloverStates.memberAccountId, accountId));
        const balance = await providerBalance(db, await getMemberAccount(db, accountId));
        const w = await createWithdrawal(db, {
          memberAccountId: accountId,
          amountSen: balance,
          bankId: pick(bankIds),
          actor: { kind: 'system' },
          now: now(),
        });
        await approveTransaction(db, w.id, operator, now);
      },
      complete: async () => {
        const done = await ofStatus(['success']);
        if (done.length) await completeTransaction(db, pick(done).id, operator, { receipt: 'r.jpg' }, now());
      },
      void: async () => {
        const done = await ofStatus(['success', 'complete']);
        if (done.length) await voidTransaction(db, pick(done).id, operator, null, now);
      },
      adjust: async () => {
        await createAdjustment(
          db,
          {
            memberAccountId: pick(accountIds),
            amountSen: randomInt(random, 100, 20_000),
            direction: random() < 0.6 ? 'add' : 'deduct',
            remark: null,
          },
          operator,
          now,
        );
      },
      reward: async () => {
        const memberId = pick(memberIds);
        if (random() < 0.5) {
          await creditRewardWallet(
            db,
            { memberId, amountSen: randomInt(random, 50, 5000), remark: null, actor: { kind: 'system' } },
            now(),
          );
          return;
        }
        const wallet = await rewardWalletOf(db, memberId);
        const mine = [];
        for (const id of accountIds)
          if ((await getMemberAccount(db, id)).account.memberId === memberId) mine.push(id);
        await redeemReward(
          db,
          { memberId, memberAccountId: pick(mine), memberWalletId: wallet.id, ip: null },
          now,
        );
      },
      spin: async () => {
        const memberId = pick(memberIds);
        if (random() < 0.3) await db.update(members).set({ spinChances: 2 }).where(eq(members.id, memberId));
        await spinWheel(db, memberId, null);
      },
      play: async () => {
        const { account, product } = await getMemberAccount(db, pick(accountIds));
        const code =
          product.name === 'Mega888'
            ? 'MEGA888'
            : product.name === 'Pussy888'
              ? 'PUSSY888'
              : product.name === '918Kiss'
                ? 'KISS918'
                : 'JOKER';
        await fetch(`${kit.sim.url}/admin/kiosks/${code}/players/${account.username}/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rounds: randomInt(random, 1, 10), seed: randomInt(random, 1, 1e6) }),
        });
      },
      sync: async () => {
        await syncGameBalance(db, pick(accountIds), now);
      },
      fault: async () => {
        const fault = pick(FAULTS);
        kit.sim.faults.add({
          route: `POST /api/kiosks/*/players/*/${pick(['deposit', 'withdraw'])}`,
          count: 1,
          ...fault,
        });
      },
      transfer: async () => {
        const from = pick(accountIds);
        const { account } = await getMemberAccount(db, from);
        const siblings = [];
        for (const id of accountIds)
          if (id !== from && (await getMemberAccount(db, id)).account.memberId === account.memberId)
            siblings.push(id);
        await transferCredit(
          db,
          { fromAccountId: from, toAccountId: pick(siblings), remark: null },
          operator,
          now,
        );
      },
      reconcile: async () => {
        clockMs += randomInt(random, 1, 200) * 1000;
        await reconcileProviderCalls(db, { now: now() });
        await resumeTransfers(db, { now: now() });
      },
    };
    const weights: [string, number][] = [
      ['deposit', 20],
      ['approve', 8],
      ['reject', 3],
      ['withdraw', 8],
      ['complete', 5],
      ['void', 4],
      ['adjust', 6],
      ['reward', 8],
      ['spin', 4],
      ['play', 10],
      ['sync', 4],
      ['fault', 8],
      ['reconcile', 6],
      ['transfer', 5],
    ];
    const total = weights.reduce((s, [, w]) => s + w, 0);
    for (let i = 0; i < OPS; i++) {
      const ticket = randomInt(random, 0, total - 1);
      let cumulative = 0;
      const [name] = weights.find(([, w]) => {
        cumulative += w;
        return ticket < cumulative;
      })!;
      try {
        await ops[name]!();
        count(name);
      } catch (error) {
        if (!(error instanceof DomainError)) {
          console.error(`op ${i} ${name} failed (MONEY_SEED=${SEED})`);
          throw error;
        }
        count(`${name}:${error.code}`);
      }
      if (i % 250 === 0)
        expect((await checkLedgerInvariant(db)).ok, `invariant at op ${i}, seed ${SEED}`).toBe(true);
    }

    kit.sim.faults.clear();
    // Deferred moves still on their way land now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await setProviderTimeout(5000);
    for (let round = 0; round < 5; round++) {
      clockMs += 10 * 60_000;
      await reconcileProviderCalls(db, { now: now(), limit: 1000 });
      await resumeTransfers(db, { now: now(), limit: 1000 });
    }
    expect(await openProviderCalls(db), `open calls, seed ${SEED}`).toEqual([]);
    for (const id of accountIds) expect((await syncGameBalance(db, id, now)).kind).toBe('synced');

    expect(await checkLedgerInvariant(db), `seed ${SEED}`).toMatchObject({ ok: true });
    for (const id of accountIds)
      expect(await ledgerBalance(db, 'member_account', id), `account ${id}, seed ${SEED}`).toBe(
        await kit.providerBalance(id),
      );
    const kiosks = await db.select().from(products);
    for (const product of kiosks) {
      const code = { Mega888: 'MEGA888', Pussy888: 'PUSSY888', '918Kiss': 'KISS918', Joker: 'JOKER' }[
        product.name
      ]!;
      const moved = kit.sim.store.kiosk(code).agentCreditSen - 100_000_000;
      expect(await ledgerBalance(db, 'kiosk', product.kioskId!), `kiosk ${code}, seed ${SEED}`).toBe(moved);
    }
    const audit = await runProviderAudit(db, { now });
    for (const kiosk of audit.kiosks)
      expect(kiosk, `audit of ${kiosk.kiosk}, seed ${SEED}`).toMatchObject({
        reachable: true,
        agentCredit: 'ok',
      });
    expect((await runProviderAudit(db, { now })).raised, `audit again, seed ${SEED}`).toBe(0);
    expect(await ledgerBalance(db, 'suspense', 0), `suspense, seed ${SEED}`).toBe(0);
    // What is left for staff: late moves code does not settle (a transfer leg a later call had
    // already undone, a redemption whose wallet no longer holds the refund), booked as the
    // provider did them.
    const open = await db
      .select({ kind: providerDiscrepancies.kind, purpose: providerCalls.purpose })
      .from(providerDiscrepancies)
      .leftJoin(providerCalls, eq(providerCalls.id, providerDiscrepancies.providerCallId))
      .where(eq(providerDiscrepancies.status, 'open'));
    for (const row of open)
      expect(
        row.kind === 'late_move' && row.purpose !== 'approve',
        `open ${JSON.stringify(row)}, seed ${SEED}`,
      ).toBe(true);
    console.log(`randomized money sequence (seed ${SEED}) discrepancies left for staff: ${open.length}`);
    console.log(`randomized money sequence (seed ${SEED}) tally: ${JSON.stringify(tally)}`);
    expect(Object.keys(tally).filter((k) => !k.includes(':')).length).toBeGreaterThan(8);
  }, 600_000);
});
