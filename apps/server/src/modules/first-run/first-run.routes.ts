import {
  firstRunClaimedSchema,
  firstRunClaimSchema,
  firstRunStatusSchema,
} from '@topup/contracts/first-run.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { claimFirstRun, firstRunNeeded } from '../access/first-run.service.ts';

/**
 * The first-run page's API: open to anyone while no operator exists, and the claim needs the
 * setup code the server printed in its log. The claim is rate limited like the sign-in and
 * takes the XSRF double-submit pair every public write does.
 */
export function firstRunRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/first-run',
      { config: { permission: 'public' }, schema: { response: { 200: firstRunStatusSchema } } },
      async () => ({ needed: await firstRunNeeded(ctx.db) }),
    );

    app.post(
      '/api/staff/first-run',
      {
        config: { permission: 'public', rateLimited: true },
        schema: { body: firstRunClaimSchema, response: { 200: firstRunClaimedSchema } },
      },
      async (request) => {
        const { code, ...operator } = request.body;
        await claimFirstRun(ctx.db, operator, {
          code,
          actor: { kind: 'anonymous', ip: request.ip },
          now: ctx.now(),
        });
        return { status: true as const };
      },
    );
  };
}
