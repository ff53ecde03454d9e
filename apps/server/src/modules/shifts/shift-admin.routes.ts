import { closeShiftBodySchema, shiftStateReplySchema } from '@topup/contracts/api/shifts.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { closeShift, currentShift } from './shift.service.ts';

/** Staff: the operator's current shift and closing it (handover). */
export function shiftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/shifts/current',
      { config: { permission: 'authenticated' }, schema: { response: { 200: shiftStateReplySchema } } },
      async (request) => ({ data: await currentShift(ctx.db, staffOf(request).operatorId, ctx.now()) }),
    );

    app.post(
      '/api/staff/shifts/close',
      {
        config: { permission: 'authenticated' },
        schema: { body: closeShiftBodySchema, response: { 200: shiftStateReplySchema } },
      },
      async (request) => {
        const staff = staffOf(request);
        const actor = { kind: 'operator' as const, operatorId: staff.operatorId, ip: request.ip ?? null };
        const input = { remark: request.body.remark ?? null, acknowledge: request.body.acknowledge };
        return { data: await closeShift(ctx.db, actor, input, ctx.now()) };
      },
    );
  };
}
