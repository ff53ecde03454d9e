import {
  bonusListReplySchema,
  bonusParamsSchema,
  bonusReplySchema,
  saveBonusBodySchema,
} from '@topup/contracts/api/bonuses.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { LOCALES } from '@topup/contracts/locales.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { type BonusInput, type BonusJson, bonusJson, listBonuses, saveBonus } from './bonus-admin.service.ts';
import { audienceOf } from './bonus-audience.service.ts';
import type { BonusAudience } from './bonus-audience.ts';
import { getBonus } from './bonuses.service.ts';

const bonusBody = saveBonusBodySchema;

function toInput(body: z.infer<typeof bonusBody>): BonusInput {
  const template = body.message_template
    ? Object.fromEntries(
        LOCALES.map((l) => [l, body.message_template?.[l] ?? body.message_template?.en ?? '']),
      )
    : null;
  return {
    name: body.name,
    type: body.type,
    frequency: body.frequency,
    startAt: body.start_at,
    endAt: body.end_at,
    rolloverMultiplier: body.rollover_multiplier,
    rolloverCalculation: body.rollover_calculation,
    rolloverType: body.rollover_type,
    // 'percentage' has 2 decimals like money: 12.5 % -> 1250 basis points.
    percentageBp: Math.min(body.percentage ?? 0, 100_000),
    amountSen: body.amount ?? 0,
    minDepositSen: body.min_deposit,
    maxDepositSen: body.max_deposit,
    maxBonusSen: body.max_bonus,
    messageTemplate: template as BonusInput['messageTemplate'],
    status: body.status,
    position: body.position,
  };
}

/** The members the bonus is for (none listed: everyone). */
function audience(body: z.infer<typeof bonusBody>): BonusAudience {
  return { tagIds: body.tag_ids, vipLevelIds: body.vip_level_ids };
}

const exportColumns = [
  { header: 'ID', value: (b: BonusJson) => b.id },
  { header: 'Position', value: (b: BonusJson) => b.position },
  { header: 'Name', value: (b: BonusJson) => b.name },
  { header: 'Type', value: (b: BonusJson) => b.type },
  { header: 'Frequency', value: (b: BonusJson) => b.frequency },
  { header: 'Percentage', value: (b: BonusJson) => b.percentage },
  { header: 'Amount', value: (b: BonusJson) => b.amount },
  { header: 'Max Bonus', value: (b: BonusJson) => b.max_bonus },
  { header: 'Min Deposit', value: (b: BonusJson) => b.min_deposit },
  { header: 'Max Deposit', value: (b: BonusJson) => b.max_deposit },
  { header: 'Rollover', value: (b: BonusJson) => b.rollover_multiplier },
  { header: 'Start', value: (b: BonusJson) => b.start_at },
  { header: 'End', value: (b: BonusJson) => b.end_at },
  { header: 'Status', value: (b: BonusJson) => b.status },
  { header: 'Last Updated', value: (b: BonusJson) => b.updated_at },
];

/** Staff Bonus list/create/edit. */
export function bonusAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/bonuses',
      {
        schema: { querystring: listQuerySchema, response: { 200: bonusListReplySchema } },
        config: { permission: 'bonuses.view' },
      },
      async (request, reply) => {
        const page = await listBonuses(ctx.db, await inBusinessZone(ctx, request.query));
        return replyList(reply, request.query, page, { filename: 'bonuses', columns: exportColumns });
      },
    );
    app.get(
      '/api/staff/bonuses/:id',
      {
        schema: { params: bonusParamsSchema, response: { 200: bonusReplySchema } },
        config: { permission: 'bonuses.view' },
      },
      async (request) => {
        const bonus = await getBonus(ctx.db, request.params.id);
        if (!bonus) throw new DomainError('NOT_FOUND');
        return { data: bonusJson(bonus, await audienceOf(ctx.db, bonus.id)) };
      },
    );
    const actor = (request: Parameters<typeof staffOf>[0]) => ({
      kind: 'operator' as const,
      operatorId: staffOf(request).operatorId,
      ip: request.ip,
    });
    app.post(
      '/api/staff/bonuses',
      {
        schema: { body: bonusBody, response: { 200: bonusReplySchema } },
        config: { permission: 'bonuses.manage' },
      },
      async (request) => ({
        data: await saveBonus(
          ctx.db,
          null,
          toInput(request.body),
          audience(request.body),
          actor(request),
          ctx.now(),
        ),
      }),
    );
    app.put(
      '/api/staff/bonuses/:id',
      {
        schema: { params: bonusParamsSchema, body: bonusBody, response: { 200: bonusReplySchema } },
        config: { permission: 'bonuses.manage' },
      },
      async (request) => ({
        data: await saveBonus(
          ctx.db,
          request.params.id,
          toInput(request.body),
          audience(request.body),
          actor(request),
          ctx.now(),
        ),
      }),
    );
  };
}
