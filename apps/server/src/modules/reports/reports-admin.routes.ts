import { reconcileRunReplySchema } from '@topup/contracts/api/reconciliation.ts';
import {
  dismissFraudBodySchema,
  reportOptionsReplySchema,
  reportPageSchema,
  reportQuerySchema,
  timeoutCheckParamsSchema,
} from '@topup/contracts/api/reports.ts';
import { statusReplySchema } from '@topup/contracts/api/status-reply.ts';
import { REPORT_KEYS } from '@topup/contracts/reports.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { reconcileProviderCalls } from '../transactions/provider-calls/provider-call-resend.service.ts';
import { dismissFraudSignal } from './fraud-dismiss.service.ts';
import { replyReportExport } from './report-export.ts';
import { reportOptions } from './report-options.read-model.ts';
import { runReport } from './report-query.ts';
import { reportSource } from './report-sources.ts';

/** Staff: the ten reports (GET /api/staff/reports/<report>) and the actions taken from them. */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const key of REPORT_KEYS)
      app.get(
        `/api/staff/reports/${key}`,
        {
          config: { permission: 'reports.view' },
          // An export (format csv or xlsx) is a file, sent as it is.
          schema: { querystring: reportQuerySchema, response: { 200: reportPageSchema } },
        },
        async (request, reply) => {
          const page = await runReport(ctx, reportSource(key), request.query);
          if (request.query.format === 'json') return reply.send(page);
          return replyReportExport(reply, key, request.query.format, requestLocale(request), page);
        },
      );

    // The filters' choices, and the business time zone the page cuts its presets in.
    app.get(
      '/api/staff/reports/options',
      { config: { permission: 'reports.view' }, schema: { response: { 200: reportOptionsReplySchema } } },
      async () => ({
        data: { ...(await reportOptions(ctx.db)), time_zone: await getBusinessTimeZone(ctx.db) },
      }),
    );

    app.post(
      '/api/staff/reports/fraud/dismiss',
      {
        config: { permission: 'reports.fraud_dismiss' },
        schema: { body: dismissFraudBodySchema, response: { 200: statusReplySchema } },
      },
      async (request) => {
        const staff = staffOf(request);
        const actor = { kind: 'operator' as const, operatorId: staff.operatorId, ip: request.ip ?? null };
        await dismissFraudSignal(
          ctx.db,
          actor,
          { signalKey: request.body.signal_key, remark: request.body.remark },
          ctx.now(),
        );
        return { status: true as const };
      },
    );

    // Timeout report: ask the provider's score log about this one call now (the same
    // reconciliation the background runner does, exactly once whoever gets there first).
    app.post(
      '/api/staff/reports/timeout/:callId/check',
      {
        config: { permission: 'transactions.reconcile' },
        schema: { params: timeoutCheckParamsSchema, response: { 200: reconcileRunReplySchema } },
      },
      async (request) => ({
        data: await reconcileProviderCalls(ctx.db, {
          now: ctx.now(),
          callId: request.params.callId,
          limit: 1,
        }),
      }),
    );
  };
}
