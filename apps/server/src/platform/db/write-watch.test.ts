import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { inTransaction } from './transaction.ts';

/** Every statement text the pg clients of this process send, while `sent` is not null. */
let sent: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  sent?.push(typeof config === 'string' ? config : (config.text ?? ''));
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

// NOTIFY between instances exists on PostgreSQL only (PGlite is one process).
describe.runIf(process.env.TEST_DATABASE_URL)('write watch between server instances', () => {
  let here: Database;
  let other: Database;

  beforeAll(async () => {
    here = await openTestDatabase();
    other = await openDatabase({ url: here.url });
    here.writes.watch(['members']);
    other.writes.watch(['members']);
    expect(await until(() => here.writes.trusted && other.writes.trusted)).toBe(true);
  });

  afterAll(async () => {
    await other.close();
    await here.close();
  });

  it("a transaction's commit tells the other instances in the same round trip", async () => {
    const before = { here: here.writes.version, other: other.writes.version };
    sent = [];
    await inTransaction(here.db, (tx) => tx.execute(sql`update members set name = name where id = -1`));
    const statements = sent;
    sent = null;
    expect(statements).toEqual([
      'begin',
      'update members set name = name where id = -1',
      expect.stringMatching(/^commit; select notify_quietly\('watched_writes', '[0-9a-f-]+'\)$/),
    ]);
    expect(here.writes.version).toBe(before.here + 1);
    expect(await until(() => other.writes.version > before.other)).toBe(true);
  });

  it('a rolled back transaction tells nobody, a write outside a transaction is told after it', async () => {
    sent = [];
    await expect(
      inTransaction(here.db, async (tx) => {
        await tx.execute(sql`update members set name = name where id = -1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(sent.filter((text) => /notify/.test(text))).toEqual([]);
    const before = other.writes.version;
    await here.db.execute(sql`update members set name = name where id = -1`);
    expect(await until(() => other.writes.version > before)).toBe(true);
    sent = null;
  });

  it('a transaction that wrote nothing watched commits alone', async () => {
    sent = [];
    await inTransaction(here.db, (tx) => tx.execute(sql`select 1`));
    expect(sent).toEqual(['begin', 'select 1', 'commit']);
    sent = null;
  });
});
