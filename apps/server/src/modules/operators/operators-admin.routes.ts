import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import {
  createOperator,
  getOperator,
  listOperators,
  type OperatorRow,
  roleOptions,
  updateOperator,
} from '../access/operators.service.ts';
import { newPasswordSchema, usernameSchema } from '../staff-auth/credentials.schema.ts';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
const status = z.enum(['active', 'inactive']);
const baseBody = {
  name: z.string().trim().min(1).max(100),
  username: usernameSchema,
  role_id: z.coerce.number().int().positive(),
  status: status.default('active'),
};
const createBody = z.object({ ...baseBody, password: newPasswordSchema });
const updateBody = z.object({
  ...baseBody,
  // Empty keeps the current password.
  password: newPasswordSchema.optional(),
});
const listQuery = listQuerySchema.extend({
  status: status.optional(),
  role_id: z.coerce.number().int().positive().optional(),
});

const csvColumns = [
  { header: 'ID', value: (r: OperatorRow) => r.id },
  { header: 'Name', value: (r: OperatorRow) => r.name },
  { header: 'Username', value: (r: OperatorRow) => r.username },
  { header: 'Role', value: (r: OperatorRow) => r.role_name },
  { header: 'Status', value: (r: OperatorRow) => r.status },
  { header: 'Last Login', value: (r: OperatorRow) => r.last_login_at?.toISOString() },
  { header: 'Last Updated', value: (r: OperatorRow) => r.updated_at.toISOString() },
];

/** Operator list/create/edit (Operator). */
export function operatorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/operators',
      { config: { permission: 'operators.view' }, schema: { querystring: listQuery } },
      async (request, reply) => {
        const { status: s, role_id, ...query } = request.query;
        const page = await listOperators(ctx.db, await inBusinessZone(ctx, query), { status: s, role_id });
        return replyList(reply, request.query, page, { filename: 'operators', columns: csvColumns });
      },
    );

    app.get('/api/staff/operators/role-options', { config: { permission: 'operators.view' } }, async () => ({
      data: await roleOptions(ctx.db),
    }));

    app.get(
      '/api/staff/operators/:id',
      { config: { permission: 'operators.view' }, schema: { params: idParams } },
      async (request) => ({ data: await getOperator(ctx.db, request.params.id) }),
    );

    app.post(
      '/api/staff/operators',
      { config: { permission: 'operators.manage' }, schema: { body: createBody } },
      async (request) => ({
        data: await createOperator(ctx.db, staffOf(request), request.body, staffActor(request)),
      }),
    );

    app.put(
      '/api/staff/operators/:id',
      { config: { permission: 'operators.manage' }, schema: { params: idParams, body: updateBody } },
      async (request) => ({
        data: await updateOperator(
          ctx.db,
          staffOf(request),
          request.params.id,
          { ...request.body, password: request.body.password || undefined },
          staffActor(request),
          ctx.now(),
        ),
      }),
    );
  };
}
