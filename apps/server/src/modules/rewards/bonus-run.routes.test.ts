import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { isUniqueViolation } from '../../platform/db/transaction.ts';
import { quietPoolErrors } from '../../test/money-test-kit.ts';
import { loginAs, type StaffClient } from '../../test/staff-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_CS } from '../access/access.demo.ts';
import {
  checkLedgerInvariant,
  ensureLedgerAccount,
  postLedger,
  systemAccount,
} from '../ledger/ledger.service.ts';
import { ledgerEntries, ledgerPostings } from '../ledger/ledger.table.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { members } from '../members/members.table.ts';
import { products } from '../products/products.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { memberWallets } from '../wallets/wallets.table.ts';
import { bonusRunPayouts } from './bonus-runs.table.ts';

// One Malaysian business week (UTC+8): it starts 2026-10-04T16:00Z and ends 2026-10-11T16:00Z.
const WEEK = { from: '2026-10-05', to: '2026-10-11' };
const FIRST_INSTANT = '2026-10-04T16:00:00Z';
const MIDWEEK = '2026-10-07T04:00:00Z';
const NEXT_WEEK_START = '2026-10-11T16:00:00Z';
const BEFORE_WEEK = '2026-10-04T15:59:59Z';

type Line = {
  member_id: number;
  referred_member_id: number | null;
  base: string;
  bonus: string;
  skip: string | null;
};

/**
 * Rebate and referral runs: the computation on hand-worked examples, paying once (replays,
 * a second request, two at once, overlapping periods), the ledger after, and refusals.
 */
