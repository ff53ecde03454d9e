import { randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { DEMO_PRODUCTS } from '../products/products.demo.ts';
import { recomputeVipLevels } from '../transactions/vip-recompute.ts';
import { type DemoAccount, type DemoMember, demoActions } from './demo-actions.ts';
import { type DemoStaff, demoStaff, type Inject } from './demo-client.ts';
import type { AppClock } from './demo-clock.ts';
import { DEMO_NOTES, DEMO_PEOPLE, DEPOSIT_AMOUNTS_RM, REGISTRATIONS_PER_DAY } from './demo-people.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const KIOSK_WAIT_MS = 30_000;
type Row = Record<string, unknown>;

export type DemoWeekInput = { inject: Inject; db: Db; clock: AppClock; kioskUrl: string };

/** The bundled kiosk simulator answers its admin API (play, faults); a real provider would not. */
async function kioskSimReady(kioskUrl: string): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < KIOSK_WAIT_MS; ) {
    const ok = await fetch(`${kioskUrl}/admin/faults`, { signal: AbortSignal.timeout(2000) })
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const simPost = (kioskUrl: string, path: string, body: object) =>
  fetch(`${kioskUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });

/** mulberry32: the same week on every start (amounts and picks), no dependency. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A week of realistic work before the newcomer's first look, replayed through the
 * real routes with the application's and the database's clocks set back (`AppClock`): players
 * registered (two from the landing page), deposits approved, rejected, voided, marked fraud and
 * matched to statement lines, withdrawals paid out, a transfer, adjustments, a reward redeemed,
 * play at the provider, a timed-out call settled by reconciliation, a follow-up, notes on
 * members, a shift handover, and today's queue left pending. Returns null when the kiosk simulator is not there.
 */
export async function seedDemoWeek(input: DemoWeekInput): Promise<{ transactions: number } | null> {
  if (!(await kioskSimReady(input.kioskUrl))) return null;
  const { inject, db, clock, kioskUrl } = input;
  const act = demoActions(inject);
  const random = seeded(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const weekStart = Date.now() - 7 * DAY_MS;
  let t = weekStart;
  const at = (ms: number) => {
    t = ms;
    return clock.set(db, new Date(t));
  };
  const later = (minutes: number) => at(t + minutes * MINUTE_MS);

  try {
    await at(weekStart);
    const admin = demoStaff(inject, DEMO_ADMIN.username, DEMO_ADMIN.password, () => t);
    const options = (await admin.get('/api/staff/reports/options')).data as Record<string, Row[]>;
    const idOf = (list: Row[], prefix: string) =>
      Number(list.find((r) => String(r.name).startsWith(prefix))!.id);
    const bank = {
      maybank: idOf(options.banks!, 'Maybank'),
      cimb: idOf(options.banks!, 'CIMB'),
      tng: idOf(options.banks!, 'Touch'),
    };
    const productId = (name: string) => idOf(options.products!, name);
    const bonuses = (await admin.get('/api/staff/bonuses')).data as Row[];
    const firstDepositBonus = Number(bonuses.find((b) => b.type === 'first_deposit')!.id);

    // A second customer-service desk that registers players, approves deposits and adjusts
    // alone up to RM 50 (above it, an adjustment waits for a second approval).
    const csPassword = randomBytes(12).toString('base64url');
    const role = await admin.post('/api/staff/roles', {
      name: 'Senior Customer Service',
      permissions: [
        'dashboard.view',
        'members.view',
        'members.create',
        'members.link',
        'notes.create',
        'member_accounts.view',
        'member_accounts.create',
        'deposits.view',
        'deposits.claim',
        'deposits.approve',
        'deposits.reject',
        'withdrawals.view',
        'transactions.view',
        'follow_up.view',
        'follow_up.settle',
        'reports.view',
        'transactions.adjustment',
      ],
      amount_limits: { adjustment: '50.00' },
    });
    await admin.post('/api/staff/operators', {
      name: 'Aina Zulkifli',
      username: 'cs2',
      password: csPassword,
      role_id: (role.data as Row).id,
    });
    const desk = demoStaff(inject, 'cs2', csPassword, () => t);

    const members: DemoMember[] = [];
    let registered = 0;
    const register = async (creator: DemoStaff) => {
      const person = DEMO_PEOPLE[registered++]!;
      if (person.lead) {
        await act.lead(person);
        await later(20);
      }
      const created = await creator.post('/api/staff/members', {
        name: person.name,
        phone: person.phone,
        bank_name: person.bank,
        bank_account_number: person.account,
        bank_account_holder: person.name.toUpperCase(),
      });
      const id = Number((created.data as Row).id);
      const link = await creator.post(`/api/staff/members/${id}/link`);
      const accounts: DemoAccount[] = [];
      for (const product of person.products) {
        const account = await creator.post('/api/staff/member-accounts', {
          member_id: id,
          product_id: productId(product),
        });
        const data = account.data as Row;
        accounts.push({ id: Number(data.id), product, username: String(data.username), bonus: false });
      }
      members.push({ ...person, id, token: String((link.data as Row).token), accounts });
    };

    /** A member deposit, approved a few minutes later (or not), and often matched to its bank line. */
    const deposit = async (
      m: DemoMember,
      outcome: 'approve' | 'reject' | 'fraud' | 'pending',
      options: { amountSen?: number; bonus?: boolean; account?: DemoAccount; by?: DemoStaff } = {},
    ) => {
      const plain = m.accounts.filter((a) => !a.bonus);
      const account = options.account ?? pick(plain.length ? plain : m.accounts);
      const amountSen = options.amountSen ?? pick(DEPOSIT_AMOUNTS_RM) * 100;
      const bankId = pick([bank.maybank, bank.maybank, bank.cimb, bank.tng]);
      if (options.bonus) account.bonus = true;
      await act.memberDeposit(m, account, amountSen, bankId, options.bonus ? firstDepositBonus : null);
      const id = await act.newestPending(admin, m, 'deposit');
      if (outcome === 'pending') return id;
      await later(3 + Math.floor(random() * 22));
      const staff = options.by ?? (random() < 0.6 ? admin : desk);
      if (outcome === 'reject')
        await desk.post(`/api/staff/transactions/${id}/reject`, { remark: 'Payment not received' });
      else if (outcome === 'fraud')
        await admin.post(`/api/staff/transactions/${id}/fraud`, {
          remark: 'Slip reused from another member',
        });
      else {
        await staff.post(`/api/staff/transactions/${id}/approve`);
        if (random() < 0.7)
          await act.statementLine(
            admin,
            {
              bankId,
              at: new Date(t - 2 * MINUTE_MS),
              description: `DUITNOW TRF FR ${m.name.toUpperCase()}`,
              inSen: amountSen,
            },
            id,
          );
      }
      return id;
    };

    /** The member's whole game balance back out, approved and (unless told) paid out. */
    const withdraw = async (m: DemoMember, payout: boolean) => {
      for (const account of m.accounts.filter((a) => !a.bonus)) {
        const balance = await act.balanceSen(m, account);
        if (balance < 5000) continue;
        const bankId = random() < 0.5 ? bank.maybank : bank.cimb;
        const created = await admin.post('/api/staff/withdrawals', {
          member_account_id: account.id,
          amount: (balance / 100).toFixed(2),
          bank_id: bankId,
        });
        const id = Number((created.data as Row).id);
        if (!payout) return id;
        await later(5 + Math.floor(random() * 20));
        await admin.post(`/api/staff/transactions/${id}/approve`);
        await later(10 + Math.floor(random() * 30));
        await admin.post(`/api/staff/transactions/${id}/complete`, { bank_id: bankId });
        await act.statementLine(admin, {
          bankId,
          at: new Date(t),
          description: `IBG TRF TO ${m.name.toUpperCase()}`,
          outSen: balance,
        });
        return id;
      }
      return null;
    };

    const play = async (m: DemoMember) => {
      const account = pick(m.accounts);
      const kiosk = DEMO_PRODUCTS.find((p) => p.name === account.product)!.kioskCode;
      await simPost(kioskUrl, `/admin/kiosks/${kiosk}/players/${encodeURIComponent(account.username)}/play`, {
        // Enough rounds that the member page's turnover and game result show beside the money.
        rounds: 10 + Math.floor(random() * 20),
        seed: Math.floor(random() * 1_000_000),
      });
    };

    const byName = (name: string) => members.find((m) => m.name === name)!;

    for (let day = 0; day < 7; day++) {
      const tasks: (() => Promise<unknown>)[] = [];
      for (let n = 0; n < REGISTRATIONS_PER_DAY[day]!; n++)
        tasks.push(() => register(n % 3 === 2 ? admin : desk));
      // A first-deposit bonus must come before the member's other deposits.
      if (day === 0)
        tasks.push(() => deposit(byName('Lim Mei Ling'), 'approve', { bonus: true, amountSen: 10_000 }));
      if (day === 6)
        tasks.push(() => deposit(byName('Jessica Lee'), 'approve', { bonus: true, amountSen: 5_000 }));
      const known = () => members;
      for (let n = 0; n < 4 + (day % 2); n++) tasks.push(() => deposit(pick(known()), 'approve'));
      tasks.push(
        () => play(pick(known())),
        () => play(pick(known())),
      );
      if (day >= 1) tasks.push(() => withdraw(pick(known()), day < 6 || random() < 0.5));
      if (day >= 2 && day <= 4) tasks.push(() => deposit(byName('Wong Kar Fai'), 'reject'));
      for (const [noteDay, by, name, content] of DEMO_NOTES)
        if (noteDay === day)
          tasks.push(() =>
            (by === 'admin' ? admin : desk).post(`/api/staff/members/${byName(name).id}/notes`, { content }),
          );
      if (day === 1)
        tasks.push(async () => {
          const m = byName('Tan Wei Ming');
          await admin.post('/api/staff/adjustments', {
            member_account_id: m.accounts[0]!.id,
            amount: '20.00',
            direction: 'add',
            remark: 'Goodwill: slow payout yesterday',
          });
        });
      if (day === 2)
        tasks.push(
          async () => {
            const m = byName('Aisyah Rahman');
            await admin.post('/api/staff/rewards', {
              member_id: m.id,
              amount: '15.00',
              remark: 'Weekly rebate',
            });
            await later(30);
            await act.redeemReward(m, m.accounts[0]!);
          },
          async () => {
            // Keyed twice by the desk into a new Joker account: approved, then voided while untouched.
            const m = byName('Muthu Krishnan');
            const account = await admin.post('/api/staff/member-accounts', {
              member_id: m.id,
              product_id: productId('Joker'),
            });
            const created = await admin.post('/api/staff/deposits', {
              member_account_id: (account.data as Row).id,
              amount: '50.00',
              bank_id: bank.maybank,
            });
            const id = Number((created.data as Row).id);
            await admin.post(`/api/staff/transactions/${id}/approve`);
            await later(6);
            await admin.post(`/api/staff/transactions/${id}/void`, { remark: 'Duplicate entry' });
          },
        );
      if (day === 3)
        tasks.push(
          async () => {
            // A fresh 918Kiss deposit moved whole to Mega888 (a transfer takes an untouched deposit).
            const m = byName('Tan Wei Ming');
            const created = await admin.post('/api/staff/member-accounts', {
              member_id: m.id,
              product_id: productId('918Kiss'),
            });
            const from = {
              id: Number((created.data as Row).id),
              product: '918Kiss',
              username: '',
              bonus: true,
            };
            await deposit(m, 'approve', { account: from, amountSen: 8_000 });
            await later(12);
            await admin.post('/api/staff/money/transfer', {
              from_member_account_id: from.id,
              to_member_account_id: m.accounts[0]!.id,
              remark: 'Member asked to play Mega888 instead',
            });
          },
          async () => {
            const m = byName('Nurul Huda');
            const flagged = await admin.post('/api/staff/follow-ups', {
              member_id: m.id,
              reason: 'Asked about the rebate',
            });
            await later(45);
            await desk.post(`/api/staff/follow-ups/${(flagged.data as Row).id}/settle`, {
              remark: 'Explained the weekly rebate',
            });
          },
          () =>
            act.statementLine(admin, {
              bankId: bank.maybank,
              at: new Date(t),
              description: 'INTEREST CREDIT',
              inSen: 321,
              type: 'other',
            }),
        );
      if (day === 4) tasks.push(() => deposit(byName('Chong Li Ting'), 'fraud', { amountSen: 20_000 }));
      if (day === 5)
        tasks.push(
          async () => {
            // The provider's reply is lost after it moved the credit; reconciliation settles it.
            const m = byName('Amirul Hakim');
            const account = m.accounts[0]!;
            await act.memberDeposit(m, account, 12_000, bank.maybank, null);
            const id = await act.newestPending(admin, m, 'deposit');
            const kiosk = DEMO_PRODUCTS.find((p) => p.name === account.product)!.kioskCode;
            await simPost(kioskUrl, '/admin/faults', {
              route: `POST /api/kiosks/${kiosk}/players/${account.username}/deposit`,
              mode: 'lost_reply',
              when: 'after',
              count: 1,
            });
            await later(4);
            await admin.post(`/api/staff/transactions/${id}/approve`);
            await later(2);
            await admin.post('/api/staff/reconciliation/run');
          },
          async () => {
            // Deposited and withdrawn within the hour, barely played: a fraud signal.
            const m = byName('Hafiz Ismail');
            await deposit(m, 'approve', { amountSen: 10_000, account: m.accounts[0]! });
            await later(15);
            await withdraw(m, true);
          },
          async () => {
            // The desk hands over its shift with a deposit it approved still not on the statement.
            await deposit(byName('Siti Aminah'), 'approve', { by: desk });
            // Twenty minutes on, but inside the shift of the approval (its end may come sooner).
            const shift = (await desk.get('/api/staff/shifts/current')).data as Row;
            await at(
              Math.max(t, Math.min(t + 20 * MINUTE_MS, Date.parse(String(shift.shift_end)) - MINUTE_MS)),
            );
            await desk.post('/api/staff/shifts/close', {
              acknowledge: true,
              remark: 'Deposits not on the statement yet',
            });
          },
        );
      tasks.push(() =>
        act.statementLine(admin, {
          bankId: pick([bank.maybank, bank.cimb]),
          at: new Date(t),
          description: 'SMS BANKING CHARGES',
          outSen: 50 + Math.floor(random() * 150),
          type: 'expense',
        }),
      );
      if (day === 6) {
        // Today's queue: two member deposits and a withdrawal still waiting for staff.
        tasks.push(
          () => deposit(pick(members), 'pending'),
          () => deposit(pick(members), 'pending'),
          async () => {
            for (const m of members) if (await withdraw(m, false)) return;
          },
          () => act.bankBooks(admin, new Date(t)),
          // Above the desk's RM 50 limit: it waits in Awaiting Second Approval.
          () =>
            desk.post('/api/staff/adjustments', {
              member_account_id: byName('Tan Wei Ming').accounts[0]!.id,
              amount: '120.00',
              direction: 'add',
              remark: 'Promotion credit missed on Friday',
            }),
        );
      }
      // The day's work spread from half an hour into the window to its end (the last window ends now).
      const dayStart = weekStart + day * DAY_MS;
      const step = (DAY_MS - 60 * MINUTE_MS) / tasks.length;
      for (const [index, task] of tasks.entries()) {
        await at(dayStart + 30 * MINUTE_MS + index * step);
        await task();
      }
    }
    // Staff tag the first players as high rollers and the newest as newcomers; the VIP levels
    // follow the week's deposits (the periodic recompute, run once now).
    const groups = (await admin.get('/api/staff/member-groups')).data as { tags: Row[] };
    const tagId = (name: string) => Number(groups.tags.find((tag) => tag.name === name)!.id);
    const tag = (picked: DemoMember[], name: string) =>
      admin.post('/api/staff/members/tags', {
        member_ids: picked.map((m) => m.id),
        tag_ids: [tagId(name)],
        action: 'add',
      });
    await tag(members.slice(0, 3), 'High roller');
    await tag(members.slice(-3), 'Newcomer');
    await recomputeVipLevels(db, new Date(t));
    const list = await admin.get('/api/staff/transactions?per_page=1');
    return { transactions: Number((list.meta as Row).total) };
  } finally {
    await clock.release(db);
  }
}
