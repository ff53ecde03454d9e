import { LOCALES } from '@topup/contracts/locales.ts';
import { parseAmountSen } from '@topup/contracts/money.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { staffId } from '../../platform/staff-input.ts';
import { type BonusInput, bonusJson, listBonuses, saveBonus } from './bonus-admin.service.ts';
import { getBonus } from './bonuses.service.ts';
import { BONUS_FREQUENCIES, BONUS_TYPES } from './bonuses.table.ts';

/** Money with at most 2 decimals, 0 allowed; null/'' = not set. */
const optionalMoney = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const sen = parseAmountSen(value);
    if (sen === null) {
      ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
      return z.NEVER;
    }
    return sen;
  });
const optionalDate = z
  .union([z.iso.datetime({ offset: true }), z.iso.date(), z.null()])
  .optional()
  .transform((value) => (value ? new Date(value) : null));
const text = z.string().trim().max(500);

const bonusBody = z.object({
  name: z.string().trim().min(1).max(100),
  type: z.enum(BONUS_TYPES),
  frequency: z.enum(BONUS_FREQUENCIES),
  start_at: optionalDate,
  end_at: optionalDate,
  rollover_multiplier: z.number().int().min(0).max(100).default(0),
  rollover_calculation: z.enum(['deposit_bonus', 'bonus']).default('deposit_bonus'),
  rollover_type: z.enum(['stack', 'addon']).default('stack'),
  percentage: optionalMoney,
  amount: optionalMoney,
  min_deposit: optionalMoney,
  max_deposit: optionalMoney,
  max_bonus: optionalMoney,
  message_template: z.object({ en: text, bm: text, cn: text }).partial().nullable().optional(),
  status: z.enum(['active', 'inactive']).default('active'),
  position: z.number().int().min(0).max(10_000).default(0),
});

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

/** Staff Bonus list/create/edit. */
export function bonusAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/bonuses',
      {
        schema: {
          querystring: z.object({
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            per_page: z.coerce.number().int().min(1).max(200).default(50),
          }),
        },
        config: { permission: 'bonuses.view' },
      },
      async (request) => listBonuses(ctx.db, request.query.page, request.query.per_page),
    );
    app.get(
      '/api/staff/bonuses/:id',
      { schema: { params: z.object({ id: staffId('NOT_FOUND') }) }, config: { permission: 'bonuses.view' } },
      async (request) => {
        const bonus = await getBonus(ctx.db, request.params.id);
        if (!bonus) throw new DomainError('NOT_FOUND');
        return { data: bonusJson(bonus) };
      },
    );
    const actor = (request: Parameters<typeof staffOf>[0]) => ({
      kind: 'operator' as const,
      operatorId: staffOf(request).operatorId,
      ip: request.ip,
    });
    app.post(
      '/api/staff/bonuses',
      { schema: { body: bonusBody }, config: { permission: 'bonuses.manage' } },
      async (request) => ({
        data: bonusJson(await saveBonus(ctx.db, null, toInput(request.body), actor(request), ctx.now())),
      }),
    );
    app.put(
      '/api/staff/bonuses/:id',
      {
        schema: { params: z.object({ id: staffId('NOT_FOUND') }), body: bonusBody },
        config: { permission: 'bonuses.manage' },
      },
      async (request) => ({
        data: bonusJson(
          await saveBonus(ctx.db, request.params.id, toInput(request.body), actor(request), ctx.now()),
        ),
      }),
    );
  };
}
