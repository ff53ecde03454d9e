import {
  clearFraudBodySchema,
  clearFraudReplySchema,
  linkRevokedReplySchema,
  memberLinkReplySchema,
  memberListFiltersSchema,
  memberPageSchema,
  memberReplySchema,
} from '@topup/contracts/api/members.ts';
import { idParams } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, listQuerySchema, replyList } from '../../platform/pagination.ts';
import { isMasked } from '../../platform/personal-data.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { normalizeBankAccount, normalizeDate, normalizePhone, normalizeReferCode } from './member-fields.ts';
import { clearMemberFraud } from './member-fraud.service.ts';
import { issueMemberLink, revokeMemberLink } from './member-link.service.ts';
import { createMember, listMembers, type MemberInput, updateMember } from './members.service.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A normalised field, or a masked value sent back as shown (resolved by the service). */
function normalized(
  normalize: (v: string) => string | null,
  code: 'MEMBER_PHONE_INVALID' | 'IMPORT_INVALID_FORMAT',
) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (isMasked(value)) return value;
      const result = normalize(value);
      if (result === null) ctx.addIssue({ code: 'custom', message: code });
      return result;
    });
}

export const memberBody = z.object({
  name: z.string({ error: 'MEMBER_NAME_REQUIRED' }).trim().min(1, 'MEMBER_NAME_REQUIRED').max(100),
  phone: z.string({ error: 'MEMBER_PHONE_INVALID' }).transform((value, ctx) => {
    // A masked value the form sends back unchanged: the service keeps the stored number.
    if (isMasked(value)) return value.trim();
    const phone = normalizePhone(value);
    if (!phone) ctx.addIssue({ code: 'custom', message: 'MEMBER_PHONE_INVALID' });
    return phone ?? '';
  }),
  date_of_birth: normalized(normalizeDate, 'IMPORT_INVALID_FORMAT'),
  refer_code: normalized(normalizeReferCode, 'IMPORT_INVALID_FORMAT'),
  upline: optionalText(50),
  company: optionalText(100),
  source_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((v) => v ?? null),
  bank_name: optionalText(100),
  bank_account_number: normalized(normalizeBankAccount, 'IMPORT_INVALID_FORMAT'),
  bank_account_holder: optionalText(100),
  status: z.enum(['active', 'inactive']).default('active'),
  remark: optionalText(1000),
}) satisfies z.ZodType<MemberInput, unknown>;

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
        const { status, source_id, fraud } = request.query;
        const page = await listMembers(ctx.db, await inBusinessZone(ctx, request.query), {
          status,
          source_id,
          fraud: fraud === undefined ? undefined : fraud === '1',
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
            { header: 'Deposit count', value: (r) => r.deposit_count },
            { header: 'Last deposit', value: (r) => r.last_deposit_at },
            { header: 'Registered', value: (r) => r.registered_at },
          ],
        });
      },
    );

    app.post(
      '/api/staff/members',
      {
        config: { permission: 'members.create' },
        schema: { body: memberBody, response: { 200: memberReplySchema } },
      },
      async (request) => ({
        data: await createMember(ctx.db, staffActor(request), request.body, ctx.now()),
      }),
    );

    app.put(
      '/api/staff/members/:id',
      {
        config: { permission: 'members.update' },
        schema: { params: idParams, body: memberBody, response: { 200: memberReplySchema } },
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
