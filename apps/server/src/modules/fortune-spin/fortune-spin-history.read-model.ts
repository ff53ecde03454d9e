import type { MemberSpins, SpinHistoryRow } from '@topup/contracts/api/fortune-spin.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { members } from '../members/members.table.ts';
import { fortuneSpinHistory } from './fortune-spin.table.ts';
import { fortuneSpinGrants } from './fortune-spin-grants.table.ts';

const SPEC: ListSpec = {
  sortable: { id: fortuneSpinHistory.id, prize: fortuneSpinHistory.prizeSen },
  defaultSort: '-id',
  tiebreak: fortuneSpinHistory.id,
  searchable: [members.name, members.phone],
  dateColumn: fortuneSpinHistory.createdAt,
};

/** Fortune Spin history (staff): every spin with its member and prize, newest first. */
export function listSpinHistory(
  db: Db,
  query: ListQuery,
  memberId?: number,
): Promise<ListPage<SpinHistoryRow>> {
  const byMember = memberId === undefined ? undefined : eq(fortuneSpinHistory.memberId, memberId);
  return fetchList(
    query,
    SPEC,
    {
      rows: async ({ where, orderBy, limit, offset }) =>
        (
          await db
            .select({ h: fortuneSpinHistory, name: members.name, phone: members.phone })
            .from(fortuneSpinHistory)
            .innerJoin(members, eq(members.id, fortuneSpinHistory.memberId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map((r) => ({
          id: r.h.id,
          member_id: r.h.memberId,
          member_name: r.name,
          phone: r.phone,
          segment: r.h.segment,
          label: r.h.label,
          prize: formatSen(r.h.prizeSen),
          created_at: r.h.createdAt.toISOString(),
        })),
      count: async (where) =>
        (
          await db
            .select({ n: count() })
            .from(fortuneSpinHistory)
            .innerJoin(members, eq(members.id, fortuneSpinHistory.memberId))
            .where(where)
        )[0]?.n ?? 0,
    },
    [byMember],
  );
}

/** A member's spins left and the last spins given (earned by deposits or granted by staff). */
export async function memberSpins(db: Db, memberId: number): Promise<MemberSpins | null> {
  const [member] = await db
    .select({ spins: members.spinChances })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const grants = await db
    .select()
    .from(fortuneSpinGrants)
    .where(eq(fortuneSpinGrants.memberId, memberId))
    .orderBy(desc(fortuneSpinGrants.id))
    .limit(20);
  return {
    spins: member.spins,
    grants: grants.map((g) => ({
      id: g.id,
      spins: g.spins,
      reason: g.reason,
      remark: g.remark,
      created_at: g.createdAt.toISOString(),
    })),
  };
}
