import { checkLedgerInvariant } from '../modules/ledger/ledger.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';

/**
 * `npm run ledger:check`: exits 1 when the ledger invariant does not hold. Uses DATABASE_URL, or
 * the PGlite directory DATA_DIR (stop the server first: PGlite is one process's database).
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const result = await checkLedgerInvariant(database.db);
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
