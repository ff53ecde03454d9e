import { type KioskSim, startKioskSim } from '@topup/kiosk-sim/kiosk-server.ts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import { DEMO_ADMIN } from '../modules/access/access.demo.ts';
import { operators } from '../modules/access/access.table.ts';
import { banks } from '../modules/banks/banks.table.ts';
import { ledgerBalance } from '../modules/ledger/ledger.service.ts';
import { memberAccounts } from '../modules/member-accounts/member-accounts.table.ts';
import { DEMO_MEMBER_TOKEN } from '../modules/members/members.demo.ts';
import { members } from '../modules/members/members.table.ts';
import { products, providerKiosks } from '../modules/products/products.table.ts';
import type { Operator } from '../modules/transactions/actions/transaction-actions.service.ts';
import { memberWallets } from '../modules/wallets/wallets.table.ts';
import type { Database, Db } from '../platform/db/client.ts';
import { loginAs, type StaffClient } from './staff-client.ts';
import { createTestApp } from './test-app.ts';

export type MoneyKit = {
  app: App;
  sim: KioskSim;
  admin: StaffClient;
  demoMemberId: number;
  member: (url: string, body?: object, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  productId: (name: string) => Promise<number>;
  accountOf: (memberId: number, productName: string) => Promise<typeof memberAccounts.$inferSelect>;
  /**
   * The demo member's account at the product, opened at the provider first: a balance check
   * creates the game account there, and may change its username.
   */
  openDemoAccount: (productName: string) => Promise<typeof memberAccounts.$inferSelect>;
  /** The first bank of the seed, for staff deposits that need one. */
  firstBankId: () => Promise<number>;
  /** A staff deposit of `amount` RM to the account into the first bank, left pending; its transaction id. */
  pendingDeposit: (accountId: number, amount: number) => Promise<number>;
  /** A staff deposit of `amount` RM to the account, approved at once; its transaction id. */
  approvedDeposit: (accountId: number, amount: number) => Promise<number>;
  /** The member's reward wallet. */
  walletIdOf: (memberId: number) => Promise<number>;
  /** The demo admin as the money services take an operator: every permission, every gateway. */
  adminOperator: () => Promise<Operator>;
  providerBalance: (accountId: number) => Promise<number>;
  ledgerBalance: (kind: 'member_account' | 'member_wallet', refId: number) => Promise<number>;
  close: () => Promise<void>;
};

/** What the kiosk simulator holds for the game account: the provider's side of its balance. */
export async function providerBalanceOf(db: Db, sim: KioskSim, accountId: number): Promise<number> {
  const [row] = await db
    .select({ username: memberAccounts.username, code: providerKiosks.kioskCode })
    .from(memberAccounts)
    .innerJoin(products, eq(products.id, memberAccounts.productId))
    .innerJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
    .where(eq(memberAccounts.id, accountId));
  return sim.store.player(sim.store.kiosk(row!.code), row!.username).balanceSen;
}

/**
 * The test database is dropped WITH (FORCE) right after pool.end(), which resolves before its
 * connections have closed; the server's FATAL 57P01 then reaches an idle pg client, and a pool
 * without an 'error' listener turns it into an unhandled error that fails the run.
 */
export function quietPoolErrors(app: App): void {
  const pool = (
    app.ctx.db as unknown as { $client?: { on?: (event: 'error', listener: () => void) => void } }
  ).$client;
  if (app.ctx.database.kind === 'postgres') pool?.on?.('error', () => {});
}

/**
 * The real app (demo seed) beside a real kiosk simulator on a random port; the demo products
 * point at it with a short provider timeout so fault tests stay quick.
 */
export async function startMoneyKit(
  options: {
    providerTimeoutMs?: number;
    now?: () => Date;
    env?: Record<string, string>;
    database?: Database;
  } = {},
): Promise<MoneyKit> {
  const sim = await startKioskSim();
  const app = await createTestApp({
    env: { KIOSK_URL: sim.url, RECONCILE_INTERVAL_MS: '0', PROVIDER_AUDIT_INTERVAL_MS: '0', ...options.env },
    now: options.now,
    database: options.database,
  });
  quietPoolErrors(app);
  await app.ctx.db
    .update(providerKiosks)
    .set({ baseUrl: sim.url, timeoutMs: options.providerTimeoutMs ?? 3000 });
  const admin = await loginAs(app, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const [demo] = await app.ctx.db.select().from(members).where(eq(members.name, 'demo'));
  const productId = async (name: string) => {
    const [p] = await app.ctx.db.select().from(products).where(eq(products.name, name));
    return p!.id;
  };
  const accountOf = async (memberId: number, productName: string) => {
    const [row] = await app.ctx.db
      .select({ a: memberAccounts })
      .from(memberAccounts)
      .innerJoin(products, eq(products.id, memberAccounts.productId))
      .where(and(eq(memberAccounts.memberId, memberId), eq(products.name, productName)));
    return row!.a;
  };
  const member: MoneyKit['member'] = (url, body = {}, headers = {}) =>
    app.inject({ method: 'POST', url, payload: { token: DEMO_MEMBER_TOKEN, ...body }, headers });
  const firstBankId = async () => (await app.ctx.db.select().from(banks))[0]!.id;
  return {
    app,
    sim,
    admin,
    demoMemberId: demo!.id,
    member,
    productId,
    accountOf,
    openDemoAccount: async (productName) => {
      const account = await accountOf(demo!.id, productName);
      const res = await member('/api/pre_deposit/check_balance', { member_account_id: account.id });
      if (res.statusCode !== 200) throw new Error(`opening ${productName}: ${res.statusCode} ${res.body}`);
      return accountOf(demo!.id, productName);
    },
    firstBankId,
    // `this.admin`: the admin the kit holds when called (a test that moves the clock signs in again).
    async pendingDeposit(this: MoneyKit, accountId: number, amount: number) {
      const created = await this.admin.post('/api/staff/deposits', {
        member_account_id: accountId,
        amount,
        bank_id: await firstBankId(),
      });
      return created.json().data.id as number;
    },
    async approvedDeposit(this: MoneyKit, accountId: number, amount: number) {
      const id = await this.pendingDeposit(accountId, amount);
      const approved = await this.admin.post(`/api/staff/transactions/${id}/approve`);
      if (approved.statusCode !== 200) throw new Error(`approving deposit ${id}: ${approved.body}`);
      return id;
    },
    walletIdOf: async (memberId) => {
      const [wallet] = await app.ctx.db
        .select()
        .from(memberWallets)
        .where(eq(memberWallets.memberId, memberId));
      return wallet!.id;
    },
    adminOperator: async () => {
      const [row] = await app.ctx.db
        .select()
        .from(operators)
        .where(eq(operators.username, DEMO_ADMIN.username));
      return { operatorId: row!.id, ip: null, can: () => true, gateway: { kind: 'all' } };
    },
    providerBalance: (accountId) => providerBalanceOf(app.ctx.db, sim, accountId),
    ledgerBalance: (kind, refId) => ledgerBalance(app.ctx.db, kind, refId),
    close: async () => {
      await app.close();
      await sim.close();
    },
  };
}

type StartOptions = Parameters<typeof startMoneyKit>[0];

/**
 * A test file's money kit for member deposits: the demo member's Mega888 account and the first
 * bank their deposit form offers. Started before the file's tests, closed after; read its fields
 * inside the tests (they exist once `beforeAll` has run).
 */
export function memberDepositKit(
  options: StartOptions = {},
): MoneyKit & { readonly megaId: number; readonly bankId: number } {
  const state = {} as MoneyKit & { megaId: number; bankId: number };
  beforeAll(async () => {
    const kit = await startMoneyKit(options);
    const pre = (await kit.member('/api/pre_deposit')).json();
    Object.assign(state, kit, {
      megaId: (await kit.accountOf(kit.demoMemberId, 'Mega888')).id,
      bankId: Number(pre.data.banks.online_banking.banks[0].value),
    });
  });
  afterAll(async () => state.close?.());
  return state;
}

/** `memberDepositKit` on a clock the tests move, starting at `start`. */
export function clockedMoneyKit(start: Date): ReturnType<typeof memberDepositKit> & {
  moveClock: (at: Date) => Promise<void>;
} {
  let clock = start.getTime();
  const kit = memberDepositKit({ now: () => new Date(clock) });
  return Object.assign(kit, {
    /** A jump past the idle limit ends the admin's session, so it signs in again at the new time. */
    moveClock: async (at: Date) => {
      clock = at.getTime();
      kit.admin = await loginAs(kit.app, DEMO_ADMIN.username, DEMO_ADMIN.password);
    },
  });
}
