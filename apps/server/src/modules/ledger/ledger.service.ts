import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { assert, DomainError } from '../../platform/errors.ts';
import { type LedgerAccountKind, ledgerAccounts, ledgerBalanceParts, ledgerEntries } from './ledger.table.ts';

/** Accounts that may go below zero: operator-side books and system counter-accounts. */
const MAY_GO_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set([
  'bank',
  'kiosk',
  'external',
  'reward_funding',
  'game_result',
  'adjustment',
  'suspense',
  'expense',
]);

/** Parts of an allow-negative account's cached balance (the check in migration 0504). */
const BALANCE_PARTS = 16;

/**
 * An account's balance (`ledger_accounts` in the query): its cached balance plus the parts an
 * allow-negative account's postings add to (migration 0504).
 */
const accountBalanceSql =
  sql<number>`(${ledgerAccounts.balanceSen} + coalesce((select sum(${ledgerBalanceParts.balanceSen}) from ${ledgerBalanceParts} where ${ledgerBalanceParts.accountId} = ${ledgerAccounts.id}), 0))::bigint`.mapWith(
    Number,
  );

export type Leg = { accountId: number; amountSen: number };

/**
 * After the legs are applied, move `accountId` to exactly `targetSen` by booking the
 * difference against `counterAccountId` (the provider's balance is the truth for game accounts;
 * the difference is the member's game result since the last movement).
 */
export type SyncLeg = { accountId: number; targetSen: number; counterAccountId: number };

export type PostingInput = {
  transactionId: number | null;
  kind: string;
  memo?: string;
  legs: Leg[];
  sync?: SyncLeg;
};

/** `name` is used only when the account is created; it may be a scalar subquery. */
export type LedgerAccountRef = { kind: LedgerAccountKind; refId: number; name: string | SQL };

/** The rows of a statement written in SQL (both drivers answer with `rows`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The ids of the accounts that exist for these (kind, ref) pairs: an account is created once. */
function existingAccounts(db: Db, refs: readonly { kind: string; refId: number }[]) {
  return rowsOf<{ kind: string; ref_id: number; id: number }>(
    db,
    sql`select a.kind, a.ref_id, a.id from ledger_accounts a
      join unnest(${sql.param(refs.map((r) => r.kind))}::text[], ${sql.param(refs.map((r) => r.refId))}::integer[]) as w (kind, ref_id)
      using (kind, ref_id)`,
  );
}

/**
 * The ledger accounts for these (kind, ref) pairs, in their order, each created on first use:
 * one round trip when they all exist, a second to create the rest. Safe under
 * concurrency: an account another transaction creates at the same moment is read again.
 */
export async function ensureLedgerAccounts(db: Db, refs: LedgerAccountRef[]): Promise<number[]> {
  const key = (kind: string, refId: number) => `${kind}/${refId}`;
  const ids = new Map<string, number>();
  const found = await existingAccounts(db, refs);
  for (const r of found) ids.set(key(r.kind, Number(r.ref_id)), Number(r.id));
  const missing = refs.filter((r) => !ids.has(key(r.kind, r.refId)));
  if (missing.length) {
    const wanted = sql.join(
      missing.map(
        (r) =>
          sql`(${r.kind}::text, ${r.refId}::integer, ${r.name}::text, ${MAY_GO_NEGATIVE.has(r.kind)}::boolean)`,
      ),
      sql`, `,
    );
    const created = await rowsOf<{ kind: string; ref_id: number; id: number }>(
      db,
      sql`insert into ledger_accounts (kind, ref_id, name, allow_negative)
        select distinct on (kind, ref_id) kind, ref_id, name, allow_negative
        from (values ${wanted}) as w (kind, ref_id, name, allow_negative)
        on conflict do nothing
        returning kind, ref_id, id`,
    );
    for (const r of created) ids.set(key(r.kind, Number(r.ref_id)), Number(r.id));
    const racing = missing.filter((r) => !ids.has(key(r.kind, r.refId)));
    if (racing.length) {
      // Created by a transaction that committed while this one waited on it: read them now.
      const committed = await existingAccounts(db, racing);
      for (const r of committed) ids.set(key(r.kind, Number(r.ref_id)), Number(r.id));
    }
  }
  return refs.map((r) => {
    const id = ids.get(key(r.kind, r.refId));
    assert(id !== undefined, `ledger account ${r.kind}/${r.refId} exists`);
    return id;
  });
}

/** The ledger account for (kind, ref), created on first use (see `ensureLedgerAccounts`). */
export async function ensureLedgerAccount(
  db: Db,
  kind: LedgerAccountKind,
  refId: number,
  name: string | SQL,
): Promise<number> {
  const [id] = await ensureLedgerAccounts(db, [{ kind, refId, name }]);
  return id!;
}

