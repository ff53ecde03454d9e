import type { Db } from '../../platform/db/client.ts';
import type { StaffActor } from '../../platform/staff-auth.ts';
import { activityLog } from './activity-log.table.ts';

/**
 * Who did it: a staff operator, a member (member-side calls), the system (jobs) or someone not
 * signed in (a failed sign-in: only the address is known).
 */
export type Actor =
  | StaffActor
  | { kind: 'member'; memberId: number; ip: string | null }
  | { kind: 'anonymous'; ip: string | null }
  | { kind: 'system' };

export type ActivityEntry = {
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  memberId?: number | null;
};

/** Writes one activity-log row in the caller's transaction, so the log and the change commit together. */
export async function recordActivity(db: Db, actor: Actor, entry: ActivityEntry): Promise<void> {
  await activityInsert(db, actor, entry);
}

/** The columns of an activity-log row as `activityRow` gives them. */
export const ACTIVITY_COLUMNS = [
  'operatorId',
  'memberId',
  'action',
  'targetType',
  'targetId',
  'before',
  'after',
  'ip',
] as const;
export type ActivityRow = Record<(typeof ACTIVITY_COLUMNS)[number], unknown>;

/** The activity-log row of `actor` doing `entry`. */
export function activityRow(actor: Actor, entry: ActivityEntry) {
  return {
    operatorId: actor.kind === 'operator' ? actor.operatorId : null,
    memberId: actor.kind === 'member' ? actor.memberId : (entry.memberId ?? null),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.kind === 'system' ? null : actor.ip,
  } satisfies ActivityRow;
}

/**
 * The insert of one activity-log row, not yet run: a caller may send it with its own change in
 * one statement (as a data-modifying WITH query: `db.$with(...).as(activityInsert(...))`).
 */
export function activityInsert(db: Db, actor: Actor, entry: ActivityEntry) {
  return activityRowInsert(db, activityRow(actor, entry));
}

/**
 * `activityInsert` of a row given column by column: values, or placeholders of a prepared
 * statement (`rowPlaceholders(prefix, ACTIVITY_COLUMNS)`, bound by `rowValues(prefix, activityRow(...))`).
 */
export function activityRowInsert(db: Db, row: ActivityRow) {
  return db.insert(activityLog).values(row as ReturnType<typeof activityRow>);
}
