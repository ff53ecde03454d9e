import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { listQuerySchema, replyList } from '../../platform/pagination.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { DISCREPANCY_KINDS, openDiscrepancyCount } from '../discrepancies/discrepancies.service.ts';
import { listDiscrepancies } from './discrepancy-list.read-model.ts';
import { runProviderAudit } from './provider-audit.service.ts';
import { resolveDiscrepancy } from './resolve-discrepancy.service.ts';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
const listQuery = listQuerySchema.extend({
  status: z.enum(['open', 'resolved']).optional(),
  kind: z.enum(DISCREPANCY_KINDS).optional(),
});
const resolveBody = z.object({ remark: z.string().trim().max(500).optional() });

/** Staff: the provider audit (run it now), its discrepancies and their resolution. */
export function providerAuditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/staff/provider-audit/run', { config: { permission: 'transactions.audit' } }, async () => ({
      data: await runProviderAudit(ctx.db, { now: ctx.now }),
    }));

    app.get(
      '/api/staff/provider-audit/discrepancies',
      { config: { permission: 'transactions.audit' }, schema: { querystring: listQuery } },
      async (request, reply) =>
        replyList(reply, request.query, await listDiscrepancies(ctx.db, request.query), {
          filename: 'discrepancies',
          columns: [
            { header: 'ID', value: (d) => d.id },
            { header: 'Kind', value: (d) => d.kind },
            { header: 'Kiosk', value: (d) => d.kiosk ?? '' },
            { header: 'Game account', value: (d) => d.username ?? '' },
            { header: 'Reference', value: (d) => d.reference ?? '' },
            { header: 'Amount', value: (d) => d.amount },
            { header: 'Status', value: (d) => d.status },
            { header: 'Resolution', value: (d) => d.resolution ?? '' },
            { header: 'Remark', value: (d) => d.remark ?? '' },
            { header: 'Created', value: (d) => d.created_at },
          ],
        }),
    );

    app.get(
      '/api/staff/provider-audit/count',
      { config: { permission: 'transactions.audit' } },
      async () => ({ data: { open: await openDiscrepancyCount(ctx.db) } }),
    );

    for (const action of ['settle-success', 'settle-failed', 'write-off'] as const)
      app.post(
        `/api/staff/provider-audit/discrepancies/:id/${action}`,
        {
          config: { permission: 'transactions.resolve' },
          schema: { params: idParams, body: resolveBody },
        },
        async (request) => {
          const staff = staffOf(request);
          await resolveDiscrepancy(ctx.db, request.params.id, {
            action,
            remark: request.body.remark ?? '',
            actor: { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
            now: ctx.now,
          });
          return { data: { id: request.params.id, status: 'resolved' } };
        },
      );
  };
}
