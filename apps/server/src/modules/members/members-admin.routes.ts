import {
  clearFraudBodySchema,
  clearFraudReplySchema,
  duplicateCheckBodySchema,
  duplicateCheckReplySchema,
  linkRevokedReplySchema,
  memberBodySchema,
  memberLinkReplySchema,
  memberListFiltersSchema,
  memberPageSchema,
  memberReplySchema,
} from '@topup/contracts/api/members.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { checkDuplicates } from './member-duplicates.service.ts';
import { clearMemberFraud } from './member-fraud.service.ts';
import { issueMemberLink, revokeMemberLink } from './member-link.service.ts';
import { createMember, listMembers, updateMember } from './members.service.ts';

const memberListQuery = listQuerySchema.extend(memberListFiltersSchema.shape);

/** Staff: Member list / create / edit, member link. */
export function membersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/members',
      {
        config: { permission: 'members.view' },
        schema: { querystring: memberListQuery, response: { 200: memberPageSchema } },
      },
      async (request, reply) => {
        const { status, source_id, fraud, tag_id, vip_level_id } = request.query;
        const page = await listMembers(ctx.db, await inBusinessZone(ctx, request.query), {
          status,
          source_id,
          fraud: fraud === undefined ? undefined : fraud === '1',
          tag_id,
          vip_level_id,
        });
        return replyList(reply, request.query, page, {
          filename: 'members',
          columns: [
            { header: 'ID', value: (r) => r.id },
            { header: 'Name', value: (r) => r.name },
            { header: 'Phone', value: (r) => r.phone },
            { header: 'Date of birth', value: (r) => r.date_of_birth },
            { header: 'Refer code', value: (r) => r.refer_code },
            { header: 'Upline', value: (r) => r.upline_name },
            { header: 'Company', value: (r) => r.company },
            { header: 'Source', value: (r) => r.source_name },
            { header: 'Bank', value: (r) => r.bank_name },
            { header: 'Bank account', value: (r) => r.bank_account_number },
            { header: 'Account holder', value: (r) => r.bank_account_holder },
            { header: 'Status', value: (r) => r.status },
            { header: 'Tags', value: (r) => r.tags.map((tag) => tag.name).join(', ') },
            { header: 'VIP level', value: (r) => r.vip_level?.name ?? '' },
            { header: 'Deposit count', value: (r) => r.deposit_count },
            { header: 'Last deposit', time: true, value: (r) => r.last_deposit_at },
            { header: 'Registered', time: true, value: (r) => r.registered_at },
          ],
        });
      },
    );

    app.post(
      '/api/staff/members',
      {
        config: { permission: 'members.create' },
        schema: { body: memberBodySchema, response: { 200: memberReplySchema } },
      },
      async (request) => ({
        data: await createMember(ctx.db, staffActor(request), request.body, ctx.now()),
      }),
    );

    // The form's warning before saving; anyone who may see members may see who shares what.
    app.post(
      '/api/staff/members/duplicates',
      {
        config: { permission: 'members.view' },
        schema: { body: duplicateCheckBodySchema, response: { 200: duplicateCheckReplySchema } },
      },
      async (request) => ({ data: await checkDuplicates(ctx.db, request.body) }),
    );

    app.put(
      '/api/staff/members/:id',
      {
        config: { permission: 'members.update' },
        schema: { params: idParams, body: memberBodySchema, response: { 200: memberReplySchema } },
      },
      async (request) => ({
        data: await updateMember(ctx.db, staffActor(request), request.params.id, request.body, ctx.now()),
      }),
    );

    app.post(
      '/api/staff/members/:id/link',
      {
        config: { permission: 'members.link' },
        schema: { params: idParams, response: { 200: memberLinkReplySchema } },
      },
      async (request) => {
        const staff = staffOf(request);
        const actor = { kind: 'operator' as const, operatorId: staff.operatorId, ip: request.ip ?? null };
        return {
          data: await issueMemberLink(ctx.db, actor, request.params.id, ctx.config.publicUrl, ctx.now()),
        };
      },
    );

    app.post(
      '/api/staff/members/:id/clear-fraud',
      {
        config: { permission: 'members.fraud_clear' },
        schema: { params: idParams, body: clearFraudBodySchema, response: { 200: clearFraudReplySchema } },
      },
      async (request) => {
        const staff = staffOf(request);
        const actor = { kind: 'operator' as const, operatorId: staff.operatorId, ip: request.ip ?? null };
        const input = { memberId: request.params.id, remark: request.body.remark };
        return { data: await clearMemberFraud(ctx.db, actor, input, ctx.now()) };
      },
    );

    app.delete(
      '/api/staff/members/:id/link',
      {
        config: { permission: 'members.link' },
        schema: { params: idParams, response: { 200: linkRevokedReplySchema } },
      },
      async (request) => {
        await revokeMemberLink(ctx.db, staffActor(request), request.params.id, ctx.now());
        return { status: true as const };
      },
    );
  };
}
