import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Agent credit at a kiosk and its kiosk ledger account at one quiet moment: from then on the
 * agent credit moved must equal the kiosk ledger moved (the kiosk account mirrors it).
 */
export const kioskCreditBaselines = pgTable('kiosk_credit_baselines', {
  kioskId: integer('kiosk_id').primaryKey(),
  agentCreditSen: bigint('agent_credit_sen', { mode: 'number' }).notNull(),
  ledgerSen: bigint('ledger_sen', { mode: 'number' }).notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});
