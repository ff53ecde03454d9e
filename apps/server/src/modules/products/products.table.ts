import { bigint, boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A provider's kiosk (agent API endpoint) and the operator's credentials there. */
export const providerKiosks = pgTable('provider_kiosks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The protocol the kiosk's client speaks; the HTTP agent API is the only one so far. */
  providerKind: text('provider_kind', { enum: ['http'] })
    .notNull()
    .default('http'),
  baseUrl: text('base_url').notNull(),
  kioskCode: text('kiosk_code').notNull(),
  agentKey: text('agent_key').notNull(),
  timeoutMs: integer('timeout_ms'),
  /** The agent credit the kiosk last reported (periodic read or product sync), and when. */
  agentCreditSen: bigint('agent_credit_sen', { mode: 'number' }),
  agentCreditCheckedAt: timestamp('agent_credit_checked_at', { withTimezone: true }),
  /** The last read that got no answer: after `agentCreditCheckedAt`, the figure is stale. */
  agentCreditFailedAt: timestamp('agent_credit_failed_at', { withTimezone: true }),
  ...timestamps,
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  tier: integer('tier').notNull().default(1),
  url: text('url'),
  pin: text('pin'),
  pcLink: text('pc_link'),
  androidLink: text('android_link'),
  iosLink: text('ios_link'),
  slotLink: text('slot_link'),
  liveLink: text('live_link'),
  gameUsername: text('game_username'),
  gamePassword: text('game_password'),
  kioskId: integer('kiosk_id'),
  syncState: text('sync_state', { enum: ['synced', 'not_synced', 'syncing', 'failed'] })
    .notNull()
    .default('synced'),
  minDepositSen: bigint('min_deposit_sen', { mode: 'number' }),
  maxDepositSen: bigint('max_deposit_sen', { mode: 'number' }),
  minWithdrawalSen: bigint('min_withdrawal_sen', { mode: 'number' }),
  maxWithdrawalSen: bigint('max_withdrawal_sen', { mode: 'number' }),
  maxBalanceToDepositSen: bigint('max_balance_to_deposit_sen', { mode: 'number' }),
  maintenance: boolean('maintenance').notNull().default(false),
  /** retired: hidden from members for good, kept for the transactions that name it. */
  status: text('status', { enum: ['active', 'inactive', 'retired'] })
    .notNull()
    .default('active'),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

export type Product = typeof products.$inferSelect;
export type ProviderKiosk = typeof providerKiosks.$inferSelect;
