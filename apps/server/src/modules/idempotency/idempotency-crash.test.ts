import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { type KioskSim, startKioskSim } from '@topup/kiosk-sim/kiosk-server.ts';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../platform/db/client.ts';
import { providerBalanceOf } from '../../test/money-test-kit.ts';
import { DEMO_ADMIN } from '../access/access.demo.ts';
import { banks } from '../banks/banks.table.ts';
import { checkLedgerInvariant, ledgerBalance } from '../ledger/ledger.service.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { DEMO_MEMBER_TOKEN } from '../members/members.demo.ts';
import { members } from '../members/members.table.ts';
import { products, providerKiosks } from '../products/products.table.ts';
import { providerCalls } from '../transactions/provider-calls.table.ts';
import { transactions } from '../transactions/transactions.table.ts';
import { idempotencyKeys } from './idempotency.table.ts';

const ROOT = new URL('../../../../../', import.meta.url).pathname;
const DEPOSIT = 'POST /api/kiosks/*/players/*/deposit';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function until<T>(what: string, read: () => Promise<T | undefined | false>, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The real server as a separate process on its own PostgreSQL database, killed with SIGKILL
 * while a Quick Topup waits on a frozen provider, then started again: a replay of the same
 * Idempotency-Key answers the deposit as it stands (never a second deposit), and the deposit is
 * credited once. PostgreSQL only: two server processes share the database.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('an idempotency key outlives a crash (PostgreSQL)', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_crash_${randomBytes(4).toString('hex')}`;
  let url: string;
  let database: Database;
  let sim: KioskSim;
  let port: number;
  let server: ChildProcess | undefined;
  // The cookies of a browser tab: the XSRF token (replaced at sign-in) and the session.
  let xsrf = 'before-sign-in';
  let session = '';

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  const startServer = async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_MODE: 'demo',
        // The demo seed's week of activity is skipped (nothing answers here); the kiosks are
        // pointed at the simulator after.
        KIOSK_URL: 'http://127.0.0.1:9',
        RECONCILE_INTERVAL_MS: '1000',
        PROVIDER_AUDIT_INTERVAL_MS: '0',
        RATE_LIMIT_PER_MINUTE: '0',
        LOG_LEVEL: 'silent',
      },
    });
    await until('the server', async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
  };
  const killServer = async () => {
    const child = server!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    server = undefined;
  };
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${xsrf}${session ? `; ${session}` : ''}`,
        'x-xsrf-token': xsrf,
        ...headers,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const template = inject('migratedTemplate')?.postgresDatabase;
    await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    database = await openDatabase({ url, poolSize: 4 });
    sim = await startKioskSim();
    port = await freePort();
    await startServer();
    await database.db.update(providerKiosks).set({ baseUrl: sim.url, timeoutMs: 60_000 });
    const login = await post('/api/staff/auth/login', {
      username: DEMO_ADMIN.username,
      password: DEMO_ADMIN.password,
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!);
    session = cookies.find((c) => c.startsWith('staff_session='))!;
    xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length);
  }, 180_000);
  afterAll(async () => {
    if (server) await killServer();
    await sim?.close();
    await database?.close();
    await admin(`drop database if exists ${name} with (force)`);
  }, 60_000);

  it('a Quick Topup cut off mid-way by kill -9 answers its deposit after the restart and credits once', async () => {
    const db = database.db;
    const [account] = await db
      .select({ id: memberAccounts.id })
      .from(memberAccounts)
      .innerJoin(products, eq(products.id, memberAccounts.productId))
      .innerJoin(members, eq(members.id, memberAccounts.memberId))
      .where(and(eq(members.name, 'demo'), eq(products.name, 'Mega888')));
    const accountId = account!.id;
    const bankId = (await db.select().from(banks))[0]!.id;
    expect(
      (
        await post('/api/pre_deposit/check_balance', {
          token: DEMO_MEMBER_TOKEN,
          member_account_id: accountId,
        })
      ).status,
    ).toBe(200);
    const providerSen = () => providerBalanceOf(db, sim, accountId);

    // The provider takes the credit and then never answers.
    sim.faults.add({ route: DEPOSIT, mode: 'timeout' });
    const key = randomUUID();
    const body = { member_account_id: accountId, amount: 77, bank_id: bankId };
    const topup = () => post('/api/staff/money/quick-topup', body, { 'idempotency-key': key });
    const cutOff = topup()
      .then(async (r) => `${r.status} ${await r.text()}`)
      .catch(() => null);
    await until('the credit at the provider', async () => (await providerSen()) === 7700, 30_000).catch(
      async (error) => {
        throw new Error(`${error}: ${await Promise.race([cutOff, 'no reply'])}`);
      },
    );
    await killServer();
    expect(await cutOff).toBeNull();
    sim.faults.clear();

    const [stuck] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stuck).toMatchObject({ statusCode: null });
    expect(stuck!.transactionIds).toHaveLength(1);
    const id = stuck!.transactionIds[0]!;

    await startServer();
    const early = await topup();
    expect(early.status).toBe(409);
    expect(((await early.json()) as { message: string }).message).toBe(
      'This request is still being processed. Please wait.',
    );
    // As the key's lease (30 s) runs out.
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '31 seconds'` })
      .where(eq(idempotencyKeys.key, key));
    await until('the resent call to settle', async () => {
      const [t] = await db.select().from(transactions).where(eq(transactions.id, id));
      return t?.status === 'success';
    });
    const replay = await topup();
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ data: { id, status: 'success', amount: '77.00' } });

    const deposits = await db.select().from(transactions).where(eq(transactions.memberAccountId, accountId));
    expect(deposits.map((t) => t.id)).toEqual([id]);
    expect(await db.select().from(providerCalls).where(eq(providerCalls.transactionId, id))).toHaveLength(1);
    expect(await providerSen()).toBe(7700);
    expect(await ledgerBalance(db, 'member_account', accountId)).toBe(7700);
    expect((await checkLedgerInvariant(db)).ok).toBe(true);
  }, 180_000);
});
