import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessDayOf } from '../../platform/business-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { staffId } from '../../platform/staff-input.ts';
import { activeRunBonuses } from '../bonuses/bonuses.service.ts';
import { idempotentStaffWrite } from '../idempotency/staff-write.ts';
import { getBusinessTimeZone } from '../settings/business-time-zone.ts';
import { payRun, previewRun, runPeriod } from './bonus-run.service.ts';
import { runnableBonusJson, runPlanJson } from './bonus-run-json.ts';

const runSchema = z.object({ bonus_id: staffId('NOT_FOUND'), from: z.iso.date(), to: z.iso.date() });

/** Staff runs of rebate and referral bonuses for a period of business days: options, preview, pay. */
export function bonusRunAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/staff/bonus-runs/options', { config: { permission: 'bonuses.run' } }, async () => {
      const zone = await getBusinessTimeZone(ctx.db);
      const rows = await activeRunBonuses(ctx.db);
      return {
        data: {
          time_zone: zone,
          today: businessDayOf(ctx.now(), zone),
          bonuses: rows.map(runnableBonusJson),
        },
      };
    });

    app.get(
      '/api/staff/bonus-runs/preview',
      { schema: { querystring: runSchema }, config: { permission: 'bonuses.run' } },
      async (request) => {
        const zone = await getBusinessTimeZone(ctx.db);
        const period = runPeriod(request.query.from, request.query.to, zone);
        return {
          data: runPlanJson(await previewRun(ctx.db, request.query.bonus_id, period, ctx.now()), zone),
        };
      },
    );

    app.post(
      '/api/staff/bonus-runs',
      { schema: { body: runSchema }, config: { permission: 'bonuses.run' } },
      async (request, reply) =>
        idempotentStaffWrite(ctx.db, request, reply, async () => {
          const zone = await getBusinessTimeZone(ctx.db);
          const period = runPeriod(request.body.from, request.body.to, zone);
          const actor = {
            kind: 'operator' as const,
            operatorId: staffOf(request).operatorId,
            ip: request.ip,
          };
          const { run, plan } = await payRun(
            ctx.db,
            { bonusId: request.body.bonus_id, period, actor },
            ctx.now(),
          );
          const message = formatMessage('BONUS_RUN_PAID', requestLocale(request), {
            total: formatSen(run.totalSen),
            members: run.members,
          });
          return { statusCode: 200, body: { message, data: runPlanJson(plan, zone) } };
        }),
    );
  };
}
