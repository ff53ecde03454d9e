import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { getRolloverSettings, type RolloverSettings, updateRolloverSettings } from './rollover.service.ts';

const money = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});
const settingsBody = z.object({
  clear_below: money,
  default_multiplier: z.number().int().min(0).max(100).optional(),
  default_calculation: z.enum(['deposit_bonus', 'bonus']).optional(),
  default_type: z.enum(['stack', 'addon']).optional(),
});

function view(settings: RolloverSettings) {
  const { clear_below_sen, ...defaults } = settings;
  return { clear_below: formatSen(clear_below_sen), ...defaults };
}

/**
 * Staff Rollover Settings: the balance at or below which an outstanding target is cleared, and
 * the rollover a new bonus starts with. Read by bonus editors too (the Bonus form's defaults).
 */
export function rolloverSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/staff/rollover-settings', { config: { permission: 'bonuses.view' } }, async () => ({
      data: view(await getRolloverSettings(ctx.db)),
    }));
    app.put(
      '/api/staff/rollover-settings',
      { schema: { body: settingsBody }, config: { permission: 'rollover.manage' } },
      async (request) => {
        const { clear_below, ...defaults } = request.body;
        const saved = await inTransaction(ctx.db, async (tx) => {
          const before = await getRolloverSettings(tx);
          const after: RolloverSettings = { ...before, ...defaults, clear_below_sen: clear_below };
          await updateRolloverSettings(tx, after);
          await recordActivity(tx, staffActor(request), {
            action: 'rollover_settings.update',
            targetType: 'settings',
            targetId: 'rollover',
            before: view(before),
            after: view(after),
          });
          return after;
        });
        return { data: view(saved) };
      },
    );
  };
}
