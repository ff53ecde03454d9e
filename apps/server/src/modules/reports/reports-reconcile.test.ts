import type { ReportPage } from '@topup/contracts/api/reports.ts';
import type { ReportKey } from '@topup/contracts/reports.ts';
import { randomInt, seededRandom } from '@topup/kiosk-sim/seeded-random.ts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDayOf,
  businessRange,
  DEFAULT_BUSINESS_TIME_ZONE,
} from '../../platform/business-time.ts';
import { DomainError } from '../../platform/errors.ts';
import { type MoneyKit, startMoneyKit } from '../../test/money-test-kit.ts';
import { operators } from '../access/access.table.ts';
import { banks } from '../banks/banks.table.ts';
import { bonuses } from '../bonuses/bonuses.table.ts';
import { gameResultLegsSql } from '../ledger/game-results.read-model.ts';
import { checkLedgerInvariant } from '../ledger/ledger.service.ts';
import { getMemberAccount } from '../member-accounts/account-with-product.read-model.ts';
import { createMemberAccount, providerBalance } from '../member-accounts/member-accounts.service.ts';
import { members } from '../members/members.table.ts';
import { products } from '../products/products.table.ts';
import { rolloverStates } from '../rollover/rollover.table.ts';
import { putJsonSetting } from '../settings/settings.service.ts';
import {
  approveTransaction,
  completeTransaction,
  type Operator,
  rejectTransaction,
  voidTransaction,
} from '../transactions/actions/transaction-actions.service.ts';
import { createAdjustment } from '../transactions/money-forms/adjustment.service.ts';
import { createDeposit } from '../transactions/money-forms/deposit.service.ts';
import { creditRewardWallet, redeemReward } from '../transactions/money-forms/reward.service.ts';
import { syncGameBalance } from '../transactions/money-forms/sync-balance.service.ts';
import { transferCredit } from '../transactions/money-forms/transfer.service.ts';
import { createWithdrawal } from '../transactions/money-forms/withdrawal.service.ts';
import {
  openProviderCalls,
  reconcileProviderCalls,
} from '../transactions/provider-calls/provider-call-resend.service.ts';
import { type Transaction, transactions } from '../transactions/transactions.table.ts';
import { rewardWalletOf } from '../wallets/wallets.service.ts';
import { queryRows } from './report-query.ts';
import { reportShifts, shiftWindowAt } from './shift-windows.ts';

/** Negation without -0 (toBe tells 0 and -0 apart). */
const neg = (n: number) => 0 - n;
const SEED = Number(process.env.REPORTS_SEED ?? Date.now() % 1_000_000);
const OPS = Number(process.env.REPORTS_OPS ?? 160);
const KIOSK_CODE: Record<string, string> = {
  Mega888: 'MEGA888',
  Pussy888: 'PUSSY888',
  '918Kiss': 'KISS918',
  Joker: 'JOKER',
};

/**
 * A seeded random day of work through the real services (deposits, approvals, rejections,
 * withdrawals and payouts, voids, transfers, adjustments, rewards, play, a timed-out call
 * settled by reconciliation), then: the Overall, Bank, Game, Kiosk and Customer totals equal
 * the ledger's own sums over the same days, and agree with each other. REPORTS_SEED replays.
 */