type SystemAccountKind =
  | 'external'
  | 'reward_funding'
  | 'game_result'
  | 'adjustment'
  | 'suspense'
  | 'expense';

export const systemAccountRef = (kind: SystemAccountKind): LedgerAccountRef => ({
  kind,
  refId: 0,
  name: kind.replace('_', ' '),
});

export const systemAccount = (db: Db, kind: SystemAccountKind) =>
  ensureLedgerAccount(db, kind, 0, systemAccountRef(kind).name);

function mergeLegs(legs: Leg[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const leg of legs) {
    assert(Number.isSafeInteger(leg.amountSen), `leg amount ${leg.amountSen} is integer sen`);
    merged.set(leg.accountId, (merged.get(leg.accountId) ?? 0) + leg.amountSen);
  }
  return merged;
}

/**
 * The posting's one statement: the lock (in id order), the balance check, the posting, its
 * entries and the cached balances. `balances` and `parts` join `posting`, which waits for
 * `short`, which reads `locked`: the accounts that may not go negative are locked before anything
 * is written, and nothing is written when one would go short. Accounts that may go negative are
 * not locked: their legs are added to this connection's part of their balance (migration 0504).
 */
const postingStatement = (legs: [number, number][], input: PostingInput) => sql`
    with legs (account_id, amount_sen) as (
      select * from unnest(${sql.param(legs.map(([accountId]) => accountId))}::integer[], ${sql.param(legs.map(([, amountSen]) => amountSen))}::bigint[])
    ),
    accounts as (
      select id, allow_negative from ledger_accounts where id in (select account_id from legs)
    ),
    locked as (
      select id, balance_sen from ledger_accounts
      where id in (select account_id from legs) and not allow_negative order by id for update
    ),
    short as (
      select 1 from locked join legs on legs.account_id = locked.id
      where locked.balance_sen + legs.amount_sen < 0
    ),
    posting as (
      insert into ledger_postings (transaction_id, kind, memo)
      select ${input.transactionId}::integer, ${input.kind}::text, ${input.memo ?? null}::text
      where not exists (select 1 from short)
      returning id
    ),
    entries as (
      insert into ledger_entries (posting_id, account_id, amount_sen)
      select posting.id, legs.account_id, legs.amount_sen from posting, legs
    ),
    balances as (
      update ledger_accounts as account set balance_sen = account.balance_sen + legs.amount_sen
      from legs, posting where account.id = legs.account_id and not account.allow_negative
    ),
    parts as (
      insert into ledger_balance_parts as part (account_id, part, balance_sen)
      select legs.account_id, pg_backend_pid() % ${sql.raw(String(BALANCE_PARTS))}, legs.amount_sen
      from legs join accounts on accounts.id = legs.account_id, posting
      where accounts.allow_negative
      order by legs.account_id
      on conflict (account_id, part) do update set balance_sen = part.balance_sen + excluded.balance_sen
    )
    select (select id from posting) as id, (select count(*) from accounts) as found`;

/**
 * Writes one balanced posting and updates the cached balances, in the caller's transaction, in
 * one statement. Locks the touched accounts in id order (one fixed order, so concurrent postings
 * cannot deadlock). An account that may not go negative and would is refused with
 * INSUFFICIENT_BALANCE (or the given code); nothing is written then.
 */
export async function postLedger(
  db: Db,
  input: PostingInput,
  insufficient: 'INSUFFICIENT_BALANCE' | 'WALLET_BALANCE_TOO_LOW' = 'INSUFFICIENT_BALANCE',
): Promise<number | null> {
  const merged = mergeLegs(input.legs);
  if (input.sync) await addSyncLegs(db, input.sync, merged);
  const legs = [...merged.entries()].filter(([, amount]) => amount !== 0);
  const total = legs.reduce((sum, [, amount]) => sum + amount, 0);
  assert(total === 0, `posting ${input.kind} sums to zero (got ${total})`);
  if (legs.length === 0) return null;
  const [row] = await rowsOf<{ id: number | string | null; found: number | string }>(
    db,
    postingStatement(legs, input),
  );
  assert(Number(row?.found) === legs.length, 'every ledger account of a posting exists');
  if (row?.id === null || row?.id === undefined) throw new DomainError(insufficient);
  return Number(row.id);
}

/**
 * A sync posting brings `accountId` (one that may not go negative: its balance is on its row,
 * exact under the lock) to `targetSen` against its counter account: the difference from its
 * balance after the other legs. The posting's accounts that may not go negative are locked
 * first, in id order, as the posting would lock them.
 */
