import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import {
  CLAIM_EXPIRY_MAX_MINUTES,
  getClaimExpiryMinutes,
  setClaimExpiryMinutes,
} from '../settings/claim-expiry.ts';

const minutes = z
  .number({ error: 'CLAIM_EXPIRY_INVALID' })
  .int({ error: 'CLAIM_EXPIRY_INVALID' })
  .min(1, { error: 'CLAIM_EXPIRY_INVALID' })
  .max(CLAIM_EXPIRY_MAX_MINUTES, { error: 'CLAIM_EXPIRY_INVALID' });

/** The claim expiry setting, shown on the pending queues (everyone) and edited with settings.manage. */
export function claimExpiryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/staff/money/claim-expiry', { config: { permission: 'authenticated' } }, async () => ({
      data: { minutes: await getClaimExpiryMinutes(ctx.db) },
    }));
    app.put(
      '/api/staff/money/claim-expiry',
      { schema: { body: z.object({ minutes }) }, config: { permission: 'settings.manage' } },
      async (request) => ({
        message: formatMessage('ACTION_DONE', requestLocale(request)),
        data: { minutes: await setClaimExpiryMinutes(ctx.db, staffActor(request), request.body.minutes) },
      }),
    );
  };
}
