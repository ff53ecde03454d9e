import { checkLedgerInvariant } from '../modules/ledger/ledger.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';

/** `npm run ledger:check`: exits 1 when the ledger invariant does not hold. */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await checkLedgerInvariant(database.db);
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.ok ? 0 : 1;
} finally {
  await database.close();
}
