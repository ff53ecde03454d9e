import {
  rolloverSettingsReplySchema,
  saveRolloverSettingsBodySchema,
} from '@topup/contracts/api/rollover.ts';
import { formatSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { getRolloverSettings, type RolloverSettings, updateRolloverSettings } from './rollover.service.ts';

const replies = { 200: rolloverSettingsReplySchema };

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
    app.get(
      '/api/staff/rollover-settings',
      { schema: { response: replies }, config: { permission: 'bonuses.view' } },
      async () => ({ data: view(await getRolloverSettings(ctx.db)) }),
    );
    app.put(
      '/api/staff/rollover-settings',
      {
        schema: { body: saveRolloverSettingsBodySchema, response: replies },
        config: { permission: 'rollover.manage' },
      },
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
