import type { DiscrepancyRow } from '@topup/contracts/api/provider-audit.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { fetchList, type ListQuery, type ListSpec } from '../../platform/pagination.ts';
import { operators } from '../access/access.table.ts';
import { providerDiscrepancies } from '../discrepancies/discrepancies.table.ts';
import { memberAccounts } from '../member-accounts/member-accounts.table.ts';
import { providerKiosks } from '../products/products.table.ts';

const d = providerDiscrepancies;
const spec: ListSpec = {
  sortable: { created_at: d.createdAt, amount: d.amountSen, kind: d.kind },
  defaultSort: '-created_at',
  tiebreak: d.id,
  searchable: [d.reference, memberAccounts.username],
  dateColumn: d.createdAt,
};

/** Read model: discrepancies with the kiosk, game account and resolving operator named. */
export function listDiscrepancies(
  db: Db,
  query: ListQuery & { status?: 'open' | 'resolved'; kind?: string },
): Promise<ListPage<DiscrepancyRow>> {
  const base = () =>
    db
      .select({
        row: d,
        kiosk: providerKiosks.name,
        username: memberAccounts.username,
        resolvedBy: operators.username,
      })
      .from(d)
      .leftJoin(providerKiosks, eq(providerKiosks.id, d.kioskId))
      .leftJoin(memberAccounts, eq(memberAccounts.id, d.memberAccountId))
      .leftJoin(operators, eq(operators.id, d.resolvedBy));
  const filters = [
    query.status ? eq(d.status, query.status) : undefined,
    query.kind ? sql`${d.kind} = ${query.kind}` : undefined,
  ];
  return fetchList(
    query,
    spec,
    {
      rows: async ({ where, orderBy, limit, offset }) =>
        (
          await base()
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)
        ).map(({ row, kiosk, username, resolvedBy }) => ({
          id: row.id,
          kind: row.kind,
          kiosk,
          username,
          member_account_id: row.memberAccountId,
          transaction_id: row.transactionId,
          provider_call_id: row.providerCallId,
          reference: row.reference,
          amount: formatSen(row.amountSen),
          suspense: formatSen(row.suspenseSen),
          evidence: row.evidence,
          status: row.status,
          resolution: row.resolution,
          remark: row.remark,
          resolved_by: resolvedBy,
          resolved_at: row.resolvedAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        })),
      count: async (where) => {
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(d)
          .leftJoin(memberAccounts, eq(memberAccounts.id, d.memberAccountId))
          .where(where);
        return Number(row?.n ?? 0);
      },
    },
    filters,
  );
}
