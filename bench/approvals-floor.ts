/**
 * `npm run bench:approvals-floor`: the least CPU an approval of the product's shape can cost on
 * this machine, to read `bench:approvals` against. The shape the money rules fix: the staff
 * session read; the claim (the transaction moved to processing and its provider call opened)
 * committed before the provider is called; the provider call over HTTP to the kiosk simulator in
 * its own process (the product's own client, `HttpGameProvider`, on a kept-alive connection); the
 * settle (the call closed, the transaction finished, a two-leg posting and the game account's
 * balance) committed in one statement.
 *
 * Everything else the product does is left out on purpose: the permission check, input
 * validation, the activity log, the outbox's bookkeeping, the shared accounts' balances, the
 * report summaries, the staff queue's notice, every index but the keys, Drizzle. It is not a
 * design to copy; it is the ceiling no implementation of this shape passes here, on the same
 * Fastify, pg and PostgreSQL, in the same run as pgbench. Prints approvals/s, the CPU per
 * approval of the server, PostgreSQL and the kiosk, and both as a share of pgbench.
 *
 *   npm run bench:approvals-floor
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_approvals_floor BENCH_APPROVALS=3000 BENCH_WORKERS=8 ...
 *
 * The named database is DROPPED and created again (its name must contain "bench").
 */
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import pg from 'pg';
import { HttpGameProvider } from '../apps/server/src/modules/providers/http-game-provider.ts';
import { cpuFigures, pgbenchFigures, pgbenchTps, startCpuMeter, startKiosk } from './bench-machine.ts';
import { freshDatabase } from './fresh-database.mjs';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_approvals_floor';
const APPROVALS = Number(process.env.BENCH_APPROVALS ?? 3000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const WARM_UP = 100;
const KIOSK_PORT = Number(process.env.BENCH_KIOSK_PORT ?? 4192);

await freshDatabase(url);
const kiosk = await startKiosk(KIOSK_PORT);
const pool = new pg.Pool({ connectionString: url, max: 10 });
await pool.query(`
  create table staff_sessions (id text primary key, operator_id integer not null);
  create table game_accounts (id integer primary key, username text not null, balance_sen bigint not null);
  create table transactions (
    id serial primary key, game_account_id integer not null, amount_sen bigint not null,
    status text not null, claimed_by integer, after_score_sen bigint, updated_at timestamptz
  );
  create table provider_calls (
    id bigserial primary key, transaction_id integer not null, status text not null,
    provider_tx_id text, balance_after_sen bigint
  );
  create table ledger_entries (
    id bigserial primary key, transaction_id integer not null, account_id integer not null,
    amount_sen bigint not null, created_at timestamptz not null default now()
  );
  insert into staff_sessions select 'session-' || g, g from generate_series(1, ${WORKERS}) g;
`);

const provider = new HttpGameProvider({ baseUrl: kiosk.url, kioskCode: 'FLOOR', agentKey: 'floor' });
for (let w = 0; w < WORKERS; w++) {
  const { username } = await provider.createAccount({ usernameHint: `floor${w}` });
  await pool.query('insert into game_accounts values ($1, $2, 0)', [w + 1, username]);
}
// Each worker approves deposits on its own game account, as each operator does in bench:approvals.
await pool.query(
  `insert into transactions (game_account_id, amount_sen, status)
   select 1 + g % $1, 100, 'pending' from generate_series(0, $2 - 1) g`,
  [WORKERS, APPROVALS + WARM_UP],
);

const CLAIM = `
  with claimed as (
    update transactions set status = 'processing', claimed_by = $2, updated_at = now()
    where id = $1 and status = 'pending'
    returning id, game_account_id, amount_sen
  )
  insert into provider_calls (transaction_id, status)
  select id, 'open' from claimed
  returning id as call_id, (select amount_sen from claimed) as amount_sen,
    (select username from game_accounts where id = (select game_account_id from claimed)) as username`;
const SETTLE = `
  with call as (
    update provider_calls set status = 'succeeded', provider_tx_id = $3, balance_after_sen = $4 where id = $2
  ), finished as (
    update transactions set status = 'success', after_score_sen = $4, updated_at = now()
    where id = $1 and status = 'processing'
    returning id, game_account_id, amount_sen
  ), entries as (
    insert into ledger_entries (transaction_id, account_id, amount_sen)
    select id, game_account_id, amount_sen from finished
    union all select id, 0, -amount_sen from finished
  )
  update game_accounts set balance_sen = balance_sen + finished.amount_sen
  from finished where game_accounts.id = finished.game_account_id`;

const app = Fastify({ logger: false });
app.post<{ Params: { id: string } }>('/approve/:id', async (request, reply) => {
  const session = await pool.query({
    name: 'session',
    text: 'select operator_id from staff_sessions where id = $1',
    values: [request.headers['x-session']],
  });
  if (!session.rows[0]) return reply.code(401).send({ message: 'Signed out.' });
  const id = Number(request.params.id);
  const claim = await pool.query({ name: 'claim', text: CLAIM, values: [id, session.rows[0].operator_id] });
  const {
    call_id: callId,
    amount_sen: amountSen,
    username,
  } = claim.rows[0] as { call_id: string; amount_sen: string; username: string };
  const moved = await provider.deposit({
    reference: `floor-${callId}`,
    username,
    amountSen: Number(amountSen),
  });
  await pool.query({
    name: 'settle',
    text: SETTLE,
    values: [id, callId, moved.providerTxId, moved.balanceSen],
  });
  return { status: 'success' };
});
await app.ready();

async function approve(id: number, worker: number): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: `/approve/${id}`,
    headers: { 'x-session': `session-${worker + 1}` },
  });
  if (res.statusCode !== 200) throw new Error(`approve ${id}: HTTP ${res.statusCode} ${res.body}`);
}

for (let id = 1; id <= WARM_UP; id++) await approve(id, (id - 1) % WORKERS);
const cpuMeter = startCpuMeter(kiosk.child.pid);
const started = performance.now();
await Promise.all(
  Array.from({ length: WORKERS }, async (_, worker) => {
    for (let id = WARM_UP + 1 + worker; id <= WARM_UP + APPROVALS; id += WORKERS) await approve(id, worker);
  }),
);
const seconds = (performance.now() - started) / 1000;
const cpu = cpuMeter(APPROVALS);

const { rows: check } = await pool.query(`
  select (select count(*) from transactions where status <> 'success')::int as unfinished,
         (select coalesce(sum(amount_sen), 0) from ledger_entries)::bigint as ledger_sum,
         (select sum(balance_sen) from game_accounts)::bigint = (select sum(amount_sen) from transactions) as balances_ok`);
const pgbench = process.env.BENCH_PGBENCH === '0' ? 'not run' : pgbenchTps(url, WORKERS);
await app.close();
await pool.end();
kiosk.child.kill('SIGTERM');

const approvalsPerSecond = Math.round(APPROVALS / seconds);
const ok = check[0].unfinished === 0 && Number(check[0].ledger_sum) === 0 && check[0].balances_ok;
console.log(
  JSON.stringify(
    {
      approvals: APPROVALS,
      workers: WORKERS,
      approvals_per_second: approvalsPerSecond,
      sql_round_trips_per_approval: 3,
      ...cpuFigures(cpu),
      ...pgbenchFigures(approvalsPerSecond, cpu, pgbench),
      every_approval_settled_and_ledger_balanced: ok,
    },
    null,
    2,
  ),
);
if (!ok) process.exit(1);
