import type { ListPage } from '@topup/contracts/list-page.ts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import {
  countOrEstimate,
  fetchList,
  inPage,
  type ListQuery,
  type ListSpec,
} from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
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

/**
 * The follow-ups' ids, with the lead and the member a search or the name sort may read
 * (PostgreSQL drops either join when nothing reads it).
 */
function ids(db: Db) {
  return db
    .select({ id: followUps.id })
    .from(followUps)
    .leftJoin(landingLeads, eq(landingLeads.id, followUps.leadId))
    .leftJoin(members, eq(members.id, followUps.memberId))
    .$dynamic();
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

/** One page of follow-ups (the service's listFollowUps first adds the new leads and fraud flags). */
export async function followUpPage(
  db: Db,
  query: ListQuery,
  filters: FollowUpFilters,
): Promise<ListPage<FollowUpView>> {
  const extra: (SQL | undefined)[] = [
    filters.kind ? eq(followUps.kind, filters.kind) : undefined,
    filters.status ? eq(followUps.status, filters.status) : undefined,
  ];
  return fetchList(
    query,
    SPEC,
    {
      // The page's ids first, then only those rows joined: every open follow-up was joined to its
      // member and operators before the sort picked 20 (400 member reads at scale).
      rows: async (window) =>
        (
          await joined(db)
            .where(inPage(followUps.id, ids(db), window))
            .orderBy(...window.orderBy)
        ).map(view),
      count: (where) => countOrEstimate(db, () => ids(db).where(where)),
    },
    extra,
  );
}

export async function getFollowUp(db: Db, id: number): Promise<FollowUpView> {
  const [row] = await joined(db).where(eq(followUps.id, id)).limit(1);
  if (!row) throw new DomainError('FOLLOW_UP_NOT_FOUND');
  return view(row);
}
