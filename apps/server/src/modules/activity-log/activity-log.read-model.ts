/** The Activity Log screen: the log (recorded by audit's recordActivity) with operator names. */
import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  countOrEstimate,
  disjoint,
  fetchList,
  inPage,
  type ListQuery,
  type ListSpec,
  searchPattern,
} from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { activityLog } from '../audit/activity-log.table.ts';

export type ActivityRow = {
  id: number;
  operator_id: number | null;
  operator_name: string | null;
  member_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Date;
};

const columns = {
  id: activityLog.id,
  operator_id: activityLog.operatorId,
  operator_name: operators.name,
  member_id: activityLog.memberId,
  action: activityLog.action,
  target_type: activityLog.targetType,
  target_id: activityLog.targetId,
  before: activityLog.before,
  after: activityLog.after,
  ip: activityLog.ip,
  created_at: activityLog.createdAt,
};

const spec: ListSpec = {
  sortable: {
    id: activityLog.id,
    created_at: activityLog.createdAt,
    action: activityLog.action,
    target_type: activityLog.targetType,
  },
  defaultSort: '-created_at',
  tiebreak: activityLog.id,
  dateColumn: activityLog.createdAt,
};

export type ActivityFilters = {
  operator_id?: number | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
};

/** The distinct values of an indexed column, by a skip scan of its index (one probe a value). */
const distinctValues = (column: SQL) => sql`with recursive v(x) as (
    select min(${column}) from activity_log
    union all
    select (select min(${column}) from activity_log where ${column} > v.x) from v where v.x is not null)
  select x from v where x is not null`;

/**
 * A search (q anywhere in the action, target type, target id, operator's name or IP) as disjoint
 * conditions, each one an index can answer. The action, target type and operator have few
 * values: the ones that match are looked up first (the actions and target types by a skip scan
 * of their indexes), so those rows are `action in (...)` etc. (btree indexes; the planner knows
 * how many); target id and IP by trigram (migration 0497). As ILIKE over the five columns
 * (operators joined) the capped count read the log until 10,001 rows matched: q=approve, 10 %
 * of the log, about 100,000 rows.
 */
async function searchConditions(db: Db, q: string): Promise<SQL[]> {
  const pattern = searchPattern(q);
  const found = await db.execute(sql`
    select 'operator' as kind, id::text as value from operators where name ilike ${pattern}
    union all
    select 'action', x from (${distinctValues(sql.raw('action'))}) a where x ilike ${pattern}
    union all
    select 'target_type', x from (${distinctValues(sql.raw('target_type'))}) t where x ilike ${pattern}`);
  const values = (kind: string) =>
    (found as unknown as { rows: { kind: string; value: string }[] }).rows
      .filter((r) => r.kind === kind)
      .map((r) => r.value);
  const operatorIds = values('operator').map(Number);
  const actions = values('action');
  const targetTypes = values('target_type');
  return [
    actions.length ? inArray(activityLog.action, actions) : undefined,
    targetTypes.length ? inArray(activityLog.targetType, targetTypes) : undefined,
    operatorIds.length ? inArray(activityLog.operatorId, operatorIds) : undefined,
    or(ilike(activityLog.targetId, pattern), ilike(activityLog.ip, pattern))!,
  ].filter((c): c is SQL => c !== undefined);
}

export async function listActivity(db: Db, query: ListQuery, filters: ActivityFilters) {
  const extra: (SQL | undefined)[] = [
    filters.operator_id ? eq(activityLog.operatorId, filters.operator_id) : undefined,
    filters.action ? eq(activityLog.action, filters.action) : undefined,
    filters.target_type ? eq(activityLog.targetType, filters.target_type) : undefined,
    filters.target_id ? eq(activityLog.targetId, filters.target_id) : undefined,
  ];
  const search = query.q ? await searchConditions(db, query.q) : [];
  const ids = () => db.select({ id: activityLog.id }).from(activityLog).$dynamic();
  return fetchList<ActivityRow>(
    query,
    spec,
    {
      // The page's ids first (an index-only walk past the offset, or the search's matches by
      // index), then only those rows: a deep page skips index entries, not rows read and joined.
      rows: (window) =>
        db
          .select(columns)
          .from(activityLog)
          .leftJoin(operators, eq(operators.id, activityLog.operatorId))
          .where(inPage(activityLog.id, ids(), { ...window, where: and(window.where, or(...search)) }))
          .orderBy(...window.orderBy),
      // A search counts its conditions one after another (disjoint, so no row twice) until the
      // cap: q=approve stops after 10,001 entries of the action index, read without the table.
      count: (where) =>
        countOrEstimate(db, () =>
          search.length
            ? sql.join(
                disjoint(search).map(
                  (condition) => sql`(select 1 from activity_log where ${and(where, condition)})`,
                ),
                sql` union all `,
              )
            : ids().where(where),
        ),
    },
    extra,
  );
}

/** Choices for the list's filters: operators, and the actions and target types logged so far. */
export async function activityFilterOptions(db: Db) {
  const [operatorRows, actionRows, targetRows] = await Promise.all([
    db.select({ id: operators.id, name: operators.name }).from(operators).orderBy(operators.name),
    db.selectDistinct({ value: activityLog.action }).from(activityLog).orderBy(activityLog.action).limit(500),
    db
      .selectDistinct({ value: activityLog.targetType })
      .from(activityLog)
      .orderBy(activityLog.targetType)
      .limit(200),
  ]);
  return {
    operators: operatorRows,
    actions: actionRows.map((r) => r.value),
    target_types: targetRows.map((r) => r.value),
  };
}
