import { claimExpiryReplySchema, claimExpirySchema } from '@topup/contracts/api/money.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { getClaimExpiryMinutes, setClaimExpiryMinutes } from '../settings/claim-expiry.ts';

const replies = { 200: claimExpiryReplySchema };

/** The claim expiry setting, shown on the pending queues (everyone) and edited with settings.manage. */
export function claimExpiryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/money/claim-expiry',
      { schema: { response: replies }, config: { permission: 'authenticated' } },
      async () => ({ data: { minutes: await getClaimExpiryMinutes(ctx.db) } }),
    );
    app.put(
      '/api/staff/money/claim-expiry',
      { schema: { body: claimExpirySchema, response: replies }, config: { permission: 'settings.manage' } },
      async (request) => ({
        message: formatMessage('ACTION_DONE', requestLocale(request)),
        data: { minutes: await setClaimExpiryMinutes(ctx.db, staffActor(request), request.body.minutes) },
      }),
    );
  };
}
