import {
  roleBankGroupsReplySchema,
  roleListFilterSchema,
  roleListReplySchema,
  roleReplySchema,
  saveRoleBodySchema,
} from '@topup/contracts/api/access.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { createRole, getRole, listRoles, type RoleRow, updateRole } from '../access/roles.service.ts';
import { bankGroupOptions } from '../banks/banks-admin.service.ts';

const listQuery = listQuerySchema.extend(roleListFilterSchema.shape);
const saved = { 200: roleReplySchema };

const csvColumns = [
  { header: 'ID', value: (r: RoleRow) => r.id },
  { header: 'Name', value: (r: RoleRow) => r.name },
  { header: 'Operators', value: (r: RoleRow) => r.operator_count },
  { header: 'Payment Gateway', value: (r: RoleRow) => r.payment_gateway },
  { header: 'Bank Groups', value: (r: RoleRow) => r.bank_group_ids.join(' ') },
  { header: 'Status', value: (r: RoleRow) => r.status },
  { header: 'Permissions', value: (r: RoleRow) => r.permissions.join(' ') },
];

/** Role list/create/edit (Role): permissions grouped by task, payment gateway. */
export function roleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/roles',
      {
        config: { permission: 'roles.view' },
        schema: { querystring: listQuery, response: { 200: roleListReplySchema } },
      },
      async (request, reply) => {
        const { status: s, ...query } = request.query;
        const page = await listRoles(ctx.db, await inBusinessZone(ctx, query), { status: s });
        return replyList(reply, request.query, page, { filename: 'roles', columns: csvColumns });
      },
    );

    app.get(
      '/api/staff/roles/:id',
      { config: { permission: 'roles.view' }, schema: { params: idParams, response: saved } },
      async (request) => ({ data: await getRole(ctx.db, request.params.id) }),
    );

    // The role editor's payment gateway choices (the bank groups), without needing banks.view.
    app.get(
      '/api/staff/roles/bank-groups',
      { config: { permission: 'roles.view' }, schema: { response: { 200: roleBankGroupsReplySchema } } },
      async () => ({ data: await bankGroupOptions(ctx.db) }),
    );

    app.post(
      '/api/staff/roles',
      { config: { permission: 'roles.manage' }, schema: { body: saveRoleBodySchema, response: saved } },
      async (request) => ({
        data: await createRole(ctx.db, staffOf(request), request.body, staffActor(request)),
      }),
    );

    app.put(
      '/api/staff/roles/:id',
      {
        config: { permission: 'roles.manage' },
        schema: { params: idParams, body: saveRoleBodySchema, response: saved },
      },
      async (request) => ({
        data: await updateRole(
          ctx.db,
          staffOf(request),
          request.params.id,
          request.body,
          staffActor(request),
          ctx.now(),
        ),
      }),
    );
  };
}
