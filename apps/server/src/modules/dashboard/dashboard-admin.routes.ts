import {
  dashboardChartQuerySchema,
  dashboardChartReplySchema,
  dashboardQueueReplySchema,
  dashboardSummaryReplySchema,
} from '@topup/contracts/api/dashboard.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addBusinessDays, businessDayOf } from '../../platform/business-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { dashboardChart, dashboardSummary, MAX_CHART_DAYS, pendingQueue } from './dashboard.read-model.ts';

/** Dashboard: today's figures (days of the business time zone), a daily chart over a chosen range, and the pending queue. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/dashboard/summary',
      {
        config: { permission: 'dashboard.view' },
        schema: { response: { 200: dashboardSummaryReplySchema } },
      },
      async () => ({ data: await dashboardSummary(ctx.db, ctx.now(), await ctx.businessTimeZone()) }),
    );

    app.get(
      '/api/staff/dashboard/chart',
      {
        config: { permission: 'dashboard.view' },
        schema: { querystring: dashboardChartQuerySchema, response: { 200: dashboardChartReplySchema } },
      },
      async (request) => {
        const zone = await ctx.businessTimeZone();
        const to = request.query.to ?? businessDayOf(ctx.now(), zone);
        const from = request.query.from ?? addBusinessDays(to, -6);
        if (from > to || addBusinessDays(from, MAX_CHART_DAYS - 1) < to)
          throw new DomainError('INVALID_REQUEST');
        return { data: await dashboardChart(ctx.db, from, to, zone) };
      },
    );

    app.get(
      '/api/staff/dashboard/queue',
      { config: { permission: 'dashboard.view' }, schema: { response: { 200: dashboardQueueReplySchema } } },
      async () => ({ data: await pendingQueue(ctx.db) }),
    );
  };
}
