import type { ReportRow } from '@topup/contracts/api/reports.ts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { providerFor } from '../providers/provider-registry.ts';
import { getAgentCreditWarningSen } from '../settings/agent-credit-warning.ts';
import { queryRows, type ReportSource } from './report-query.ts';

const CREDIT_CACHE_MS = 30_000;
const creditCache = new Map<number, { at: number; sen: number | null }>();

/** The provider's current agent credit, asked live and kept briefly (null: the kiosk did not answer). */
async function agentCredit(ctx: AppContext, kioskId: number): Promise<number | null> {
  const cached = creditCache.get(kioskId);
  const nowMs = ctx.now().getTime();
  if (cached && nowMs - cached.at < CREDIT_CACHE_MS) return cached.sen;
  const [kiosk] = await queryRows(
    ctx.db,
    sql`select base_url, kiosk_code, agent_key, timeout_ms from provider_kiosks where id = ${kioskId}`,
  );
  let sen: number | null = null;
  if (kiosk) {
    const provider = providerFor({
      baseUrl: String(kiosk.base_url),
      kioskCode: String(kiosk.kiosk_code),
      agentKey: String(kiosk.agent_key),
      ...(kiosk.timeout_ms === null ? {} : { timeoutMs: Number(kiosk.timeout_ms) }),
    });
    sen = await provider.agentCredit().catch(() => null);
  }
  creditCache.set(kioskId, { at: nowMs, sen });
  return sen;
}

/** Kiosk: agent credit each provider kiosk gave to members (out) and took back (in), and what is left. */
export const kioskReport: ReportSource = {
  key: 'kiosk',
  rows: (input) => sql`
    select k.id as row_key, k.name as kiosk,
      (select string_agg(p.name, ', ' order by p.name) from products p where p.kiosk_id = k.id) as products,
      coalesce(r.out_sen, 0) as credit_out_sen, coalesce(r.in_sen, 0) as credit_in_sen,
      coalesce(r.in_sen, 0) - coalesce(r.out_sen, 0) as net_sen
    from provider_kiosks k
    left join ledger_accounts la on la.kind = 'kiosk' and la.ref_id = k.id
    left join lateral (
      select sum(d.in_sen)::bigint as in_sen, sum(d.out_sen)::bigint as out_sen from report_ledger_daily d
      where d.account_id = la.id and d.day between ${input.from}::date and ${input.to}::date
    ) r on true
    where ${input.productId === undefined ? sql`true` : sql`exists (select 1 from products p where p.kiosk_id = k.id and p.id = ${input.productId})`}`,
  decorate: async (ctx, rows): Promise<ReportRow[]> => {
    // The same threshold (setting kiosk_agent_credit_warning_sen) as the Products screen's warning.
    const threshold = await getAgentCreditWarningSen(ctx.db);
    return Promise.all(
      rows.map(async (row) => {
        const credit = await agentCredit(ctx, Number(row.row_key));
        const warning = credit === null ? 'unreachable' : credit < threshold ? 'low' : 'ok';
        return { ...row, agent_credit_sen: credit, warning };
      }),
    );
  },
};
