import { openDiscrepancyCount } from '../modules/discrepancies/discrepancies.service.ts';
import { checkLedgerInvariant } from '../modules/ledger/ledger.service.ts';
import { runProviderAudit } from '../modules/provider-audit/provider-audit.service.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';

/**
 * `npm run ledger:check`: exits 1 when the ledger invariant does not hold, or when the provider
 * audit (run for every kiosk that answers; PROVIDER_AUDIT=0 skips it) leaves discrepancies open.
 * Uses DATABASE_URL, or the PGlite directory DATA_DIR (stop the server first: PGlite is one
 * process's database).
 */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const result = await checkLedgerInvariant(database.db);
  console.log(JSON.stringify(result, null, 2));
  let ok = result.ok;
  if (process.env.PROVIDER_AUDIT !== '0') {
    const audit = await runProviderAudit(database.db, { now: () => new Date() });
    const reachable = audit.kiosks.filter((k) => k.reachable);
    const open = await openDiscrepancyCount(database.db);
    for (const kiosk of audit.kiosks)
      console.log(
        `provider audit ${kiosk.kiosk}: ${kiosk.reachable ? `${kiosk.entries} log entries, ${kiosk.accountsChecked} accounts checked, agent credit ${kiosk.agentCredit}, ${kiosk.raised} new differences` : 'unreachable, skipped'}`,
      );
    console.log(
      `provider audit: ${reachable.length}/${audit.kiosks.length} kiosks reachable, ${open} discrepancies open`,
    );
    if (reachable.length && open > 0) ok = false;
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
}
