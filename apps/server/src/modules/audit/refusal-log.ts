import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { recordActivity } from './record-activity.ts';

/**
 * Every refused permission (a 403 to a signed-in operator: a route's permission, a rule such as
 * operator management) is written to the activity log with the route it was refused on. Written
 * before the reply leaves; a failure to write is logged and does not change the reply.
 */
export function registerRefusalLog(app: FastifyInstance, ctx: AppContext) {
  // Callback style: every other reply passes without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 403 || !request.staff) return done(null, payload);
    recordActivity(ctx.db, staffActor(request), {
      action: 'auth.forbidden',
      targetType: 'route',
      targetId: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 300),
    })
      .catch((err: unknown) => request.log.error({ err }, 'refused permission not logged'))
      .then(() => done(null, payload));
  });
}
