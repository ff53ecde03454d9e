import type { ListPage } from '@topup/contracts/list-page.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ListQuery } from '../../platform/pagination.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { assertMemberExists } from '../members/members.service.ts';
import {
  type FollowUpFilters,
  type FollowUpView,
  followUpPage,
  getFollowUp,
} from './follow-up.read-model.ts';
import { followUps } from './follow-ups.table.ts';

/**
 * Every landing-page lead and every member flagged as fraud is something to call back. They
 * get their follow-up row when first listed (idempotent, safe across instances), so one table
 * pages, sorts and records the settlement.
 */
export async function syncFollowUps(db: Db): Promise<void> {
  await db.execute(sql`
    insert into follow_ups (kind, lead_id, reason, created_at)
    select 'lead', l.id, case when l.won then 'landing_won' else 'landing_lost' end, l.created_at
    from landing_leads l
    where not exists (select 1 from follow_ups f where f.lead_id = l.id)
    on conflict (lead_id) where lead_id is not null do nothing`);
  await db.execute(sql`
    insert into follow_ups (kind, member_id, reason)
    select 'member', m.id, 'fraud'
    from members m
    where m.fraud and not exists (select 1 from follow_ups f where f.member_id = m.id)
    on conflict (member_id) where kind = 'member' and status = 'open' do nothing`);
}

/** The follow-up list: new leads and fraud flags get their row first (syncFollowUps). */
export async function listFollowUps(
  db: Db,
  query: ListQuery,
  filters: FollowUpFilters,
): Promise<ListPage<FollowUpView>> {
  await syncFollowUps(db);
  return followUpPage(db, query, filters);
}

/** Flags a member to follow up (one open follow-up per member). */
export async function flagMember(
  db: Db,
  actor: Actor & { kind: 'operator' },
  memberId: number,
  reason: string,
): Promise<FollowUpView> {
  return inTransaction(db, async (tx) => {
    await assertMemberExists(tx, memberId);
    const [open] = await tx
      .select({ id: followUps.id })
      .from(followUps)
      .where(and(eq(followUps.memberId, memberId), eq(followUps.status, 'open')));
    if (open) return getFollowUp(tx, open.id);
    const [row] = await tx
      .insert(followUps)
      .values({ kind: 'member', memberId, reason, createdBy: actor.operatorId })
      .returning({ id: followUps.id });
    await recordActivity(tx, actor, {
      action: 'follow_up.flag',
      targetType: 'follow_up',
      targetId: row!.id,
      memberId,
      after: { reason },
    });
    return getFollowUp(tx, row!.id);
  });
}

/** Settles a follow-up with the staff member's remark (a follow-up can be settled). */
export async function settleFollowUp(
  db: Db,
  actor: Actor & { kind: 'operator' },
  id: number,
  remark: string,
  now: Date,
): Promise<FollowUpView> {
  if (!remark.trim()) throw new DomainError('REMARK_REQUIRED', {}, { fields: { remark: 'REMARK_REQUIRED' } });
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(followUps).where(eq(followUps.id, id)).for('update');
    if (!row) throw new DomainError('FOLLOW_UP_NOT_FOUND');
    if (row.status === 'settled') throw new DomainError('FOLLOW_UP_SETTLED');
    await tx
      .update(followUps)
      .set({ status: 'settled', remark: remark.trim(), settledBy: actor.operatorId, settledAt: now })
      .where(eq(followUps.id, id));
    await recordActivity(tx, actor, {
      action: 'follow_up.settle',
      targetType: 'follow_up',
      targetId: id,
      memberId: row.memberId,
      before: { status: 'open' },
      after: { status: 'settled', remark: remark.trim() },
    });
    return getFollowUp(tx, id);
  });
}
