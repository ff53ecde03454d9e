import type { ListPage } from '@topup/contracts/list-page.ts';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { landingLeads } from '../landing/landing.table.ts';
import { members } from '../members/members.table.ts';
import { followUps } from './follow-ups.table.ts';

export type FollowUpView = {
  id: number;
  kind: 'lead' | 'member';
  status: 'open' | 'settled';
  reason: string | null;
  remark: string | null;
  member_id: number | null;
  lead_id: number | null;
  name: string | null;
  phone: string | null;
  bank: string | null;
  account: string | null;
  /** Landing leads: whether the visitor was told they won (step 2) or lost (step 3). */
  won: boolean | null;
  created_by: string | null;
  settled_by: string | null;
  created_at: string;
  settled_at: string | null;
};

const settler = alias(operators, 'settler');
const flagger = alias(operators, 'flagger');
const name = sql<string | null>`coalesce(${landingLeads.name}, ${members.name})`;
const phone = sql<string | null>`coalesce(${landingLeads.mobile}, ${members.phone})`;

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

const SPEC: ListSpec = {
  sortable: { id: followUps.id, created_at: followUps.createdAt, settled_at: followUps.settledAt, name },
  defaultSort: '-created_at',
  tiebreak: followUps.id,
  searchable: [name, phone, followUps.remark],
  dateColumn: followUps.createdAt,
};

function joined(db: Db) {
  return db
    .select({
      f: followUps,
      name,
      phone,
      bank: sql<string | null>`coalesce(${landingLeads.bank}, ${members.bankName})`,
      account: sql<string | null>`coalesce(${landingLeads.account}, ${members.bankAccountNumber})`,
      won: landingLeads.won,
      settledBy: settler.name,
      createdBy: flagger.name,
    })
    .from(followUps)
    .leftJoin(landingLeads, eq(landingLeads.id, followUps.leadId))
    .leftJoin(members, eq(members.id, followUps.memberId))
    .leftJoin(settler, eq(settler.id, followUps.settledBy))
    .leftJoin(flagger, eq(flagger.id, followUps.createdBy));
}

type Row = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

function view(r: Row): FollowUpView {
  return {
    id: r.f.id,
    kind: r.f.kind,
    status: r.f.status,
    reason: r.f.reason,
    remark: r.f.remark,
    member_id: r.f.memberId,
    lead_id: r.f.leadId,
    name: r.name,
    phone: r.phone,
    bank: r.bank,
    account: r.account,
    won: r.won,
    created_by: r.createdBy,
    settled_by: r.settledBy,
    created_at: r.f.createdAt.toISOString(),
    settled_at: r.f.settledAt?.toISOString() ?? null,
  };
}

export type FollowUpFilters = { kind?: 'lead' | 'member'; status?: 'open' | 'settled' };

export async function listFollowUps(
  db: Db,
  query: ListQuery,
  filters: FollowUpFilters,
): Promise<ListPage<FollowUpView>> {
  await syncFollowUps(db);
  const extra: (SQL | undefined)[] = [
    filters.kind ? eq(followUps.kind, filters.kind) : undefined,
    filters.status ? eq(followUps.status, filters.status) : undefined,
  ];
  return fetchList(
    query,
    SPEC,
    {
      rows: async ({ where, orderBy, limit, offset }) =>
        (
          await joined(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(view),
      count: async (where) => {
        const [row] = await db
          .select({ n: count() })
          .from(followUps)
          .leftJoin(landingLeads, eq(landingLeads.id, followUps.leadId))
          .leftJoin(members, eq(members.id, followUps.memberId))
          .where(where);
        return row?.n ?? 0;
      },
    },
    extra,
  );
}

export async function getFollowUp(db: Db, id: number): Promise<FollowUpView> {
  const [row] = await joined(db).where(eq(followUps.id, id)).limit(1);
  if (!row) throw new DomainError('FOLLOW_UP_NOT_FOUND');
  return view(row);
}

/** Flags a member to follow up (one open follow-up per member). */
export async function flagMember(
  db: Db,
  actor: Actor & { kind: 'operator' },
  memberId: number,
  reason: string,
): Promise<FollowUpView> {
  return inTransaction(db, async (tx) => {
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId));
    if (!member) throw new DomainError('MEMBER_NOT_FOUND');
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

/** Settles a follow-up with the staff member's remark (spec §4: a follow-up can be settled). */
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
