/**
 * Ledger posting throughput: N workers each post small wallet credits and debits against a few
 * shared accounts (the hot-row case), then the invariant is checked.
 *
 *   npx tsx bench/ledger-postings.ts                      # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://... npx tsx bench/ledger-postings.ts
 *   BENCH_POSTINGS=5000 BENCH_WORKERS=16 BENCH_ACCOUNTS=4 ...
 *
 * The database given by BENCH_DATABASE_URL is DROPPED and created again (its name must contain
 * "bench"), as for the other benches.
 */
import {
  checkLedgerInvariant,
  ensureLedgerAccount,
  postLedger,
  systemAccount,
} from '../apps/server/src/modules/ledger/ledger.service.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { inTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { freshDatabase } from './fresh-database.mjs';

const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 2000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 4);

if (process.env.BENCH_DATABASE_URL) await freshDatabase(process.env.BENCH_DATABASE_URL);
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: WORKERS + 2 });
await migrate(database);
const { db } = database;
const funding = await systemAccount(db, 'reward_funding');
const base = 900_000_000 + Math.floor(Math.random() * 1_000_000);
const wallets: number[] = [];
for (let i = 0; i < ACCOUNTS; i++)
  wallets.push(await ensureLedgerAccount(db, 'member_wallet', base + i, `bench ${i}`));

let next = 0;
let refused = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: WORKERS }, async () => {
    while (next < POSTINGS) {
      const n = next++;
      const wallet = wallets[n % ACCOUNTS]!;
      const amountSen = n % 3 === 2 ? -150 : 100;
      try {
        await inTransaction(db, (tx) =>
          postLedger(tx, {
            transactionId: null,
            kind: 'bench',
            legs: [
              { accountId: wallet, amountSen },
              { accountId: funding, amountSen: -amountSen },
            ],
          }),
        );
      } catch {
        refused++;
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const check = await checkLedgerInvariant(db);
console.log(
  JSON.stringify({
    driver: database.kind,
    postings: POSTINGS,
    workers: WORKERS,
    accounts: ACCOUNTS,
    refused_overdraw: refused,
    seconds: Number(seconds.toFixed(2)),
    postings_per_second: Math.round(POSTINGS / seconds),
    invariant_ok: check.ok,
  }),
);
await database.close();
if (!check.ok) process.exit(1);