describe('reports reconcile to the ledger', () => {
  let kit: MoneyKit;
  let operator: Operator;
  const accountIds: number[] = [];
  const memberIds: number[] = [];
  let from = '';
  let to = '';

  beforeAll(async () => {
    kit = await startMoneyKit({ providerTimeoutMs: 3000 });
    const db = kit.app.ctx.db;
    const [admin] = await db.select().from(operators).where(eq(operators.username, 'admin'));
    operator = { operatorId: admin!.id, ip: null, can: () => true, gateway: { kind: 'all' } };
    const extra = await db
      .insert(members)
      .values([1, 2, 3].map((n) => ({ name: `day${n}`, phone: `6012000000${n}` })))
      .returning();
    memberIds.push(kit.demoMemberId, ...extra.map((m) => m.id));
    const productIds = (await db.select().from(products)).map((p) => p.id);
    for (const memberId of memberIds)
      for (const productId of productIds.slice(0, 2)) {
        try {
          accountIds.push((await createMemberAccount(db, memberId, productId)).id);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
    for (const name of ['Mega888', '918Kiss']) {
      const id = (await kit.accountOf(kit.demoMemberId, name)).id;
      if (!accountIds.includes(id)) accountIds.push(id);
    }
    for (const id of accountIds) await providerBalance(db, await getMemberAccount(db, id));
    const today = businessDayOf(new Date());
    from = addBusinessDays(today, -1);
    to = addBusinessDays(today, 1);
  });
  afterAll(async () => kit.close());

  const report = async (key: ReportKey): Promise<ReportPage> => {
    const res = await kit.admin.get(`/api/staff/reports/${key}?from=${from}&to=${to}&per_page=100`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  /** Sum of ledger entries on accounts of a kind, for postings of the given kinds, in the range. */
  const ledgerSum = async (accountKind: string, postingKinds: string[] | null, sign = 0) => {
    const range = businessRange(from, to)!;
    const [row] = await queryRows(
      kit.app.ctx.db,
      sql`select coalesce(sum(e.amount_sen), 0)::bigint as sen from ledger_entries e
          join ledger_postings p on p.id = e.posting_id join ledger_accounts a on a.id = e.account_id
          where a.kind = ${accountKind} and p.created_at >= ${range.start.toISOString()}::timestamptz
            and p.created_at < ${range.end.toISOString()}::timestamptz
            ${
              postingKinds
                ? sql`and p.kind in (${sql.join(
                    postingKinds.map((k) => sql`${k}`),
                    sql`, `,
                  )})`
                : sql``
            }
            ${sign > 0 ? sql`and e.amount_sen > 0` : sign < 0 ? sql`and e.amount_sen < 0` : sql``}`,
    );
    return Number(row?.sen ?? 0);
  };

  it(`agrees with the ledger to the sen after a random day (seed ${SEED})`, async () => {
    console.log(`reports reconcile: REPORTS_SEED=${SEED} REPORTS_OPS=${OPS}`);
    const db = kit.app.ctx.db;
    const random = seededRandom(SEED);
    const pick = <T>(list: readonly T[]): T => list[randomInt(random, 0, list.length - 1)]!;
    const bankIds = (await db.select().from(banks)).map((b) => b.id);
    const bonusIds = (await db.select().from(bonuses)).map((b) => b.id);
    const now = () => new Date();
    const ofStatus = async (statuses: ('pending' | 'success' | 'complete')[], types: string[]) =>
      (
        await db
          .select({ id: transactions.id, type: transactions.type })
          .from(transactions)
          .where(and(inArray(transactions.status, statuses)))
      ).filter((t) => types.includes(t.type));
    const siblingsOf = async (accountId: number) => {
      const { account } = await getMemberAccount(db, accountId);
      const out: number[] = [];
      for (const id of accountIds)
        if (id !== accountId && (await getMemberAccount(db, id)).account.memberId === account.memberId)
          out.push(id);
      return out;
    };
    const ops: Record<string, () => Promise<unknown>> = {
      deposit: async () => {
        const accountId = pick(accountIds);
        const { account } = await getMemberAccount(db, accountId);
        const { deposit } = await createDeposit(db, {
          memberId: account.memberId,
          memberAccountId: accountId,
          amountSen: randomInt(random, 10, 500) * 100,
          bankId: pick(bankIds),
          bonusId: random() < 0.3 ? pick(bonusIds) : null,
          byMember: true,
          actor: { kind: 'member', memberId: account.memberId, ip: null },
          now: now(),
        });
        if (random() < 0.7) await approveTransaction(db, deposit.id, operator, now);
      },
      reject: async () => {
        const pending = await ofStatus(['pending'], ['deposit', 'withdrawal']);
        if (pending.length)
          await rejectTransaction(db, pick(pending).id, operator, 'no money in bank', now());
      },
      withdraw: async () => {
        const accountId = pick(accountIds);
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
        const done = await ofStatus(['success'], ['deposit', 'withdrawal']);
        if (done.length) await completeTransaction(db, pick(done).id, operator, { receipt: 'r.jpg' }, now());
      },
      void: async () => {
        const done = await ofStatus(['success', 'complete'], ['deposit', 'withdrawal', 'adjustment']);
        if (done.length) await voidTransaction(db, pick(done).id, operator, null, now);
      },
      adjust: async () => {
        await createAdjustment(
          db,
          {
            memberAccountId: pick(accountIds),
            amountSen: randomInt(random, 1, 200) * 100,
            direction: random() < 0.6 ? 'add' : 'deduct',
            remark: 'reconcile adjustment',
          },
          operator,
          now,
        );
      },
      reward: async () => {
        const memberId = pick(memberIds);
        await creditRewardWallet(
          db,
          { memberId, amountSen: randomInt(random, 200, 5000), remark: null, actor: { kind: 'system' } },
          now(),
        );
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
      transfer: async () => {
        const fromId = pick(accountIds);
        const siblings = await siblingsOf(fromId);
        if (siblings.length)
          await transferCredit(
            db,
            { fromAccountId: fromId, toAccountId: pick(siblings), remark: null },
            operator,
            now,
          );
      },
      play: async () => {
        const { account, product } = await getMemberAccount(db, pick(accountIds));
        await fetch(
          `${kit.sim.url}/admin/kiosks/${KIOSK_CODE[product.name]}/players/${account.username}/play`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ rounds: randomInt(random, 1, 8), seed: randomInt(random, 1, 1e6) }),
          },
        );
      },
      sync: async () => syncGameBalance(db, pick(accountIds), now),
    };
    const weights: [string, number][] = [
      ['deposit', 30],
      ['reject', 6],
      ['withdraw', 8],
      ['complete', 8],
      ['void', 4],
      ['adjust', 6],
      ['reward', 5],
      ['transfer', 5],
      ['play', 12],
      ['sync', 6],
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
      } catch (error) {
        if (!(error instanceof DomainError))
          throw new Error(`op ${i} ${name} (REPORTS_SEED=${SEED})`, { cause: error });
      }
    }

    // A timed-out call (the credit landed, the reply was lost), settled by reconciliation.
    const accountId = accountIds[0]!;
    const { account } = await getMemberAccount(db, accountId);
    const { deposit } = await createDeposit(db, {
      memberId: account.memberId,
      memberAccountId: accountId,
      amountSen: 12_300,
      bankId: bankIds[0]!,
      bonusId: null,
      byMember: true,
      actor: { kind: 'member', memberId: account.memberId, ip: null },
      now: now(),
    });
    kit.sim.faults.add({
      route: 'POST /api/kiosks/*/players/*/deposit',
      mode: 'lost_reply',
      when: 'after',
      count: 1,
    });
    expect((await approveTransaction(db, deposit.id, operator, now)).outcome).toBe('unknown');
    await reconcileProviderCalls(db, { now: new Date(Date.now() + 60_000), limit: 1000 });
    expect(await openProviderCalls(db)).toEqual([]);
    expect((await checkLedgerInvariant(db)).ok).toBe(true);

    // Every account brought to its provider's balance (after the reconciliation's clock above),
    // so all the play is booked.
    let bets = 0;
    const afterReconciliation = () => new Date(Date.now() + 120_000);
    for (const id of accountIds) {
      expect((await syncGameBalance(db, id, afterReconciliation)).kind).toBe('synced');
      const { account, product } = await getMemberAccount(db, id);
      bets += kit.sim.store.player(
        kit.sim.store.kiosk(KIOSK_CODE[product.name]!),
        account.username,
      ).turnoverSen;
    }

    const overall = await report('overall');
    const bank = await report('bank');
    const game = await report('game');
    const kiosk = await report('kiosk');
    const customer = await report('customer');
    const timeout = await report('timeout');
    const o = overall.totals as Record<string, number>;
    const sum = (page: ReportPage, key: string) => page.data.reduce((s, r) => s + Number(r[key] ?? 0), 0);

    // Overall against the ledger: what the kiosks gave and took back, by posting kind.
    expect(o.deposit_sen! + o.bonus_sen!, `deposits+bonus, seed ${SEED}`).toBe(
      neg(await ledgerSum('kiosk', ['deposit', 'void_deposit'])),
    );
    expect(o.withdrawal_sen, `withdrawals, seed ${SEED}`).toBe(
      await ledgerSum('kiosk', ['withdrawal', 'void_withdrawal']),
    );
    expect(o.adjustment_sen, `adjustments, seed ${SEED}`).toBe(
      neg(await ledgerSum('kiosk', ['adjustment', 'void_adjustment'])),
    );
    expect(o.reward_sen, `rewards, seed ${SEED}`).toBe(neg(await ledgerSum('kiosk', ['reward'])));
    expect(o.transfer_sen, `transfers, seed ${SEED}`).toBe(
      neg(await ledgerSum('kiosk', ['transfer_transfer_in'])),
    );
    expect(o.net_sen).toBe(o.deposit_sen! - o.withdrawal_sen!);
    expect(o.deposit_sen).toBeGreaterThan(0);

    // Bank: money in/out equals the bank accounts' ledger, and the deposit cash equals Overall.
    expect(sum(bank, 'in_sen') - sum(bank, 'out_sen'), `bank net, seed ${SEED}`).toBe(
      await ledgerSum('bank', null),
    );
    expect(bank.totals.in_sen).toBe(await ledgerSum('bank', null, 1));
    expect(await ledgerSum('bank', ['deposit', 'void_deposit'])).toBe(o.deposit_sen);
    expect(sum(bank, 'closing_sen')).toBe(
      sum(bank, 'opening_sen') + sum(bank, 'in_sen') - sum(bank, 'out_sen'),
    );

    // Kiosk: agent credit moved equals the kiosk accounts' ledger.
    expect(kiosk.totals.net_sen, `kiosk net, seed ${SEED}`).toBe(await ledgerSum('kiosk', null));
    expect(kiosk.totals.credit_out_sen).toBe(neg(await ledgerSum('kiosk', null, -1)));

    // Game and Customer split the same money by product and by member.
    for (const key of ['deposit_sen', 'withdrawal_sen', 'bonus_sen', 'deposit_count', 'net_sen']) {
      expect(game.totals[key], `game ${key}, seed ${SEED}`).toBe(o[key]);
      expect(customer.totals[key], `customer ${key}, seed ${SEED}`).toBe(o[key]);
    }
    expect(game.totals.game_result_sen, `game result, seed ${SEED}`).toBe(
      neg(await ledgerSum('game_result', null)),
    );
    // Customer's game result is the game-result account's; its turnover the bets the kiosks counted.
    expect(customer.totals.game_result_sen, `customer game result, seed ${SEED}`).toBe(
      game.totals.game_result_sen,
    );
    expect(customer.totals.turnover_sen, `customer turnover, seed ${SEED}`).toBe(bets);
    expect(bets).toBeGreaterThan(0);

    // The timed-out call is listed with how it was settled.
    expect(timeout.data.find((r) => r.transaction_id === deposit.id)).toMatchObject({
      outcome: 'credited_by_reconciliation',
      amount_sen: 12_300,
    });
  }, 300_000);

  it('keeps the daily summary rows equal to a recomputation from the ledger', async () => {
    const rows = await queryRows(
      kit.app.ctx.db,
      sql`select coalesce(s.day, r.day) as day, coalesce(s.account_id, r.account_id) as account_id,
            s.in_sen as s_in, r.in_sen as r_in, s.out_sen as s_out, r.out_sen as r_out, s.entries as s_n, r.n as r_n
          from (
            select day, account_id, posting_kind, sum(in_sen)::bigint as in_sen, sum(out_sen)::bigint as out_sen,
              sum(entries)::int as entries
            from report_ledger_daily group by 1, 2, 3
          ) s
          full join (
            select (p.created_at at time zone business_time_zone())::date as day, e.account_id, p.kind,
              sum(greatest(e.amount_sen, 0))::bigint as in_sen, sum(greatest(-e.amount_sen, 0))::bigint as out_sen,
              count(*)::int as n
            from ledger_entries e join ledger_postings p on p.id = e.posting_id group by 1, 2, 3
          ) r on r.day = s.day and r.account_id = s.account_id and r.kind = s.posting_kind
          where s.day is null or r.day is null or s.in_sen <> r.in_sen or s.out_sen <> r.out_sen or s.entries <> r.n`,
    );
    expect(rows).toEqual([]);
    const [count] = await queryRows(kit.app.ctx.db, sql`select count(*)::int as n from report_ledger_daily`);
    expect(Number(count?.n)).toBeGreaterThan(5);
  });

  /** Rows of `a` not in `b` and of `b` not in `a`: empty when the two sets are equal. */
  const difference = async (a: ReturnType<typeof sql>, b: ReturnType<typeof sql>) =>
    queryRows(kit.app.ctx.db, sql`((${a}) except all (${b})) union all ((${b}) except all (${a}))`);

  // The definition written out again, independently of the trigger's function: a transaction
  // counts on the day it went through and counts back on the day it was voided.
  const movements = sql`
    select (t.processed_at at time zone business_time_zone())::date as day,
      case when t.type = 'reward' and t.member_account_id is null then 'reward_credit' else t.type end as type,
      t.member_id, coalesce(ma.product_id, 0) as product_id, coalesce(t.deposit_bank_id, t.withdraw_bank_id, 0) as bank_id,
      1 as n_in, 0 as n_out, t.amount_sen::bigint as amount_sen, t.bonus_sen::bigint as bonus_sen, t.processed_at as in_at
    from transactions t left join member_accounts ma on ma.id = t.member_account_id
    where t.processed_at is not null and t.status in ('success', 'complete', 'voided')
    union all
    select (t.voided_at at time zone business_time_zone())::date, t.type, t.member_id, coalesce(ma.product_id, 0),
      coalesce(t.deposit_bank_id, t.withdraw_bank_id, 0), 0, 1, -t.amount_sen::bigint, -t.bonus_sen::bigint, null
    from transactions t left join member_accounts ma on ma.id = t.member_account_id
    where t.status = 'voided' and t.voided_at is not null and t.type in ('deposit', 'withdrawal', 'adjustment')`;

  it('keeps the money summaries (0480) equal to a recomputation from transactions', async () => {
    const money = await difference(
      sql`select day, type, product_id, bank_id, sum(n_in)::int, sum(n_out)::int, sum(amount_sen)::bigint,
            sum(bonus_sen)::bigint from report_money_daily group by 1, 2, 3, 4
          having sum(n_in) <> 0 or sum(n_out) <> 0`,
      sql`select day, type, product_id, bank_id, sum(n_in)::int, sum(n_out)::int, sum(amount_sen)::bigint,
            sum(bonus_sen)::bigint from (${movements}) m group by 1, 2, 3, 4`,
    );
    expect(money).toEqual([]);
    const perMember = await difference(
      sql`select day, member_id, type, product_id, bank_id, n_in, n_out, amount_sen, bonus_sen, last_in_at
          from report_member_daily where n_in <> 0 or n_out <> 0`,
      sql`select day, member_id, type, product_id, bank_id, sum(n_in)::int, sum(n_out)::int, sum(amount_sen)::bigint,
            sum(bonus_sen)::bigint, max(in_at) from (${movements}) m where type in ('deposit', 'withdrawal')
          group by 1, 2, 3, 4, 5`,
    );
    expect(perMember).toEqual([]);
    const firsts = await difference(
      sql`select member_id, transaction_id, day, product_id, bank_id from report_first_deposits`,
      sql`select distinct on (t.member_id) t.member_id, t.id, (t.processed_at at time zone business_time_zone())::date,
            coalesce(ma.product_id, 0), coalesce(t.deposit_bank_id, 0)
          from transactions t left join member_accounts ma on ma.id = t.member_account_id
          where t.type = 'deposit' and t.processed_at is not null and t.status in ('success', 'complete', 'voided')
          order by t.member_id, t.processed_at, t.id`,
    );
    expect(firsts).toEqual([]);
    const [count] = await queryRows(kit.app.ctx.db, sql`select count(*)::int as n from report_money_daily`);
    expect(Number(count?.n)).toBeGreaterThan(5);
  }, 300_000);

  const ACTIONS = sql.raw(
    `('transaction.approve', 'transaction.reject', 'transaction.fraud', 'transaction.void', 'transaction.complete', 'adjustment.create')`,
  );
  // The activity log's transaction actions joined to their transactions, written out again.
  const acts = sql`
    select (a.created_at at time zone business_time_zone())::date as day, a.operator_id, a.action,
      coalesce(t.type, '') as tx_type, t.amount_sen, a.created_at, t.requested_at
    from activity_log a left join transactions t on a.target_type = 'transaction' and a.target_id = t.id::text
    where a.operator_id is not null and a.action in ${ACTIONS}`;

  /** Shift work recomputed in TypeScript: each event cut by shiftWindowAt, not by the SQL cut. */
  const expectShiftWorkRecomputed = async () => {
    const db = kit.app.ctx.db;
    const starts = await reportShifts(db);
    const events = await queryRows(
      db,
      sql`select a.operator_id, a.created_at as at, (a.action = 'transaction.approve')::int as approve,
            (a.action = 'transaction.reject')::int as reject, (a.action = 'transaction.complete')::int as complete,
            0 as deposit_sen, 0 as withdrawal_sen, 0 as unverified_deposits, 0 as unverified_withdrawals
          from activity_log a where a.operator_id is not null
            and a.action in ('transaction.approve', 'transaction.reject', 'transaction.complete')
          union all
          select t.claimed_by, t.processed_at, 0, 0, 0, case when t.type = 'deposit' then t.amount_sen else 0 end,
            case when t.type = 'withdrawal' then t.amount_sen else 0 end, (t.type = 'deposit' and t.status = 'success')::int,
            (t.type = 'withdrawal' and t.status = 'success')::int
          from transactions t where t.claimed_by is not null and t.processed_at is not null
            and t.type in ('deposit', 'withdrawal') and t.status in ('success', 'complete', 'voided')`,
    );
    const fields = [
      'approve',
      'reject',
      'complete',
      'deposit_sen',
      'withdrawal_sen',
      'unverified_deposits',
      'unverified_withdrawals',
    ];
    const expected = new Map<string, number[]>();
    for (const e of events) {
      const at = new Date(String(e.at));
      const key = `${businessDayOf(at, DEFAULT_BUSINESS_TIME_ZONE)} ${shiftWindowAt(starts, at).start.toISOString()} ${e.operator_id}`;
      const sums = expected.get(key) ?? fields.map(() => 0);
      expected.set(
        key,
        sums.map((v, i) => v + Number(e[fields[i]!])),
      );
    }
    const kept = await queryRows(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, shift_start, operator_id, approve_count, reject_count, complete_count,
            deposit_sen, withdrawal_sen, unverified_deposits, unverified_withdrawals from report_shift_work`,
    );
    const actual = new Map(
      kept.map((r) => [
        `${r.day} ${new Date(String(r.shift_start)).toISOString()} ${r.operator_id}`,
        [
          r.approve_count,
          r.reject_count,
          r.complete_count,
          r.deposit_sen,
          r.withdrawal_sen,
          r.unverified_deposits,
          r.unverified_withdrawals,
        ].map(Number),
      ]),
    );
    expect(actual).toEqual(expected);
    expect(actual.size).toBeGreaterThan(0);
  };

  it('keeps the work summaries (0490) equal to a recomputation from the ledger and the activity log', async () => {
    const db = kit.app.ctx.db;
    const game = await difference(
      sql`select day, product_id, member_id, result_sen from report_game_daily`,
      sql`select (p.created_at at time zone business_time_zone())::date, ma.product_id, ma.member_id,
            sum(gr.amount_sen)::bigint from ${gameResultLegsSql} group by 1, 2, 3`,
    );
    expect(game).toEqual([]);
    const turnover = await difference(
      sql`select day, product_id, member_id, turnover_sen from report_turnover_daily`,
      sql`select (created_at at time zone business_time_zone())::date, product_id, member_id, sum(bet_sen)::bigint
          from game_turnover group by 1, 2, 3`,
    );
    expect(turnover).toEqual([]);
    const staff = await difference(
      sql`select day, operator_id, action, tx_type, n, amount_sen, abs_sen from report_staff_daily`,
      sql`select day, operator_id, action, tx_type, count(*)::int, coalesce(sum(amount_sen), 0)::bigint,
            coalesce(sum(abs(amount_sen)), 0)::bigint from (${acts}) a group by 1, 2, 3, 4`,
    );
    expect(staff).toEqual([]);
    const waits = await difference(
      sql`select day, operator_id, wait_s, n from report_approval_waits`,
      sql`select day, operator_id, round(extract(epoch from created_at - requested_at))::int, count(*)::int
          from (${acts}) a where action = 'transaction.approve' and tx_type in ('deposit', 'withdrawal')
            and requested_at is not null group by 1, 2, 3`,
    );
    expect(waits).toEqual([]);
    const [counts] = await queryRows(
      db,
      sql`select (select count(*) from report_game_daily)::int as game, (select count(*) from report_turnover_daily)::int as turnover,
            (select count(*) from report_staff_daily)::int as staff,
            (select count(*) from report_approval_waits)::int as waits`,
    );
    expect(
      Math.min(Number(counts?.game), Number(counts?.turnover), Number(counts?.staff), Number(counts?.waits)),
    ).toBeGreaterThan(0);

    // The Staff report's median and 95th percentile from the per-second counts equal
    // percentile_cont over every wait of the range.
    const range = businessRange(from, to)!;
    const expectedWaits = await queryRows(
      db,
      sql`select operator_id, round(percentile_cont(0.5) within group (order by w))::int as p50,
            round(percentile_cont(0.95) within group (order by w))::int as p95
          from (select operator_id, round(extract(epoch from created_at - requested_at))::int as w
                from (${acts}) a where action = 'transaction.approve' and tx_type in ('deposit', 'withdrawal')
                  and requested_at is not null and created_at >= ${range.start.toISOString()}::timestamptz
                  and created_at < ${range.end.toISOString()}::timestamptz) x
          group by 1`,
    );
    expect(expectedWaits.length).toBeGreaterThan(0);
    const staffPage = await report('staff');
    for (const row of expectedWaits) {
      expect(staffPage.data.find((r) => r.row_key === row.operator_id)).toMatchObject({
        approval_p50_s: row.p50,
        approval_p95_s: row.p95,
      });
    }

    // Quick withdrawals (0491): every withdrawal probed for the deposit just before it.
    const quick = await difference(
      sql`select withdrawal_id, member_id, deposit_id, processed_at, deposit_processed_at, amount_sen
          from report_quick_withdrawals`,
      sql`select w.id, w.member_id, d.id, w.processed_at, d.processed_at, w.amount_sen::bigint
          from transactions w
          join lateral (
            select d.id, d.processed_at, d.amount_sen, d.bonus_sen from transactions d
            where d.member_id = w.member_id and d.type = 'deposit' and d.status in ('success', 'complete')
              and d.processed_at <= w.processed_at and d.processed_at > w.processed_at - interval '60 minutes'
            order by d.processed_at desc limit 1
          ) d on true
          where w.type = 'withdrawal' and w.status in ('success', 'complete')
            and w.amount_sen * 100 >= (d.amount_sen + d.bonus_sen) * 90`,
    );
    expect(quick).toEqual([]);

    await expectShiftWorkRecomputed();
    // New shifts cut the summary again in the transaction that saves them.
    await putJsonSetting(db, 'report_shifts', ['06:30', '18:45']);
    await expectShiftWorkRecomputed();
    await putJsonSetting(db, 'report_shifts', ['08:00', '16:00', '00:00']);
    await expectShiftWorkRecomputed();
  }, 300_000);

  it('keeps the per-member months (0492) equal to the daily rows; Customer over a whole month equals Overall', async () => {
    const monthsOfDays = () =>
      difference(
        sql`select month, member_id, deposit_n, deposit_sen, bonus_sen, withdrawal_sen, last_deposit_at
          from report_member_monthly`,
        sql`select date_trunc('month', day)::date, member_id,
            coalesce(sum(n_in - n_out) filter (where type = 'deposit'), 0)::int,
            coalesce(sum(amount_sen) filter (where type = 'deposit'), 0)::bigint,
            coalesce(sum(bonus_sen) filter (where type = 'deposit'), 0)::bigint,
            coalesce(sum(amount_sen) filter (where type = 'withdrawal'), 0)::bigint,
            max(last_in_at) filter (where type = 'deposit')
          from report_member_daily group by 1, 2`,
      );
    expect(await monthsOfDays()).toEqual([]);
    // A month's last deposit leaving the money that went through (a row corrected by hand): the
    // month's last deposit moves back to the one before it, and comes back with the row.
    const db = kit.app.ctx.db;
    const [latest] = await db
      .select({ id: transactions.id, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.type, 'deposit'), inArray(transactions.status, ['success', 'complete'])))
      .orderBy(sql`${transactions.processedAt} desc`)
      .limit(1);
    const setStatus = (status: Transaction['status']) =>
      db.update(transactions).set({ status }).where(eq(transactions.id, latest!.id));
    await setStatus('failed');
    expect(await monthsOfDays()).toEqual([]);
    await setStatus(latest!.status);
    expect(await monthsOfDays()).toEqual([]);
    // A new business time zone rebuilds the daily rows in one statement each way; the months follow.
    const zone = async (time_zone: string) =>
      expect((await kit.admin.put('/api/staff/settings/business-time-zone', { time_zone })).statusCode).toBe(
        200,
      );
    await zone('America/New_York');
    expect(await monthsOfDays()).toEqual([]);
    await zone('Asia/Kuala_Lumpur');
    expect(await monthsOfDays()).toEqual([]);
    const [count] = await queryRows(
      kit.app.ctx.db,
      sql`select count(*)::int as n from report_member_monthly`,
    );
    expect(Number(count?.n)).toBeGreaterThan(0);

    // This whole month: Customer reads the monthly rows, Overall the daily money summary.
    const today = businessDayOf(new Date());
    const first = `${today.slice(0, 8)}01`;
    const last = addBusinessDays(`${addBusinessDays(first, 32).slice(0, 8)}01`, -1);
    const page = async (key: ReportKey) => {
      const res = await kit.admin.get(`/api/staff/reports/${key}?from=${first}&to=${last}&per_page=100`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ReportPage).totals;
    };
    const [customer, overall] = [await page('customer'), await page('overall')];
    expect(Number(overall.deposit_sen)).toBeGreaterThan(0);
    for (const column of ['deposit_count', 'deposit_sen', 'withdrawal_sen', 'bonus_sen'] as const)
      expect({ column, sen: customer[column] }).toEqual({ column, sen: overall[column] });
  });
});
