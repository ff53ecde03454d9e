import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';
import {
  type Check,
  prepareMoneySequence,
  SequenceBroken,
  sequenceClock,
  type Tally,
} from '../test/money-sequence.ts';
import { startMoneyKit } from '../test/money-test-kit.ts';

/**
 * `npm run sim -- --ops 100000 --seed 47`: the randomized money sequence of the tests, provider
 * faults included, run as long as asked on a fresh PostgreSQL database (sim_<seed>, dropped and
 * created; SIM_DATABASE_URL names another). Prints the seed, the tally of operations by kind and
 * outcome and the invariant checks; exits 1 when one fails. The database is left for inspection.
 */
const PROGRESS_EVERY_OPS = 10_000;
const INVARIANT_EVERY_OPS = 1000;

const { values } = parseArgs({
  options: { ops: { type: 'string', default: '10000' }, seed: { type: 'string' } },
});
const ops = Number(values.ops);
const seed = Number(values.seed ?? Date.now() % 1_000_000);
if (!Number.isInteger(ops) || ops < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run sim -- --ops <count> --seed <integer>');
  process.exit(2);
}
const url = new URL(process.env.SIM_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/sim_${seed}`);

console.log(`money simulation: seed ${seed}, ${ops} operations, database ${url.pathname.slice(1)}`);
await recreateDatabase(url);
const database = await openDatabase({ url: url.toString(), poolSize: 10 });
await migrate(database);
const clock = sequenceClock();
const kit = await startMoneyKit({ providerTimeoutMs: 5000, now: clock.now, database });
const startedMs = Date.now();
let exitCode = 0;
try {
  const sequence = await prepareMoneySequence(kit, clock);
  const tally = await sequence.run({
    ops,
    seed,
    invariantEveryOps: INVARIANT_EVERY_OPS,
    progressEveryOps: PROGRESS_EVERY_OPS,
    onProgress: (done) => {
      const seconds = (Date.now() - startedMs) / 1000;
      console.log(`  ${done} ops in ${seconds.toFixed(0)} s (${(done / seconds).toFixed(1)} ops/s)`);
    },
  });
  console.log(`ran ${ops} operations in ${((Date.now() - startedMs) / 1000).toFixed(0)} s`);
  printTally(tally);
  await sequence.drain();
  const checks = await sequence.checks();
  printChecks(checks);
  exitCode = checks.every((check) => check.ok) ? 0 : 1;
} catch (error) {
  if (!(error instanceof SequenceBroken)) throw error;
  console.error(error.message, error.cause ?? '');
  exitCode = 1;
} finally {
  await kit.close();
}
console.log(exitCode === 0 ? `seed ${seed}: every invariant holds` : `seed ${seed}: FAILED`);
process.exit(exitCode);

async function recreateDatabase(target: URL): Promise<void> {
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`simulation database name ${name} is not a plain identifier`);
  const maintenance = new URL(target);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

function printTally(tally: Tally): void {
  console.log('tally (operation[:refusal] count):');
  for (const [name, n] of Object.entries(tally).sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${name.padEnd(48)} ${n}`);
}

function printChecks(checks: Check[]): void {
  console.log('invariant checks:');
  for (const check of checks)
    console.log(`  ${check.ok ? 'ok    ' : 'FAILED'} ${check.name}${check.ok ? '' : `: ${check.detail}`}`);
}