async function addSyncLegs(db: Db, sync: NonNullable<PostingInput['sync']>, merged: Map<number, number>) {
  const ids = [...new Set([...merged.keys(), sync.accountId, sync.counterAccountId])];
  const locked = await db
    .select({ id: ledgerAccounts.id, balanceSen: ledgerAccounts.balanceSen })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, ids), eq(ledgerAccounts.allowNegative, false)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const balanceSen = locked.find((a) => a.id === sync.accountId)?.balanceSen;
  assert(balanceSen !== undefined, 'the synced ledger account exists and may not go negative');
  const diff = sync.targetSen - (balanceSen + (merged.get(sync.accountId) ?? 0));
  if (diff === 0) return;
  merged.set(sync.accountId, (merged.get(sync.accountId) ?? 0) + diff);
  merged.set(sync.counterAccountId, (merged.get(sync.counterAccountId) ?? 0) - diff);
}

/** The balances of these (kind, ref) accounts by ref id; an account never used is left out (0). */
export async function ledgerBalances(
  db: Db,
  kind: LedgerAccountKind,
  refIds: number[],
): Promise<Map<number, number>> {
  if (!refIds.length) return new Map();
  const rows = await db
    .select({ refId: ledgerAccounts.refId, balanceSen: accountBalanceSql })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), inArray(ledgerAccounts.refId, refIds)));
  return new Map(rows.map((r) => [r.refId, r.balanceSen]));
}

export async function ledgerBalance(db: Db, kind: LedgerAccountKind, refId: number): Promise<number> {
  const [row] = await db
    .select({ balanceSen: accountBalanceSql })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.refId, refId)));
  return row?.balanceSen ?? 0;
}

/** Whether the books hold an account for this bank, kiosk or member account (it has been used). */
export async function hasLedgerAccount(db: Db, kind: LedgerAccountKind, refId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.refId, refId)));
  return row !== undefined;
}

export type LedgerCheck = {
  ok: boolean;
  unbalancedPostings: { postingId: number; sumSen: number }[];
  cacheMismatches: { accountId: number; cachedSen: number; entriesSen: number }[];
  forbiddenNegatives: { accountId: number; balanceSen: number }[];
};

/** The ledger invariant: every posting sums to zero, every cached balance equals its entries, no forbidden negative. */
export async function checkLedgerInvariant(db: Db): Promise<LedgerCheck> {
  const postingSum = sql<string>`sum(${ledgerEntries.amountSen})`;
  const unbalanced = await db
    .select({ postingId: ledgerEntries.postingId, sumSen: postingSum })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.postingId)
    .having(ne(postingSum, sql`0`));
  const sums = db
    .select({
      accountId: ledgerEntries.accountId,
      total: sql<string>`sum(${ledgerEntries.amountSen})`.as('total'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountId)
    .as('sums');
  const accounts = await db
    .select({
      id: ledgerAccounts.id,
      cached: accountBalanceSql,
      allowNegative: ledgerAccounts.allowNegative,
      total: sql<string | null>`${sums.total}`,
    })
    .from(ledgerAccounts)
    .leftJoin(sums, eq(sums.accountId, ledgerAccounts.id));
  const cacheMismatches = accounts
    .map((a) => ({ accountId: a.id, cachedSen: Number(a.cached), entriesSen: Number(a.total ?? 0) }))
    .filter((a) => a.cachedSen !== a.entriesSen);
  const forbiddenNegatives = accounts
    .filter((a) => !a.allowNegative && Number(a.cached) < 0)
    .map((a) => ({ accountId: a.id, balanceSen: Number(a.cached) }));
  const unbalancedPostings = unbalanced.map((u) => ({ postingId: u.postingId, sumSen: Number(u.sumSen) }));
  return {
    ok: !unbalancedPostings.length && !cacheMismatches.length && !forbiddenNegatives.length,
    unbalancedPostings,
    cacheMismatches,
    forbiddenNegatives,
  };
}

/**
 * An account's balance, its row locked for the caller's transaction (stable until the commit
 * for an account that may not go negative; a shared account's parts move without its lock).
 */
export async function lockedBalance(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ balanceSen: accountBalanceSql })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  return row?.balanceSen ?? 0;
}

/**
 * Locks an account's row, then reads its balance in a second statement: the row lock is the
 * mutex of the writes that guard a shared account's balance themselves (Bank Balances'
 * transfers and expenses), and the second statement's snapshot counts the parts such a write
 * committed while this one waited. Postings that do not take the lock (deposits, payouts) still
 * move the parts meanwhile.
 */
export async function lockAccountForBalance(db: Db, accountId: number): Promise<number> {
  await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .for('update');
  const [row] = await db
    .select({ balanceSen: accountBalanceSql })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row?.balanceSen ?? 0;
}
