import { formatSen, parseAmountSen } from '@topup/contracts/money.ts';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { staffOf } from '../../platform/staff-auth.ts';
import { recordActivity } from '../audit/record-activity.ts';
import { members } from '../members/members.table.ts';
import { getSiteSettings, updateSiteSettings } from '../settings/settings.service.ts';
import { fortuneSpinHistory, fortuneSpinSegments } from './fortune-spin.table.ts';
import { WHEEL_SEGMENT_COUNT } from './fortune-spin-config.service.ts';

const prize = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const sen = parseAmountSen(value);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: 'INVALID_AMOUNT' });
    return z.NEVER;
  }
  return sen;
});
const configBody = z.object({
  enabled: z.union([z.literal(0), z.literal(1)]),
  segments: z
    .array(
      z.object({
        label: z.string().trim().min(1).max(20),
        prize,
        weight: z.number().int().min(0).max(1_000_000),
      }),
    )
    .length(WHEEL_SEGMENT_COUNT),
});

/** Staff Fortune Spin: the on/off flag, the 16 segments (label, prize, weight) and recent spins. */
export function fortuneSpinAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = async () => {
      const [site, rows] = await Promise.all([
        getSiteSettings(ctx.db),
        ctx.db.select().from(fortuneSpinSegments).orderBy(asc(fortuneSpinSegments.position)),
      ]);
      return {
        enabled: Number(site.fortune_spin_enabled) === 1 ? 1 : 0,
        segments: rows.map((r) => ({
          position: r.position,
          label: r.label,
          prize: formatSen(r.prizeSen),
          weight: r.weight,
        })),
      };
    };
    app.get('/api/staff/fortune-spin', { config: { permission: 'fortune_spin.view' } }, async () => ({
      data: await config(),
    }));
    app.put(
      '/api/staff/fortune-spin',
      { schema: { body: configBody }, config: { permission: 'fortune_spin.manage' } },
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
        return { data: await config() };
      },
    );
    app.get('/api/staff/fortune-spin/history', { config: { permission: 'fortune_spin.view' } }, async () => {
      const rows = await ctx.db
        .select({ h: fortuneSpinHistory, name: members.name, phone: members.phone })
        .from(fortuneSpinHistory)
        .innerJoin(members, eq(members.id, fortuneSpinHistory.memberId))
        .orderBy(desc(fortuneSpinHistory.id))
        .limit(100);
      return {
        data: rows.map((r) => ({
          id: r.h.id,
          member_id: r.h.memberId,
          member_name: r.name,
          phone: r.phone,
          segment: r.h.segment,
          label: r.h.label,
          prize: formatSen(r.h.prizeSen),
          created_at: r.h.createdAt.toISOString(),
        })),
      };
    });
  };
}
