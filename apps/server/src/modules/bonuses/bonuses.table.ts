import { BONUS_FREQUENCIES, BONUS_TYPES } from '@topup/contracts/api/bonuses.ts';
import type { Localized } from '@topup/contracts/locales.ts';
import { bigint, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const bonuses = pgTable('bonuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type', { enum: BONUS_TYPES }).notNull(),
  frequency: text('frequency', { enum: BONUS_FREQUENCIES }).notNull().default('unlimited'),
  startAt: timestamp('start_at', { withTimezone: true }),
  endAt: timestamp('end_at', { withTimezone: true }),
  rolloverMultiplier: integer('rollover_multiplier').notNull().default(0),
  rolloverCalculation: text('rollover_calculation', { enum: ['deposit_bonus', 'bonus'] })
    .notNull()
    .default('deposit_bonus'),
  rolloverType: text('rollover_type', { enum: ['stack', 'addon'] })
    .notNull()
    .default('stack'),
  /** Basis points: 1000 = 10 %. */
  percentageBp: integer('percentage_bp').notNull().default(0),
  amountSen: bigint('amount_sen', { mode: 'number' }).notNull().default(0),
  minDepositSen: bigint('min_deposit_sen', { mode: 'number' }),
  maxDepositSen: bigint('max_deposit_sen', { mode: 'number' }),
  maxBonusSen: bigint('max_bonus_sen', { mode: 'number' }),
  /** Appended to the deposit success message, per language. */
  messageTemplate: jsonb('message_template').$type<Localized>(),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active'),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Bonus = typeof bonuses.$inferSelect;

/** The tags a bonus is limited to: a member needs one of them (none listed = any member). */
export const bonusMemberTags = pgTable(
  'bonus_member_tags',
  { bonusId: integer('bonus_id').notNull(), tagId: integer('tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.bonusId, t.tagId] })],
);

/** The VIP levels a bonus is limited to: the member's level must be one of them (none = any). */
export const bonusVipLevels = pgTable(
  'bonus_vip_levels',
  { bonusId: integer('bonus_id').notNull(), vipLevelId: integer('vip_level_id').notNull() },
  (t) => [primaryKey({ columns: [t.bonusId, t.vipLevelId] })],
);
