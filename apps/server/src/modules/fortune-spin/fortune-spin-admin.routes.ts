import {
  earningBodySchema,
  earningReplySchema,
  grantSpinsBodySchema,
  grantSpinsReplySchema,
  memberSpinsParamsSchema,
  memberSpinsReplySchema,
  spinHistoryFiltersSchema,
  spinHistoryPageSchema,
  wheelBodySchema,
  wheelReplySchema,
} from '@topup/contracts/api/fortune-spin.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import { formatSen } from '@topup/contracts/money.ts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor, staffOf } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { getSiteSettings, invalidateSiteCache, updateSiteSettings } from '../settings/settings.service.ts';
import { fortuneSpinSegments } from './fortune-spin.table.ts';
import { grantSpins } from './fortune-spin-grants.service.ts';
import { listSpinHistory, memberSpins } from './fortune-spin-history.read-model.ts';

/** Staff Fortune Spin: the on/off flag, the 16 segments (label, prize, weight) and recent spins. */
export function fortuneSpinAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = async () => {
      const [site, rows] = await Promise.all([
        getSiteSettings(ctx.db),
        ctx.db.select().from(fortuneSpinSegments).orderBy(asc(fortuneSpinSegments.position)),
      ]);
      return {
        enabled: Number(site.fortune_spin_enabled) === 1 ? (1 as const) : (0 as const),
        segments: rows.map((r) => ({
          position: r.position,
          label: r.label,
          prize: formatSen(r.prizeSen),
          weight: r.weight,
        })),
      };
    };
    app.get(
      '/api/staff/fortune-spin',
      { config: { permission: 'fortune_spin.view' }, schema: { response: { 200: wheelReplySchema } } },
      async () => ({ data: await config() }),
    );
    app.put(
      '/api/staff/fortune-spin',
      {
        schema: { body: wheelBodySchema, response: { 200: wheelReplySchema } },
        config: { permission: 'fortune_spin.manage' },
      },
      async (request) => {
        const staff = staffOf(request);
        const before = await config();
        await inTransaction(ctx.db, async (tx) => {
          for (const [index, segment] of request.body.segments.entries()) {
            await tx
              .update(fortuneSpinSegments)
              .set({
                label: segment.label,
                prizeSen: segment.prize,
                weight: segment.weight,
                updatedAt: ctx.now(),
              })
              .where(eq(fortuneSpinSegments.position, index + 1));
          }
          await updateSiteSettings(tx, { fortune_spin_enabled: request.body.enabled });
          await recordActivity(
            tx,
            { kind: 'operator', operatorId: staff.operatorId, ip: request.ip },
            {
              action: 'fortune_spin.update',
              targetType: 'settings',
              targetId: 'fortune_spin',
              before,
              after: request.body,
            },
          );
        });
        invalidateSiteCache();
        return { data: await config() };
      },
    );
    app.get(
      '/api/staff/fortune-spin/history',
      {
        config: { permission: 'fortune_spin.view' },
        schema: {
          querystring: listQuerySchema.extend(spinHistoryFiltersSchema.shape),
          response: { 200: spinHistoryPageSchema },
        },
      },
      async (request, reply) =>
        replyList(
          reply,
          request.query,
          await listSpinHistory(ctx.db, await inBusinessZone(ctx, request.query), request.query.member_id),
          {
            filename: 'fortune-spin-history',
            columns: [
              { header: 'ID', value: (r) => r.id },
              { header: 'Member', value: (r) => r.member_name },
              { header: 'Phone', value: (r) => r.phone },
              { header: 'Segment', value: (r) => r.segment },
              { header: 'Label', value: (r) => r.label },
              { header: 'Prize', money: true, value: (r) => r.prize },
              { header: 'Time', time: true, value: (r) => r.created_at },
            ],
          },
        ),
    );
    app.get(
      '/api/staff/members/:id/spins',
      {
        config: { permission: 'fortune_spin.view' },
        schema: { params: memberSpinsParamsSchema, response: { 200: memberSpinsReplySchema } },
      },
      async (request) => {
        const spins = await memberSpins(ctx.db, request.params.id);
        if (!spins) throw new DomainError('MEMBER_NOT_FOUND');
        return { data: spins };
      },
    );

    const earning = async () => {
      const rule = (await getSiteSettings(ctx.db)).fortune_spin_earning;
      return { min_deposit: formatSen(rule.min_deposit_sen), spins: rule.spins, daily_cap: rule.daily_cap };
    };
    app.get(
      '/api/staff/fortune-spin/earning',
      { config: { permission: 'fortune_spin.view' }, schema: { response: { 200: earningReplySchema } } },
      async () => ({ data: await earning() }),
    );
    app.put(
      '/api/staff/fortune-spin/earning',
      {
        schema: { body: earningBodySchema, response: { 200: earningReplySchema } },
        config: { permission: 'fortune_spin.manage' },
      },
      async (request) => {
        const before = await earning();
        const { min_deposit, spins, daily_cap } = request.body;
        await inTransaction(ctx.db, async (tx) => {
          await updateSiteSettings(tx, {
            fortune_spin_earning: { min_deposit_sen: min_deposit, spins, daily_cap },
          });
          await recordActivity(tx, staffActor(request), {
            action: 'fortune_spin.earning',
            targetType: 'settings',
            targetId: 'fortune_spin_earning',
            before,
            after: { min_deposit: formatSen(min_deposit), spins, daily_cap },
          });
        });
        return { data: await earning() };
      },
    );
    app.post(
      '/api/staff/members/:id/spins',
      {
        schema: {
          params: memberSpinsParamsSchema,
          body: grantSpinsBodySchema,
          response: { 200: grantSpinsReplySchema },
        },
        config: { permission: 'fortune_spin.manage' },
      },
      async (request) => {
        const granted = await grantSpins(ctx.db, staffActor(request), {
          memberId: request.params.id,
          spins: request.body.spins,
          remark: request.body.remark,
        });
        return {
          data: { spins: granted.spins },
          message: formatMessage('SPINS_GRANTED', requestLocale(request), {
            count: request.body.spins,
            name: granted.name,
          }),
        };
      },
    );
  };
}
