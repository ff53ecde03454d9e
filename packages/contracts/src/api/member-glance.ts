import { z } from 'zod';
import { businessDay, dataReply, dateTime } from './wire.ts';

/** Request and reply schemas of the member page's "at a glance" (/api/staff/members/:id/glance). */

export const GLANCE_GROUPS = ['day', 'week', 'month'] as const;
export type GlanceGroup = (typeof GLANCE_GROUPS)[number];

/** How the periods are cut: the last 31 days, 13 weeks (Monday to Sunday) or 12 months. */
export const memberGlanceQuerySchema = z.object({
  group: z.enum(GLANCE_GROUPS).default('day'),
});
export type MemberGlanceQuery = z.input<typeof memberGlanceQuerySchema>;

/** One period (its first business day), money in sen; game result positive: the member won. */
export const glancePeriodSchema = z.object({
  start: businessDay,
  deposit_count: z.number().int(),
  deposit_sen: z.number().int(),
  withdrawal_sen: z.number().int(),
  bonus_sen: z.number().int(),
  game_result_sen: z.number().int(),
  turnover_sen: z.number().int(),
});
export type GlancePeriod = z.input<typeof glancePeriodSchema>;

export const memberGlanceSchema = z.object({
  group: z.enum(GLANCE_GROUPS),
  time_zone: z.string(),
  periods: z.array(glancePeriodSchema),
  first_deposit_at: dateTime.nullable(),
  last_deposit_at: dateTime.nullable(),
  /** Every deposit and withdrawal the member ever made that went through, less voids. */
  lifetime: z.object({
    deposit_sen: z.number().int(),
    withdrawal_sen: z.number().int(),
    net_sen: z.number().int(),
    game_result_sen: z.number().int(),
    turnover_sen: z.number().int(),
  }),
});
export type MemberGlance = z.input<typeof memberGlanceSchema>;
export const memberGlanceReplySchema = dataReply(memberGlanceSchema);
