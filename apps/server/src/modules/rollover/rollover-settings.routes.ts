import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { getRolloverSettings, updateRolloverSettings } from './rollover.service.ts';

const money = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});

/** Staff Rollover Settings: the balance at or below which an outstanding target is cleared. */
export function rolloverSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/staff/rollover-settings', { config: { permission: 'rollover.manage' } }, async () => {
      const settings = await getRolloverSettings(ctx.db);
      return { data: { clear_below: formatSen(settings.clear_below_sen) } };
    });
    app.put(
      '/api/staff/rollover-settings',
      { schema: { body: z.object({ clear_below: money }) }, config: { permission: 'rollover.manage' } },
      async (request) => {
        const staff = staffOf(request);
        await inTransaction(ctx.db, async (tx) => {
          const before = await getRolloverSettings(tx);
          await updateRolloverSettings(tx, { clear_below_sen: request.body.clear_below });
          await recordActivity(
            tx,
            { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
            {
              action: 'rollover_settings.update',
              targetType: 'settings',
              targetId: 'rollover',
              before,
              after: { clear_below_sen: request.body.clear_below },
            },
          );
        });
        return { data: { clear_below: formatSen(request.body.clear_below) } };
      },
    );
  };
}
