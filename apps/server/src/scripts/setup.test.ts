import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { operators, roles } from '../modules/access/access.table.ts';
import { claimFirstRun, FIRST_RUN_LOCK, issueFirstRunCode } from '../modules/access/first-run.service.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { REPO_ROOT } from '../platform/paths.ts';
import { staffClient } from '../test/staff-client.ts';

const PASSWORD = 'Setup-check-passphrase-2026';
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Run = { code: number | null; stdout: string; stderr: string };

/** `npm run setup` as an operator's script runs it: flags, the password on stdin, no terminal. */
function runSetup(env: Record<string, string>, args: string[], password: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(REPO_ROOT, 'node_modules/.bin/tsx'),
      ['apps/server/src/scripts/setup.ts', ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', LOG_LEVEL: 'silent', ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(`${password}\n`);
  });
}

const ownerFlags = (username: string) => [
  '--name',
  'Site Owner',
  '--username',
  username,
  '--pin',
  '482916',
  '--password-stdin',
];

/** A new PostgreSQL database, empty or copied from the suite's migrated template; dropped after the file. */
async function postgresDatabase(url: string, fromTemplate: boolean): Promise<string> {
  const name = `setup_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = fromTemplate ? inject('migratedTemplate').postgresDatabase : undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: url });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

async function counts(database: Database) {
  const [ops] = await database.db.select({ n: count() }).from(operators);
  const [supers] = await database.db.select({ n: count() }).from(roles).where(eq(roles.isSuper, true));
  return { operators: ops!.n, superRoles: supers!.n };
}

/** A server instance on a shared database, as a second process would build it. */
async function instanceOn(url: string): Promise<{ app: App; database: Database }> {
  const database = await openDatabase({ url, poolSize: 4 });
  const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

const claimOnPage = (app: App, code: string, username: string) =>
  staffClient(app).request({
    method: 'POST',
    url: '/api/staff/first-run',
    payload: { code, name: 'Page Owner', username, password: PASSWORD, pin: '482916' },
  });

describe.skipIf(!adminUrl)('npm run setup on PostgreSQL', () => {
  it('migrates an empty database and creates the first operator, then refuses', async () => {
    const url = await postgresDatabase(adminUrl!, false);
    const first = await runSetup({ DATABASE_URL: url }, ownerFlags('owner'), PASSWORD);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Super Admin 'owner' created/);

    const second = await runSetup({ DATABASE_URL: url }, ownerFlags('another'), PASSWORD);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/an operator already exists/);

    // The go-live checklist of a site with its first operator and nothing else: not ready.
    const check = await runSetup({ DATABASE_URL: url }, ['--check'], '');
    expect(check.code).toBe(1);
    expect(check.stdout).not.toMatch(/The first operator/);
    expect(check.stdout).toMatch(
      /^\[ \] A game product whose kiosk connection answers \(back-office: \/admin\/products\)$/m,
    );
    expect(check.stdout).toMatch(/^\[ \] A bank account for members to pay into/m);
    expect(check.stdout).toMatch(/^\[x\] A security PIN for every operator who moves money/m);
    expect(check.stdout).toMatch(/^\[x\] The payment gateway switched on$/m);
    expect(check.stdout).toMatch(/setup: not ready to go live yet\./);

    const database = await openDatabase({ url, poolSize: 1 });
    cleanups.push(() => database.close());
    expect(await counts(database)).toEqual({ operators: 1, superRoles: 1 });
  }, 120_000);

  it('refuses a weak password with the policy reason, creating nothing', async () => {
    const url = await postgresDatabase(adminUrl!, true);
    const run = await runSetup({ DATABASE_URL: url }, ownerFlags('owner'), 'password1234');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/common|weak/i);
    const database = await openDatabase({ url, poolSize: 1 });
    cleanups.push(() => database.close());
    expect(await counts(database)).toEqual({ operators: 0, superRoles: 0 });
  }, 60_000);
});

/**
 * Holds the first-run lock on its own connection until `release`, so claims started meanwhile
 * pass their checks and queue on it together: a real race, not one decided by start-up times.
 */
async function holdFirstRunLock(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query('select pg_advisory_xact_lock($1)', [FIRST_RUN_LOCK]);
  return {
    waiting: async () => {
      const { rows } = await client.query(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted",
        [FIRST_RUN_LOCK],
      );
      return rows[0].n as number;
    },
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

async function until(condition: () => Promise<boolean>) {
  for (let i = 0; !(await condition()); i++) {
    if (i > 600) throw new Error('the claims never queued on the lock');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusOf = (outcome: PromiseSettledResult<{ statusCode: number }>) =>
  outcome.status === 'fulfilled' ? outcome.value.statusCode : 0;

describe.skipIf(!adminUrl)('claims at the same moment on PostgreSQL', () => {
  it('two instances, each with its own code, and a direct claim: one Super Admin, one operator', async () => {
    const url = await postgresDatabase(adminUrl!, true);
    const a = await instanceOn(url);
    const b = await instanceOn(url);
    const codeA = (await issueFirstRunCode(a.database.db, new Date()))!;
    const codeB = (await issueFirstRunCode(b.database.db, new Date()))!;
    const lock = await holdFirstRunLock(url);
    const claims = Promise.allSettled([
      claimOnPage(a.app, codeA, 'page-a'),
      claimOnPage(b.app, codeB, 'page-b'),
      claimOnPage(a.app, codeB, 'page-a2'),
      claimFirstRun(
        b.database.db,
        { name: 'Direct Owner', username: 'direct', password: PASSWORD, pin: '482916' },
        { actor: { kind: 'system' }, now: new Date() },
      ),
    ]);
    await until(async () => (await lock.waiting()) === 4);
    await lock.release();
    const outcomes = await claims;
    const pages = outcomes
      .slice(0, 3)
      .map((o) => statusOf(o as PromiseSettledResult<{ statusCode: number }>));
    const directWon = outcomes[3]!.status === 'fulfilled';
    expect(pages.filter((s) => s === 200).length + (directWon ? 1 : 0)).toBe(1);
    expect(pages.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await counts(a.database)).toEqual({ operators: 1, superRoles: 1 });
  }, 60_000);

  it('the command against the page: one wins, the other is refused', async () => {
    const url = await postgresDatabase(adminUrl!, true);
    const { app, database } = await instanceOn(url);
    const code = (await issueFirstRunCode(database.db, new Date()))!;
    const lock = await holdFirstRunLock(url);
    const command = runSetup({ DATABASE_URL: url }, ownerFlags('command'), PASSWORD);
    const page = claimOnPage(app, code, 'page');
    await until(async () => (await lock.waiting()) === 2);
    await lock.release();
    const [run, res] = await Promise.all([command, page]);
    expect([
      { page: 200, command: 1 },
      { page: 409, command: 0 },
    ]).toContainEqual({ page: res.statusCode, command: run.code });
    expect(await counts(database)).toEqual({ operators: 1, superRoles: 1 });
  }, 60_000);
});

describe.skipIf(adminUrl)('npm run setup on the embedded database', () => {
  it('creates the first operator in DATA_DIR, then refuses', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'setup-pglite-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const dataDir = join(dir, 'pglite');
    // The migrated template's files, as a server stopped after its first start leaves them.
    const dump = inject('migratedTemplate').pgliteDumpFile;
    const seeded = await openDatabase({
      dataDir,
      loadDataDir: dump ? new Blob([readFileSync(dump)]) : undefined,
    });
    await seeded.close();

    const first = await runSetup({ DATA_DIR: dataDir }, ownerFlags('owner'), PASSWORD);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const second = await runSetup({ DATA_DIR: dataDir }, ownerFlags('another'), PASSWORD);
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/an operator already exists/);

    const database = await openDatabase({ dataDir });
    cleanups.push(() => database.close());
    expect(await counts(database)).toEqual({ operators: 1, superRoles: 1 });
  }, 180_000);
});
