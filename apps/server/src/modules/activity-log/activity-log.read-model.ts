/** The Activity Log screen: the log (recorded by audit's recordActivity) with operator names. */
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import {
  countOrEstimate,
  fetchList,
  inPage,
  type ListQuery,
  type ListSpec,
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
  searchable: [
    activityLog.action,
    activityLog.targetType,
    activityLog.targetId,
    operators.name,
    activityLog.ip,
  ],
  dateColumn: activityLog.createdAt,
};

export type ActivityFilters = {
  operator_id?: number | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
};

/**
 * The ids of a page (or of the count). The operators are joined only when a search may match
 * their names: a left join PostgreSQL removes still keeps the index-only walk from being planned.
 */
function pageIds(db: Db, searching: boolean) {
  const ids = db.select({ id: activityLog.id }).from(activityLog).$dynamic();
  return searching ? ids.leftJoin(operators, eq(operators.id, activityLog.operatorId)) : ids;
}

export function listActivity(db: Db, query: ListQuery, filters: ActivityFilters) {
  const extra: (SQL | undefined)[] = [
    filters.operator_id ? eq(activityLog.operatorId, filters.operator_id) : undefined,
    filters.action ? eq(activityLog.action, filters.action) : undefined,
    filters.target_type ? eq(activityLog.targetType, filters.target_type) : undefined,
    filters.target_id ? eq(activityLog.targetId, filters.target_id) : undefined,
  ];
  return fetchList<ActivityRow>(
    query,
    spec,
    {
      // The page's ids first (an index-only walk past the offset), then only those rows: a deep
      // page skips index entries, not 40,000 rows read and joined.
      rows: (window) =>
        db
          .select(columns)
          .from(activityLog)
          .leftJoin(operators, eq(operators.id, activityLog.operatorId))
          .where(inPage(activityLog.id, pageIds(db, Boolean(query.q)), window))
          .orderBy(...window.orderBy),
      count: (where) => countOrEstimate(db, () => pageIds(db, Boolean(query.q)).where(where)),
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
