import {
  bonusRunOptionsReplySchema,
  bonusRunPlanReplySchema,
  bonusRunQuerySchema,
} from '@topup/contracts/bonus-runs.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessDayOf } from '../../platform/business-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { activeRunBonuses } from '../bonuses/bonuses.service.ts';
import { postStaffMoney } from '../idempotency/staff-write.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { payRun, previewRun, runPeriod } from './bonus-run.service.ts';
import { runnableBonusJson, runPlanJson } from './bonus-run-json.ts';

const planReplies = { 200: bonusRunPlanReplySchema };

/** Staff runs of rebate and referral bonuses for a period of business days: options, preview, pay. */
export function bonusRunAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/bonus-runs/options',
      { schema: { response: { 200: bonusRunOptionsReplySchema } }, config: { permission: 'bonuses.run' } },
      async () => {
        const zone = await getBusinessTimeZone(ctx.db);
        const rows = await activeRunBonuses(ctx.db);
        return {
          data: {
            time_zone: zone,
            today: businessDayOf(ctx.now(), zone),
            bonuses: rows.map(runnableBonusJson),
          },
        };
      },
    );

    app.get(
      '/api/staff/bonus-runs/preview',
      {
        schema: { querystring: bonusRunQuerySchema, response: planReplies },
        config: { permission: 'bonuses.run' },
      },
      async (request) => {
        const zone = await getBusinessTimeZone(ctx.db);
        const period = runPeriod(request.query.from, request.query.to, zone);
        return {
          data: runPlanJson(await previewRun(ctx.db, request.query.bonus_id, period, ctx.now()), zone),
        };
      },
    );

    postStaffMoney(
      app,
      ctx.db,
      '/api/staff/bonus-runs',
      { permission: 'bonuses.run', body: bonusRunQuerySchema, response: planReplies },
      async (request, body) => {
        const zone = await getBusinessTimeZone(ctx.db);
        const period = runPeriod(body.from, body.to, zone);
        const { run, plan } = await payRun(
          ctx.db,
          { bonusId: body.bonus_id, period, actor: staffActor(request) },
          ctx.now(),
        );
        const message = formatMessage('BONUS_RUN_PAID', requestLocale(request), {
          total: formatSen(run.totalSen),
          members: run.members,
        });
        return { statusCode: 200, body: { message, data: runPlanJson(plan, zone) } };
      },
    );
  };
}
