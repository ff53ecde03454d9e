import {
  activityFilterOptionsSchema,
  activityLogFiltersSchema,
  activityPageSchema,
} from '@topup/contracts/api/activity-log.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { type ActivityRow, activityFilterOptions, listActivity } from './activity-log.read-model.ts';

const listQuery = listQuerySchema.extend(activityLogFiltersSchema.shape);

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const csvColumns = [
  { header: 'ID', value: (r: ActivityRow) => r.id },
  { header: 'Time', time: true, value: (r: ActivityRow) => r.created_at },
  { header: 'Operator', value: (r: ActivityRow) => r.operator_name },
  { header: 'Member ID', value: (r: ActivityRow) => r.member_id },
  { header: 'Action', value: (r: ActivityRow) => r.action },
  { header: 'Target', value: (r: ActivityRow) => r.target_type },
  { header: 'Target ID', value: (r: ActivityRow) => r.target_id },
  { header: 'Before', value: (r: ActivityRow) => json(r.before) },
  { header: 'After', value: (r: ActivityRow) => json(r.after) },
  { header: 'IP', value: (r: ActivityRow) => r.ip },
];

/** Activity Log screen: who did what to which target, before and after, when, from where. */
export function activityLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/activity-log',
      {
        config: { permission: 'activity_log.view' },
        schema: { querystring: listQuery, response: { 200: activityPageSchema } },
      },
      async (request, reply) => {
        const { operator_id, action, target_type, target_id, ...query } = request.query;
        const page = await listActivity(ctx.db, await inBusinessZone(ctx, query), {
          operator_id,
          action,
          target_type,
          target_id,
        });
        return replyList(reply, request.query, page, { filename: 'activity-log', columns: csvColumns });
      },
    );

    app.get(
      '/api/staff/activity-log/filters',
      {
        config: { permission: 'activity_log.view' },
        schema: { response: { 200: activityFilterOptionsSchema } },
      },
      () => activityFilterOptions(ctx.db),
    );
  };
}
