import {
  createOperatorBodySchema,
  operatorListFilterSchema,
  operatorListReplySchema,
  operatorReplySchema,
  roleOptionsReplySchema,
  updateOperatorBodySchema,
} from '@topup/contracts/api/access.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import {
  createOperator,
  getOperator,
  listOperators,
  type OperatorRow,
  roleOptions,
  updateOperator,
} from '../access/operators.service.ts';

const listQuery = listQuerySchema.extend(operatorListFilterSchema.shape);
const saved = { 200: operatorReplySchema };

const csvColumns = [
  { header: 'ID', value: (r: OperatorRow) => r.id },
  { header: 'Name', value: (r: OperatorRow) => r.name },
  { header: 'Username', value: (r: OperatorRow) => r.username },
  { header: 'Role', value: (r: OperatorRow) => r.role_name },
  { header: 'Status', value: (r: OperatorRow) => r.status },
  { header: 'Last Login', time: true, value: (r: OperatorRow) => r.last_login_at },
  { header: 'Last Updated', time: true, value: (r: OperatorRow) => r.updated_at },
];

/** Operator list/create/edit (Operator). */
export function operatorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/operators',
      {
        config: { permission: 'operators.view' },
        schema: { querystring: listQuery, response: { 200: operatorListReplySchema } },
      },
      async (request, reply) => {
        const { status: s, role_id, ...query } = request.query;
        const page = await listOperators(ctx.db, await inBusinessZone(ctx, query), { status: s, role_id });
        return replyList(reply, request.query, page, { filename: 'operators', columns: csvColumns });
      },
    );

    app.get(
      '/api/staff/operators/role-options',
      { config: { permission: 'operators.view' }, schema: { response: { 200: roleOptionsReplySchema } } },
      async () => ({ data: await roleOptions(ctx.db) }),
    );

    app.get(
      '/api/staff/operators/:id',
      { config: { permission: 'operators.view' }, schema: { params: idParams, response: saved } },
      async (request) => ({ data: await getOperator(ctx.db, request.params.id) }),
    );

    app.post(
      '/api/staff/operators',
      {
        config: { permission: 'operators.manage' },
        schema: { body: createOperatorBodySchema, response: saved },
      },
      async (request) => ({
        data: await createOperator(ctx.db, staffOf(request), request.body, staffActor(request)),
      }),
    );

    app.put(
      '/api/staff/operators/:id',
      {
        config: { permission: 'operators.manage' },
        schema: { params: idParams, body: updateOperatorBodySchema, response: saved },
      },
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