describe('rebate and referral runs', () => {
  let app: App;
  let admin: StaffClient;
  let cs: StaffClient;
  const productList: { id: number; kioskAccount: number }[] = [];
  let gameResult: number;

  beforeAll(async () => {
    app = await createTestApp();
    quietPoolErrors(app);
    admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    cs = await loginAs(app, DEMO_CS.username, DEMO_CS.password);
    for (const product of await app.ctx.db.select().from(products).limit(2))
      productList.push({
        id: product.id,
        kioskAccount: await ensureLedgerAccount(app.ctx.db, 'kiosk', product.kioskId!, 'kiosk'),
      });
    gameResult = await systemAccount(app.ctx.db, 'game_result');
  });
  afterAll(async () => app.close());

  const db = () => app.ctx.db;

  const newMember = async (name: string, extra: Partial<typeof members.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(members)
      .values({ name, phone: `601${randomUUID().replace(/\D/g, '').slice(0, 8)}`, ...extra })
      .returning();
    return row!.id;
  };

  /** A game account holding RM 1,000 (credited from its kiosk), as its ledger account id. */
  const gameAccount = async (memberId: number, product = 0) => {
    const { id: productId, kioskAccount } = productList[product]!;
    const [account] = await db()
      .insert(memberAccounts)
      .values({ memberId, productId, username: `u${randomUUID().slice(0, 8)}`, password: 'x' })
      .returning();
    const ledgerId = await ensureLedgerAccount(db(), 'member_account', account!.id, 'game');
    await postLedger(db(), {
      transactionId: null,
      kind: 'adjustment',
      legs: [
        { accountId: ledgerId, amountSen: 100_000 },
        { accountId: kioskAccount, amountSen: -100_000 },
      ],
    });
    return ledgerId;
  };

  /** Play booked as the provider gap books it (lossSen < 0 is a win), at the given instant. */
  const play = async (account: number, lossSen: number, at: string) => {
    const id = await postLedger(db(), {
      transactionId: null,
      kind: 'provider_gap',
      legs: [
        { accountId: account, amountSen: -lossSen },
        { accountId: gameResult, amountSen: lossSen },
      ],
    });
    await db()
      .update(ledgerPostings)
      .set({ createdAt: new Date(at) })
      .where(eq(ledgerPostings.id, id!));
  };

  const deposit = async (
    memberId: number,
    amountSen: number,
    at: string,
    status: 'success' | 'voided' = 'success',
  ) => {
    const [t] = await db()
      .insert(transactions)
      .values({
        memberId,
        type: 'deposit',
        amountSen,
        status,
        requestedAt: new Date(at),
        processedAt: new Date(at),
      })
      .returning();
    return t!.id;
  };

  const newBonus = async (body: object) => {
    const res = await admin.post('/api/staff/bonuses', { frequency: 'weekly', status: 'active', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };

  const preview = async (bonusId: number, period = WEEK) => {
    const res = await admin.get(
      `/api/staff/bonus-runs/preview?bonus_id=${bonusId}&from=${period.from}&to=${period.to}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      lines: Line[];
      total: string;
      members: number;
      paid_run: unknown;
      ended: boolean;
    };
  };

  const pay = (bonusId: number, period = WEEK, key = randomUUID()) =>
    admin.request({
      method: 'POST',
      url: '/api/staff/bonus-runs',
      payload: { bonus_id: bonusId, ...period },
      headers: { 'idempotency-key': key },
    });

  const walletSen = async (memberId: number) => {
    const rows = (await db().execute(sql`
      select coalesce(sum(la.balance_sen), 0)::bigint as sen from member_wallets w
      join ledger_accounts la on la.kind = 'member_wallet' and la.ref_id = w.id
      where w.member_id = ${memberId}`)) as unknown as { rows: { sen: string }[] };
    return Number(rows.rows[0]?.sen ?? 0);
  };

  const expectLedgerBalanced = async () => {
    expect(await checkLedgerInvariant(db())).toMatchObject({ ok: true });
    const [sum] = await db()
      .select({ sen: sql<string>`coalesce(sum(${ledgerEntries.amountSen}), 0)` })
      .from(ledgerEntries);
    expect(Number(sum!.sen)).toBe(0);
  };

  const lineOf = (lines: Line[], memberId: number, referred: number | null = null) =>
    lines.find((l) => l.member_id === memberId && l.referred_member_id === referred);

  it('rebates 5 % of each net loss in the week, capped at RM 20, rounded down to the sen', async () => {
    const bonusId = await newBonus({
      name: 'Weekly rebate 5%',
      type: 'rebate',
      percentage: '5',
      max_bonus: '20',
    });
    // a: lost RM 123.45 -> 617.25 sen -> 6.17
    const a = await newMember('rebate-a');
    await play(await gameAccount(a), 12_345, MIDWEEK);
    // b: lost RM 1,000 -> 50.00 -> capped at 20.00
    const b = await newMember('rebate-b');
    await play(await gameAccount(b), 100_000, MIDWEEK);
    // c: lost 50, won 80 -> a net win of 30: nothing
    const c = await newMember('rebate-c');
    const cAccount = await gameAccount(c);
    await play(cAccount, 5_000, MIDWEEK);
    await play(cAccount, -8_000, MIDWEEK);
    // d: lost RM 0.19 -> 0.95 sen -> 0.00: nothing
    const d = await newMember('rebate-d');
    await play(await gameAccount(d), 19, MIDWEEK);
    // e: two game accounts, 60 at the week's first instant + 40 -> 100 -> 5.00; play before and
    // after the week does not count
    const e = await newMember('rebate-e');
    const e1 = await gameAccount(e);
    const e2 = await gameAccount(e, 1);
    await play(e1, 6_000, FIRST_INSTANT);
    await play(e2, 4_000, MIDWEEK);
    await play(e1, 7_777, BEFORE_WEEK);
    await play(e2, 9_999, NEXT_WEEK_START);
    // f: flagged for fraud: nothing
    const f = await newMember('rebate-f', { fraud: true });
    await play(await gameAccount(f), 10_000, MIDWEEK);

    const plan = await preview(bonusId);
    expect(plan.ended).toBe(true);
    expect(lineOf(plan.lines, a)).toMatchObject({ base: '123.45', bonus: '6.17', skip: null });
    expect(lineOf(plan.lines, b)).toMatchObject({ base: '1000.00', bonus: '20.00', skip: null });
    expect(lineOf(plan.lines, c)).toMatchObject({ base: '-30.00', bonus: '0.00', skip: 'no_net_loss' });
    expect(lineOf(plan.lines, d)).toMatchObject({ base: '0.19', bonus: '0.00', skip: 'zero_bonus' });
    expect(lineOf(plan.lines, e)).toMatchObject({ base: '100.00', bonus: '5.00', skip: null });
    expect(lineOf(plan.lines, f)).toMatchObject({ bonus: '0.00', skip: 'member_fraud' });
    expect(plan).toMatchObject({ members: 3, total: '31.17', paid_run: null });

    const paid = await pay(bonusId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().message).toBe('Paid RM 31.17 to 3 members.');
    expect(paid.json().data.paid_run).toMatchObject({ members: 3, total: '31.17' });
    expect([await walletSen(a), await walletSen(b), await walletSen(c), await walletSen(e)]).toEqual([
      617, 2_000, 0, 500,
    ]);
    const [credit] = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.memberId, a), eq(transactions.type, 'reward')));
    expect(credit).toMatchObject({ amountSen: 617, status: 'success', bonusId });
    await expectLedgerBalanced();

    const after = await preview(bonusId);
    expect(after.paid_run).toMatchObject({ from: WEEK.from, to: WEEK.to, total: '31.17' });
    expect(lineOf(after.lines, a)).toMatchObject({ skip: 'already_paid', bonus: '0.00' });
  });

  it('pays a referral of 10 % of the first deposit, capped at RM 30, to the upline only', async () => {
    const bonusId = await newBonus({
      name: 'Referral 10%',
      type: 'referral',
      frequency: 'unlimited',
      percentage: '10',
      max_bonus: '30',
      min_deposit: '20',
    });
    const u1 = await newMember('upline-1');
    const u2 = await newMember('upline-2');
    const u3 = await newMember('upline-3', { uplineId: u1 });
    // r1: first deposit RM 150 -> 15.00; its second deposit does not count
    const r1 = await newMember('referred-1', { uplineId: u1 });
    await deposit(r1, 15_000, MIDWEEK);
    await deposit(r1, 100_000, '2026-10-08T04:00:00Z');
    // r2: first deposit RM 500 -> 50.00 -> capped at 30.00; u1 is credited 45.00 in one credit
    const r2 = await newMember('referred-2', { uplineId: u1 });
    await deposit(r2, 50_000, FIRST_INSTANT);
    // r3: first deposit the week before: not in this run, though a second falls in it
    const r3 = await newMember('referred-3', { uplineId: u2 });
    await deposit(r3, 40_000, BEFORE_WEEK);
    await deposit(r3, 40_000, MIDWEEK);
    // r4: first deposit RM 10, below the min deposit of RM 20
    const r4 = await newMember('referred-4', { uplineId: u2 });
    await deposit(r4, 1_000, MIDWEEK);
    // r5: no upline, nobody is paid
    const r5 = await newMember('referred-5');
    await deposit(r5, 20_000, MIDWEEK);
    // r6: u3's referral pays u3 10.00, not u3's own upline u1
    const r6 = await newMember('referred-6', { uplineId: u3 });
    await deposit(r6, 10_000, MIDWEEK);
    // r7: a voided deposit is not a first deposit; the RM 200 after it is -> 20.00 to u2
    const r7 = await newMember('referred-7', { uplineId: u2 });
    await deposit(r7, 90_000, FIRST_INSTANT, 'voided');
    await deposit(r7, 20_000, MIDWEEK);
    // r8: first deposit on the first instant of the next week: not this week
    const r8 = await newMember('referred-8', { uplineId: u2 });
    await deposit(r8, 20_000, NEXT_WEEK_START);

    const plan = await preview(bonusId);
    expect(lineOf(plan.lines, u1, r1)).toMatchObject({ base: '150.00', bonus: '15.00', skip: null });
    expect(lineOf(plan.lines, u1, r2)).toMatchObject({ base: '500.00', bonus: '30.00', skip: null });
    expect(lineOf(plan.lines, u2, r4)).toMatchObject({ base: '10.00', skip: 'below_min_deposit' });
    expect(lineOf(plan.lines, u3, r6)).toMatchObject({ base: '100.00', bonus: '10.00', skip: null });
    expect(lineOf(plan.lines, u2, r7)).toMatchObject({ base: '200.00', bonus: '20.00', skip: null });
    const referred = plan.lines.map((l) => l.referred_member_id);
    for (const absent of [r3, r5, r8]) expect(referred).not.toContain(absent);
    expect(plan.lines).toHaveLength(5);
    expect(plan).toMatchObject({ members: 3, total: '75.00' });

    const paid = await pay(bonusId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect([await walletSen(u1), await walletSen(u2), await walletSen(u3)]).toEqual([4_500, 2_000, 1_000]);
    for (const r of [r1, r2, r6, r7]) expect(await walletSen(r)).toBe(0);
    await expectLedgerBalanced();

    // A later week does not pay a referred member's first deposit again, and the key forbids it.
    const next = await preview(bonusId, { from: '2026-10-12', to: '2026-10-18' });
    expect(next.lines.map((l) => l.referred_member_id)).toEqual([r8]);
  });

  it('pays a run once: a replay, a second request and an overlapping period move nothing more', async () => {
    const bonusId = await newBonus({ name: 'Rebate once', type: 'rebate', percentage: '10' });
    const m = await newMember('once');
    await play(await gameAccount(m), 10_000, MIDWEEK);
    const key = randomUUID();
    const first = await pay(bonusId, WEEK, key);
    expect(first.statusCode, first.body).toBe(200);
    const replay = await pay(bonusId, WEEK, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await pay(bonusId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This bonus has already been paid for 2026-10-05 to 2026-10-11.');
    const overlap = await pay(bonusId, { from: '2026-10-11', to: '2026-10-17' });
    expect(overlap.statusCode).toBe(409);
    expect(await walletSen(m)).toBe(1_000);
    expect(
      await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.memberId, m), eq(transactions.type, 'reward'))),
    ).toHaveLength(1);
    // The database itself refuses a second payout of the member for this bonus and period.
    const [payout] = await db().select().from(bonusRunPayouts).where(eq(bonusRunPayouts.memberId, m));
    const { id: _id, ...copy } = payout!;
    const duplicate = await db()
      .insert(bonusRunPayouts)
      .values(copy)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    await expectLedgerBalanced();
  });

  it('pays once when two requests arrive together', async () => {
    const bonusId = await newBonus({ name: 'Rebate race', type: 'rebate', percentage: '10' });
    const m = await newMember('race');
    await play(await gameAccount(m), 20_000, MIDWEEK);
    const replies = await Promise.all([pay(bonusId), pay(bonusId), pay(bonusId), pay(bonusId)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await walletSen(m)).toBe(2_000);
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(bonusRunPayouts)
      .where(eq(bonusRunPayouts.memberId, m));
    expect(count!.n).toBe(1);
    await expectLedgerBalanced();
  });

  it('refuses other roles, other bonus types, open periods, empty runs and bad periods', async () => {
    const rebate = await newBonus({ name: 'Rebate refusals', type: 'rebate', percentage: '10' });
    expect(
      (await cs.get(`/api/staff/bonus-runs/preview?bonus_id=${rebate}&from=${WEEK.from}&to=${WEEK.to}`))
        .statusCode,
    ).toBe(403);
    expect((await cs.post('/api/staff/bonus-runs', { bonus_id: rebate, ...WEEK })).statusCode).toBe(403);
    expect((await cs.get('/api/staff/bonus-runs/options')).statusCode).toBe(403);

    const trial = await newBonus({ name: 'Trial', type: 'trial', percentage: '10' });
    const wrongType = await pay(trial);
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().message).toBe(
      'Only an active rebate or referral bonus can be paid for a period.',
    );

    const today = (await admin.get('/api/staff/bonus-runs/options')).json().data.today as string;
    const m = await newMember('open-period');
    await play(await gameAccount(m), 10_000, new Date().toISOString());
    const open = await pay(rebate, { from: today, to: today });
    expect(open.statusCode).toBe(422);
    expect(open.json().message).toBe('The period has not ended yet.');
    expect((await preview(rebate, { from: today, to: today })).ended).toBe(false);

    const empty = await admin.request({
      method: 'POST',
      url: '/api/staff/bonus-runs',
      payload: { bonus_id: rebate, from: '2020-01-01', to: '2020-01-31' },
      headers: { 'idempotency-key': randomUUID(), locale: 'bm' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Tiada apa-apa untuk dibayar bagi tempoh ini.');

    for (const period of [
      { from: '2026-10-11', to: '2026-10-05' },
      { from: '2025-01-01', to: '2026-06-30' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 'last week', to: '2026-03-01' },
    ]) {
      const res = await pay(rebate, period);
      expect(res.statusCode, JSON.stringify(period)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await pay(999_999)).statusCode).toBe(404);
    const noKey = await admin.request({
      method: 'POST',
      url: '/api/staff/bonus-runs',
      payload: { bonus_id: rebate, ...WEEK },
    });
    expect(noKey.statusCode).toBe(428);
    const options = (await admin.get('/api/staff/bonus-runs/options')).json().data;
    expect(options.time_zone).toBe('Asia/Kuala_Lumpur');
    expect(options.bonuses.map((b: { type: string }) => b.type)).not.toContain('trial');
    expect(await db().select().from(memberWallets).where(eq(memberWallets.memberId, m))).toHaveLength(0);
  });
});
