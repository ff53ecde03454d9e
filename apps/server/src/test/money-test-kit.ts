import { type KioskSim, startKioskSim } from '@topup/kiosk-sim/kiosk-server.ts';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app.ts';
import { DEMO_ADMIN } from '../modules/access/access.demo.ts';
import { ledgerBalance } from '../modules/ledger/ledger.service.ts';
import { memberAccounts } from '../modules/member-accounts/member-accounts.table.ts';
import { DEMO_MEMBER_TOKEN } from '../modules/members/members.demo.ts';
import { members } from '../modules/members/members.table.ts';
import { products, providerKiosks } from '../modules/products/products.table.ts';
import type { Database } from '../platform/db/client.ts';
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
  providerBalance: (accountId: number) => Promise<number>;
  ledgerBalance: (kind: 'member_account' | 'member_wallet', refId: number) => Promise<number>;
  close: () => Promise<void>;
};

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
  return {
    app,
    sim,
    admin,
    demoMemberId: demo!.id,
    member: (url, body = {}, headers = {}) =>
      app.inject({ method: 'POST', url, payload: { token: DEMO_MEMBER_TOKEN, ...body }, headers }),
    productId,
    accountOf,
    providerBalance: async (accountId) => {
      const [row] = await app.ctx.db
        .select({ username: memberAccounts.username, code: providerKiosks.kioskCode })
        .from(memberAccounts)
        .innerJoin(products, eq(products.id, memberAccounts.productId))
        .innerJoin(providerKiosks, eq(providerKiosks.id, products.kioskId))
        .where(eq(memberAccounts.id, accountId));
      return sim.store.player(sim.store.kiosk(row!.code), row!.username).balanceSen;
    },
    ledgerBalance: (kind, refId) => ledgerBalance(app.ctx.db, kind, refId),
    close: async () => {
      await app.close();
      await sim.close();
    },
  };
}
