import type { ChartPoint, DashboardSummary } from '@topup/contracts/api/dashboard.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addBusinessDays, businessDayOf, businessRange } from '../../platform/business-time.ts';
import type { Db } from '../../platform/db/client.ts';
import { operators } from '../access/access.table.ts';
import { members } from '../members/members.table.ts';
import { transactions } from '../transactions/transactions.table.ts';

/** Longest chart range, so one request cannot ask for years of daily buckets. */
export const MAX_CHART_DAYS = 93;
const QUEUE_LIMIT = 100;
const DONE = sql`${transactions.status} in ('success', 'complete')`;
/**
 * The business day of a timestamp in `zone`. The zone is a literal, not a parameter: GROUP BY
 * must see the very same expression as the select list. It is a name this runtime and PostgreSQL
 * both know (setBusinessTimeZone checks), quoted all the same.
 */
const businessDay = (column: typeof transactions.createdAt | typeof members.registeredAt, zone: string) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${zone.replaceAll("'", "''")}'`)}, 'YYYY-MM-DD')`;

const int = (value: unknown) => Number(value ?? 0);

/**
 * Today's figures (business day in `zone`): deposits and withdrawals that went through (success or
 * complete) by request time, bonus given on them, members registered; pending is the queue
 * as it stands now, whatever its age.
 */
export async function dashboardSummary(db: Db, now: Date, zone: string): Promise<DashboardSummary> {
  const day = businessDayOf(now, zone);
  const range = businessRange(day, day, zone)!;
  const inRange = sql`${transactions.createdAt} >= ${range.start.toISOString()}::timestamptz and ${transactions.createdAt} < ${range.end.toISOString()}::timestamptz`;
  const [today] = await db
    .select({
      depositCount: sql`count(*) filter (where ${transactions.type} = 'deposit' and ${DONE})`,
      depositSen: sql`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.type} = 'deposit' and ${DONE}), 0)::bigint`,
      withdrawalCount: sql`count(*) filter (where ${transactions.type} = 'withdrawal' and ${DONE})`,
      withdrawalSen: sql`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.type} = 'withdrawal' and ${DONE}), 0)::bigint`,
      bonusSen: sql`coalesce(sum(${transactions.bonusSen}) filter (where ${DONE}), 0)::bigint`,
    })
    .from(transactions)
    .where(inRange);
  const [pending] = await db
    .select({
      deposits: sql`count(*) filter (where ${transactions.type} = 'deposit')`,
      withdrawals: sql`count(*) filter (where ${transactions.type} = 'withdrawal')`,
      depositSen: sql`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.type} = 'deposit'), 0)::bigint`,
      withdrawalSen: sql`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.type} = 'withdrawal'), 0)::bigint`,
    })
    .from(transactions)
    .where(and(eq(transactions.status, 'pending'), inArray(transactions.type, ['deposit', 'withdrawal'])));
  const [joined] = await db
    .select({ n: sql`count(*)` })
    .from(members)
    .where(
      sql`${members.registeredAt} >= ${range.start.toISOString()}::timestamptz and ${members.registeredAt} < ${range.end.toISOString()}::timestamptz`,
    );
  return {
    day,
    deposits: { count: int(today?.depositCount), amount_sen: int(today?.depositSen) },
    withdrawals: { count: int(today?.withdrawalCount), amount_sen: int(today?.withdrawalSen) },
    pending: {
      deposits: int(pending?.deposits),
      withdrawals: int(pending?.withdrawals),
      deposit_sen: int(pending?.depositSen),
      withdrawal_sen: int(pending?.withdrawalSen),
    },
    new_members: int(joined?.n),
    bonus_sen: int(today?.bonusSen),
  };
}

/** One point per business day (in `zone`) from..to (inclusive), zero-filled. */
export async function dashboardChart(db: Db, from: string, to: string, zone: string): Promise<ChartPoint[]> {
  const range = businessRange(from, to, zone)!;
  const startIso = range.start.toISOString();
  const endIso = range.end.toISOString();
  const txDay = businessDay(transactions.createdAt, zone);
  const money = await db
    .select({
      day: txDay,
      depositSen: sql`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.type} = 'deposit'), 0)::bigint`,
      withdrawalSen: sql`coalesce(sum(${transactions.amountSen}) filter (where ${transactions.type} = 'withdrawal'), 0)::bigint`,
      bonusSen: sql`coalesce(sum(${transactions.bonusSen}), 0)::bigint`,
      deposits: sql`count(*) filter (where ${transactions.type} = 'deposit')`,
      withdrawals: sql`count(*) filter (where ${transactions.type} = 'withdrawal')`,
    })
    .from(transactions)
    .where(
      sql`${DONE} and ${transactions.createdAt} >= ${startIso}::timestamptz and ${transactions.createdAt} < ${endIso}::timestamptz`,
    )
    .groupBy(txDay);
  const memberDay = businessDay(members.registeredAt, zone);
  const joined = await db
    .select({ day: memberDay, n: sql`count(*)` })
    .from(members)
    .where(
      sql`${members.registeredAt} >= ${startIso}::timestamptz and ${members.registeredAt} < ${endIso}::timestamptz`,
    )
    .groupBy(memberDay);
  const byDay = new Map(money.map((row) => [row.day, row]));
  const joinedByDay = new Map(joined.map((row) => [row.day, int(row.n)]));
  const points: ChartPoint[] = [];
  for (let day = from, i = 0; day <= to && i < MAX_CHART_DAYS; day = addBusinessDays(day, 1), i++) {
    const row = byDay.get(day);
    points.push({
      day,
      deposit_sen: int(row?.depositSen),
      withdrawal_sen: int(row?.withdrawalSen),
      bonus_sen: int(row?.bonusSen),
      deposits: int(row?.deposits),
      withdrawals: int(row?.withdrawals),
      new_members: joinedByDay.get(day) ?? 0,
    });
  }
  return points;
}

export type QueueItem = {
  id: number;
  type: 'deposit' | 'withdrawal';
  amount_sen: number;
  member_id: number;
  member_name: string;
  member_phone: string;
  claimed_by: string | null;
  requested_at: Date;
};

/** The pending deposits and withdrawals, oldest first (the order a desk works them). */
export async function pendingQueue(db: Db): Promise<QueueItem[]> {
  const rows = await db
    .select({
      id: transactions.id,
      type: transactions.type,
      amount_sen: transactions.amountSen,
      member_id: transactions.memberId,
      member_name: members.name,
      member_phone: members.phone,
      claimed_by: operators.name,
      requested_at: transactions.requestedAt,
    })
    .from(transactions)
    .innerJoin(members, eq(members.id, transactions.memberId))
    .leftJoin(operators, eq(operators.id, transactions.claimedBy))
    .where(and(eq(transactions.status, 'pending'), inArray(transactions.type, ['deposit', 'withdrawal'])))
    .orderBy(asc(transactions.requestedAt), asc(transactions.id))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => ({ ...row, type: row.type === 'deposit' ? 'deposit' : 'withdrawal' }));
}
