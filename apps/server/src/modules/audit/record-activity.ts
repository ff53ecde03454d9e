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
  await db.insert(activityLog).values(activityRow(actor, entry));
}

/** The activity-log row of `actor` doing `entry`. */
function activityRow(actor: Actor, entry: ActivityEntry) {
  return {
    operatorId: actor.kind === 'operator' ? actor.operatorId : null,
    memberId: actor.kind === 'member' ? actor.memberId : (entry.memberId ?? null),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.kind === 'system' ? null : actor.ip,
  };
}
