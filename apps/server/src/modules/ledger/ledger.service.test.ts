import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import {
  checkLedgerInvariant,
  ensureLedgerAccount,
  ledgerBalance,
  postLedger,
  systemAccount,
} from './ledger.service.ts';
import { ledgerAccounts, ledgerBalanceParts } from './ledger.table.ts';

describe('ledger postings and balances', () => {
  let database: Database;
  let kiosk: number;
  let external: number;
  let wallet: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    kiosk = await ensureLedgerAccount(database.db, 'kiosk', 9001, 'kiosk 9001');
    external = await systemAccount(database.db, 'external');
    wallet = await ensureLedgerAccount(database.db, 'member_wallet', 9001, 'wallet 9001');
  });
  afterAll(async () => database.close());

  /** A posting of `amountSen` from one account to another, on `db` (the pool or a transaction). */
  const move = (db: Database['db'], from: number, to: number, amountSen: number) =>
    postLedger(db, {
      transactionId: null,
      kind: 'test',
      legs: [
        { accountId: from, amountSen: -amountSen },
        { accountId: to, amountSen },
      ],
    });

  const rowBalance = async (id: number) =>
    (await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id)))[0]!.balanceSen;

  it("adds a shared account's legs to a part of its balance and a wallet's to its own row", async () => {
    const { db } = database;
    await move(db, external, wallet, 700);
    await move(db, wallet, kiosk, 200);
    expect(await ledgerBalance(db, 'member_wallet', 9001)).toBe(500);
    expect(await rowBalance(wallet)).toBe(500);
    expect(await ledgerBalance(db, 'kiosk', 9001)).toBe(200);
    expect(await ledgerBalance(db, 'external', 0)).toBe(-700);
    expect(await rowBalance(kiosk)).toBe(0);
    const parts = await db.select().from(ledgerBalanceParts).where(eq(ledgerBalanceParts.accountId, kiosk));
    expect(parts.map((p) => p.balanceSen)).toEqual([200]);
    expect(await checkLedgerInvariant(db)).toMatchObject({ ok: true });
  });

  it('refuses a posting that would take a wallet below zero and writes nothing of it', async () => {
    const { db } = database;
    const partsBefore = await db.select().from(ledgerBalanceParts);
    await expect(move(db, wallet, kiosk, 501)).rejects.toThrow(DomainError);
    expect(await ledgerBalance(db, 'member_wallet', 9001)).toBe(500);
    expect(await ledgerBalance(db, 'kiosk', 9001)).toBe(200);
    expect(await db.select().from(ledgerBalanceParts)).toEqual(partsBefore);
  });

  it('finds a cached balance that does not match its entries, parts included', async () => {
    const { db } = database;
    await db
      .insert(ledgerBalanceParts)
      .values({ accountId: kiosk, part: 15, balanceSen: 1 })
      .onConflictDoUpdate({
        target: [ledgerBalanceParts.accountId, ledgerBalanceParts.part],
        set: { balanceSen: sql`${ledgerBalanceParts.balanceSen} + 1` },
      });
    const check = await checkLedgerInvariant(db);
    expect(check.cacheMismatches).toEqual([{ accountId: kiosk, cachedSen: 201, entriesSen: 200 }]);
    await db
      .update(ledgerBalanceParts)
      .set({ balanceSen: sql`${ledgerBalanceParts.balanceSen} - 1` })
      // Only the kiosk's: another account has a part 15 too when an earlier posting ran on a
      // connection whose process id is 15 modulo 16.
      .where(and(eq(ledgerBalanceParts.accountId, kiosk), eq(ledgerBalanceParts.part, 15)));
    expect(await checkLedgerInvariant(db)).toMatchObject({ ok: true });
  });

  // Two connections at once exist on PostgreSQL only (PGlite is one connection).
  it.runIf(process.env.TEST_DATABASE_URL)(
    "a posting does not hold the shared accounts' rows: another connection posts to them while it is open",
    async () => {
      const { db } = database;
      const walletA = await ensureLedgerAccount(db, 'member_wallet', 9002, 'wallet 9002');
      const walletB = await ensureLedgerAccount(db, 'member_wallet', 9003, 'wallet 9003');
      for (const funded of [walletA, walletB]) await move(db, external, funded, 1000);
      const kioskBefore = await ledgerBalance(db, 'kiosk', 9001);
      const partOf = (tx: typeof db) =>
        tx
          .execute(sql`select pg_backend_pid() % 16 as part`)
          .then((r) => Number((r as unknown as { rows: { part: number }[] }).rows[0]!.part));

      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let openPart = -1;
      let posted!: () => void;
      const postedInOpen = new Promise<void>((resolve) => {
        posted = resolve;
      });
      const open = inTransaction(db, async (tx) => {
        openPart = await partOf(tx);
        await move(tx, walletA, kiosk, 100);
        posted();
        await held;
      });
      await Promise.race([postedInOpen, open]);

      // Connections are held open until one is found whose part differs from the open posting's.
      const others: Promise<void>[] = [];
      const releaseOthers: (() => void)[] = [];
      let postedWhileOpen = false;
      for (let attempt = 0; attempt < 10 && !postedWhileOpen; attempt++) {
        const done = new Promise<void>((resolve) => releaseOthers.push(resolve));
        let ready!: () => void;
        const tried = new Promise<void>((resolve) => {
          ready = resolve;
        });
        others.push(
          inTransaction(db, async (tx) => {
            try {
              if ((await partOf(tx)) !== openPart) {
                await tx.execute(sql`set local lock_timeout = '2s'`);
                await move(tx, walletB, kiosk, 300);
                postedWhileOpen = true;
              }
            } finally {
              ready();
            }
            await done;
          }),
        );
        await tried;
      }
      release();
      for (const r of releaseOthers) r();
      await Promise.allSettled([open, ...others]);
      expect(postedWhileOpen).toBe(true);
      await Promise.all([open, ...others]);
      expect(await ledgerBalance(db, 'kiosk', 9001)).toBe(kioskBefore + 400);
      expect(await checkLedgerInvariant(db)).toMatchObject({ ok: true });
    },
  );
});
