import {
  auditReportReplySchema,
  discrepancyFiltersSchema,
  discrepancyPageSchema,
  discrepancyParamsSchema,
  openDiscrepanciesReplySchema,
  providerTimingsBodySchema,
  resolveDiscrepancyBodySchema,
  resolvedReplySchema,
  savedTimingsReplySchema,
  timingsReplySchema,
} from '@topup/contracts/api/provider-audit.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { RESOLVE_ACTIONS } from '@topup/contracts/provider-audit.ts';
import { PROVIDER_TIMING_LIMITS } from '@topup/contracts/provider-timings.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { openDiscrepancyCount } from '../discrepancies/discrepancies.service.ts';
import { providerTimings, setProviderTimings } from '../transactions/provider-calls/provider-timings.ts';
import { listDiscrepancies } from './discrepancy-list.read-model.ts';
import { runProviderAudit } from './provider-audit.service.ts';
import { resolveDiscrepancy } from './resolve-discrepancy.service.ts';

const listQuery = listQuerySchema.extend(discrepancyFiltersSchema.shape);

/** Staff: the provider audit (run it now), its discrepancies and their resolution. */
export function providerAuditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/staff/provider-audit/run',
      { config: { permission: 'transactions.audit' }, schema: { response: { 200: auditReportReplySchema } } },
      async () => ({ data: await runProviderAudit(ctx.db, { now: ctx.now }) }),
    );

    app.get(
      '/api/staff/provider-audit/discrepancies',
      {
        config: { permission: 'transactions.audit' },
        schema: { querystring: listQuery, response: { 200: discrepancyPageSchema } },
      },
      async (request, reply) =>
        replyList(
          reply,
          request.query,
          await listDiscrepancies(ctx.db, await inBusinessZone(ctx, request.query)),
          {
            filename: 'discrepancies',
            columns: [
              { header: 'ID', value: (d) => d.id },
              { header: 'Kind', value: (d) => d.kind },
              { header: 'Kiosk', value: (d) => d.kiosk ?? '' },
              { header: 'Game account', value: (d) => d.username ?? '' },
              { header: 'Reference', value: (d) => d.reference ?? '' },
              { header: 'Amount', money: true, value: (d) => d.amount },
              { header: 'Status', value: (d) => d.status },
              { header: 'Resolution', value: (d) => d.resolution ?? '' },
              { header: 'Remark', value: (d) => d.remark ?? '' },
              { header: 'Created', time: true, value: (d) => d.created_at },
            ],
          },
        ),
    );

    // The resend and audit timings (all timings are settings), with their allowed ranges.
    app.get(
      '/api/staff/provider-audit/timings',
      { config: { permission: 'transactions.audit' }, schema: { response: { 200: timingsReplySchema } } },
      async () => ({
        data: { timings: await providerTimings(ctx.db), limits: PROVIDER_TIMING_LIMITS },
      }),
    );
    app.put(
      '/api/staff/provider-audit/timings',
      {
        config: { permission: 'settings.manage' },
        schema: { body: providerTimingsBodySchema, response: { 200: savedTimingsReplySchema } },
      },
      async (request) => {
        const body = request.body;
        if (body.resend_backoff_max_ms < body.resend_backoff_ms)
          throw new DomainError(
            'PROVIDER_BACKOFF_ORDER_INVALID',
            {},
            {
              fields: { resend_backoff_max_ms: 'PROVIDER_BACKOFF_ORDER_INVALID' },
            },
          );
        return { data: { timings: await setProviderTimings(ctx.db, staffActor(request), body) } };
      },
    );

    app.get(
      '/api/staff/provider-audit/count',
      {
        config: { permission: 'transactions.audit' },
        schema: { response: { 200: openDiscrepanciesReplySchema } },
      },
      async () => ({ data: { open: await openDiscrepancyCount(ctx.db) } }),
    );

    for (const action of RESOLVE_ACTIONS)
      app.post(
        `/api/staff/provider-audit/discrepancies/:id/${action}`,
        {
          config: { permission: 'transactions.resolve' },
          schema: {
            params: discrepancyParamsSchema,
            body: resolveDiscrepancyBodySchema,
            response: { 200: resolvedReplySchema },
          },
        },
        async (request) => {
          const staff = staffOf(request);
          await resolveDiscrepancy(ctx.db, request.params.id, {
            action,
            remark: request.body.remark ?? '',
            actor: { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
            now: ctx.now,
          });
          return { data: { id: request.params.id, status: 'resolved' as const } };
        },
      );
  };
}
